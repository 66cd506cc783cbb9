import Testing
@testable import SwoopItems
@testable import SwoopOptions

/// `--color=nth:…`: attributes on the `--nth` parts of each item shown, as fzf draws them.
@Suite struct NthColorDrawingTests {
    private func fixture(_ colors: String) throws -> LookFixture {
        let arguments = ["--nth=2", "--color=\(colors)"]
        var fixture = try LookFixture(arguments, lines: ["aa bb cc", "dd ee ff"])
        fixture.render()
        return fixture
    }

    @Test func theNthFieldTakesTheAttributesWithoutItsDelimiter() throws {
        // fzf --nth 2 --color nth:underline,fg:dim: "dd " dim, "ee" dim and underlined, " ff" dim.
        let fixture = try fixture("nth:underline,fg:dim")
        #expect(fixture.row(4) == "  dd ee ff")
        #expect(fixture.style(4, 2).attributes == [.dim])
        #expect(fixture.style(4, 4).attributes == [.dim])
        #expect(fixture.style(4, 5).attributes == [.dim, .underline] && fixture.style(4, 6).attributes == [.dim, .underline])
        #expect(fixture.style(4, 7).attributes == [.dim])
        // The highlighted row's part too.
        #expect(fixture.style(3, 5).attributes.contains(.underline) && !fixture.style(3, 2).attributes.contains(.underline))
    }

    @Test func regularLiftsTheRowsOwnAttributesOffTheNthPart() throws {
        // fzf's own example: --color fg:dim,nth:regular shows the searched field plainly, the rest dimmed.
        let fixture = try fixture("fg:dim,nth:regular")
        #expect(fixture.style(4, 2).attributes == [.dim])
        #expect(fixture.style(4, 5).attributes == [])
    }

    @Test func withoutNthNothingChanges() throws {
        var fixture = try LookFixture(["--color=nth:underline"], lines: ["aa bb cc", "dd ee ff"])
        fixture.render()
        #expect(fixture.style(4, 5).attributes == [])
    }
}

/// `--color` attributes fzf has beyond the common ones: `strip` and `blink`.
@Suite struct StripAndBlinkDrawingTests {
    private let lines = ["aa bb cc", "\u{1B}[31mdd\u{1B}[0m \u{1B}[32mee\u{1B}[0m ff"]

    @Test func stripLeavesOutTheItemsOwnColoursWhereThePartsLookIsDrawn() throws {
        // fzf's example, --ansi --nth 2 --color fg:dim:strip,nth:regular: the rest dimmed in the list's
        // colour, the searched field as the input colours it.
        var fixture = try LookFixture(["--ansi", "--nth=2", "--color=fg:dim:strip,nth:regular"], lines: lines)
        fixture.render()
        #expect(fixture.row(4) == "  dd ee ff")
        #expect(fixture.style(4, 2).foreground != .palette(1) && fixture.style(4, 2).attributes.contains(.dim))
        #expect(fixture.style(4, 5).foreground == .palette(2))
    }

    @Test func withoutStripTheItemsColoursShow() throws {
        var fixture = try LookFixture(["--ansi", "--nth=2", "--color=fg:dim,nth:regular"], lines: lines)
        fixture.render()
        #expect(fixture.style(4, 2).foreground == .palette(1))
    }

    @Test func blinkIsAnAttributeAndSoIsTheInputsBlink() throws {
        var fixture = try LookFixture(["--ansi", "--color=fg:blink"], lines: ["aa", "\u{1B}[5mbb\u{1B}[25m cc"])
        fixture.render()
        #expect(fixture.style(4, 2).attributes.contains(.blink))
        let plain = try LookFixture(["--ansi"], lines: ["aa", "\u{1B}[5mbb\u{1B}[25m cc"])
        var drawn = plain
        drawn.render()
        #expect(drawn.style(4, 2).attributes.contains(.blink) && !drawn.style(4, 5).attributes.contains(.blink))
    }
}
