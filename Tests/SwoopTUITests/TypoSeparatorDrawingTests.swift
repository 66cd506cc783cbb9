import Testing

/// The separator row above typo matches, drawn into a grid.
@Suite struct TypoSeparatorDrawingTests {
    @Test func typoMatchesFollowADimSeparatorRowAndTheInfoLineCountsThemApart() {
        let fixture = PickerFixture(lines: ["Sweden", "Switzerland", "Swaziland"], columns: 30)
        fixture.render()
        fixture.type("swtizerland")
        fixture.render()
        #expect(fixture.row(2) == "0/3 (+1 typo)")
        #expect(fixture.row(3) == "  ── typos " + String(repeating: "─", count: 19))
        #expect(fixture.screen.style(row: 3, column: 4).attributes.contains(.dim))
        #expect(fixture.row(4) == "> Switzerland")
        #expect(!fixture.row(3).hasPrefix(">"))
    }

    @Test func noSeparatorWithoutTypoMatches() {
        let fixture = PickerFixture(lines: ["Sweden", "Switzerland"])
        fixture.render()
        fixture.type("switz")
        fixture.render()
        #expect(fixture.row(2) == "1/2")
        #expect(fixture.row(3) == "> Switzerland")
        #expect(fixture.row(4).isEmpty)
    }
}
