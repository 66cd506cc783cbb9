import Testing
@testable import SwoopOptions
@testable import SwoopTUI

/// `--list-border`, `--input-border`, `--header-border`, `--header-lines-border`, their labels and
/// `--style=full`, drawn: each expectation is what fzf 0.74 draws in the same place (its bar, its
/// info line's indent, its pointer and its default scrollbar aside).
@Suite struct FrameSectionTests {
    let numbers = (1...20).map(String.init)

    @Test func aListBorderAloneFramesTheInputWithTheList() throws {
        // fzf --layout=reverse --list-border --list-label=LL on 30×8.
        var fixture = try LookFixture(["--list-border", "--list-label=LL"], lines: numbers)
        fixture.render()
        #expect(fixture.rows == [
            "╭─────────────LL─────────────╮",
            "│ > Search here...           │",
            "│ ────────────────────────── │",
            "│ 20/20                      │",
            "│ > 1                        │",
            "│   2                        │",
            "│   3                        │",
            "╰────────────────────────────╯",
        ])
    }

    @Test func styleFullPutsTheHeaderInAFrameBetweenTheInputAndTheList() throws {
        // fzf --style=full --header=hd --layout=reverse on 30×10.
        var fixture = try LookFixture(["--style=full", "--header=hd"], lines: numbers, rows: 10)
        fixture.render()
        #expect(fixture.rows == [
            "╭────────────────────────────╮",
            "│ > Search here...     20/20 │",
            "╰────────────────────────────╯",
            "╭────────────────────────────╮",
            "│   hd                       │",
            "╰────────────────────────────╯",
            "╭────────────────────────────╮",
            "│ > 1                       ││",
            "│   2                        │",
            "╰────────────────────────────╯",
        ])
        #expect(fixture.screen.cursor?.row == 1 && fixture.screen.cursor?.column == 4)
        // A click on a row of the list picks the item drawn there.
        #expect(fixture.frame?.position(atRow: 8) == 1)
    }

    @Test func theDefaultLayoutStacksListHeaderAndInputUpwardsWithTheirLabels() throws {
        // fzf --layout=default --list-border --list-label=LL --input-border --input-label=IN
        //     --header=hd --header-border=sharp --header-label=HD on 30×14.
        var fixture = try LookFixture(["--layout=default", "--list-border", "--list-label=LL", "--input-border", "--input-label=IN",
                                       "--header=hd", "--header-border=sharp", "--header-label=HD"], lines: numbers, rows: 14)
        fixture.render()
        #expect(fixture.rows == [
            "╭─────────────LL─────────────╮",
            "│   5                        │",
            "│   4                        │",
            "│   3                        │",
            "│   2                        │",
            "│ > 1                        │",
            "╰────────────────────────────╯",
            "┌─────────────HD─────────────┐",
            "│   hd                       │",
            "└────────────────────────────┘",
            "╭─────────────IN─────────────╮",
            "│ 20/20                      │",
            "│ > Search here...           │",
            "╰────────────────────────────╯",
        ])
    }

    @Test func lineBordersFaceTheListAndReplaceTheRule() throws {
        // fzf --layout=reverse --input-border=line --header=hd --header-border=line on 30×8.
        var fixture = try LookFixture(["--input-border=line", "--header=hd", "--header-border=line"], lines: numbers)
        fixture.render()
        let line = String(repeating: "─", count: 30)
        #expect(Array(fixture.rows.prefix(6)) == ["> Search here...", "20/20", line, "  hd", line, "> 1"])
    }

    @Test func aBorderWithoutALineTowardsTheListKeepsTheRule() throws {
        // fzf --layout=reverse --input-border=vertical --header=hd: its separator stays, the header leaves the frame.
        var fixture = try LookFixture(["--input-border=vertical", "--header=hd"], lines: numbers)
        fixture.render()
        #expect(Array(fixture.rows.prefix(5)) == [
            "│ > Search here...           │",
            "│ ────────────────────────── │",
            "│ 20/20                      │",
            "  hd",
            "> 1",
        ])
    }

    @Test func headerLinesGetAFrameOfTheirOwnWithoutTheGutter() throws {
        // fzf --layout=reverse --header-lines=2 --header-lines-border on 30×10.
        var alone = try LookFixture(["--header-lines=2", "--header-lines-border"], lines: numbers, rows: 10)
        alone.render()
        #expect(Array(alone.rows.prefix(7)) == [
            "> Search here...", "18/18", "╭────────────────────────────╮", "│ 1                          │",
            "│ 2                          │", "╰────────────────────────────╯", "> 3",
        ])
        // fzf --layout=reverse --header-lines=2 --header=hd --header-lines-border=sharp --input-border.
        var both = try LookFixture(["--header-lines=2", "--header=hd", "--header-lines-border=sharp", "--input-border"],
                                   lines: numbers, rows: 10)
        both.render()
        #expect(both.rows == [
            "╭────────────────────────────╮", "│ > Search here...           │", "│ 18/18                      │",
            "╰────────────────────────────╯", "  hd", "┌────────────────────────────┐", "│ 1                          │",
            "│ 2                          │", "└────────────────────────────┘", "> 3",
        ])
    }

    @Test func aPartsLabelGoesWhereItsPositionSays() throws {
        // fzf --layout=reverse --input-border --input-label=IN --input-label-pos=2:bottom.
        var fixture = try LookFixture(["--input-border", "--input-label=IN", "--input-label-pos=2:bottom"], lines: numbers)
        fixture.render()
        #expect(fixture.row(3) == "╰IN──────────────────────────╯")
        #expect(fixture.row(4) == "> 1")
    }

    @Test func styleFullLineDrawsLinesBetweenTheParts() throws {
        // fzf --style=full:line --header=hd --layout=reverse: no frames, a line under the input and the header.
        var fixture = try LookFixture(["--style=full:line", "--header=hd"], lines: numbers)
        fixture.render()
        let line = String(repeating: "─", count: 30)
        #expect(Array(fixture.rows.prefix(4)) == ["> Search here...         20/20", line, "  hd", line])
        // The scrollbar against the right edge, as fzf's.
        #expect(fixture.row(4) == "> 1" + String(repeating: " ", count: 26) + "│")
    }

    @Test func theFramesShareTheSpaceBesideThePane() throws {
        // fzf --style=full --header=hd --preview=: --preview-window=right,10: the frames left of the pane.
        let options = try OptionParser.parse(["--style=full", "--header=hd", "--preview-window=right,10"])
        var appearance = PickerAppearance()
        appearance.look = options.look
        appearance.info = options.info
        appearance.header = ["hd"]
        appearance.pane = options.previewWindow
        let frame = PickerView(theme: Theme(colorSupport: .palette256), appearance: appearance).frame(rows: 10, columns: 40)
        let pane = try #require(frame.pane)
        #expect(frame.sections.map(\.kind) == [.list, .header, .input])
        // fzf's frames run up to the pane (no blank column between).
        #expect(frame.sections.allSatisfy { $0.rect.columns == 0..<pane.columns.lowerBound })
        #expect(frame.sections.allSatisfy { $0.rect.height == 3 || $0.kind == .list })
        #expect(frame.sections.first?.rect.rows == 6..<10)
    }
}

