import Foundation
import Testing

/// fzf's actions that change what the picker shows, in the real binary under the name fzf: `close`,
/// `toggle-input` with `--no-input`, `toggle-wrap-word` on Ctrl-/ and Alt-/, `toggle-header`,
/// `clear-screen` on Ctrl-L and `bell`. Each answer is what the real fzf 0.74 did for the same keys.
@Suite(.serialized)
struct ViewActionsE2ETests {
    @Test func closeHidesThePreviewThenQuits() async throws {
        let session = try FzfNameE2ETests.asFzf("seq 100 | fzf --preview 'echo foo' --bind ctrl-c:close", width: 40, height: 8)
        defer { session.close() }
        try await session.waitForScreen(containing: "foo")
        try session.send(keys: "C-c")
        try await session.waitUntil("the preview gone") { !$0.text.contains("foo") && $0.text.contains("100/100") }
        try session.type("10")
        try await session.waitForScreen(containing: "2/100")
        try session.send(keys: "C-c")
        let exit = try await session.waitForExit()
        #expect(exit.status == 130)
        #expect(exit.stdout.isEmpty)
    }

    @Test func aHiddenInputTakesNoTypingUntilShown() async throws {
        let session = try FzfNameE2ETests.asFzf(
            "seq 1000 | fzf --no-input --bind 'space:toggle-input,ctrl-s:execute-silent(echo \"$FZF_INPUT_STATE\" >> states)'",
            width: 30, height: 8)
        defer { session.close() }
        try await session.waitForScreen(containing: "▌ 7")
        #expect(!(try session.capture()).contains("1000"))
        try session.type("12")
        try session.send(keys: "C-s")
        try await session.waitUntil("the state written") { _ in Self.read("states", in: session) == "hidden\n" }
        try session.send(keys: "Space")
        try session.type("3")
        try await session.waitUntil("the input shown, 3 typed") { $0.lines.last == "> 3" && $0.text.contains("271/1000") }
        try session.send(keys: "C-s")
        try await session.waitUntil("the state written again") { _ in Self.read("states", in: session) == "hidden\nenabled\n" }
    }

    @Test func ctrlSlashAndAltSlashWrapAtWords() async throws {
        let long = "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk"
        let session = try FzfNameE2ETests.asFzf(
            "printf '\(long)\\nshort\\n' | fzf --bind 'ctrl-s:execute-silent(echo \"${FZF_WRAP:-none}\" >> wraps)'",
            width: 30, height: 8)
        defer { session.close() }
        try await session.waitForScreen(containing: "2/2")
        try session.send(keys: "C-s")
        try session.send(keys: "C-_")
        let wrapped = try await session.waitUntil("wrapped at words") { $0.text.contains("↳ kkkk") }
        #expect(Array(wrapped.lines[2...5]) == ["▌ short", "▌ aaaa bbbb cccc dddd eeee", "▌ ↳ ffff gggg hhhh iiii jjjj", "▌ ↳ kkkk"])
        try session.send(keys: "C-s")
        try session.send(keys: "M-/")
        try await session.waitUntil("cut again") { $0.text.contains("▌ aaaa bbbb cccc dddd eeee ··") }
        try session.send(keys: "C-s")
        try await session.waitUntil("three states written") { _ in Self.read("wraps", in: session) == "none\nword\nnone\n" }
    }

    @Test func toggleHeaderHidesBothHeaders() async throws {
        let session = try FzfNameE2ETests.asFzf("seq 5 | fzf --header foo --header-lines 2 --bind space:toggle-header",
                                                width: 30, height: 8)
        defer { session.close() }
        try await session.waitForScreen(containing: "foo")
        try session.send(keys: "Space")
        let hidden = try await session.waitUntil("the header hidden") { !$0.text.contains("foo") }
        #expect(hidden.lines == ["", "", "", "▌ 5", "▌ 4", "▌ 3", "  3/3 ───────────────────────", ">"])
        try session.send(keys: "Space")
        try await session.waitUntil("the header back") { $0.lines == ["▌ 5", "▌ 4", "▌ 3", "  2", "  1", "  foo",
                                                                      "  3/3 ───────────────────────", ">"] }
    }

    @Test func ctrlLDrawsTheScreenAgainOverWhatACommandWrote() async throws {
        let session = try FzfNameE2ETests.asFzf("seq 3 | fzf --bind 'a:execute-silent(printf GARBAGE > /dev/tty)'",
                                                width: 40, height: 6)
        defer { session.close() }
        try await session.waitForScreen(containing: "3/3")
        try session.send(keys: "a")
        try await session.waitForScreen(containing: "GARBAGE")
        try session.send(keys: "C-l")
        let cleared = try await session.waitUntil("drawn again") { !$0.text.contains("GARBAGE") }
        #expect(cleared.lines.last == ">")
    }

    @Test func bellRingsTheTerminal() async throws {
        let session = try FzfNameE2ETests.asFzf("seq 3 | fzf --bind a:bell", width: 40, height: 6)
        defer { session.close() }
        let output = session.directory.appendingPathComponent("terminal-output")
        let pipe = try TmuxSession.tmux(["pipe-pane", "-t", session.name, "-o", "cat >> \(TmuxSession.shellQuote(output.path))"])
        #expect(pipe.status == 0)
        try await session.waitForScreen(containing: "3/3")
        try session.send(keys: "a")
        try await session.waitUntil("a bell") { _ in
            ((try? Data(contentsOf: output)) ?? Data()).contains(0x07)
        }
    }

    /// A file the session's commands wrote in its directory ("" before it exists).
    static func read(_ name: String, in session: TmuxSession) -> String {
        (try? String(contentsOf: session.directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
}
