import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopTUI

/// Renders a picker into a grid and reads it back.
struct PickerFixture {
    let model: SearchViewModel
    let controller: SearchController
    let screen: GridScreen
    let view: PickerView

    init(lines: [String], rows: Int = 10, columns: Int = 30, colors: ColorSupport = .palette256, isLive: Bool = true,
         rules: ListRules = ListRules()) {
        model = SearchViewModel(store: ItemStore(lines: lines), rules: rules)
        controller = SearchController(isLive: isLive)
        controller.delegate = model
        screen = GridScreen(rows: rows, columns: columns)
        view = PickerView(theme: Theme(colorSupport: colors))
    }

    func type(_ text: String) {
        text.unicodeScalars.forEach { controller.handle(.character($0)) }
    }

    func render() {
        model.setViewportHeight(view.frame(rows: screen.rows).listRows.count)
        view.draw(model: model, controller: controller, on: screen)
    }

    func row(_ index: Int) -> String {
        var text = screen.text(row: index)
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

@Suite struct SearchBarRenderingTests {
    @Test func showsTheDimmedPlaceholderWhileEmpty() {
        let fixture = PickerFixture(lines: ["a"])
        fixture.render()
        #expect(fixture.row(0) == "> Search here...")
        let style = fixture.screen.style(row: 0, column: 2)
        #expect(style.attributes.contains(.dim))
        #expect(style.background == .palette(0))
    }

    @Test func drawsTheQueryBoldInTheTextColourOnTheBarAcrossTheWidth() {
        let fixture = PickerFixture(lines: ["United Kingdom"])
        fixture.type("uni")
        fixture.render()
        #expect(fixture.row(0) == "> uni")
        let query = fixture.screen.style(row: 0, column: 2)
        #expect(query.attributes.contains(.bold))
        #expect(query.foreground == .palette(208))
        #expect(query.background == .palette(0))
        #expect(fixture.screen.style(row: 0, column: 29).background == .palette(0))
    }

    @Test func usesYellowOnEightColourTerminals() {
        let fixture = PickerFixture(lines: ["a"], colors: .basic)
        fixture.type("a")
        fixture.render()
        #expect(fixture.screen.style(row: 0, column: 2).foreground == .palette(3))
    }

    @Test func fallsBackToBoldAndUnderlineWithoutColours() {
        let fixture = PickerFixture(lines: ["a"], colors: .monochrome)
        fixture.type("a")
        fixture.render()
        let query = fixture.screen.style(row: 0, column: 2)
        #expect(query == TextStyle(attributes: [.bold, .underline]))
        #expect(fixture.screen.style(row: 3, column: 2).attributes.contains(.reverse))
    }

    @Test func drawsAFullWidthRuleInTheTextColourUnderTheBar() {
        let fixture = PickerFixture(lines: ["a"])
        fixture.render()
        #expect(fixture.row(1) == String(repeating: "─", count: 30))
        #expect(fixture.screen.style(row: 1, column: 15).foreground == .palette(208))
    }

    @Test func placesTheCursorAtTheEditPosition() {
        let fixture = PickerFixture(lines: ["a"])
        fixture.type("abc")
        fixture.controller.handle(.left)
        fixture.render()
        #expect(fixture.screen.cursor?.row == 0)
        #expect(fixture.screen.cursor?.column == 4)
    }

    @Test func scrollsALongQuerySoTheCursorStaysVisible() {
        let fixture = PickerFixture(lines: ["a"], columns: 12)
        fixture.type("abcdefghijklmnop")
        fixture.render()
        #expect(fixture.row(0).hasSuffix("p"))
        #expect(fixture.screen.cursor?.column == 11)
    }
}

@Suite struct ListRenderingTests {
    let countries = ["Afghanistan", "Åland Islands", "United Kingdom", "United States", "Uruguay"]

    @Test func showsTheMatchedOverTotalCount() {
        let fixture = PickerFixture(lines: countries)
        fixture.render()
        #expect(fixture.row(2) == "5/5")
        fixture.type("united")
        fixture.render()
        #expect(fixture.row(2) == "2/5")
    }

    @Test func saysWhetherResultsAreSortedWhenAKeyTogglesIt() {
        // fzf's test_toggle_sort: "4/111 (1) -S", then "+S".
        let fixture = PickerFixture(lines: countries, rules: ListRules(showsSortState: true))
        fixture.render()
        #expect(fixture.row(2) == "5/5 +S")
        fixture.model.toggleSort()
        fixture.render()
        #expect(fixture.row(2) == "5/5 -S")
    }

    @Test func listsTheRowsAndHighlightsTheCursorRow() {
        let fixture = PickerFixture(lines: countries)
        fixture.controller.handle(.down)
        fixture.render()
        #expect(fixture.row(3) == "  Afghanistan")
        #expect(fixture.row(4) == "> Åland Islands")
        let highlighted = fixture.screen.style(row: 4, column: 5)
        #expect(highlighted.background == .palette(236))
        #expect(highlighted.attributes.contains(.bold))
        #expect(fixture.screen.style(row: 4, column: 25).background == .palette(236))
        #expect(fixture.screen.style(row: 3, column: 5) == .plain)
    }

    @Test func filteredRowsAreDrawn() {
        let fixture = PickerFixture(lines: countries)
        fixture.type("united")
        fixture.render()
        // Best first: equal scores, so the shorter line leads.
        #expect(fixture.row(3) == "> United States")
        #expect(fixture.row(4) == "  United Kingdom")
        #expect(fixture.row(5) == "")
    }

    @Test func scrollsToKeepTheCursorVisible() {
        let fixture = PickerFixture(lines: (1...20).map { "item \($0)" }, rows: 6)
        fixture.render()
        for _ in 0..<5 { fixture.controller.handle(.down) }
        fixture.render()
        #expect(fixture.row(3) == "  item 4")
        #expect(fixture.row(5) == "> item 6")
    }

    @Test func highlightsTheMatchedCharacters() {
        let fixture = PickerFixture(lines: ["xx United Kingdom", "Côte d'Ivoire"])
        fixture.type("ukd")
        fixture.render()
        #expect(fixture.row(3) == "> xx United Kingdom")
        let matched = (0..<30).filter { fixture.screen.style(row: 3, column: $0) == fixture.view.theme.cursorMatch }
        #expect(matched.map { Array(fixture.screen.text(row: 3))[$0] } == ["U", "K", "d"])
    }

    @Test func highlightsFoldedNonASCIIMatches() {
        let fixture = PickerFixture(lines: ["Côte d'Ivoire"])
        fixture.type("cote")
        fixture.render()
        let matched = (0..<30).filter { fixture.screen.style(row: 3, column: $0) == fixture.view.theme.cursorMatch }
        #expect(matched.map { Array(fixture.screen.text(row: 3))[$0] } == ["C", "ô", "t", "e"])
    }

    @Test func cutsLongLinesWithAnEllipsis() {
        let fixture = PickerFixture(lines: ["abcdefghijklmnopqrstuvwxyz0123456789"], columns: 12)
        fixture.render()
        #expect(fixture.row(3) == "> abcdefghi…")
    }

    /// fzf 0.74 (`--ellipsis=…`, ten columns of text): the match and what follows it (up to
    /// `--hscroll-off`, at most half the row) in view; little follows, so the line's end shows.
    @Test func shiftsALongLineLeftSoItsLastMatchIsInView() {
        let fixture = PickerFixture(lines: [String(repeating: "x", count: 40) + "needle" + "yyyy"], columns: 12)
        fixture.type("needle")
        fixture.render()
        #expect(fixture.row(3) == "> …eedleyyyy")
        let matched = (0..<12).filter { fixture.screen.style(row: 3, column: $0) == fixture.view.theme.cursorMatch }
        #expect(matched == Array(3..<8))
    }

    /// fzf 0.74 again: the match shows from the start, but not the four characters after it, so the
    /// line shifts, cut at both ends.
    @Test func shiftsWhenWhatFollowsTheMatchWouldBeCut() {
        let fixture = PickerFixture(lines: ["needle" + String(repeating: "x", count: 40)], columns: 12)
        fixture.type("needle")
        fixture.render()
        #expect(fixture.row(3) == "> …edlexxxx…")
    }

    @Test func keepsTheStartInViewWhenTheMatchAndWhatFollowsShow() {
        let fixture = PickerFixture(lines: ["ne" + String(repeating: "x", count: 40)], columns: 12)
        fixture.type("ne")
        fixture.render()
        #expect(fixture.row(3) == "> nexxxxxxx…")
    }

    @Test func shiftsPastWideCharactersAndFarBeyondTheFirstScreenful() {
        let line = String(repeating: "漢", count: 5_000) + "tail"
        let fixture = PickerFixture(lines: [line], columns: 12)
        fixture.type("tail")
        fixture.render()
        #expect(fixture.row(3) == "> …漢漢tail")
    }

    @Test func drawsWideCharactersInTwoColumnsAndCutsBeforeAHalf() {
        let fixture = PickerFixture(lines: ["東京都渋谷区", "서울특별시"], columns: 11)
        fixture.render()
        #expect(fixture.row(3) == "> 東京都渋…")
        #expect(fixture.screen.cells[3][2].text == "東")
        #expect(fixture.screen.cells[3][3].text == "")
        #expect(fixture.row(4) == "  서울특별…")
    }

    @Test func keepsCombiningMarksWithTheirLetter() {
        let fixture = PickerFixture(lines: ["Cote\u{302} d'Ivoire"])
        fixture.render()
        #expect(fixture.screen.cells[3][5].text == "e\u{302}")
        #expect(fixture.row(3) == "> Cote\u{302} d'Ivoire")
    }

    @Test func neverDrawsControlCharactersRaw() {
        let fixture = PickerFixture(lines: ["a\u{1B}[2Jb", "t\tx", "bell\u{07}"], columns: 30)
        fixture.render()
        #expect(fixture.row(3) == "> a^[[2Jb")
        #expect(fixture.row(4) == "  t       x")
        #expect(fixture.row(5) == "  bell^G")
        for row in 0..<fixture.screen.rows {
            #expect(!fixture.screen.text(row: row).unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        }
    }

    @Test func showsWhatFitsOnATinyScreen() {
        let fixture = PickerFixture(lines: countries, rows: 2, columns: 5)
        fixture.render()
        #expect(fixture.row(0) == "> Se…")
        #expect(fixture.row(1) == "─────")
    }

    @Test func emptyInputShowsZeroOverZero() {
        let fixture = PickerFixture(lines: [])
        fixture.render()
        #expect(fixture.row(2) == "0/0")
        #expect(fixture.row(3) == "")
    }
}

@Suite struct DisplayTextTests {
    @Test func fitsTextWithinTheWidth() {
        #expect(DisplayText.fit("hello", maxWidth: 5) == .init(text: "hello", width: 5))
        #expect(DisplayText.fit("hello!", maxWidth: 5) == .init(text: "hell…", width: 5))
        #expect(DisplayText.fit("hello", maxWidth: 0).width == 0)
    }

    @Test func measuresByDisplayWidth() {
        #expect(DisplayText.width(of: "東京") == 4)
        #expect(DisplayText.width(of: "e\u{301}") == 1)
        #expect(DisplayText.width(of: "\u{1B}") == 2)
    }

    @Test func replacesUnprintableScalars() {
        #expect(DisplayText.fit("a\u{85}b", maxWidth: 10).text == "a\u{FFFD}b")
    }
}

@Suite struct ColumnRenderingTests {
    @Test func alignsFieldsByDisplayWidthWithWideCharacters() {
        let lines = ["city\tcountry", "서울\tSouth Korea", "東京都\tJapan", "Paris\tFrance"]
        let store = ItemStore(lines: lines)
        let splitter = FieldSplitter(delimiter: "\\t")
        let model = SearchViewModel(store: store)
        let screen = GridScreen(rows: 8, columns: 30)
        var view = PickerView(theme: Theme(colorSupport: .palette256))
        view.list.columns = ColumnLayout(measuring: store, splitter: splitter)
        model.setViewportHeight(5)
        view.draw(model: model, controller: SearchController(), on: screen)
        func row(_ index: Int) -> String {
            var text = screen.text(row: index)
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        // The widest first cell is 東京都 (6 columns): the second column starts at 2 + 6 + 2.
        #expect(row(4) == "  서울    South Korea")
        #expect(row(5) == "  東京都  Japan")
        #expect(row(6) == "  Paris   France")
    }

    @Test func cutsTheWidestColumnFirstToFit() {
        let layout = ColumnLayout(splitter: FieldSplitter(), widths: [30, 10, 4])
        #expect(layout.fitted(to: 30) == [12, 10, 4])
    }
}

@Suite struct PaneRenderingTests {
    @Test func detailPaneShowsTheHighlightedRecordFieldByFieldAndWraps() {
        let store = ItemStore(headerCount: 1)
        for line in ["name\tcity\tnote", "Zen\tOslo\tA long note that has to wrap inside the pane", "Pho\tHanoi\tshort"] {
            store.append(Array(line.utf8))
        }
        let model = SearchViewModel(store: store)
        var appearance = PickerAppearance()
        var spec = PaneSpec.detail
        spec.size = .cells(20)
        appearance.pane = spec
        appearance.detail = DetailContent(store: store, splitter: FieldSplitter(delimiter: "\t"))
        let view = PickerView(theme: Theme(colorSupport: .palette256), appearance: appearance)
        let screen = GridScreen(rows: 10, columns: 50)
        model.setViewportHeight(view.frame(rows: 10, columns: 50).listRows.count)
        view.draw(model: model, controller: SearchController(), on: screen)
        func pane(_ row: Int) -> String {
            var text = String(screen.text(row: row).dropFirst(28))
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        // 20 columns of text past the line and the blank beside it, the whole height.
        #expect(pane(0) == "│ name: Zen")
        #expect(pane(1) == "│ city: Oslo")
        #expect(pane(2) == "│ note: A long note")
        #expect(pane(3).hasPrefix("│ that has to"))
        // The list keeps to its side.
        #expect(screen.text(row: 3).hasPrefix("> Zen\tOslo".replacingTabs()))
    }
}

private extension String {
    /// A tab as the list shows it at the start of a line (to column 8 from column 2).
    func replacingTabs() -> String {
        var result = ""
        for character in self {
            if character == "\t" {
                let column = result.count - 2
                result += String(repeating: " ", count: 8 - column % 8)
            } else {
                result.append(character)
            }
        }
        return result
    }
}
