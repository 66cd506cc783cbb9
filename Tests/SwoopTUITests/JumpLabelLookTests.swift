import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopTUI

/// Jump mode's labels as fzf 0.74 draws them (`seq 10 | fzf --multi --jump-labels 12345 --bind ctrl-j:jump`,
/// Ctrl-J): each of the first items shown bears its label in the pointer's column, in the pointer's
/// colour on the gutter's, every other item from the first striped in the highlighted row's background.
@Suite struct JumpLabelLookTests {
    static let lines = (1...10).map(String.init)

    @Test func theFirstItemsBearTheLabelsInThePointersColumn() throws {
        var fixture = try LookFixture(["--multi", "--jump-labels=12345", "--pointer=>", "--gutter= "], lines: Self.lines,
                                      personality: .fzf)
        fixture.render(jumping: true)
        #expect(Array(fixture.rows[0...5]).map { $0.prefix(3) } == ["  6", "5 5", "4 4", "3 3", "2 2", "1 1"])
        fixture.render()
        #expect(Array(fixture.rows[1...5]).map { $0.prefix(3) } == ["  5", "  4", "  3", "  2", "> 1"])
    }

    @Test func aMarkedItemKeepsItsMarkerAfterItsLabel() throws {
        var fixture = try LookFixture(["--multi", "--jump-labels=12345", "--pointer=>", "--gutter= "], lines: Self.lines,
                                      personality: .fzf)
        fixture.render()
        fixture.press(.tab)
        fixture.render(jumping: true)
        #expect(fixture.rows[5].hasPrefix("1┃1"))
    }

    @Test func labelsTakeAColumnOfTheirOwnWithoutAPointer() throws {
        var fixture = try LookFixture(["--jump-labels=12345", "--pointer=", "--marker="], lines: Self.lines, personality: .fzf)
        fixture.render(jumping: true)
        #expect(fixture.rows[1] == "55")
        fixture.render()
        #expect(fixture.rows[1] == "5")
    }

    @Test func aWidePointerIsPaddedAfterTheLabel() throws {
        var fixture = try LookFixture(["--multi", "--jump-labels=12345", "--pointer=>>", "--gutter= "], lines: Self.lines,
                                      personality: .fzf)
        fixture.render(jumping: true)
        #expect(fixture.rows[0] == "   6")
        #expect(fixture.rows[1] == "5  5")
    }

    @Test func theLabelsAndStripesHaveFzfsColours() throws {
        var fixture = try LookFixture(["--jump-labels=12345"], lines: Self.lines, personality: .fzf)
        fixture.render(jumping: true)
        let pointer = TerminalColor.palette(161), dark = TerminalColor.palette(236)
        // Row 4 shows the second item (label 2), row 3 the third (label 3, striped).
        #expect(fixture.style(4, 0).foreground == pointer && fixture.style(4, 0).background == dark)
        #expect(fixture.style(4, 2).background == .default)
        #expect(fixture.style(3, 2).background == dark)
    }

    @Test func withAltBgTheOtherItemsAreStriped() throws {
        var fixture = try LookFixture(["--jump-labels=12345", "--color=alt-bg:52"], lines: Self.lines, personality: .fzf)
        fixture.render(jumping: true)
        #expect(fixture.style(4, 2).background == .palette(52))
        #expect(fixture.style(3, 2).background == .default)
    }
}
