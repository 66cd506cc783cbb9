import Foundation
import Testing

/// fzf's list, mark, wait and background actions in the real binary under the name fzf. Each expected
/// screen is what the real fzf 0.74.5 drew for the same command line and keys in a pane of the same size.
@Suite(.serialized)
struct ListActionsE2ETests {
    /// Readable signs: fzf's pointer and gutter are colours only.
    static let signs = "--pointer='>' --marker='*' --gutter=' '"

    /// A bash command line run with `fzf` first on PATH, a link to the binary under test, in a pane 40 wide.
    static func asFzf(_ command: String, height: Int = 8) throws -> TmuxSession {
        try FzfNameE2ETests.asFzf(command, width: 40, height: height)
    }

    /// The pane's rows, trailing blanks trimmed (tmux trims them).
    static func rows(_ session: TmuxSession) throws -> [String] {
        try FzfNameE2ETests.rows(session)
    }

    /// Waits until the pane's rows are `expected`; throws with the last screen on timeout.
    static func waitForRows(_ session: TmuxSession, _ expected: [String]) async throws {
        try await session.waitUntil("the screen fzf draws") { $0.lines == expected }
    }

    @Test func waitHoldsTheActionsAfterItUntilTheSearchIsDone() async throws {
        let session = try Self.asFzf("seq 100 | fzf --bind 'space:change-query(55)+wait+accept'")
        defer { session.close() }
        try await session.waitForScreen(containing: "100/100")
        try session.send(keys: "Space")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "55\n")
    }

    @Test func aLongWaitIsShownAndCtrlCEndsOnlyTheWait() async throws {
        let session = try Self.asFzf("(seq 100; sleep 15) | fzf \(Self.signs) --bind start:wait")
        defer { session.close() }
        try await session.waitForScreen(containing: "100/100 (..)")
        // Keys are ignored while waiting.
        try session.type("5")
        try session.send(keys: "C-c")
        try await session.waitUntil("the wait ended") { !$0.text.contains("(..)") && $0.text.contains("100/100") }
        #expect(try Self.rows(session).last == ">")
        try session.type("99")
        try await session.waitUntil("the query typed after the wait") { $0.text.contains("1/100") && $0.lines.last == "> 99" }
    }

    @Test func backgroundTransformsApplyWhenTheyEndAndBgCancelDropsThoseRunning() async throws {
        let session = try Self.asFzf(
            "seq 0 1 | fzf \(Self.signs) --bind 'space:bg-cancel+bg-transform-header(sleep {}; echo [{}])'", height: 6)
        defer { session.close() }
        try await session.waitForScreen(containing: "2/2")
        try session.type("1")
        try await session.waitForScreen(containing: "1/2")
        try session.send(keys: "Space")
        try session.send(keys: "BSpace")
        try await session.waitForScreen(containing: "2/2")
        try session.send(keys: "Space")
        try await Self.waitForRows(session, ["", "  1", "> 0", "  [0]", "  2/2 ─────────────────────────────────", ">"])
        // The cancelled `sleep 1; echo [1]` never shows.
        try await Task.sleep(for: .seconds(2))
        #expect(try Self.rows(session) == ["", "  1", "> 0", "  [0]", "  2/2 ─────────────────────────────────", ">"])
    }

    @Test func excludedLinesStayOutUntilAReload() async throws {
        let session = try Self.asFzf("seq 20 | fzf \(Self.signs) --multi --bind 'a:exclude,m:exclude-multi,r:reload(seq 20)'")
        defer { session.close() }
        try await session.waitForScreen(containing: "20/20")
        try session.type("a")
        try await session.waitForScreen(containing: "19/20")
        try session.send(keys: "Up")
        try session.send(keys: "BTab")
        try session.send(keys: "BTab")
        try await session.waitForScreen(containing: "19/20 (2)")
        try session.type("m")
        try await Self.waitForRows(session, [
            "  10", "  9", "  8", "> 7", "  6                                    │", "  5                                    │",
            "  17/20 (0) ───────────────────────────", ">",
        ])
        try session.type("r")
        try await Self.waitForRows(session, [
            "  7", "  6", "  5", "> 4", "  3", "  2                                    │",
            "  20/20 (0) ───────────────────────────", ">",
        ])
    }

    @Test func changeMultiTurnsMarkingOnWithALimit() async throws {
        let session = try Self.asFzf("seq 5 | fzf \(Self.signs) --bind 'a:change-multi(2)'")
        defer { session.close() }
        try await session.waitForScreen(containing: "5/5")
        try session.type("a")
        try await session.waitForScreen(containing: "5/5 (0/2)")
        for _ in 0..<3 { try session.send(keys: "BTab") }
        try await Self.waitForRows(session, ["", "  5", "  4", "> 3", " *2", " *1", "  5/5 (2/2) ───────────────────────────", ">"])
    }

    @Test func theListKeepsFzfsThreeRowsAroundTheCursorAndOffsetMiddleCentresIt() async throws {
        let session = try Self.asFzf("seq 100 | fzf \(Self.signs) --bind space:offset-middle", height: 10)
        defer { session.close() }
        try await session.waitForScreen(containing: "100/100")
        for _ in 0..<6 { try session.send(keys: "Up") }
        try await Self.waitForRows(session, [
            "  10", "  9", "  8", "> 7", "  6", "  5", "  4", "  3                                    │",
            "  100/100 ─────────────────────────────", ">",
        ])
        try session.send(keys: "PgUp")
        try session.send(keys: "PgUp")
        try session.send(keys: "Space")
        try await Self.waitForRows(session, [
            "  25", "  24", "  23", "  22", "> 21", "  20", "  19                                   │", "  18",
            "  100/100 ─────────────────────────────", ">",
        ])
    }
}
