import Foundation
import Testing

/// fzf's raw mode (`--raw`, `toggle-raw`) in the real binary under the name fzf. Each expected screen is
/// what the real fzf 0.74.5 drew for the same command line and keys in a pane of the same size.
@Suite(.serialized)
struct RawModeE2ETests {
    @Test func rawModeListsEveryItemAndToggleRawShowsTheMatchesAlone() async throws {
        let session = try FzfNameE2ETests.asFzf(
            "seq 20 | fzf --pointer='>' --marker='*' --gutter=' ' --raw --multi --bind ctrl-x:toggle-raw", width: 40, height: 8)
        defer { session.close() }
        try await session.waitForScreen(containing: "20/20")
        try session.type("1")
        try await session.waitForScreen(containing: "11/20")
        // Up to "2" (no match), Tab marks it and moves on, Ctrl-P (up-match) skips to the next match.
        try session.send(keys: "Up", "Tab", "C-p")
        let raw = ["▖ 13", "▖ 12", "▖ 11", "> 10                                   │", "▖ 9", "▖ 8",
                   "  11/20 (1) ───────────────────────────", "> 1"]
        try await session.waitUntil("raw mode's screen") { $0.lines == raw }
        try session.send(keys: "C-x")
        let matches = ["  14", "  13", "  12", "  11                                   │", "> 10                                   │",
                       "  1                                    │", "  11/20 (0) ───────────────────────────", "> 1"]
        try await session.waitUntil("the matches alone, the mark on 2 gone") { $0.lines == matches }
        try session.send(keys: "C-x", "Up", "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "11\n")
    }

    @Test func acceptPicksAnItemThatDoesNotMatchAndCommandsAreToldSo() async throws {
        let session = try FzfNameE2ETests.asFzf(
            "seq 20 | fzf --raw --bind 'space:transform-prompt:echo \"[$FZF_RAW $FZF_POS {}] \"'", width: 40, height: 8)
        defer { session.close() }
        try await session.waitForScreen(containing: "20/20")
        try session.type("5")
        try await session.waitForScreen(containing: "2/20")
        try session.send(keys: "Up", "Space")
        try await session.waitForScreen(containing: "[0 2 '2'] 5")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "2\n")
    }
}
