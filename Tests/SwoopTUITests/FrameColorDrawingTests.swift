import Testing
@testable import SwoopTUI

/// The colours of the parts' frames (`list-border`, `input-label`…) and of the stripes (`alt-bg`,
/// `alt-gutter`), drawn where fzf draws them, with fzf's inheritance.
@Suite struct FrameColorDrawingTests {
    let numbers = (1...20).map(String.init)
    /// Every frame, labelled: input rows 0–3, header rows 4–6, list rows 7–13 (labels in column 14).
    let framed = ["--list-border", "--list-label=L", "--input-border", "--input-label=I", "--header=hd", "--header-border",
                  "--header-label=H"]

    @Test func eachFrameAndLabelTakesItsOwnColour() throws {
        var fixture = try LookFixture(framed + ["--color=list-border:1,list-label:2,input-border:3,input-label:4,header-border:5,header-label:6"],
                                      lines: numbers, rows: 14)
        fixture.render()
        #expect(fixture.screen.cells[0][14].text == "I" && fixture.screen.cells[4][14].text == "H" && fixture.screen.cells[7][14].text == "L")
        #expect(fixture.style(0, 0).foreground == .palette(3) && fixture.style(2, 0).foreground == .palette(3))
        #expect(fixture.style(0, 14).foreground == .palette(4))
        #expect(fixture.style(4, 0).foreground == .palette(5) && fixture.style(5, 29).foreground == .palette(5))
        #expect(fixture.style(4, 14).foreground == .palette(6))
        #expect(fixture.style(7, 0).foreground == .palette(1) && fixture.style(13, 29).foreground == .palette(1))
        #expect(fixture.style(7, 14).foreground == .palette(2))
    }

    @Test func borderAndLabelReachEveryFrameNotGivenItsOwn() throws {
        var fixture = try LookFixture(framed + ["--color=border:7,label:8,input-border:3,header-label:6"], lines: numbers, rows: 14)
        fixture.render()
        #expect(fixture.style(0, 0).foreground == .palette(3))
        #expect(fixture.style(0, 14).foreground == .palette(8))
        #expect(fixture.style(4, 0).foreground == .palette(7))
        #expect(fixture.style(4, 14).foreground == .palette(6))
        #expect(fixture.style(7, 0).foreground == .palette(7))
        #expect(fixture.style(7, 14).foreground == .palette(8))
        // list-border's colour goes on to the scrollbar, as fzf's does.
        var listOnly = try LookFixture(["--list-border", "--scrollbar", "--color=list-border:1"], lines: numbers)
        listOnly.render()
        #expect(listOnly.screen.cells[4][28].text == "│" && listOnly.style(4, 28).foreground == .palette(1))
    }

    @Test func framesWithoutColoursLookLikeTheBorder() throws {
        var fixture = try LookFixture(framed, lines: numbers, rows: 14)
        fixture.render()
        let theme = Theme(colorSupport: .palette256)
        for row in [0, 4, 7] {
            #expect(fixture.style(row, 0) == theme.border)
            #expect(fixture.style(row, 14) == theme.label)
        }
    }

    @Test func altBgStripesEveryOtherItemAndAltGutterItsGutter() throws {
        // fzf --layout=reverse --color=alt-bg:1,alt-gutter:2: the 2nd, 4th… items shown.
        var fixture = try LookFixture(["--color=alt-bg:9,alt-gutter:10"], lines: numbers)
        fixture.render()
        #expect(fixture.row(4) == "  2")
        #expect(fixture.style(4, 2).background == .palette(9))
        #expect(fixture.style(4, 20).background == .palette(9))
        #expect(fixture.style(4, 0).background == .palette(10))
        #expect(fixture.style(5, 2).background == .default && fixture.style(5, 0).background == .default)
        #expect(fixture.style(6, 2).background == .palette(9))
        // The highlighted item keeps its own colours.
        fixture.press(.down)
        fixture.render()
        #expect(fixture.style(4, 2).background == .palette(236))
        #expect(fixture.style(3, 2).background == .default)
    }

    @Test func withoutHighlightLineTheStripeColoursTheTextOnly() throws {
        var fixture = try LookFixture(["--no-highlight-line", "--color=alt-bg:9", "--color=hl:3"], lines: numbers)
        fixture.controller.handle(.character("2"))
        fixture.render()
        // Matches of "2": 2, 20, 12 — the second shown is striped, its match too.
        #expect(fixture.row(4) == "  20")
        #expect(fixture.style(4, 2).background == .palette(9) && fixture.style(4, 2).foreground == .palette(3))
        #expect(fixture.style(4, 3).background == .palette(9))
        #expect(fixture.style(4, 20).background == .default)
    }

    @Test func aMarkedItemInItsOwnColourIsNotStriped() throws {
        var fixture = try LookFixture(["-m", "--color=alt-bg:9,selected-bg:4"], lines: numbers)
        fixture.press(.down)
        fixture.press(.tab)
        fixture.press(.up, times: 2)
        fixture.render()
        #expect(fixture.style(4, 2).background == .palette(4))
        #expect(fixture.style(6, 2).background == .palette(9))
    }
}
