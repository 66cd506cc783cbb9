import Testing
@testable import SwoopOptions
@testable import SwoopTUI

/// fzf's colour names drawn on the parts they name, with fzf's inheritance.
@Suite struct ColorNameDrawingTests {
    let numbers = (1...20).map(String.init)

    @Test func borderLabelScrollbarAndSeparatorTakeTheirColours() throws {
        var fixture = try LookFixture(["--border", "--border-label=L", "--scrollbar",
                                       "--color=border:1,label:2,scrollbar:3,separator:4"], lines: numbers)
        fixture.render()
        #expect(fixture.style(0, 0).foreground == .palette(1))
        #expect(fixture.style(3, 0).foreground == .palette(1))
        #expect(fixture.style(0, 14).foreground == .palette(2))
        #expect(fixture.screen.cells[4][27].text == "│")
        #expect(fixture.style(4, 27).foreground == .palette(3))
        #expect(fixture.style(2, 5).foreground == .palette(4))
    }

    @Test func strikethroughIsAnAttributeOfItsOwnInColorsAndInANSIInput() throws {
        var fixture = try LookFixture(["--ansi", "--color=fg:strikethrough"], lines: ["first", "se\u{1B}[9mcon\u{1B}[29md"])
        fixture.render()
        let second = try #require(fixture.screen.cells.firstIndex { $0.map(\.text).joined().contains("second") })
        let column = try #require(fixture.screen.cells[second].firstIndex { $0.text == "s" })
        #expect(fixture.style(second, column).attributes.contains(.strikethrough))
        #expect(!NcursesScreen.struck("ab").unicodeScalars.elementsEqual("ab".unicodeScalars))
        #expect(NcursesScreen.struck("ab") == "a\u{336}b\u{336}")
    }

    @Test func theBordersColourReachesTheSeparatorAndScrollbarUnlessTheyHaveTheirOwn() throws {
        var fixture = try LookFixture(["--scrollbar", "--color=border:5"], lines: numbers)
        fixture.render()
        #expect(fixture.style(1, 3).foreground == .palette(5))
        #expect(fixture.style(3, 29).foreground == .palette(5))
        var listBorder = try LookFixture(["--scrollbar", "--color=scrollbar:6,border:5,list-border:7"], lines: numbers)
        listBorder.render()
        #expect(listBorder.style(3, 29).foreground == .palette(6))
        #expect(listBorder.style(1, 3).foreground == .palette(7))
    }

    @Test func listSelectedAndCurrentColoursGoToTheirRows() throws {
        var fixture = try LookFixture(["-m", "--color=fg:1,bg:2,selected-fg:3,selected-bg:4,fg+:5,bg+:6,hl:7,selected-hl:8,hl+:9"],
                                      lines: ["alpha", "beta", "gamma"])
        fixture.render()
        fixture.press(.down)
        fixture.press(.tab)
        fixture.controller.handle(.character("a"))
        fixture.render()
        // Cursor on gamma (Tab moved down), beta marked, alpha plain.
        let alpha = fixture.frame?.slots.first { fixture.model.rows[$0.position] == 0 }?.rows.first ?? -1
        let beta = fixture.frame?.slots.first { fixture.model.rows[$0.position] == 1 }?.rows.first ?? -1
        let gamma = fixture.frame?.slots.first { fixture.model.rows[$0.position] == 2 }?.rows.first ?? -1
        #expect(fixture.style(alpha, 3) == TextStyle(foreground: .palette(1), background: .palette(2)))
        #expect(fixture.style(beta, 2).foreground == .palette(3) && fixture.style(beta, 2).background == .palette(4))
        #expect(fixture.style(beta, 5).foreground == .palette(8))
        #expect(fixture.style(gamma, 2).foreground == .palette(5) && fixture.style(gamma, 2).background == .palette(6))
        #expect(fixture.style(gamma, 3).foreground == .palette(9))
        #expect(fixture.style(alpha, 2).foreground == .palette(7))
    }

    @Test func fgAndBgReachTheListAndThePreviewThroughTheirChildren() {
        let theme = Theme(colorSupport: .palette256, specs: [ColorSpec(settings: "fg:1,bg:2,list-fg:3")])
        #expect(theme.row == TextStyle(foreground: .palette(3), background: .palette(2)))
        #expect(theme.selectedRow == TextStyle(foreground: .palette(3), background: .palette(2)))
        #expect(theme.previewText == TextStyle(foreground: .palette(1), background: .palette(2)))
        // Order does not matter: the nearest part given a colour wins.
        let reversed = Theme(colorSupport: .palette256, specs: [ColorSpec(settings: "list-fg:3,fg:1")])
        #expect(reversed.row.foreground == .palette(3))
    }

    @Test func pointerMarkerSpinnerGutterAndHeaderTakeTheirColours() throws {
        let theme = Theme(colorSupport: .palette256, specs: [
            ColorSpec(settings: "pointer:1,marker:2,spinner:3,gutter:4,header:5,header-bg:6,info:7,prompt:8,query:9,ghost:10"),
        ])
        #expect(theme.pointer.foreground == .palette(1))
        #expect(theme.marker.foreground == .palette(2))
        #expect(theme.spinner.foreground == .palette(3))
        #expect(theme.gutter.background == .palette(4))
        #expect(theme.header == TextStyle(foreground: .palette(5), background: .palette(6)))
        #expect(theme.info.foreground == .palette(7))
        #expect(theme.prompt.foreground == .palette(8))
        #expect(theme.query.foreground == .palette(9))
        #expect(theme.placeholder.foreground == .palette(10))
        // ghost takes query's colour, not its bold.
        let inherited = Theme(colorSupport: .palette256, specs: [ColorSpec(settings: "query:9:bold")])
        #expect(inherited.placeholder.foreground == .palette(9))
        #expect(!inherited.placeholder.attributes.contains(.bold))
    }

    @Test func theGutterColoursTheGutterOfRowsThatAreNotHighlighted() throws {
        var fixture = try LookFixture(["--color=gutter:4"], lines: numbers)
        fixture.render()
        #expect(fixture.style(4, 0).background == .palette(4))
        #expect(fixture.style(4, 1).background == .palette(4))
        #expect(fixture.style(4, 2).background == .default)
    }

    @Test func spinnerIsDrawnInItsColourBesideTheCounts() throws {
        var fixture = try LookFixture(["--color=spinner:3"], lines: numbers)
        fixture.model.setLoading(true)
        fixture.render()
        #expect(fixture.row(2).hasPrefix("20/20 "))
        #expect(fixture.style(2, 6).foreground == .palette(3))
        #expect(fixture.style(2, 0).foreground == .palette(144))
    }

    @Test func previewColoursGoToThePane() {
        let theme = Theme(colorSupport: .palette256, specs: [
            ColorSpec(settings: "preview-fg:1,preview-bg:2,preview-border:3,preview-label:4,label:5"),
        ])
        #expect(theme.previewText == TextStyle(foreground: .palette(1), background: .palette(2)))
        #expect(theme.previewBorder.foreground == .palette(3))
        #expect(theme.previewScrollbar.foreground == .palette(3))
        #expect(theme.previewLabel.foreground == .palette(4))
        #expect(theme.label.foreground == .palette(5))
    }
}

private extension ColorSpec {
    /// A parsed spec, for tests (a bad one is an empty spec, which the expectations then catch).
    init(settings text: String) {
        self = (try? ColorSpec.parse(text)) ?? ColorSpec()
    }
}
