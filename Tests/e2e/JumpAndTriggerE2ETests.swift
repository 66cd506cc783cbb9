import Foundation
import Testing

/// fzf's jump mode, `trigger`, `toggle-bind`, and the `every(N)`, `result-final` and `click-header`
/// events in the real binary under the name fzf. Each expected screen is what the real fzf 0.74.5
/// drew for the same command line and keys in a pane of the same size.
@Suite(.serialized)
struct JumpAndTriggerE2ETests {
    /// Readable signs: fzf's pointer and gutter are colours only.
    static let signs = ListActionsE2ETests.signs

    static func asFzf(_ command: String, height: Int = 8) throws -> TmuxSession {
        try FzfNameE2ETests.asFzf(command, width: 40, height: height)
    }

    static func waitForRows(_ session: TmuxSession, _ expected: [String]) async throws {
        try await session.waitUntil("the screen fzf draws") { $0.lines == expected }
    }

    @Test func jumpLabelsTheRowsAndALabelMovesTheCursorKeepingTheMarks() async throws {
        let session = try Self.asFzf("seq 1000 | fzf \(Self.signs) --multi --jump-labels 12345 --bind ctrl-j:jump")
        defer { session.close() }
        try await session.waitForScreen(containing: "1000/1000")
        try session.send(keys: "C-j")
        try await Self.waitForRows(session, [
            "  6", "5 5", "4 4", "3 3", "2 2", "1 1                                    │",
            "  1000/1000 (0) ───────────────────────", ">",
        ])
        try session.type("4")
        try session.send(keys: "Tab")
        // Another key only ends jump mode: `x` is not typed.
        try session.send(keys: "C-j")
        try session.type("x")
        try await Self.waitForRows(session, [
            "  6", "  5", " *4", "> 3", "  2", "  1                                    │",
            "  1000/1000 (1) ───────────────────────", ">",
        ])
    }

    @Test func jumpAcceptPicksTheLabelledItemAndTheEventsFire() async throws {
        let session = try Self.asFzf(
            "seq 1000 | fzf --jump-labels 12345 --bind 'ctrl-j:jump-accept,jump:execute-silent(echo jumped {} >> log)'; cat log")
        defer { session.close() }
        try await session.waitForScreen(containing: "1000/1000")
        try session.send(keys: "C-j")
        try await session.waitForScreen(containing: "5 5")
        try session.type("3")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "3\njumped 3\n")
    }

    @Test func jumpCancelFiresOnAKeyThatIsNoLabelAndTheKeyDoesNothingElse() async throws {
        let session = try Self.asFzf("seq 100 | fzf \(Self.signs) --jump-labels 12345 --bind 'ctrl-j:jump,jump-cancel:change-prompt(cancelled> )'",
                                     height: 6)
        defer { session.close() }
        try await session.waitForScreen(containing: "100/100")
        try session.send(keys: "C-j")
        try await session.waitForScreen(containing: "3 3")
        try session.send(keys: "C-c")
        try await Self.waitForRows(session, ["  4", "  3", "  2", "> 1                                    │",
                                             "  100/100 ─────────────────────────────", "cancelled>"])
    }

    @Test func toggleBindAndTriggerRunAsInFzf() async throws {
        let session = try Self.asFzf("""
            seq 100 | fzf \(Self.signs) --bind 'c:clear-query,f:toggle-bind(c),x:trigger(y)+put(Z),y:put(Y),z:put(z)+trigger(z,y,y)'
            """, height: 6)
        defer { session.close() }
        try await session.waitForScreen(containing: "100/100")
        // c clears; f unbinds it (typed), f binds it again (clears); x runs y's put before its own; z
        // does not trigger itself, and a key named twice runs twice.
        for key in ["a", "c", "f", "c", "a", "b", "f", "c", "x", "z"] { try session.type(key) }
        try await session.waitUntil("the query fzf makes") { $0.lines.last == "> YZzzYYYY" }
    }

    @Test func everyTicksWithTheIdleTimeAndTheLastKey() async throws {
        let session = try Self.asFzf("seq 100 | fzf \(Self.signs) --bind 'every(0.2):transform-header(echo s=$FZF_IDLE_TIME k=$FZF_KEY)'",
                                     height: 6)
        defer { session.close() }
        try await session.waitForScreen(containing: "s=1 k=")
        try session.type("x")
        try await session.waitForScreen(containing: "s=0 k=x")
        try await session.waitForScreen(containing: "s=1 k=x")
    }

    @Test func resultFinalFiresOnceTheInputIsRead() async throws {
        let session = try Self.asFzf("""
            (seq 10; sleep 1) | fzf \(Self.signs) --query 1 --bind 'result:transform-prompt(echo R=$FZF_MATCH_COUNT)' \
            --bind 'result-final:transform-header(echo F=$FZF_MATCH_COUNT)'
            """, height: 6)
        defer { session.close() }
        let loading = try await session.waitUntil("the first result") { $0.lines.last == "R=21" }
        #expect(!loading.text.contains("F="))
        try await Self.waitForRows(session, ["", "  10", "> 1", "  F=2", "  2/10 ────────────────────────────────", "R=21"])
    }

    @Test func clickHeaderTellsTheLineColumnWordAndField() async throws {
        let session = try Self.asFzf("""
            printf 'HL1:a\\nHL2: b c\\nx\\ny\\n' | fzf --delimiter : --layout reverse --header-lines 2 \
            --header $'H1 foo\\n  H2:bar baz' --bind 'click-header:transform-prompt(echo \
            "$FZF_CLICK_HEADER_LINE:$FZF_CLICK_HEADER_COLUMN:$FZF_CLICK_HEADER_WORD:$FZF_CLICK_HEADER_NTH> ")'
            """, height: 10)
        defer { session.close() }
        try await session.waitForScreen(containing: "2/2")
        // (row, column) from 1, and what fzf says of a click there.
        let clicks: [(Int, Int, String)] = [(4, 3, "2:1::>"), (4, 5, "2:3:  H2::2>"), (4, 9, "2:7:bar baz:3>"),
                                            (5, 6, "3:4:HL1::4>"), (6, 8, "4:6: b c:7..>")]
        for (row, column, answer) in clicks {
            try session.type("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")
            try await session.waitUntil("fzf's answer \(answer)") { $0.lines.first == answer }
        }
    }
}
