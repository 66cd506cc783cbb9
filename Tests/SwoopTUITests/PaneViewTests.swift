import Testing
@testable import SwoopItems
@testable import SwoopTUI

/// Lines for a pane that count how often they are read.
final class CountingLines: PaneLines {
    let lines: [String]
    private(set) var reads = 0

    init(_ lines: [String]) {
        self.lines = lines
    }

    func line(_ index: Int) -> ANSIText? {
        guard lines.indices.contains(index) else { return nil }
        reads += 1
        return Array(lines[index].utf8).withUnsafeBufferPointer { ANSIText($0) }
    }

    var identity: PaneTextIdentity { PaneTextIdentity(owner: ObjectIdentifier(self), version: 0) }
}

/// The side pane: what it draws, and that it builds only what shows.
@Suite struct PaneViewTests {
    /// A pane on the right of a 50-column screen: text from column 32, 18 columns wide.
    static var area: PickerFrame.Pane { PickerFrame.Pane(rows: 0..<10, columns: 30..<50, border: .left) }

    /// Row `row` of the pane's text, trailing blanks trimmed.
    static func paneText(_ screen: GridScreen, row: Int) -> String {
        var text = String(screen.text(row: row).dropFirst(32))
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    /// A record of `count` tab-separated fields, named by a header line.
    static func wideRecord(fields count: Int) -> DetailContent {
        let store = ItemStore(headerCount: 1)
        store.append(Array((0..<count).map { "name\($0)" }.joined(separator: "\t").utf8))
        store.append(Array((0..<count).map { "value \($0)" }.joined(separator: "\t").utf8))
        return DetailContent(store: store, splitter: FieldSplitter(delimiter: "\t"))
    }

    @Test func wrapsTheDetailAtWordBoundaries() {
        let store = ItemStore(headerCount: 1)
        store.append(Array("city\tsummary".utf8))
        store.append(Array("Seoul\tClouds drifting in from the west, staying mild and dry".utf8))
        let screen = GridScreen(rows: 10, columns: 50)
        PaneView().draw(DetailContent(store: store, splitter: FieldSplitter(delimiter: "\t")).record(for: 0),
                        in: Self.area, scroll: 0, on: screen, theme: Theme(colorSupport: .palette256))
        let rows = (0..<6).map { Self.paneText(screen, row: $0) }
        #expect(rows == ["city: Seoul", "summary: Clouds", "drifting in from", "the west, staying", "mild and dry", ""])
        #expect(screen.style(row: 0, column: 32).attributes.contains(.bold))
        #expect(screen.style(row: 0, column: 38) == .plain)
    }

    @Test func drawsOnlyTheLinesThatShow() {
        let lines = CountingLines((0..<200_000).map { "line \($0)" })
        let screen = GridScreen(rows: 10, columns: 50)
        PaneView().draw(lines, in: Self.area, scroll: 0, on: screen, theme: Theme(colorSupport: .palette256))
        #expect(Self.paneText(screen, row: 9) == "line 9")
        // The ten that show, and the one after, to know there is more.
        #expect(lines.reads <= 11)
    }

    @Test func scrollingFarAndBackWrapsOnlyWhatItPasses() {
        let lines = CountingLines((0..<200_000).map { "line \($0)" })
        let view = PaneView()
        let screen = GridScreen(rows: 10, columns: 50)
        let theme = Theme(colorSupport: .palette256)
        view.draw(lines, in: Self.area, scroll: 5_000, on: screen, theme: theme)
        #expect(Self.paneText(screen, row: 0) == "line 5000")
        let reads = lines.reads
        // Back up, and on down a little: from remembered rows, not from the start.
        for scroll in [4_999, 4_990, 4_000, 5_001] {
            view.draw(lines, in: Self.area, scroll: scroll, on: screen, theme: theme)
            #expect(Self.paneText(screen, row: 0) == "line \(scroll)")
        }
        #expect(lines.reads - reads <= 4 * (WrappedRows.interval + 10))
    }

    @Test func aRecordOfTwoHundredThousandFieldsDrawsAtOnce() {
        let detail = Self.wideRecord(fields: 200_000)
        let view = PaneView()
        let screen = GridScreen(rows: 10, columns: 50)
        let theme = Theme(colorSupport: .palette256)
        let clock = ContinuousClock()
        // The first frame splits the record once; each later one builds only its rows.
        let first = clock.measure { view.draw(detail.record(for: 0), in: Self.area, scroll: 0, on: screen, theme: theme) }
        #expect(first < .seconds(1))
        var slowest = Duration.zero
        for scroll in 1...100 {
            slowest = max(slowest, clock.measure { view.draw(detail.record(for: 0), in: Self.area, scroll: scroll, on: screen, theme: theme) })
        }
        #expect(slowest < .milliseconds(50))
        // Far down: fields 0 to 999 take a row each, the rest two ("name1000: value" / "1000").
        screen.erase()
        view.draw(detail.record(for: 0), in: Self.area, scroll: 20_000, on: screen, theme: theme)
        #expect(Self.paneText(screen, row: 0) == "name10500: value")
        #expect(Self.paneText(screen, row: 1) == "10500")
    }

    @Test func movingThroughHugeRecordsReadsOnlyWhatShowsOfEach() {
        let store = ItemStore()
        for record in 0..<5 { store.append(Array((0..<200_000).map { "\(record)-\($0)" }.joined(separator: "\t").utf8)) }
        let detail = DetailContent(store: store, splitter: FieldSplitter(delimiter: "\t"))
        let view = PaneView()
        let screen = GridScreen(rows: 10, columns: 50)
        let theme = Theme(colorSupport: .palette256)
        var slowest = Duration.zero
        for item in [0, 1, 2, 3, 4, 3, 2] {
            slowest = max(slowest, ContinuousClock().measure {
                view.draw(detail.record(for: item), in: Self.area, scroll: 0, on: screen, theme: theme)
            })
            #expect(Self.paneText(screen, row: 0) == "1: \(item)-0")
        }
        // Splitting a whole record takes some 400 ms in a debug build.
        #expect(slowest < .milliseconds(100), "slowest frame: \(slowest)")
    }

    @Test func rowsFromAnyScrollAreThoseOfTheWholeWrap() {
        var generator = SystemRandomNumberGenerator()
        let words = ["a", "word", "東京", "  ", "longerthanthepane", ""]
        for _ in 0..<40 {
            let text = (0..<Int.random(in: 0...80, using: &generator)).map { _ in
                (0..<Int.random(in: 0...8, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
            }
            let width = Int.random(in: 3...12, using: &generator)
            // The whole text wrapped line by line, from the start.
            let whole = text.flatMap { WordWrapTests.rows($0, width: width) }
            let lines = CountingLines(text)
            let wrapped = WrappedRows()
            for _ in 0..<20 {
                let first = Int.random(in: 0...(whole.count + 5), using: &generator)
                let rows = wrapped.rows(of: lines, from: first, count: 7, width: width).map { row in
                    String(decoding: row.line.visible[row.range], as: UTF8.self)
                }
                #expect(rows == Array(whole.dropFirst(first).prefix(7)))
            }
        }
    }

    @Test func drawsPreviewColoursAndAttributesItalicIncluded() {
        let content = PaneContent()
        content.lines = ["\u{1B}[3;31mred italic\u{1B}[0m plain"].map { Array($0.utf8).withUnsafeBufferPointer { ANSIText($0) } }
        let screen = GridScreen(rows: 10, columns: 50)
        PaneView().draw(content, in: Self.area, scroll: 0, on: screen, theme: Theme(colorSupport: .palette256))
        #expect(Self.paneText(screen, row: 0) == "red italic plain")
        #expect(screen.style(row: 0, column: 32) == TextStyle(foreground: .palette(1), attributes: [.italic]))
        #expect(screen.style(row: 0, column: 43) == .plain)
    }

    @Test func previewColoursAreLeftOutWithoutColourSupport() {
        let content = PaneContent()
        content.lines = ["\u{1B}[1;31mbold red"].map { Array($0.utf8).withUnsafeBufferPointer { ANSIText($0) } }
        let screen = GridScreen(rows: 10, columns: 50)
        PaneView().draw(content, in: Self.area, scroll: 0, on: screen, theme: Theme(colorSupport: .monochrome))
        #expect(screen.style(row: 0, column: 32) == TextStyle(attributes: [.bold]))
    }

    @Test func newPreviewOutputIsWrappedAfresh() {
        let content = PaneContent()
        let view = PaneView()
        let screen = GridScreen(rows: 10, columns: 50)
        let theme = Theme(colorSupport: .palette256)
        content.lines = ["first output"].map { Array($0.utf8).withUnsafeBufferPointer { ANSIText($0) } }
        view.draw(content, in: Self.area, scroll: 0, on: screen, theme: theme)
        content.lines = ["second, longer output that wraps"].map { Array($0.utf8).withUnsafeBufferPointer { ANSIText($0) } }
        screen.erase()
        view.draw(content, in: Self.area, scroll: 1, on: screen, theme: theme)
        #expect(Self.paneText(screen, row: 0) == "output that wraps")
    }

    /// fzf's preview scrollbar (`seq 1000 | fzf --preview 'seq 1000' --preview-window right,border-left`):
    /// in the pane's last column when it has no right side, `1/1000` just before it; moving down with
    /// the scroll; none without `--scrollbar`.
    @Test func thePreviewsScrollbarTakesItsLastColumnAndFollowsTheScroll() {
        let content = PaneContent()
        content.lines = (1...1000).map { Array(String($0).utf8).withUnsafeBufferPointer { ANSIText($0) } }
        let screen = GridScreen(rows: 10, columns: 50)
        var view = PaneView()
        view.scrollbar = "│"
        var area = Self.area
        area.keepsScrollbarColumn = true
        view.draw(content, in: area, scroll: 0, lineCount: 1000, on: screen, theme: Theme(colorSupport: .palette256))
        #expect(screen.text(row: 0).hasSuffix("1/1000│"))
        #expect(!screen.text(row: 1).hasSuffix("│"))
        screen.erase()
        view.draw(content, in: area, scroll: 990, lineCount: 1000, on: screen, theme: Theme(colorSupport: .palette256))
        #expect(screen.text(row: 9).hasSuffix("│"))
        view.scrollbar = nil
        screen.erase()
        view.draw(content, in: area, scroll: 0, lineCount: 1000, on: screen, theme: Theme(colorSupport: .palette256))
        #expect(screen.text(row: 0).hasSuffix("1/1000"))
    }
}
