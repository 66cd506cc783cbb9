import Testing

/// `--pointer`, `--marker`, `--highlight-line`, `--scrollbar`, `--ellipsis`, `--gap` and `--wrap`,
/// drawn: each expectation is what fzf 0.74 draws (its `▌` gutter aside: swoop's gutter is blank).
@Suite struct ListLookTests {
    let numbers = (1...20).map(String.init)

    @Test func pointerAndMarkerSetTheGutterWidth() throws {
        // fzf --pointer='->' --marker='*' -m, the first row marked, the cursor on the second: "  *1", "-> 2".
        var fixture = try LookFixture(["--pointer=->", "--marker=*", "-m"], lines: numbers)
        fixture.render()
        fixture.press(.tab)
        fixture.render()
        #expect(fixture.row(3) == "  *1")
        #expect(fixture.row(4) == "-> 2")
        #expect(fixture.row(5) == "   3")
        #expect(fixture.style(4, 0) == fixture.view.theme.pointer)
    }

    @Test func highlightLineColoursTheWholeRowAndItsAbsenceOnlyTheText() throws {
        var whole = try LookFixture(["--highlight-line"], lines: numbers)
        whole.render()
        #expect(whole.style(3, 29).background == .palette(236))
        var text = try LookFixture(["--no-highlight-line"], lines: numbers)
        text.render()
        #expect(text.style(3, 2).background == .palette(236))
        #expect(text.style(3, 1).background == .palette(236))
        #expect(text.style(3, 3) == .plain)
    }

    @Test func scrollbarTakesTheLastColumnAndShowsWhereTheListIs() throws {
        // fzf --scrollbar on 30 columns: "│" in column 29 beside the first row of 20.
        var fixture = try LookFixture(["--scrollbar"], lines: numbers)
        fixture.render()
        #expect(fixture.screen.cells[3][29].text == "│")
        #expect(fixture.screen.cells[4][29].text == " ")
        #expect(fixture.frame?.listWidth == 29)
        fixture.press(.down, times: 19)
        fixture.render()
        #expect(fixture.screen.cells[7][29].text == "│")
        #expect(fixture.screen.cells[3][29].text == " ")
        // fzf --scrollbar=ab: the list's bar is "a".
        var custom = try LookFixture(["--scrollbar=ab"], lines: numbers)
        custom.render()
        #expect(custom.screen.cells[3][29].text == "a")
        // No bar when everything shows, and none with --no-scrollbar.
        var short = try LookFixture(["--scrollbar"], lines: ["a", "b"])
        short.render()
        #expect(short.screen.cells[3][29].text == " ")
        var off = try LookFixture(["--scrollbar", "--no-scrollbar"], lines: numbers)
        off.render()
        #expect(off.frame?.scrollbarColumn == nil)
    }

    @Test func ellipsisReplacesTheCutMark() throws {
        // fzf --ellipsis=.. : "abcdefghijklmnopqrstuvwxy.." in 27 columns.
        var fixture = try LookFixture(["--ellipsis=.."], lines: ["abcdefghijklmnopqrstuvwxyz0123456789"])
        fixture.render()
        #expect(fixture.row(3) == "> abcdefghijklmnopqrstuvwxyz..")
        var empty = try LookFixture(["--ellipsis="], lines: ["abcdefghijklmnopqrstuvwxyz0123456789"])
        empty.render()
        #expect(empty.row(3) == "> abcdefghijklmnopqrstuvwxyz01")
    }

    @Test func gapLeavesRowsBetweenItemsWithADashedLineOnTheLast() throws {
        // fzf --gap=2 --no-separator: "1", "", "┈┈┈…", "2".
        var fixture = try LookFixture(["--gap=2"], lines: numbers, rows: 10, columns: 12)
        fixture.render()
        #expect(Array(fixture.rows[3...9]) == ["> 1", "", "  ┈┈┈┈┈┈┈┈┈┈", "  2", "", "  ┈┈┈┈┈┈┈┈┈┈", "  3"])
        fixture.press(.down, times: 2)
        fixture.render()
        #expect(fixture.row(9) == "> 3")
        fixture.press(.down)
        fixture.render()
        #expect(fixture.row(3) == "  2")
        #expect(fixture.row(9) == "> 4")
        // A page is as many items as the rows hold with their gaps: 7 rows, 3 items.
        #expect(fixture.frame?.itemCapacity == 3)
        var one = try LookFixture(["--gap"], lines: numbers, rows: 6, columns: 12)
        one.render()
        #expect(Array(one.rows[3...5]) == ["> 1", "  ┈┈┈┈┈┈┈┈┈┈", "  2"])
    }

