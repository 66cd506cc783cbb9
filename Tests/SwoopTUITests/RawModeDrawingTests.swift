import Testing
@testable import SwoopPicker
@testable import SwoopTUI
import SwoopOptions

/// Raw mode drawn into a grid: every item listed, those the query does not match dimmed, the gutter
/// showing `--gutter-raw`'s sign, the info line counting the matches alone (as fzf 0.74 draws it).
@Suite struct RawModeDrawingTests {
    @Test func itemsThatDoNotMatchAreDimmedAndTheGutterShowsTheRawSign() {
        let fixture = PickerFixture(lines: ["apple", "banana", "cherry"], columns: 20, rules: ListRules(startsRaw: true))
        fixture.type("an")
        fixture.render()
        #expect(fixture.row(2) == "1/3")
        #expect(fixture.row(3) == "> apple")
        #expect(fixture.row(4) == "▖ banana")
        #expect(fixture.row(5) == "▖ cherry")
        let screen = fixture.screen
        #expect(screen.style(row: 3, column: 2).attributes.contains(.dim))
        #expect(screen.style(row: 3, column: 2).attributes.contains(.bold))
        #expect(!screen.style(row: 4, column: 2).attributes.contains(.dim))
        #expect(screen.style(row: 4, column: 3) == Theme(colorSupport: .palette256).match)
        #expect(screen.style(row: 5, column: 2).attributes.contains(.dim))
    }

    @Test func aNomatchColourReplacesTheDim() throws {
        let spec = try ColorSpec.parse("nomatch:red")
        let theme = Theme(colorSupport: .palette256, specs: [spec])
        #expect(theme.nomatch == TextStyle(foreground: .palette(1)))
        #expect(theme.applyingNomatch(to: theme.row) == TextStyle(foreground: .palette(1)))
        #expect(Theme(colorSupport: .palette256).applyingNomatch(to: theme.row).attributes == [.dim])
    }

    @Test func withRawModeOffTheGutterIsTheUsualOne() {
        let fixture = PickerFixture(lines: ["apple", "banana"], columns: 20)
        fixture.type("an")
        fixture.render()
        #expect(fixture.row(3) == "> banana")
        #expect(fixture.row(4).isEmpty)
    }
}
