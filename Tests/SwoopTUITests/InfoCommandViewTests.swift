import Testing
@testable import SwoopOptions
@testable import SwoopTUI

/// `--info-command`'s output drawn where the counts go, its colours kept (each expectation is
/// what fzf 0.74.5 draws on 30 columns).
@Suite struct InfoCommandViewTests {
    let numbers = (1...20).map(String.init)

    @Test func theOutputTakesTheCountsPlaceOnTheInfoLineInItsColours() throws {
        var fixture = try LookFixture(["--info-command=x"], lines: numbers, rows: 5, personality: .fzf)
        fixture.render(infoOutput: "\u{1B}[31mred\u{1B}[0m 20/20")
        #expect(fixture.rows[3].hasPrefix("  red 20/20 ─"))
        #expect(fixture.style(3, 2).foreground == .palette(1))
        #expect(fixture.style(3, 6).foreground != .palette(1))
    }

    @Test func inlineTheOutputFollowsTheQueryAfterTheSeparator() throws {
        var fixture = try LookFixture(["--info-command=x", "--info=inline"], lines: numbers, rows: 5, personality: .fzf)
        fixture.render(infoOutput: "[1] 20/20")
        #expect(fixture.rows[4].hasPrefix(">   < [1] 20/20 ─"))
    }

    @Test func withoutOutputTheCountsShow() throws {
        var fixture = try LookFixture(["--info-command=x"], lines: numbers, rows: 5, personality: .fzf)
        fixture.render()
        #expect(fixture.rows[3].hasPrefix("  20/20 ─"))
    }
}
