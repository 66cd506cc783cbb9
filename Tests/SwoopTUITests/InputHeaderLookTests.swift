import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopTUI

/// Where the input and the header go under fzf's name: `--no-input` and `show-input`, `hide-header`,
/// `--header-first`. Each screen is the one the real fzf 0.74 drew in a pane of 30 × 8.
@Suite struct InputHeaderLookTests {
    static let hundred = (1...100).map(String.init)
    static let five = (1...5).map(String.init)

    @Test func noInputLeavesNoPromptInfoLineOrCursor() throws {
        var fixture = try LookFixture(["--no-input", "--header", "foo", "--header-lines", "1"], lines: Self.hundred,
                                      personality: .fzf)
        fixture.render()
        #expect(fixture.rows == ["▌ 7", "▌ 6", "▌ 5", "▌ 4", "▌ 3", "▌ 2                          │", "  1", "  foo"])
        #expect(fixture.screen.cursor == nil)
    }

    @Test func showingTheInputGivesItsRowsBack() throws {
        var fixture = try LookFixture(["--no-input", "--header", "foo", "--header-lines", "1"], lines: Self.hundred,
                                      personality: .fzf)
        fixture.view.appearance.look.hidesInput = false
        fixture.render()
        #expect(fixture.rows == ["▌ 5", "▌ 4", "▌ 3", "▌ 2                          │", "  1", "  foo",
                                 "  99/99 ─────────────────────", ">"])
    }

    @Test func noInputWithAnInputBorderDrawsNoBorder() throws {
        var fixture = try LookFixture(["--no-input", "--input-border", "--header", "foo"], lines: Self.hundred, personality: .fzf)
        fixture.render()
        #expect(fixture.rows == ["▌ 7", "▌ 6", "▌ 5", "▌ 4", "▌ 3", "▌ 2", "▌ 1                          │", "  foo"])
    }

    @Test func hidingTheHeaderHidesTheHeaderLinesToo() throws {
        var fixture = try LookFixture(["--header", "foo", "--header-lines", "2"], lines: Self.five, personality: .fzf)
        fixture.view.appearance.isHeaderHidden = true
        fixture.render()
        #expect(fixture.rows == ["", "", "", "▌ 5", "▌ 4", "▌ 3", "  3/3 ───────────────────────", ">"])
    }

    @Test func headerFirstPutsTheHeaderPastThePrompt() throws {
        var fixture = try LookFixture(["--header", "foo", "--header-lines", "2", "--header-first"], lines: Self.five,
                                      personality: .fzf)
        fixture.render()
        #expect(fixture.rows == ["▌ 5", "▌ 4", "▌ 3", "  2", "  1", "  3/3 ───────────────────────", ">", "  foo"])
    }

    @Test func headerFirstInReverseGoesAbove() throws {
        var fixture = try LookFixture(["--header", "foo", "--header-lines", "2", "--header-first", "--reverse"], lines: Self.five,
                                      personality: .fzf)
        fixture.render()
        #expect(fixture.rows == ["  foo", ">", "  3/3 ───────────────────────", "  1", "  2", "▌ 3", "▌ 4", "▌ 5"])
    }

    @Test func headerFirstWithoutAHeaderMovesTheHeaderLines() throws {
        var fixture = try LookFixture(["--header-lines", "2", "--header-first", "--reverse"], lines: Self.five, personality: .fzf)
        fixture.render()
        #expect(fixture.rows == ["  1", "  2", ">", "  3/3 ───────────────────────", "▌ 3", "▌ 4", "▌ 5", ""])
    }
}
