import Testing
@testable import SwoopOptions
@testable import SwoopTUI

/// `--footer`: on the list's far side from the input, with its line, border, label and colours, as the
/// real fzf 0.74 draws them (each expected screen is fzf's, `seq 20` on 30 × 10).
@Suite struct FooterViewTests {
    let numbers = (1...20).map(String.init)
    let rule = String(repeating: "─", count: 30)

    private func fzf(_ arguments: [String], rows: Int = 10) throws -> LookFixture {
        var fixture = try LookFixture(arguments, lines: numbers, rows: rows, personality: .fzf)
        fixture.render()
        return fixture
    }

    @Test func aboveTheListInTheDefaultLayoutItsLinesInTheirOrderOverALine() throws {
        let fixture = try fzf(["--layout=default", "--footer=F1\nF2"])
        #expect(fixture.rows == [
            "  F1", "  F2", rule, "▌ 5", "▌ 4", "▌ 3", "▌ 2", "▌ 1                          │",
            "  20/20 ─────────────────────", ">",
        ])
    }

    @Test func belowTheListWithReverseTheLineCarryingTheLabel() throws {
        let fixture = try fzf(["--layout=reverse", "--footer=F1\nF2", "--footer-label=FL"])
        #expect(fixture.rows == [
            ">", "  20/20 ─────────────────────", "▌ 1                          │", "▌ 2", "▌ 3", "▌ 4", "▌ 5",
            "──────────────FL──────────────", "  F1", "  F2",
        ])
    }

    @Test func inReverseListOverTheHeaderLinesInABorderOfItsOwn() throws {
        let fixture = try fzf(["--layout=reverse-list", "--header-lines=1", "--footer=F1", "--footer-border=sharp"])
        #expect(fixture.rows == [
            "┌────────────────────────────┐", "│ F1                         │", "└────────────────────────────┘",
            "  1", "▌ 2                          │", "▌ 3", "▌ 4", "▌ 5", "  19/19 ─────────────────────", ">",
        ])
    }

    @Test func inlineInsideTheListsFrameOnItsFarSide() throws {
        let fixture = try fzf(["--list-border", "--footer=F1", "--footer-border=inline", "--footer-label=FL"])
        #expect(fixture.rows == [
            "╭────────────────────────────╮", "│   F1                       │", "├─────────────FL─────────────┤",
            "│ ▌ 4                        │", "│ ▌ 3                        │", "│ ▌ 2                        │",
            "│ ▌ 1                       ││", "│   20/20 ────────────────── │", "│ >                          │",
            "╰────────────────────────────╯",
        ])
        let reverse = try fzf(["--layout=reverse", "--list-border", "--footer=F1", "--footer-border=inline"])
        #expect(Array(reverse.rows.suffix(3)) == [
            "├────────────────────────────┤", "│   F1                       │", "╰────────────────────────────╯",
        ])
    }

    @Test func withoutABorderOnlyItsLinesBesideTheHeaderOnTheOtherSide() throws {
        let fixture = try fzf(["--no-footer-border", "--footer=F1", "--header=H1"])
        #expect(fixture.rows == [
            "  F1", "▌ 6", "▌ 5", "▌ 4", "▌ 3", "▌ 2", "▌ 1                          │", "  H1",
            "  20/20 ─────────────────────", ">",
        ])
    }

    @Test func theStylePresetsFrameItOrDrawItsLine() throws {
        #expect(try LookFixture(["--style=full"], lines: []).view.appearance.look.footerFrame.shape == .rounded)
        #expect(try LookFixture(["--style=full:sharp"], lines: []).view.appearance.look.footerFrame.shape == .sharp)
        #expect(try LookFixture(["--footer-border=none", "--style=minimal"], lines: []).view.appearance.look.footerFrame.shape == .line)
        let full = try fzf(["--style=full", "--footer=F1"])
        #expect(Array(full.rows.prefix(3)) == [
            "╭────────────────────────────╮", "│   F1                       │", "╰────────────────────────────╯",
        ])
    }

    @Test func itsEscapeSequencesColourItAndRunOnIntoTheNextLine() throws {
        let fixture = try fzf(["--layout=default", "--footer=\u{1B}[31mred\nstill\u{1B}[0m plain", "--color=footer:3"])
        #expect(Array(fixture.rows.prefix(2)) == ["  red", "  still plain"])
        #expect(fixture.style(0, 2).foreground == .palette(1))
        #expect(fixture.style(1, 2).foreground == .palette(1))
        #expect(fixture.style(1, 8).foreground == .palette(3))
    }

    @Test func itsColoursAreItsOwnAndItsBackgroundTakesTheFrame() throws {
        let fixture = try fzf(["--layout=default", "--footer=F1", "--footer-label=FL",
                               "--color=footer-border:4,footer-label:5,footer-bg:6"])
        #expect(fixture.style(0, 2).foreground == .palette(109) && fixture.style(0, 2).background == .palette(6))
        #expect(fixture.style(1, 0).foreground == .palette(4) && fixture.style(1, 0).background == .palette(6))
        #expect(fixture.style(1, 14).foreground == .palette(5))
        let inline = try fzf(["--list-border", "--footer=F1", "--footer-border=inline", "--color=list-border:1"])
        #expect(inline.style(2, 5).foreground == .palette(1))
    }

    @Test func itIsNeverCutIntoColumnsNorWrapped() throws {
        let fixture = try fzf(["--layout=default", "--wrap", "--footer=" + String(repeating: "x", count: 40)])
        #expect(fixture.row(0) == "  " + String(repeating: "x", count: 25) + "··")
        #expect(fixture.row(1) == rule)
    }

    @Test func lastLineBreakEndsTheLastLineAndAnEmptyFooterIsOneLine() {
        #expect(PickerAppearance.lines(of: "a\nb\n") == ["a", "b"])
        #expect(PickerAppearance.lines(of: "a\n\n") == ["a", ""])
        #expect(PickerAppearance.lines(of: "") == nil)
        var options = Options()
        options.footer = ""
        #expect(PickerAppearance(options: options).footer == [""])
    }
}