    @Test func wrapContinuesALongItemOnTheNextRowsAfterTheSign() throws {
        // fzf --wrap: the rest of the line after "↳ ", the pointer on each of the highlighted item's rows.
        let long = String(repeating: "a", count: 51)
        var fixture = try LookFixture(["--wrap"], lines: [long, "b"])
        fixture.render()
        #expect(fixture.row(3) == "> " + String(repeating: "a", count: 28))
        #expect(fixture.row(4) == "> ↳ " + String(repeating: "a", count: 23))
        #expect(fixture.row(5) == "  b")
        #expect(fixture.style(4, 10).background == .palette(236))
    }

    /// `--wrap-sign` (fzf's Ctrl-R passes a tab in it): the sign and its width, a tab reaching column 8.
    @Test func wrapSignReplacesTheArrowAndTakesItsWidth() throws {
        let long = String(repeating: "a", count: 51)
        var fixture = try LookFixture(["--wrap", "--wrap-sign=\t+ "], lines: [long, "b"])
        fixture.render()
        #expect(fixture.row(3) == "> " + String(repeating: "a", count: 28))
        #expect(fixture.row(4) == ">         + " + String(repeating: "a", count: 18))
        #expect(fixture.row(5) == ">         + " + String(repeating: "a", count: 5))
        #expect(fixture.row(6) == "  b")
    }

    @Test func wrapShowsEachLineOfAMultiLineItem() throws {
        // fzf --read0 --wrap: "one" and "two" on rows of their own, then "three".
        var fixture = try LookFixture(["--read0", "--wrap"], nulSeparated: "one\ntwo\0three")
        fixture.render()
        #expect(Array(fixture.rows[3...5]) == ["> one", "> two", "  three"])
    }

    @Test func wrapScrollsSoTheCursorsItemShowsWhole() throws {
        let items = (1...10).map { "item\($0) " + String(repeating: "x", count: 30) }
        var fixture = try LookFixture(["--wrap"], lines: items, rows: 8, columns: 24)
        fixture.render()
        #expect(fixture.row(3).hasPrefix("> item1 "))
        #expect(fixture.frame?.slots.map(\.position) == [0, 1, 2])
        fixture.press(.down, times: 2)
        fixture.render()
        // Item 3 would end past the last row: the list moves on by one item.
        #expect(fixture.frame?.listStart == 1)
        #expect(fixture.row(3).hasPrefix("  item2 "))
        #expect(fixture.row(5).hasPrefix("> item3 "))
        #expect(fixture.row(6).hasPrefix("> ↳ "))
        fixture.press(.up)
        fixture.render()
        // Moving back up within what shows leaves the list where it is.
        #expect(fixture.frame?.listStart == 1)
        #expect(fixture.row(3).hasPrefix("> item2 "))
        // A click on a continued row picks its item.
        #expect(fixture.frame?.position(atRow: 6) == 2)
        #expect(fixture.frame?.position(atRow: 4) == 1)
    }

    @Test func wrapReadsOnlyWhatCanShowOfAHugeItem() throws {
        let huge = String(repeating: "y", count: 2_000_000)
        var fixture = try LookFixture(["--wrap"], lines: [huge], rows: 6, columns: 20)
        fixture.render()
        #expect(fixture.frame?.slots.first?.lines.count == 3)
        #expect(fixture.row(5) == "> ↳ yyyyyyyyyyyyyyyy")
    }

    @Test func defaultLayoutKeepsAWrappedItemsLinesInReadingOrder() throws {
        var fixture = try LookFixture(["--wrap", "--layout=default"], lines: [String(repeating: "a", count: 40), "b"])
        fixture.render()
        // The bar at the bottom, the best item next to the info line, its lines top down.
        #expect(fixture.row(7) == "> Search here...")
        #expect(fixture.row(5) == "2/2")
        #expect(fixture.row(3) == "> " + String(repeating: "a", count: 28))
        #expect(fixture.row(4) == "> ↳ " + String(repeating: "a", count: 12))
        #expect(fixture.row(2) == "  b")
    }
}
