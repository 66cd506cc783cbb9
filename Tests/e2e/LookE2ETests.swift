import Foundation
import Testing

/// The look options on the real binary in a real terminal.
@Suite(.serialized)
struct LookE2ETests {
    @Test func borderWithALabelFramesThePickerAndPicksAsUsual() async throws {
        let numbers = (1...20).map(String.init).joined(separator: "\n") + "\n"
        let session = try TmuxSession.start(["--border", "--border-label= Hi ", "numbers.txt"], files: ["numbers.txt": numbers],
                                            width: 30, height: 8)
        defer { session.close() }
        let screen = try await session.waitUntil("drawn in its border") { $0.row(3).hasPrefix("│ 20/20") }
        // fzf --border --border-label=' Hi ' on 30 columns.
        #expect(screen.row(0) == "╭──────────── Hi ────────────╮")
        #expect(screen.row(1).hasPrefix("│ > Search here..."))
        #expect(screen.row(4).hasPrefix("│ > 1"))
        #expect(screen.row(7) == "╰────────────────────────────╯")
        // The cursor moves within the border, and Enter picks what it is on.
        try session.send(keys: "Down", "Down")
        _ = try await session.waitUntil("cursor on 3") { $0.row(6).hasPrefix("│ > 3") }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "3\n")
    }

    @Test func wrapShowsALongItemOverSeveralRowsAndPicksItWhole() async throws {
        let long = (1...60).map { String($0 % 10) }.joined()
        let session = try TmuxSession.start(["--wrap", "items.txt"], files: ["items.txt": long + "\nshort\n"], width: 30, height: 10)
        defer { session.close() }
        // As fzf: the pointer on each of the highlighted item's rows.
        let screen = try await session.waitUntil("wrapped") { $0.row(4).hasPrefix("> ↳ ") }
        #expect(screen.row(3) == "> " + String(long.prefix(28)))
        #expect(screen.row(4) == "> ↳ " + String(long.dropFirst(28).prefix(26)))
        #expect(screen.row(5) == "> ↳ " + String(long.dropFirst(54)))
        #expect(screen.row(6) == "  short")
        try session.send(keys: "Down")
        _ = try await session.waitUntil("cursor on short") { $0.row(6).hasPrefix("> short") }
        try session.send(keys: "Up", "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == long + "\n")
    }

    @Test func badLookValuesEndWithFzfsMessageAndStatusTwo() async throws {
        for (arguments, message) in [
            (["--border=bogus"], "invalid border style"), (["--pointer=abc"], "pointer display width should be up to 2"),
            (["--margin=1,2,3,4,5"], "invalid margin: 1,2,3,4,5"), (["--scrollbar=abc"], "--scrollbar should be given one or two characters"),
            (["--style=x"], "unsupported style preset: x"), (["--wrap=x"], "invalid wrap mode: x"), (["--gap=x"], "not a valid integer: x"),
            (["--info=x"], "invalid info style"), (["--border-label-pos=x"], "not a valid integer: x"),
        ] {
            let session = try TmuxSession.start(arguments)
            defer { session.close() }
            let exit = try await session.waitForExit()
            #expect(exit.status == 2, "\(arguments)")
            #expect(exit.stderr.hasPrefix("swoop: " + message), "\(arguments): \(exit.stderr)")
        }
    }
}