/// fzf's cap on a pane above or below: the rows the input and the footer take come off first.
@Suite struct FooterPaneTests {
    @Test func aPaneBelowLeavesTheFooterAndTheInputTheirRows() throws {
        // fzf --layout=reverse --preview 'echo p' --preview-window=down --footer F1, seq 100 on 40 × 12:
        // the preview is 5 rows (not half the screen), the footer's line and text above it.
        var fixture = try LookFixture(["--layout=reverse", "--preview=echo p", "--preview-window=down", "--footer=F1"],
                                      lines: (1...100).map(String.init), rows: 12, columns: 40, personality: .fzf)
        fixture.render()
        let frame = fixture.view.frame(rows: 12, columns: 40)
        #expect(frame.pane?.rows == 7..<12)
        #expect(Array(fixture.rows[2...6]) == ["▌ 1                                    │", "▌ 2", "▌ 3",
                                                String(repeating: "─", count: 40), "  F1"])
    }

    @Test func aLargePaneLeavesTheInputItsRows() throws {
        // fzf --preview 'echo p' --preview-window=down,80% on 40 × 12: 7 rows, not 9.
        let fixture = try LookFixture(["--preview=echo p", "--preview-window=down,80%"], lines: ["a"], rows: 12, columns: 40,
                                      personality: .fzf)
        #expect(fixture.view.frame(rows: 12, columns: 40).pane?.rows == 5..<12)
    }
}

extension FooterPaneTests {
    @Test func aPaneAboveLeavesTheHeadersOwnSectionItsRowsToo() throws {
        // fzf --layout=reverse --header="$(seq 101 102)" --footer="$(seq 201 203)" --input-border --preview 'echo foobar'
        // --preview-window=up, seq 100 on 40 × 20: the preview 7 rows, as fzf sizes it.
        let fixture = try LookFixture(["--layout=reverse", "--header=101\n102", "--footer=201\n202\n203", "--input-border",
                                       "--preview=echo foobar", "--preview-window=up"],
                                      lines: (1...100).map(String.init), rows: 20, columns: 40, personality: .fzf)
        #expect(fixture.view.frame(rows: 20, columns: 40).pane?.rows == 0..<7)
    }
}
