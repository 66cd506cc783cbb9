import Testing
@testable import SwoopOptions
@testable import SwoopTUI

/// `--preview-window next`: the pane beside the input on the list's side, the headers past it by the
/// list, and its border standing for the separator when it faces the input. Each expected screen is
/// what fzf 0.74.5 draws for `seq 5 | fzf --preview : …` on 30 columns.
@Suite struct NextPaneTests {
    let numbers = (1...5).map(String.init)

    func screen(_ arguments: [String], rows: Int) throws -> [String] {
        var fixture = try LookFixture(["--preview=:"] + arguments, lines: numbers, rows: rows, personality: .fzf)
        fixture.view.appearance.paneContent = PaneContent()  // the command's output: nothing
        fixture.render()
        return fixture.rows
    }

    @Test func theDefaultLayoutPutsThePaneAboveTheInputAndItsBottomLineHidesTheSeparator() throws {
        let shown = try screen(["--preview-window=next:3"], rows: 8)
        #expect(shown == [
            "▌ 3", "▌ 2", "▌ 1                          │", "╭────────────────────────────╮", "│                            │",
            "╰────────────────────────────╯", "  5/5", ">",
        ])
    }

    @Test func reversePutsThePaneBelowTheInput() throws {
        let shown = try screen(["--reverse", "--preview-window=next:3"], rows: 8)
        #expect(shown == [
            ">", "  5/5", "╭────────────────────────────╮", "│                            │", "╰────────────────────────────╯",
            "▌ 1                          │", "▌ 2", "▌ 3",
        ])
    }

    @Test func aLineBorderFacesTheListAndTheSeparatorStays() throws {
        let shown = try screen(["--preview-window=next:3,border-line"], rows: 8)
        #expect(shown == [
            "▌ 2", "▌ 1                          │", "──────────────────────────────", "", "", "", "  5/5 ───────────────────────", ">",
        ])
    }

    @Test func theHeaderGoesPastThePaneAndTheFooterAtTheFarEnd() throws {
        let arguments = ["--reverse", "--preview-window=next:3", "--header=foo", "--footer=bar", "--style=full:line"]
        let shown = try screen(arguments, rows: 12)
        #expect(shown == [
            ">                         5/5", "──────────────────────────────", "", "", "", "──────────────────────────────", "  foo",
            "──────────────────────────────", "▌ 1                          │", "▌ 2", "──────────────────────────────", "  bar",
        ])
    }

    @Test func headerLinesStayWithTheListOnThePanesFarSide() throws {
        let shown = try screen(["--header-lines=2", "--preview-window=next:2"], rows: 10)
        #expect(shown == [
            "▌ 4", "▌ 3                          │", "  2", "  1", "╭────────────────────────────╮", "│                            │",
            "│                            │", "╰────────────────────────────╯", "  3/3", ">",
        ])
    }

    @Test func headerFirstKeepsTheHeaderPastTheInput() throws {
        let shown = try screen(["--header-first", "--header=hd", "--preview-window=next:2"], rows: 10)
        #expect(shown == [
            "▌ 3", "▌ 2", "▌ 1                          │", "╭────────────────────────────╮", "│                            │",
            "│                            │", "╰────────────────────────────╯", "  5/5", ">", "  hd",
        ])
    }

    @Test func inlineRightCountsInAFramedInputReachTheBlankBeforeItsRightSide() throws {
        var fixture = try LookFixture(["--input-border", "--info=inline-right"], lines: numbers, rows: 4, personality: .fzf)
        fixture.render()
        #expect(fixture.rows == ["▌ 1                          │", "╭────────────────────────────╮", "│ >                      5/5 │",
                                 "╰────────────────────────────╯"])
    }

    /// A frame with the preview window `arguments` give but hidden (`preview(…)` not run yet).
    func hiddenPaneScreen(_ arguments: [String], rows: Int) throws -> [String] {
        var fixture = try LookFixture(arguments, lines: numbers, rows: rows, personality: .fzf)
        fixture.view.appearance.pane = try OptionParser.parse(arguments, from: Personality.fzf.defaults).previewWindow
        fixture.view.appearance.paneContent = PaneContent()
        fixture.model.paneState.isHidden = true
        fixture.render()
        return fixture.rows
    }

    @Test func aHiddenNextPaneStillTakesTheInputOutOfTheListsFrame() throws {
        let shown = try hiddenPaneScreen(["--list-border=rounded", "--preview-window=next,border-left,5"], rows: 8)
        #expect(shown == [
            "╭────────────────────────────╮", "│ ▌ 4                        │", "│ ▌ 3                       ││", "│ ▌ 2                       ││",
            "│ ▌ 1                       ││", "╰────────────────────────────╯", "    5/5 ─────────────────────", "  >",
        ])
    }

    @Test func aFramedInputIsNoWiderThanTheListAndANextLayoutKeepsTheSeparator() throws {
        let arguments = ["--info=hidden", "--input-border=left", "--list-border", "--preview-window=up,50%,<5(next)"]
        let shown = try hiddenPaneScreen(arguments, rows: 12)
        #expect(shown.suffix(2) == ["│ " + String(repeating: "─", count: 26), "│ >"])
    }
}
