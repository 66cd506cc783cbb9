import Foundation
import Testing

/// fzf 0.74's tracking in the real binary under the name fzf: `--track` (`+T`), `track-current` (`+t`),
/// and with `--id-nth` a reload that holds the interface until the tracked item is back (`+T*`). Each
/// expected screen is what the real fzf 0.74.5 drew for the same command line and keys in 40 × 8
/// (the spinner's turn left out).
@Suite(.serialized)
struct TrackingE2ETests {
    static let signs = ListActionsE2ETests.signs + " --no-scrollbar"

    static func asFzf(_ command: String) throws -> TmuxSession {
        try FzfNameE2ETests.asFzf(command, width: 40, height: 8)
    }

    /// The screen's rows, a spinner at the start of a row shown as a blank.
    static func rows(_ screen: PickerScreen) -> [String] {
        screen.lines.map { line in
            guard let first = line.unicodeScalars.first, (0x2800...0x28FF).contains(first.value) else { return line }
            return " " + String(line.unicodeScalars.dropFirst())
        }
    }

    static func waitForRows(_ session: TmuxSession, _ expected: [String], _ what: String = "the screen fzf draws") async throws {
        try await session.waitUntil(what) { rows($0) == expected }
    }

    @Test func trackKeepsTheItemOnItsRowOnScreenAsTheQueryWidens() async throws {
        let session = try Self.asFzf("seq 1000 | fzf \(Self.signs) --query 555 --track")
        defer { session.close() }
        try await session.waitForScreen(containing: "1/1000 +T")
        let around = ["  558", "  557", "  556", "> 555", "  554", "  553"]
        try session.send(keys: "BSpace")
        try await Self.waitForRows(session, around + ["  28/1000 +T ──────────────────────────", "> 55"])
        try session.send(keys: "BSpace")
        try await Self.waitForRows(session, around + ["  271/1000 +T ─────────────────────────", "> 5"])
        try session.send(keys: "BSpace")
        try await Self.waitForRows(session, around + ["  1000/1000 +T ────────────────────────", ">"])
    }

    @Test func trackCurrentEndsWhenASearchLeavesTheItemOutOrTheCursorMovesAndUpThenTrackTracksTheNextItem() async throws {
        let session = try Self.asFzf("seq 1000 | fzf \(Self.signs) --query 55 --bind t:track,T:up+track")
        defer { session.close() }
        try await session.waitForScreen(containing: "28/1000")
        try session.type("t")
        try await session.waitForScreen(containing: "28/1000 +t")
        try session.send(keys: "BSpace")
        try await Self.waitForRows(session, ["  58", "  57", "  56", "> 55", "  54", "  53",
                                             "  271/1000 +t ─────────────────────────", "> 5"])
        // 55 does not match 54: tracking ends, the cursor on its row on screen from the top.
        try session.type("4")
        try await Self.waitForRows(session, ["  544", "  543", "  542", "> 541", "  540", "  54",
                                             "  28/1000 ─────────────────────────────", "> 54"])
        try session.send(keys: "BSpace")
        try session.type("t")
        try await session.waitForScreen(containing: "271/1000 +t")
        try session.send(keys: "Up")
        try await Self.waitForRows(session, ["  55", "  54", "  53", "> 52", "  51", "  50",
                                             "  271/1000 ────────────────────────────", "> 5"])
        try session.type("T")
        try await Self.waitForRows(session, ["  56", "  55", "  54", "> 53", "  52", "  51",
                                             "  271/1000 +t ─────────────────────────", "> 5"])
    }

    @Test func anIdNthReloadHoldsTheListAndTheKeysUntilTheTrackedItemComes() async throws {
        let session = try Self.asFzf(
            "seq 5 | fzf \(Self.signs) --track --id-nth .. --bind 'ctrl-r:reload:sleep 0.5; seq 2 5; sleep 1.5; echo 1'")
        defer { session.close() }
        try await session.waitForScreen(containing: "5/5 +T")
        try session.send(keys: "C-r")
        let held = ["", "  5", "  4", "  3", "  2", "> 1"]
        try await Self.waitForRows(session, held + ["  5/5 +T* ─────────────────────────────", ">"])
        // The new lines are counted, not drawn; typing and moving do nothing meanwhile.
        try await Self.waitForRows(session, held + ["  4/4 +T* ─────────────────────────────", ">"])
        try session.type("x")
        try session.send(keys: "Up")
        try await Self.waitForRows(session, ["", "> 1", "  5", "  4", "  3", "  2",
                                             "  5/5 +T ──────────────────────────────", ">"], "the item back")
        try session.type("x")
        try await session.waitForScreen(containing: "0/5 +T")
    }

    @Test func escAndToggleTrackEndTheWaitButNotThePicker() async throws {
        let session = try Self.asFzf("seq 5 | fzf \(Self.signs) --id-nth .. "
            + "--bind 't:track-current,ctrl-r:reload:sleep 1; seq 2 5; sleep 2; echo 1' --bind ctrl-t:toggle-track")
        defer { session.close() }
        try await session.waitForScreen(containing: "5/5")
        try session.send(keys: "Up")
        try session.type("t")
        try await session.waitForScreen(containing: "5/5 +t")
        try session.send(keys: "C-r")
        try await session.waitForScreen(containing: "5/5 +t*")
        try session.send(keys: "Escape")
        try await Self.waitForRows(session, ["", "  5", "  4", "  3", "> 2", "  1",
                                             "  5/5 +t ──────────────────────────────", ">"])
        try await Self.waitForRows(session, ["", "", "  5", "  4", "> 3", "  2",
                                             "  4/4 +t ──────────────────────────────", ">"])
        try session.send(keys: "C-r")
        try await session.waitForScreen(containing: "4/4 +t*")
        // toggle-track leaves tracking the current item on, and ends the wait.
        try session.send(keys: "C-t")
        try await session.waitForScreen(containing: "4/4 +t ")
    }

    @Test func aReloadSyncHoldsUntilItsOutputIsCompleteWhileABackgroundTransformApplies() async throws {
        let session = try Self.asFzf("seq 5 | fzf \(Self.signs) --track --id-nth .. "
            + "--bind 'ctrl-r:bg-transform-header(echo hello)+reload-sync(sleep 0.5; echo 1; sleep 1; seq 2 10)'")
        defer { session.close() }
        try await session.waitForScreen(containing: "5/5 +T")
        try session.send(keys: "C-r")
        let list = ["  5", "  4", "  3", "  2", "> 1", "  hello"]
        try await Self.waitForRows(session, list + ["  5/5 +T* ─────────────────────────────", ">"])
        // Never unblocked on part of the output: the count is the whole output's once +T shows.
        let done = try await session.waitUntil("the output complete") { !$0.text.contains("+T*") }
        #expect(Self.rows(done) == list + ["  10/10 +T ────────────────────────────", ">"])
    }
}
