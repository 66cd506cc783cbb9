import Testing
@testable import SwoopOptions
@testable import SwoopTUI
import SwoopSystem

/// `--gap-line`, `--no-gap-line`, `--bold`, `--no-bold` and `--black` drawn into a grid, as the real
/// fzf 0.74 draws them under its name.
@Suite struct LookSwitchTests {
    let numbers = (1...5).map(String.init)

    @Test func gapLineRepeatsItsStringUncutAndTheGapRowsShowTheGutter() throws {
        // fzf --gap=2 --gap-line='=-': "▌ =-=-…", "▌", "▌ 2" (the line fills the row, no ellipsis).
        var fixture = try LookFixture(["--gap=2", "--gap-line==-"], lines: numbers, rows: 10, columns: 13, personality: .fzf)
        fixture.render()
        let rows = fixture.rows
        #expect(rows.contains("▌ =-=-=-=-=-"))
        #expect(rows.contains("▌"))
        var none = try LookFixture(["--gap", "--no-gap-line"], lines: numbers, rows: 6, columns: 12, personality: .fzf)
        none.render()
        #expect(!none.rows.joined().contains("┈"))
        var back = try LookFixture(["--gap", "--no-gap-line", "--gap-line"], lines: numbers, rows: 6, columns: 12,
                                   personality: .fzf)
        back.render()
        #expect(back.rows.joined().contains("┈"))
    }

    @Test func noBoldTakesTheDefaultBoldOffButNotAColoursOwn() throws {
        var bold = try LookFixture([], lines: numbers, personality: .fzf)
        bold.render()
        let current = bold.rows.firstIndex { $0.hasSuffix(" 1") } ?? 0
        #expect(bold.style(current, 2).attributes.contains(.bold))
        var plain = try LookFixture(["--no-bold"], lines: numbers, personality: .fzf)
        plain.render()
        #expect(!plain.style(current, 2).attributes.contains(.bold))
        #expect(!plain.style(current, 0).attributes.contains(.bold))
        var given = try LookFixture(["--no-bold", "--color=fg+:bold"], lines: numbers, personality: .fzf)
        given.render()
        #expect(given.style(current, 2).attributes.contains(.bold))
    }

    @Test func blackMakesTheBackgroundBlackOverABgColour() throws {
        var fixture = try LookFixture(["--color=bg:4", "--black"], lines: numbers, personality: .fzf)
        fixture.render()
        #expect(fixture.style(0, 10).background == .palette(0))
        #expect(fixture.style(7, 10).background == .palette(0))
        var listBg = try LookFixture(["--black", "--color=list-bg:4"], lines: numbers, personality: .fzf)
        listBg.render()
        #expect(listBg.style(0, 10).background == .palette(4))
    }

    @Test func tabstopTakesAPositiveNumber() throws {
        #expect(try OptionParser.parse(["--tabstop=3"]).look.tabstop == 3)
        #expect(try OptionParser.parse([]).look.tabstop == 8)
        #expect(throws: OptionError.self) { try OptionParser.parse(["--tabstop=0"]) }
        #expect(throws: OptionError.self) { try OptionParser.parse(["--tabstop=x"]) }
    }
}
