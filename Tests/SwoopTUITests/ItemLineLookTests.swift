import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopTUI

/// How an item's lines show under fzf's name, each screen the one the real fzf 0.74 drew for the same
/// command line in a pane of the same size: `--multi-line` (the default) with its markers, an item cut
/// by the list's end, `--no-multi-line`, `--wrap-word`, and `--hscroll`, `--hscroll-off`, `--keep-right`.
@Suite(.serialized) struct ItemLineLookTests {
    /// Runs `body` with fzf's newline sign (`␊`), which the picker sets once for its name.
    static func withFzfsNewlineSign(_ body: () throws -> Void) rethrows {
        let sign = DisplayText.newlineSign
        DisplayText.newlineSign = ["␊"]
        defer { DisplayText.newlineSign = sign }
        try body()
    }

    /// fzf's `test_fzf_multi_line` input: `0`, `1\n2`, and `seq 1000` as one item.
    static let multiLineInput = "0\0" + "1\n2\0" + (1...1000).map(String.init).joined(separator: "\n") + "\n"

    /// `printf 'one\ntwo\nthree\0four\0five\nsix\0' | fzf --read0 --multi --pointer='>' --gutter=. --marker=M`, Tab, Up, Tab.
    @Test func eachLineOfAnItemTakesARowMarkedAsFzfMarksIt() throws {
        var fixture = try LookFixture(["--read0", "--multi", "--pointer=>", "--gutter=.", "--marker=M"],
                                      nulSeparated: "one\ntwo\nthree\0four\0five\nsix", personality: .fzf)
        fixture.render()
        fixture.press(.tab)
        fixture.press(.up)
        fixture.press(.tab)
        fixture.render()
        #expect(Array(fixture.rows[0...5]) == [". five", ". six", ".Mfour", ">╻one", ">┃two", ">╹three"])
    }

    /// fzf's own multi-line case with every item marked: the big item, cut by the list's top, shows its
    /// last lines (its trailing newline an empty one), its top row a middle sign.
    @Test func anItemCutAtTheTopShowsItsEnd() throws {
        var fixture = try LookFixture(["--read0", "--multi", "--pointer=>", "--marker=>"], nulSeparated: Self.multiLineInput,
                                      personality: .fzf)
        fixture.render()
        fixture.model.searchController(fixture.controller, didChangeSelection: .selectAll)
        fixture.render()
        #expect(fixture.rows == ["▌┃999", "▌┃1000", "▌╹                           │", "▌╻1                          │",
                                 "▌╹2                          │", ">>0                          │", "  3/3 (3) ───────────────────",
                                 ">"])
    }

    /// The highlighted item shows from its top; the row the list's end cuts keeps its newline, as a sign.
    @Test func theHighlightedItemCutAtTheBottomShowsItsStart() throws {
        try Self.withFzfsNewlineSign {
            var fixture = try LookFixture(["--read0", "--multi", "--pointer=>", "--marker=>"], nulSeparated: Self.multiLineInput,
                                          rows: 12, columns: 80, personality: .fzf)
            fixture.render()
            fixture.model.searchController(fixture.controller, didChangeSelection: .selectAll)
            fixture.press(.up, times: 2)
            fixture.render()
            #expect(fixture.row(0).hasPrefix(">╻1 "))
            #expect(fixture.row(9).hasPrefix(">┃10␊"))
        }
    }

    @Test func noMultiLineRunsTheLinesOnOneRow() throws {
        try Self.withFzfsNewlineSign {
            var fixture = try LookFixture(["--read0", "--no-multi-line"], nulSeparated: Self.multiLineInput, personality: .fzf)
            fixture.render()
            #expect(Array(fixture.rows[3...7]) == ["▌ 1␊2␊3␊4␊5␊6␊7␊8␊9␊10␊11␊1··", "▌ 1␊2", "▌ 0",
                                                   "  3/3 ───────────────────────", ">"])
        }
    }

    /// `fzf --wrap-word`, the cursor on the long item (Tab), 30 columns.
    @Test func wrapWordBreaksAfterTheLastBlankThatFits() throws {
        let long = "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk"
        var fixture = try LookFixture(["--wrap-word", "--pointer=>", "--gutter=.", "--multi", "--marker=M"],
                                      lines: [long, "short"], personality: .fzf)
        fixture.render()
        fixture.press(.tab)
        fixture.render()
        #expect(Array(fixture.rows[2...5]) == [". short", ">╻aaaa bbbb cccc dddd eeee", ">┃↳ ffff gggg hhhh iiii jjjj", ">╹↳ kkkk"])
    }

    /// 100 x's, `abcN`, 100 y's in 80 columns.
    static let longLines = (1...2).map { String(repeating: "x", count: 100) + "abc\($0)" + String(repeating: "y", count: 100) }

    @Test func aLongLineShiftsToShowItsMatchAndTenMore() throws {
        var fixture = try LookFixture([], lines: Self.longLines, rows: 5, columns: 80, personality: .fzf)
        fixture.press(.character("c"))
        fixture.render()
        #expect(fixture.row(2) == "▌ ··" + String(repeating: "x", count: 60) + "abc1" + String(repeating: "y", count: 9) + "··")
    }

    @Test func hscrollOffAndTheEllipsisWidthSetHowFarItShifts() throws {
        var fixture = try LookFixture(["--hscroll-off=500", "--ellipsis=XYZ"], lines: Self.longLines, rows: 5, columns: 80,
                                      personality: .fzf)
        fixture.press(.character("c"))
        fixture.render()
        #expect(fixture.row(2) == "▌ XYZ" + String(repeating: "x", count: 33) + "abc1" + String(repeating: "y", count: 34) + "XYZ")
        var thirty = try LookFixture(["--hscroll-off=30"], lines: Self.longLines, rows: 5, columns: 80, personality: .fzf)
        thirty.press(.character("c"))
        thirty.render()
        #expect(thirty.row(2) == "▌ ··" + String(repeating: "x", count: 40) + "abc1" + String(repeating: "y", count: 29) + "··")
    }

    @Test func noHscrollCutsTheEnd() throws {
        var fixture = try LookFixture(["--no-hscroll"], lines: Self.longLines, rows: 5, columns: 80, personality: .fzf)
        fixture.press(.character("c"))
        fixture.render()
        #expect(fixture.row(2) == "▌ " + String(repeating: "x", count: 75) + "··")
        fixture.view.appearance.look.hscroll.toggle()
        fixture.render()
        #expect(fixture.row(2).hasSuffix("abc1" + String(repeating: "y", count: 9) + "··"))
    }

    /// `echo abc$(x × 60)end | fzf --keep-right` in 40 columns: the end while nothing is typed, the
    /// match once something is.
    @Test func keepRightShowsTheEndUntilSomethingMatches() throws {
        let line = "abc" + String(repeating: "x", count: 60) + "end"
        var fixture = try LookFixture(["--keep-right"], lines: [line], rows: 4, columns: 40, personality: .fzf)
        fixture.render()
        #expect(fixture.row(1) == "▌ ··" + String(repeating: "x", count: 32) + "end")
        fixture.press(.character("'"))
        fixture.press(.character("a"))
        fixture.render()
        #expect(fixture.row(1) == "▌ abc" + String(repeating: "x", count: 32) + "··")
    }
}
