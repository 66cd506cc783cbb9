import Testing
@testable import SwoopOptions
@testable import SwoopTUI

/// Under the name fzf the picker draws fzf 0.74's look; each expected screen is what the real fzf drew
/// in a terminal of the same size for the same command line.
@Suite struct FzfLookTests {
    /// `seq 20 | fzf --multi --no-scrollbar ARGUMENTS` in 30 × 8, drawn once.
    static func fzf(_ arguments: [String], lines: [String] = (1...20).map(String.init), rows: Int = 8) throws -> LookFixture {
        var fixture = try LookFixture(["--multi", "--no-scrollbar"] + arguments, lines: lines, rows: rows, columns: 30,
                                      personality: .fzf)
        fixture.render()
        return fixture
    }

    @Test func thePromptIsAtTheBottomUnderFzfsInfoLineAndItsSeparator() throws {
        let fixture = try Self.fzf([])
        #expect(fixture.rows == ["▌ 6", "▌ 5", "▌ 4", "▌ 3", "▌ 2", "▌ 1", "  20/20 (0) ─────────────────", ">"])
    }

    @Test func eachInfoStyleIsFzfsCharacterForCharacter() throws {
        #expect(try Self.fzf(["--info=hidden"]).rows.suffix(2) == ["─────────────────────────────", ">"])
        #expect(try Self.fzf(["--info=right"]).rows.suffix(2) == ["─────────────────── 20/20 (0)", ">"])
        #expect(try Self.fzf(["--info=inline-right"]).rows.suffix(2) == ["─────────────────────────────", ">                   20/20 (0)"])
        let inline = try Self.fzf(["--info=inline"]).rows
        #expect(inline.suffix(2) == ["▌ 1", ">   < 20/20 (0) ─────────────"])
        #expect(try Self.fzf(["--info=inline: | "]).rows.last == ">   | 20/20 (0) ─────────────")
    }

    /// `FZF_DEFAULT_COMMAND=false fzf` in 30 × 8: the failed command in place of the counts, while it printed nothing.
    @Test func aFailedInputCommandIsSaidInPlaceOfTheCountsWhileNothingWasRead() throws {
        var fixture = try LookFixture(["--no-scrollbar"], lines: [], personality: .fzf)
        fixture.model.setLoading(false, failedCommand: "false")
        fixture.render()
        #expect(fixture.rows.suffix(2) == ["  [Command failed: false] ───", ">"])
        var printed = try LookFixture(["--no-scrollbar"], lines: ["a"], personality: .fzf)
        printed.model.setLoading(false, failedCommand: "echo a; false")
        printed.render()
        #expect(printed.rows.suffix(2) == ["  1/1 ───────────────────────", ">"])
    }

    /// fzf's `--bold`: the query is bold (`\e[1m` before it in `seq 3 | fzf`, typed `1`); `--no-bold` takes it off.
    @Test func theQueryIsBoldAsFzfsUnlessNoBold() throws {
        for (arguments, isBold) in [([String](), true), (["--no-bold"], false)] {
            var fixture = try Self.fzf(arguments)
            fixture.controller.handle(.character("1"))
            fixture.render()
            #expect(fixture.rows.last == "> 1")
            #expect(fixture.style(7, 2).attributes.contains(.bold) == isBold, "\(arguments)")
        }
    }

    /// A styled separator of wide characters stops where the next no longer fits (fzf's `--separator
    /// $'\e[31m漢'` in 40 columns: 16 of them), never drawing on for ever.
    @Test func aWideStyledSeparatorStopsWhereTheNextNoLongerFits() throws {
        var fixture = try LookFixture(["--no-scrollbar", "--separator=\u{1B}[31m漢"], lines: ["1", "2", "3"],
                                      rows: 4, columns: 40, personality: .fzf)
        fixture.render()
        #expect(fixture.rows[2] == "  3/3 " + String(repeating: "漢", count: 16))
    }

    @Test func cutTextEndsInFzfsEllipsisAndInDotsWithoutUnicode() throws {
        let lines = (1...20).map { "\($0) abcdefghijklmnopqrstuvwxyz0123456789" }
        #expect(try Self.fzf([], lines: lines).rows.first == "▌ 6 abcdefghijklmnopqrstuvwx··")
        #expect(try Self.fzf(["--no-unicode"], lines: lines).rows.first == "  6 abcdefghijklmnopqrstuvwx..")
    }

    /// fzf's scrollbar column is the one between the list and a pane on its right: the list is no
    /// narrower for it (`… | fzf --preview :` in 40 × 6: `▌ 3 abcdefghijklm·· │`, the pane's border in column 20).
    @Test func aPaneOnTheRightTakesTheScrollbarsColumnAsItsGap() throws {
        var fixture = try LookFixture(["--preview=:"], lines: (1...3).map { "\($0) abcdefghijklmnopqrstuvwxyz0123456789" },
                                      rows: 6, columns: 40, personality: .fzf)
        fixture.render()
        // The pane's 20 columns are left blank here (no preview runs); the list's side is fzf's.
        #expect(fixture.rows == ["", "▌ 3 abcdefghijklm··", "▌ 2 abcdefghijklm··", "▌ 1 abcdefghijklm··", "  3/3 ─────────────", ">"])
    }

