import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopTUI

/// `--columns` drawn: the header over its columns, and huge records drawn as fast as small ones.
@Suite struct ColumnDrawingTests {
    /// A picker over `lines`, the first `headerCount` of them a header, shown as tab-separated columns.
    static func picker(_ lines: [String], headerCount: Int = 1, detail: PaneSpec? = nil) -> (SearchViewModel, PickerView) {
        let store = ItemStore(headerCount: headerCount)
        for line in lines { store.append(Array(line.utf8)) }
        let splitter = FieldSplitter(delimiter: "\t")
        var appearance = PickerAppearance()
        appearance.headerStore = store
        appearance.columns = ColumnLayout(measuring: store, splitter: splitter)
        if let detail {
            appearance.pane = detail
            appearance.detail = DetailContent(store: store, splitter: splitter)
        }
        return (SearchViewModel(store: store), PickerView(theme: Theme(colorSupport: .palette256), appearance: appearance))
    }

    /// Draws a frame of `model` and `view` on `screen`.
    static func draw(_ model: SearchViewModel, _ view: PickerView, on screen: GridScreen) {
        model.setViewportHeight(view.frame(rows: screen.rows, columns: screen.columns).listRows.count)
        view.draw(model: model, controller: SearchController(), on: screen)
    }

    static func row(_ screen: GridScreen, _ index: Int) -> String {
        var text = screen.text(row: index)
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    @Test func columnsAreAsWideAsTheirValuesAndALongerHeaderCellIsCut() {
        let (model, view) = Self.picker(["city\tcountry\ttemperature", "Oslo\tNorway\t8°C", "Seoul\tSouth Korea\t18°C"])
        let screen = GridScreen(rows: 8, columns: 40)
        Self.draw(model, view, on: screen)
        #expect(Self.row(screen, 3) == "  city   country      tem…")
        #expect(Self.row(screen, 4) == "> Oslo   Norway       8°C")
        #expect(Self.row(screen, 5) == "  Seoul  South Korea  18°C")
        #expect(screen.style(row: 3, column: 22) == view.theme.header)
    }

    @Test func aHeaderCellWithoutValuesBelowIsShownWhole() {
        let (model, view) = Self.picker(["name\tnote", "bob", "alice"])
        let screen = GridScreen(rows: 8, columns: 40)
        Self.draw(model, view, on: screen)
        #expect(Self.row(screen, 3) == "  name   note")
        #expect(Self.row(screen, 4) == "> bob")
    }

    @Test func framesOfTwoHundredThousandFieldsDrawAtOnce() {
        let fields = 200_000
        let header = (0..<fields).map { "column\($0)" }.joined(separator: "\t")
        let record = (0..<fields).map(String.init).joined(separator: "\t")
        var detail = PaneSpec.detail
        detail.size = .cells(30)
        let (model, view) = Self.picker([header, record, record, record], detail: detail)
        let screen = GridScreen(rows: 24, columns: 100)
        let clock = ContinuousClock()
        let first = clock.measure { Self.draw(model, view, on: screen) }
        var slowest = Duration.zero
        for _ in 0..<20 {
            slowest = max(slowest, clock.measure { Self.draw(model, view, on: screen) })
        }
        // Values 0 to 9 make one-cell columns: their header cells are cut to `…`.
        #expect(Self.row(screen, 3).hasPrefix("  …  …  …"))
        #expect(Self.row(screen, 3).contains("…  c…  c…"))
        #expect(Self.row(screen, 4).hasPrefix("> 0  1  2  3"))
        // The pane takes the whole height: the record's first field on the first row.
        #expect(Self.row(screen, 0).hasSuffix("│ column0: 0"))
        #expect(Self.row(screen, 4).hasSuffix("│ column4: 4"))
        #expect(first < .seconds(2), "first frame: \(first)")
        #expect(slowest < .milliseconds(100), "slowest later frame: \(slowest)")
    }
}
