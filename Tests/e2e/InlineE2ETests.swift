import Foundation
import Testing

/// `--height`: the picker drawn below the cursor in a real terminal (tmux), the lines printed
/// before it left alone, its rows cleared on every way out.
@Suite(.serialized)
struct InlineE2ETests {
    /// A pane script: `before` lines printed on the terminal, swoop with `options` on 100 numbers,
    /// then a prompt line with its exit status, as a shell would print after it.
    static func script(before: Int, options: String, input: String = "seq 1 100") -> String {
        """
        seq -f 'earlier %g' 1 \(before) > /dev/tty
        \(input) | "$SWOOP" \(options) & echo $! > swoop.pid; wait $!; rc=$?
        echo "PROMPT rc=$rc" > /dev/tty
        (exit $rc)
        """
    }

    /// The rows the picker takes: from its search bar to its last non-blank row.
    static func pickerRows(_ screen: PickerScreen) -> Range<Int> {
        let last = screen.lines.lastIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? screen.top
        return screen.top..<(last + 1)
    }

    @Test func nearTheTopThePickerTakesTheAskedRowsBelowTheEarlierLines() async throws {
        let session = try TmuxSession.start(shell: Self.script(before: 3, options: "--height 8"), height: 20)
        defer { session.close() }
        let screen = try await session.waitForCount("100/100")
        #expect(Array(screen.lines.prefix(3)) == ["earlier 1", "earlier 2", "earlier 3"])
        #expect(screen.top == 3)
        #expect(Self.pickerRows(screen) == 3..<11)
        #expect(screen.items == ["1", "2", "3", "4", "5"])
        try session.send(keys: "Enter")
        #expect(try await session.waitForExit().stdout == "1\n")
    }

    @Test func nearTheBottomTheTerminalScrollsToMakeRoom() async throws {
        let session = try TmuxSession.start(shell: Self.script(before: 30, options: "--height 8"), height: 20)
        defer { session.close() }
        let screen = try await session.waitForCount("100/100")
        #expect(screen.top == 12)
        #expect(screen.row(-1) == "earlier 30")
        #expect(Self.pickerRows(screen) == 12..<20)
    }

    @Test func belowAHalfTypedLineAPickerAsHighAsTheTerminalLeavesThatLineItsRow() async throws {
        // As from a shell's line editor (Tab completion): the cursor after "READY$ kill **".
        let line = "seq -f 'earlier %g' 1 30 > /dev/tty; printf 'READY$ kill **' > /dev/tty; seq 1 100 | \"$SWOOP\" --height=20"
        let session = try TmuxSession.start(shell: line, height: 20)
        defer { session.close() }
        let screen = try await session.waitForCount("100/100")
        // Asked for every row: the half-typed line keeps the top one, the picker takes the 19 below, drawn once (no stale first frame).
        #expect(screen.lines.first == "READY$ kill **")
        #expect(screen.top == 1)
        #expect(screen.lines.filter { $0.contains("Search here") }.count == 1)
        #expect(Self.pickerRows(screen) == 1..<20)
        try session.send(keys: "Enter")
        #expect(try await session.waitForExit().stdout == "1\n")
    }

    @Test func aPercentageIsAShareOfTheTerminalAtLeastTheMinimum() async throws {
        let session = try TmuxSession.start(shell: Self.script(before: 1, options: "--height 50% --min-height 3"), height: 20)
        defer { session.close() }
        let screen = try await session.waitForCount("100/100")
        #expect(Self.pickerRows(screen) == 1..<11)
        session.close()

        // The default minimum, 10+: ten list rows plus the bar, rule and info line.
        let small = try TmuxSession.start(shell: Self.script(before: 1, options: "--height 10%"), height: 20)
        defer { small.close() }
        let tall = try await small.waitForCount("100/100")
        #expect(tall.items.count == 10)
    }

    /// The first height is worked out for the terminal's width, not for a screen not drawn yet: the
    /// picker never takes every row for a moment (scrolling the lines above away) before it settles
    /// (fzf-git.sh's `--height 50% --min-height 20+ --border`).
    @Test func aMinimumWithTheLayoutAddedScrollsNothingAwayAtTheStart() async throws {
        let session = try TmuxSession.start(shell: Self.script(before: 10, options: "--height 50% --min-height 20+ --border"), height: 35)
        defer { session.close() }
        let screen = try await session.waitForScreen(containing: "100/100")
        #expect(Array(screen.lines.prefix(10)) == (1...10).map { "earlier \($0)" })
        #expect(screen.lines[10].hasPrefix("╭"))
    }

