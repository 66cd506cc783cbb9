import Foundation
import Testing

/// The input's command and a reload's (their failure said, a `start` reload in place of piped
/// input, a new query while a reload's output is still to come), the events `focus` and `zero`
/// with no item, `toggle-all` against the mark limit and a styled separator, in the real binary
/// under the name fzf. Each expected screen is what the real fzf 0.74.5 drew for the same command
/// line and keys in a pane of the same size (40×6 unless said).
@Suite(.serialized)
struct InputAndEventsE2ETests {
    static let signs = ListActionsE2ETests.signs

    /// Runs `command` under the name fzf, waits for `ready`, sends `keys` (tmux key names; a
    /// `"text:"` prefix types the rest) and waits for `rows`; the session is closed after.
    static func expect(_ command: String, ready: String, keys: [String] = [], rows: [String], width: Int = 40) async throws {
        let session = try FzfNameE2ETests.asFzf(command, width: width, height: 6)
        defer { session.close() }
        try await session.waitForScreen(containing: ready)
        for key in keys {
            if key.hasPrefix("text:") { try session.type(String(key.dropFirst(5))) } else { try session.send(keys: key) }
            try await Task.sleep(for: .milliseconds(150))
        }
        try await session.waitUntil("the screen fzf draws") { $0.lines == rows }
    }

    @Test func aFailedDefaultCommandIsSaidInPlaceOfTheCounts() async throws {
        try await Self.expect("FZF_DEFAULT_COMMAND=false fzf \(Self.signs)", ready: "failed",
                              rows: ["", "", "", "", "  [Command failed: false] ─────────────", ">"])
    }

    @Test func aFailedReloadIsSaidWithItsCommand() async throws {
        try await Self.expect("seq 3 | fzf \(Self.signs) --bind 'space:reload(exit 3)'", ready: "3/3", keys: ["Space"],
                              rows: ["", "", "", "", "  [Command failed: exit 3] ────────────", ">"])
    }

    @Test func aCommandThatPrintedLinesIsNoFailureToSpeakOf() async throws {
        try await Self.expect("FZF_DEFAULT_COMMAND='echo a; false' fzf \(Self.signs)", ready: "1/1",
                              rows: ["", "", "", "> a", "  1/1 ─────────────────────────────────", ">"])
    }

    @Test func aStartReloadIsTheInputInPlaceOfWhatIsPiped() async throws {
        try await Self.expect("echo foo | fzf \(Self.signs) --bind 'start:reload:seq 2'", ready: "2/2",
                              rows: ["", "", "  2", "> 1", "  2/2 ─────────────────────────────────", ">"])
    }

    @Test func aNewQueryWhileAReloadsOutputIsToComeListsItsOutputSoFar() async throws {
        // fzf keeps the old list while the query stays; typed after the reload began, it shows the (empty) new one.
        let session = try FzfNameE2ETests.asFzf("seq 100 | fzf \(Self.signs) --query 99 --bind 'space:reload(sleep 2; seq 1000)' " +
                                                "--bind 'ctrl-e:transform-prompt(echo $FZF_TOTAL_COUNT/$FZF_MATCH_COUNT)'",
                                                width: 40, height: 6)
        defer { session.close() }
        try await session.waitForScreen(containing: "1/100")
        try session.send(keys: "Space")
        try await Task.sleep(for: .milliseconds(300))
        #expect(try FzfNameE2ETests.rows(session).contains("> 99"))
        try session.send(keys: "BSpace")
        // fzf's count keeps the old total (and FZF_TOTAL_COUNT too) until the reload reads its first line.
        try await session.waitUntil("nothing listed yet") { $0.lines[3].isEmpty && $0.lines[4].contains(" 0/100 ") }
        try session.send(keys: "C-e")
        try await session.waitForScreen(containing: "100/09")
        try await session.waitForScreen(containing: "271/1000", timeout: .seconds(10))
    }

    @Test func focusFiresWhenNoItemIsLeftAndItsPlaceholderIsEmpty() async throws {
        try await Self.expect("seq 100 | fzf \(Self.signs) --bind 'focus:transform-prompt(echo [{}])'", ready: "100/100",
                              keys: ["Up", "text:X"], rows: ["", "", "", "", "  0/100 ───────────────────────────────", "[]X"])
    }

    @Test func zeroRunsAPreviewWithoutPlaceholdersThoughNoItemIsThere() async throws {
        try await Self.expect("seq 10 | fzf \(Self.signs) --preview-window up,1,border-none --bind 'zero:preview(echo no match)'",
                              ready: "10/10", keys: ["text:99"],
                              rows: ["no match                            1/1", "", "", "", "  0/10 ────────────────────────────────", "> 99"])
    }

    @Test func toggleAllUnmarksThenMarksInOrderUpToTheLimit() async throws {
        try await Self.expect("seq 5 | fzf \(Self.signs) -m 3 --bind 'a:toggle-all'", ready: "5/5",
                              keys: ["Tab", "Up", "Up", "Up", "Tab", "a"],
                              rows: [" *5                                    │", "  4                                    │",
                                     ">*3                                    │", " *2", "  5/5 (3/3) ───────────────────────────", ">"])
    }

    @Test func theSeparatorsOwnColoursAndTabsAreDrawnRepeated() async throws {
        try await Self.expect("seq 100 | fzf \(Self.signs) -q55 --tabstop 4 --separator $'\\x1b[33ma\\tb'", ready: "1/100",
                              rows: ["", "", "", "> 55", "  1/100 a   ba   ba   ba   ba   ba   ba", "> 55"])
    }
}