extension FrameSectionTests {
    @Test func theInputLinesUpWithAFramedListWhenItHasNoLeftSideOfItsOwn() throws {
        // fzf --layout=reverse --header-lines=2 --header-lines-border --list-border on 30×9.
        var fixture = try LookFixture(["--header-lines=2", "--header-lines-border", "--list-border"], lines: numbers, rows: 9)
        fixture.render()
        #expect(fixture.rows == [
            "  > Search here...", "  18/18", "╭────────────────────────────╮", "│   1                        │",
            "│   2                        │", "╰────────────────────────────╯", "╭────────────────────────────╮",
            "│ > 3                        │", "╰────────────────────────────╯",
        ])
    }

    @Test func aHeaderFrameAloneKeepsItsTextAgainstItsLeftSide() throws {
        // fzf --layout=reverse --header=hd --header-border: the list has no left side to line up with.
        var fixture = try LookFixture(["--header=hd", "--header-border"], lines: numbers, rows: 7)
        fixture.render()
        #expect(Array(fixture.rows.prefix(6)) == [
            "> Search here...", "20/20", "╭────────────────────────────╮", "│ hd                         │",
            "╰────────────────────────────╯", "> 1",
        ])
    }

    @Test func framesRunUpToAPaneOnTheRightAndAFramedListToOneOnTheLeft() throws {
        // fzf --input-border --preview-window=right,15 / --list-border --preview-window=left,15 on 50 columns.
        for (arguments, columns) in [(["--input-border", "--preview-window=right,15"], 0..<31),
                                     (["--list-border", "--preview-window=left,15"], 19..<50)] {
            let options = try OptionParser.parse(arguments)
            var appearance = PickerAppearance()
            appearance.look = options.look
            appearance.pane = options.previewWindow
            let frame = PickerView(theme: Theme(colorSupport: .palette256), appearance: appearance).frame(rows: 7, columns: 50)
            #expect(frame.sections.first?.rect.columns == columns, "\(arguments)")
        }
    }
}

extension FrameSectionTests {
    @Test func everyFrameFitsAnyScreenDownToOneCell() throws {
        let looks = [["--style=full", "--header=a\nb", "--header-lines=2"], ["--list-border", "--header-border=inline", "--header=hd"],
                     ["--layout=default", "--input-border=line", "--header-lines=3", "--header-lines-border=inline", "--list-border"],
                     ["--layout=reverse-list", "--style=full:double", "--border", "--margin=1", "--padding=1", "--header=hd"]]
        for arguments in looks {
            for rows in 1...12 {
                for columns in [1, 2, 5, 9, 30] {
                    var fixture = try LookFixture(arguments, lines: numbers, rows: rows, columns: columns)
                    fixture.render()
                    let frame = try #require(fixture.frame)
                    #expect(frame.listRows.allSatisfy { (0..<rows).contains($0) }, "\(arguments) \(rows)×\(columns)")
                    #expect(frame.sections.allSatisfy { $0.rect.rows.upperBound <= rows && $0.rect.columns.upperBound <= columns },
                            "\(arguments) \(rows)×\(columns)")
                }
            }
        }
    }
}

extension FrameSectionTests {
    @Test func reverseListPutsTheHeaderLinesOverTheListInTheirOrder() throws {
        // fzf --layout=reverse-list --header-lines=2 --header=hd on 30×8: the lines on top, hd by the input.
        var fixture = try LookFixture(["--layout=reverse-list", "--header-lines=2", "--header=hd"], lines: numbers)
        fixture.render()
        #expect(fixture.rows == ["  1", "  2", "> 3", "  4", "  hd", "18/18", String(repeating: "─", count: 30), "> Search here..."])
        // fzf --layout=reverse-list --header-lines=2 --style=full on 30×11: in the header's frame, over the list's.
        var full = try LookFixture(["--layout=reverse-list", "--header-lines=2", "--style=full"], lines: numbers, rows: 11)
        full.render()
        #expect(Array(full.rows.prefix(5)) == [
            "╭────────────────────────────╮", "│   1                        │", "│   2                        │",
            "╰────────────────────────────╯", "╭────────────────────────────╮",
        ])
    }
}
