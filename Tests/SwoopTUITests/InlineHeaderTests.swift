import Testing

/// `--header-border=inline` (and `--header-lines-border=inline`): inside the list's frame.
@Suite struct InlineHeaderTests {
    let numbers = (1...20).map(String.init)

    @Test func anInlineHeaderSitsInsideTheListsFrameOverAJoiningLine() throws {
        // fzf --layout=reverse --header=hd --header-border=inline --list-border --header-label=HL on 30×10.
        var fixture = try LookFixture(["--header=hd", "--header-border=inline", "--list-border", "--header-label=HL"],
                                      lines: numbers, rows: 10)
        fixture.render()
        #expect(fixture.rows == [
            "  > Search here...", "  20/20", "╭────────────────────────────╮", "│   hd                       │",
            "├─────────────HL─────────────┤", "│ > 1                        │", "│   2                        │",
            "│   3                        │", "│   4                        │", "╰────────────────────────────╯",
        ])
    }

    @Test func belowTheListInTheDefaultLayoutWithTheFramesJoins() throws {
        // fzf --layout=default --header=hd --header-border=inline --list-border=sharp --input-border on 30×10.
        var fixture = try LookFixture(["--layout=default", "--header=hd", "--header-border=inline", "--list-border=sharp",
                                       "--input-border"], lines: numbers, rows: 10)
        fixture.render()
        #expect(Array(fixture.rows.prefix(6)) == [
            "┌────────────────────────────┐", "│   2                        │", "│ > 1                        │",
            "├────────────────────────────┤", "│   hd                       │", "└────────────────────────────┘",
        ])
    }

    @Test func withoutAListFrameInlineIsALine() throws {
        // fzf --layout=reverse --header=hd --header-border=inline: a line under the header, the separator kept.
        var fixture = try LookFixture(["--header=hd", "--header-border=inline"], lines: numbers)
        fixture.render()
        #expect(Array(fixture.rows.prefix(6)) == ["> Search here...", String(repeating: "─", count: 30), "20/20", "  hd",
                                                  String(repeating: "─", count: 30), "> 1"])
    }

    @Test func theJoiningLineTakesTheListsColourUnlessHeaderBorderIsGiven() throws {
        let arguments = ["--header=hd", "--header-border=inline", "--list-border"]
        var list = try LookFixture(arguments + ["--color=list-border:1,border:2"], lines: numbers, rows: 10)
        list.render()
        #expect(list.style(4, 0).foreground == .palette(1) && list.style(4, 5).foreground == .palette(1))
        var own = try LookFixture(arguments + ["--color=list-border:1,header-border:3"], lines: numbers, rows: 10)
        own.render()
        #expect(own.style(4, 5).foreground == .palette(3))
    }
}
