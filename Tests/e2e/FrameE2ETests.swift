import Foundation
import Testing

/// The parts' frames (`--style=full`, `--list-border`…) on the real binary in a real terminal.
@Suite(.serialized)
struct FrameE2ETests {
    @Test func styleFullFramesTheInputTheHeaderAndTheListBelowTheCursor() async throws {
        let script = """
        echo before > /dev/tty
        seq 1 20 | "$SWOOP" --style=full --header=hd --height=10 & echo $! > swoop.pid; wait $!; rc=$?
        echo "PROMPT rc=$rc" > /dev/tty
        (exit $rc)
        """
        let session = try TmuxSession.start(shell: script, width: 30, height: 20)
        defer { session.close() }
        let screen = try await session.waitUntil("the frames drawn, the input read") {
            $0.lines.count > 10 && $0.lines[10].hasPrefix("╰") && $0.lines[2].contains("20/20") && $0.lines[9].contains("2")
        }
        // fzf --style=full --header=hd --height=10 --layout=reverse: ten rows under the line printed before.
        #expect(screen.lines[0] == "before")
        #expect(Array(screen.lines[1...10]) == [
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
        // The cursor moves inside the list's frame, and Enter picks what it is on.
        try session.send(keys: "Down")
        _ = try await session.waitUntil("cursor on 2") { $0.lines.count > 9 && $0.lines[9].hasPrefix("│ > 2") }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "2\n")
        // Every framed row is cleared on the way out.
        let after = try await session.waitUntil("the prompt") { $0.text.contains("PROMPT rc=0") }
        #expect(after.lines.prefix(2) == ["before", "PROMPT rc=0"])
    }

    @Test func badFrameValuesEndWithFzfsMessageAndStatusTwo() async throws {
        for (arguments, message) in [
            (["--list-border=line"], "list border cannot be 'line'"), (["--input-border=bogus"], "invalid border style"),
            (["--header-border=inline", "--list-border=inline"], "inline border is only supported for --header-border"),
            (["--header-label-pos=x"], "not a valid integer: x"),
        ] {
            let session = try TmuxSession.start(arguments)
            defer { session.close() }
            let exit = try await session.waitForExit()
            #expect(exit.status == 2, "\(arguments)")
            #expect(exit.stderr.hasPrefix("swoop: " + message), "\(arguments): \(exit.stderr)")
        }
    }
}