    @Test(arguments: ["Enter", "Escape", "C-c", "SIGTERM"])
    func everyWayOutClearsThePickersRowsAndLeavesTheEarlierLines(way: String) async throws {
        let session = try TmuxSession.start(shell: Self.script(before: 3, options: "--height 8"), height: 20)
        defer { session.close() }
        _ = try await session.waitForCount("100/100")
        if way == "SIGTERM" {
            kill(try await session.writtenIDs("swoop.pid")[0], SIGTERM)
        } else {
            try session.send(keys: way)
        }
        let exit = try await session.waitForExit()
        #expect(exit.status == (way == "Enter" ? 0 : 130))
        #expect(exit.sttyAfter == exit.sttyBefore)
        let screen = try session.screen()
        let status = way == "Enter" ? 0 : 130
        #expect(screen.lines.filter { !$0.isEmpty } == ["earlier 1", "earlier 2", "earlier 3", "PROMPT rc=\(status)"])
    }

    /// As fzf: the frame stays and the cursor goes back to its top, so that a next run (or the
    /// prompt) draws over it.
    @Test func noClearLeavesTheLastFrameWithTheCursorBackAtItsTop() async throws {
        let session = try TmuxSession.start(shell: Self.script(before: 2, options: "--height 6 --no-clear"), height: 20)
        defer { session.close() }
        _ = try await session.waitForCount("100/100")
        try session.type("42")
        _ = try await session.waitForCount("1/100")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "42\n")
        let lines = try session.screen().lines.filter { !$0.isEmpty }
        #expect(Array(lines.prefix(3)) == ["earlier 1", "earlier 2", "PROMPT rc=0"])
        #expect(lines.contains("> 42"))
        #expect(lines.contains("1/100"))
    }

    @Test func aTildeHeightShrinksToAShortList() async throws {
        let session = try TmuxSession.start(shell: Self.script(before: 1, options: "--height ~10", input: "seq 1 3"), height: 20)
        defer { session.close() }
        let screen = try await session.waitForCount("3/3")
        // The bar, the rule, the info line and three items.
        #expect(Self.pickerRows(screen) == 1..<7)
        #expect(screen.items == ["1", "2", "3"])
    }

    @Test func aTildeHeightGrowsWhileTheListStreamsIn() async throws {
        let input = "{ seq 1 2; sleep 0.6; seq 3 5; }"
        let session = try TmuxSession.start(shell: Self.script(before: 1, options: "--height ~20", input: input), height: 20)
        defer { session.close() }
        let first = try await session.waitUntil("two items") { $0.items == ["1", "2"] }
        #expect(Self.pickerRows(first).count == 5)
        let grown = try await session.waitForCount("5/5")
        #expect(Self.pickerRows(grown) == 1..<9)
    }

    @Test func aResizeRecomputesTheHeightAndRedraws() async throws {
        let session = try TmuxSession.start(shell: Self.script(before: 2, options: "--height 50% --min-height 2"), height: 20)
        defer { session.close() }
        _ = try await session.waitForCount("100/100")
        // Taller only: a narrower terminal rewraps the rows already drawn (tmux reflows them),
        // which moves the lines above in fzf too.
        _ = try TmuxSession.tmux(["resize-window", "-t", session.name, "-x", "80", "-y", "30"])
        let taller = try await session.waitUntil("15 rows") { Self.pickerRows($0).count == 15 && $0.count == "100/100" }
        #expect(taller.items.count == 12)
        #expect(taller.lines.filter { $0.hasPrefix("> Search") }.count == 1)
        try session.send(keys: "Escape")
        _ = try await session.waitForExit()
        let lines = try session.screen().lines.filter { !$0.isEmpty }
        #expect(lines == ["earlier 1", "earlier 2", "PROMPT rc=130"])
    }

    @Test func aClickCountsRowsFromThePickersFirstRow() async throws {
        let session = try TmuxSession.start(shell: Self.script(before: 5, options: "--height 8"), height: 20)
        defer { session.close() }
        _ = try await session.waitForCount("100/100")
        // The picker starts on screen row 6 (1-based); its fourth list row, "4", is on row 12.
        let click = "\u{1B}[<0;5;12M\u{1B}[<0;5;12m"
        try session.type(click)
        _ = try await session.waitUntil("4 highlighted") { $0.highlighted == "4" }
        try session.type(click)
        #expect(try await session.waitForExit().stdout == "4\n")
    }

    @Test func theWheelAndClicksCanBeReboundLikeKeys() async throws {
        let session = try TmuxSession.start(shell: Self.script(before: 1, options: "--height 8 --bind scroll-down:last,double-click:ignore"), height: 20)
        defer { session.close() }
        _ = try await session.waitForCount("100/100")
        try session.type("\u{1B}[<65;5;6M")
        _ = try await session.waitUntil("the last item highlighted") { $0.highlighted == "100" }
        try session.send(keys: "Enter")
        #expect(try await session.waitForExit().stdout == "100\n")
    }

    @Test(arguments: ["default", "reverse-list"])
    func theOtherLayoutsDrawInTheirRowsToo(layout: String) async throws {
        let session = try TmuxSession.start(shell: Self.script(before: 2, options: "--height 8 --layout \(layout)"), height: 20)
        defer { session.close() }
        let screen = try await session.waitUntil("the bar at the bottom of the picker") { $0.lines.contains { $0.hasPrefix("> Search") } }
        let bar = try #require(screen.lines.firstIndex { $0.hasPrefix("> Search") })
        #expect(bar == 9)
        #expect(Array(screen.lines.prefix(2)) == ["earlier 1", "earlier 2"])
        try session.send(keys: "Escape")
        _ = try await session.waitForExit()
        #expect(try session.screen().lines.filter { !$0.isEmpty } == ["earlier 1", "earlier 2", "PROMPT rc=130"])
    }

    @Test func ctrlZStopsTheJobAndFgDrawsThePickerAgain() async throws {
        let rc = "PS1='READY$ '\nunset PROMPT_COMMAND\n"
        let session = try TmuxSession.start(
            shell: "SWOOP=\"$SWOOP\" HOME=$PWD bash --noprofile --rcfile rc -i </dev/tty >/dev/tty 2>/dev/tty", files: ["rc": rc], height: 20)
        defer { session.close() }
        _ = try await session.waitForScreen(containing: "READY$")
        try session.type("seq 1 100 | \"$SWOOP\" --height 8")
        try session.send(keys: "Enter")
        _ = try await session.waitForCount("100/100")
        try session.send(keys: "C-z")
        let stopped = try await session.waitUntil("the job stopped") { $0.text.contains("Stopped") }
        #expect(!stopped.lines.contains { $0.hasPrefix("──") })
        try session.type("fg")
        try session.send(keys: "Enter")
        let again = try await session.waitForCount("100/100")
        #expect(again.items.prefix(2) == ["1", "2"])
        try session.send(keys: "Escape")
        let after = try await session.waitUntil("the prompt back, the picker gone") {
            $0.lines.last { !$0.isEmpty }?.hasPrefix("READY$") == true && !$0.lines.contains { $0.hasPrefix("──") }
        }
        #expect(after.lines.filter { $0.hasPrefix("READY$") }.count == 3)
    }

    @Test func headersMarksAndThePreviewWorkInline() async throws {
        let options = "--height 10 --header=HEAD --header-lines=1 --multi --preview 'echo P{}'"
        let session = try TmuxSession.start(shell: Self.script(before: 2, options: options), height: 20)
        defer { session.close() }
        let screen = try await session.waitUntil("the preview of 2") { $0.text.contains("│ P2") && $0.count == "99/99" }
        #expect(Array(screen.lines.prefix(2)) == ["earlier 1", "earlier 2"])
        #expect(screen.top == 2)
        #expect(screen.lines.contains { $0.hasPrefix("  HEAD") })
        #expect(Self.pickerRows(screen) == 2..<12)
        try session.send(keys: "Tab")
        try session.send(keys: "Tab")
        _ = try await session.waitUntil("two marked") { $0.infoLine.contains("(2)") }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "2\n3\n")
        #expect(try session.screen().lines.filter { !$0.isEmpty } == ["earlier 1", "earlier 2", "PROMPT rc=0"])
    }
}
