import Testing

/// `--border`, `--border-label[-pos]`, `--margin`, `--padding`, `--info`, `--separator` and `--style`,
/// drawn: each expectation is what fzf 0.74 draws in the same place (its bar and info line aside).
@Suite struct FrameLookTests {
    let numbers = (1...20).map(String.init)

    @Test func borderDrawsARoundedBoxWithTheLabelCentredAndThePickerInside() throws {
        // fzf --border --border-label=' Hi ' on 30 columns: the label from column (30 - 4) / 2.
        var fixture = try LookFixture(["--border", "--border-label= Hi "], lines: numbers)
        fixture.render()
        #expect(fixture.rows == [
            "╭──────────── Hi ────────────╮",
            "│ > Search here...           │",
            "│ ────────────────────────── │",
            "│ 20/20                      │",
            "│ > 1                        │",
            "│   2                        │",
            "│   3                        │",
            "╰────────────────────────────╯",
        ])
        #expect(fixture.screen.cursor?.row == 1 && fixture.screen.cursor?.column == 4)
    }

    @Test(arguments: [
        ("sharp", "┌", "│"), ("bold", "┏", "┃"), ("double", "╔", "║"), ("block", "▛", "▌"),
        ("thinblock", "🭽", "▏"), ("dashed", "╭", "┆"), ("rounded", "╭", "│"),
    ])
    func eachBoxStyleUsesFzfsCharacters(style: String, corner: String, side: String) throws {
        var fixture = try LookFixture(["--border=\(style)"], lines: numbers, rows: 6, columns: 20)
        fixture.render()
        #expect(fixture.screen.cells[0][0].text == corner)
        #expect(fixture.screen.cells[2][0].text == side)
        #expect(fixture.screen.cells[1][2].text == ">")
    }

    @Test func sideStylesTakeOnlyTheirRowsAndColumns() throws {
        // fzf --border=horizontal: a line above and below, the picker from column 0.
        var horizontal = try LookFixture(["--border=horizontal"], lines: numbers, rows: 6, columns: 20)
        horizontal.render()
        #expect(horizontal.row(0) == String(repeating: "─", count: 20))
        #expect(horizontal.row(1) == "> Search here...")
        #expect(horizontal.row(5) == String(repeating: "─", count: 20))
        // fzf --border=vertical --no-unicode: "| >                |".
        var vertical = try LookFixture(["--border=vertical", "--no-unicode"], lines: numbers, rows: 6, columns: 20)
        vertical.render()
        #expect(vertical.row(0) == "| > Search here... |")
        #expect(vertical.row(1) == "| ---------------- |")
        for (style, first, left) in [("top", 1, 0), ("bottom", 0, 0), ("left", 0, 2), ("right", 0, 0)] {
            var fixture = try LookFixture(["--border=\(style)"], lines: numbers, rows: 6, columns: 20)
            fixture.render()
            #expect(fixture.screen.cells[first][left].text == ">", "\(style)")
        }
        var none = try LookFixture(["--border", "--border=none"], lines: numbers, rows: 6, columns: 20)
        none.render()
        #expect(none.row(0) == "> Search here...")
    }

    @Test func noUnicodeDrawsTheBoxInASCII() throws {
        var fixture = try LookFixture(["--border", "--no-unicode"], lines: ["a"], rows: 5, columns: 10)
        fixture.render()
        #expect(fixture.row(0) == "+--------+")
        #expect(fixture.row(2) == "| ------ |")
        #expect(fixture.row(4) == "+--------+")
    }

    @Test func theLabelGoesWhereItsPositionSays() throws {
        // fzf --border=bold --margin=0,10% --border-label=abc --border-label-pos=2:bottom on 20×6.
        var bottom = try LookFixture(["--border=bold", "--margin=0,10%", "--border-label=abc", "--border-label-pos=2:bottom"],
                                     lines: numbers, rows: 6, columns: 20)
        bottom.render()
        #expect(bottom.row(0) == "  ┏━━━━━━━━━━━━━━┓")
        #expect(bottom.row(5) == "  ┗abc━━━━━━━━━━━┛")
        // fzf --border=top --border-label=Hi --border-label-pos=-3 on 40 columns: "─"×36 "Hi──".
        var right = try LookFixture(["--border=top", "--border-label=Hi", "--border-label-pos=-3"], lines: numbers, columns: 40)
        right.render()
        #expect(right.row(0) == String(repeating: "─", count: 36) + "Hi──")
        // Only the first line of a label shows.
        var twoLines = try LookFixture(["--border", "--border-label=ab\ncd", "--border-label-pos=1"], lines: numbers, columns: 10)
        twoLines.render()
        #expect(twoLines.row(0) == "ab───────╮")
    }

    @Test func marginAndPaddingTakeFzfsOneToFourValues() throws {
        let cases: [(String, top: Int, left: Int)] = [
            ("1", 1, 1), ("1,3", 1, 3), ("2,3,1", 2, 3), ("1,2,0,4", 1, 4), ("10%,10%", 2, 6),
        ]
        for (margin, top, left) in cases {
            var fixture = try LookFixture(["--margin=\(margin)"], lines: numbers, rows: 20, columns: 60)
            fixture.render()
            #expect(fixture.screen.cells[top][left].text == ">", "--margin=\(margin)")
            #expect(fixture.frame?.content.left == left, "--margin=\(margin)")
        }
        var right = try LookFixture(["--margin=0,1,0,0"], lines: numbers, rows: 6, columns: 20)
        right.render()
        #expect(right.frame?.content.columns == 0..<19)
        #expect(right.style(0, 19).background == .default)
        var padded = try LookFixture(["--padding=1,2"], lines: numbers, rows: 8, columns: 20)
        padded.render()
        #expect(padded.row(0) == "")
        #expect(padded.row(1) == "  > Search here...")
    }

    @Test func marginBorderAndPaddingShrinkAsFzfsDoOnASmallScreen() throws {
        // fzf --margin=1,3 --padding=1 --border on 30×8: the border at row 0, column 3; the prompt at (1, 6).
        var fixture = try LookFixture(["--margin=1,3", "--padding=1", "--border"], lines: numbers)
        fixture.render()
        #expect(fixture.row(0) == "   ╭──────────────────────╮")
        #expect(fixture.row(1) == "   │  > Search here...    │")
        #expect(fixture.row(7) == "   ╰──────────────────────╯")
    }

    @Test func infoRightAndInlineRightPutTheCountAtTheRightEnd() throws {
        var right = try LookFixture(["--info=right"], lines: numbers)
        right.render()
        #expect(right.row(2) == String(repeating: " ", count: 25) + "20/20")
        var inline = try LookFixture(["--info=inline-right"], lines: numbers)
        inline.render()
        #expect(inline.row(0) == "> Search here...         20/20")
        #expect(inline.row(2) == "> 1")
    }

    @Test func separatorDrawsTheRuleWithItsTextAndNoSeparatorLeavesItOut() throws {
        var custom = try LookFixture(["--separator==-"], lines: numbers, columns: 9)
        custom.render()
        #expect(custom.row(1) == "=-=-=-=-=")
        var none = try LookFixture(["--no-separator"], lines: numbers)
        none.render()
        #expect(none.row(1) == "20/20")
        #expect(none.row(2) == "> 1")
        // The bar keeps its colours without the rule.
        #expect(none.style(0, 20).background == .palette(0))
    }

    @Test func styleFullFramesTheInputAndTheListTheCountInTheBarAndTheScrollbar() throws {
        // fzf --style=full --layout=reverse on 30×8 (its bar and pointer aside).
        var full = try LookFixture(["--style=full"], lines: numbers)
        full.render()
        #expect(full.rows == [
            "╭────────────────────────────╮",
            "│ > Search here...     20/20 │",
            "╰────────────────────────────╯",
            "╭────────────────────────────╮",
            "│ > 1                       ││",
            "│   2                        │",
            "│   3                        │",
            "╰────────────────────────────╯",
        ])
        var sharp = try LookFixture(["--style=full:sharp"], lines: numbers)
        sharp.render()
        #expect(sharp.row(0).hasPrefix("┌"))
        // `minimal` has no separator: no rule under the bar.
        for (preset, infoRow) in [("default", 2), ("minimal", 1)] {
            var fixture = try LookFixture(["--style=full", "--style=\(preset)"], lines: numbers)
            fixture.render()
            #expect(fixture.row(0) == "> Search here...", "\(preset)")
            #expect(fixture.row(infoRow) == "20/20", "\(preset)")
            // Only the highlighted row's text is coloured, as in fzf's default and minimal looks.
            #expect(fixture.style(infoRow + 1, 20).background == .default, "\(preset)")
            #expect(fixture.style(infoRow + 1, 2).background == .palette(236), "\(preset)")
        }
    }
}
