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