    /// A pane on a side with no right edge of its own counts the scrollbar's column in its size, as
    /// fzf's (`seq 3 | fzf --preview-window right,10,border-none --preview 'echo P'` in 40 × 6: P in column 29).
    @Test func aBorderlessPaneCountsItsScrollbarsColumnInItsSize() throws {
        var fixture = try LookFixture(["--preview=:", "--preview-window=right,10,border-none"], lines: ["1", "2", "3"],
                                      rows: 6, columns: 40, personality: .fzf)
        fixture.render()
        let frame = try #require(fixture.frame?.pane)
        #expect(frame.columns == 29..<40)
        #expect(fixture.rows.suffix(4) == ["▌ 2", "▌ 1", "  3/3 ──────────────────────", ">"])
    }

    /// A pane without a right side of its own runs over the blank inside the picker's border, as
    /// fzf's does (fzf-git.sh's `--border --preview-border line`): `… | fzf --border --preview :
    /// --preview-border line` in 40 × 7 has the pane's line in column 21.
    @Test func aPaneWithoutARightSideRunsToThePickersBorder() throws {
        var fixture = try LookFixture(["--border", "--preview=:", "--preview-border=line"],
                                      lines: (1...3).map { "\($0) abcdefghijklmnopqrstuvwxyz0123456789" },
                                      rows: 7, columns: 40, personality: .fzf)
        fixture.render()
        #expect(fixture.rows.dropFirst().dropLast().map { String($0.prefix(21)) } == [
            "│ ▌ 3 abcdefghijkl·· ", "│ ▌ 2 abcdefghijkl·· ", "│ ▌ 1 abcdefghijkl·· ", "│   3/3 ──────────── ", "│ >                  ",
        ])
        #expect(fixture.frame?.pane?.columns == 21..<39)
    }

    /// A header in a section without a right side stops where the list's text does, short of the
    /// scrollbar's column, as fzf's (`seq 3 | fzf --header LONG --header-border horizontal` in 40 × 9).
    @Test func aHeaderSectionWithoutARightSideKeepsTheScrollbarsColumn() throws {
        let long = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ"
        for border in ["horizontal", "line"] {
            var fixture = try LookFixture(["--header", long, "--header-border", border], lines: ["1", "2", "3"],
                                          rows: 9, columns: 40, personality: .fzf)
            fixture.render()
            #expect(fixture.rows.contains("  abcdefghijklmnopqrstuvwxyz012345678··"), "\(border)")
        }
        var inline = try LookFixture(["--header", long, "--header-border=inline", "--list-border"], lines: ["1", "2", "3"],
                                     rows: 9, columns: 40, personality: .fzf)
        inline.render()
        #expect(inline.rows.contains("│   abcdefghijklmnopqrstuvwxyz012345·· │"))
        var lines = try LookFixture(["--header-lines=1", "--header-lines-border=horizontal"], lines: ["1 " + long, "2", "3"],
                                    rows: 9, columns: 40, personality: .fzf)
        lines.render()
        #expect(lines.rows.contains("  1 abcdefghijklmnopqrstuvwxyz0123456··"))
    }

    /// fzf keeps the preview's scrollbar column where the pane's border has no right side, and
    /// `FZF_PREVIEW_COLUMNS` counts without it (`seq 3 | fzf --preview 'echo $FZF_PREVIEW_COLUMNS'` in 40 × 6:
    /// 17 beside a `line` border, 18 with `--no-scrollbar`, 16 in the rounded box, 19 with no border).
    @Test func aPaneWithoutARightSideKeepsTheScrollbarsColumn() throws {
        for (arguments, columns) in [(["--preview-border=line"], 17), (["--preview-border=line", "--no-scrollbar"], 18),
                                     ([], 16), (["--preview-window=noborder"], 19)] {
            var fixture = try LookFixture(["--preview=:"] + arguments, lines: ["1", "2", "3"], rows: 6, columns: 40, personality: .fzf)
            fixture.render()
            #expect(fixture.frame?.pane?.textWidth == columns, "\(arguments)")
        }
    }

    /// Inside a border with a right side, parts without one of their own run over the blank before it,
    /// the list keeping its last column (fzf's `listStickToRight`; `seq 20 | fzf --multi --no-scrollbar
    /// --border --header x --header-border horizontal` in 30 × 9, and beside a pane on the left).
    @Test func insideABorderThePartsRunOverTheBlankBeforeIt() throws {
        let framed = try Self.fzf(["--border", "--header", "x", "--header-border", "horizontal"], rows: 9)
        #expect(framed.rows == [
            "╭────────────────────────────╮", "│ ▌ 2                        │", "│ ▌ 1                        │",
            "│ ───────────────────────────│", "│   x                        │", "│ ───────────────────────────│",
            "│   20/20 (0)                │", "│ >                          │", "╰────────────────────────────╯",
        ])
        var left = try LookFixture(["--multi", "--no-scrollbar", "--border", "--preview=:", "--preview-window=left,10"],
                                   lines: (1...20).map { "\($0) abcdefghijklmnopqrstuvwxyz" }, rows: 9, columns: 30, personality: .fzf)
        left.render()
        #expect(left.rows[1].hasSuffix(" ▌ 5 abcde·· │"))
        // swoop's bar keeps the blank.
        var swoop = try LookFixture(["--border", "--header", "x", "--header-border", "horizontal"], lines: ["1"], rows: 9, columns: 30)
        swoop.render()
        #expect(!swoop.rows.contains { $0.hasSuffix("─│") })
    }

    @Test func theMarkedCountShowsWithItsLimit() throws {
        let fixture = try Self.fzf(["--multi=5"])
        fixture.press(.tab)
        var drawn = fixture
        drawn.render()
        #expect(drawn.rows.suffix(3) == ["▌┃1", "  20/20 (1/5) ───────────────", ">"])
    }

    @Test func theHighlightedRowHasThePointerTheOthersTheGutter() throws {
        let fixture = try Self.fzf(["--pointer=>", "--gutter= ", "--marker=>"])
        #expect(fixture.rows.suffix(4) == ["  2", "> 1", "  20/20 (0) ─────────────────", ">"])
    }

    @Test func headerTextReadsDownwardsAboveTheHeaderLinesNearest() throws {
        let fixture = try Self.fzf(["--header-lines=1", "--header=mag\nstill plain"], lines: ["h1", "2", "3"])
        #expect(fixture.rows == ["", "▌ 3", "▌ 2", "  h1", "  mag", "  still plain", "  2/2 (0) ───────────────────", ">"])
    }

    @Test func theNameAloneChangesTheLook() throws {
        var swoop = try LookFixture(["--multi", "--no-scrollbar"], lines: ["1", "2"], rows: 5, columns: 30)
        swoop.render()
        #expect(swoop.rows.first?.hasPrefix(">") == true)
        #expect(swoop.rows.contains("────────────────────────────── ") || swoop.rows.contains { $0.hasPrefix("───") })
        var reversed = try LookFixture(["--layout=reverse"], lines: ["1", "2"], rows: 5, columns: 30, personality: .fzf)
        reversed.render()
        #expect(reversed.rows == [">", "  2/2 ───────────────────────", "▌ 1", "▌ 2", ""])
    }

    @Test func headerColoursAreDrawnAndRunOnIntoTheNextLine() throws {
        let fixture = try Self.fzf(["--header=\u{1B}[35mmag\nstill\u{1B}[0m plain"], lines: ["1"], rows: 6)
        let rows = fixture.rows
        let still = try #require(rows.firstIndex(of: "  still plain"))
        let magenta = TerminalColor.palette(5)
        #expect(fixture.style(still - 1, 2).foreground == magenta)
        #expect(fixture.style(still, 2).foreground == magenta)
        #expect(fixture.style(still, 8).foreground == .palette(109))
    }

    /// fzf's list keeps its last column for the scrollbar (blank without one) and, with nothing framed
    /// on the right but the border, runs up to the border; its info line ends in a blank there.
    @Test func theListRunsUpToTheBorderAndKeepsTheScrollbarsColumn() throws {
        var fixture = try LookFixture(["--border"], lines: (1...100).map(String.init), rows: 7, columns: 30, personality: .fzf)
        fixture.render()
        #expect(fixture.rows == [
            "╭────────────────────────────╮",
            "│ ▌ 3                        │",
            "│ ▌ 2                        │",
            "│ ▌ 1                       ││",
            "│   100/100 ──────────────── │",
            "│ >                          │",
            "╰────────────────────────────╯",
        ])
        var framed = try LookFixture(["--border", "--list-border"], lines: (1...100).map(String.init), rows: 9, columns: 30,
                                     personality: .fzf)
        framed.render()
        #expect(framed.rows[4] == "│ │ ▌ 1                   ││ │")
        #expect(framed.rows[5] == "│ │   100/100 ──────────── │ │")
    }

    @Test func aPaneOnTheRightSitsPastTheScrollbarsColumn() throws {
        var fixture = try LookFixture(["--preview=x", "--preview-window=right,10"], lines: (1...100).map(String.init), rows: 7,
                                      columns: 30, personality: .fzf)
        fixture.view.appearance.pane = try OptionParser.parse(["--preview-window=right,10"], from: Personality.fzf.defaults).previewWindow
        fixture.render()
        // fzf: "▌ 1            ││" and "  100/100 ───── │", the pane's border after the scrollbar's column
        // (the pane itself is not drawn here: it has no content).
        #expect(fixture.rows[4] == "▌ 1            │")
        #expect(fixture.rows[5] == "  100/100 ─────")
        #expect(fixture.frame?.pane?.columns.lowerBound == 16)
    }
}
