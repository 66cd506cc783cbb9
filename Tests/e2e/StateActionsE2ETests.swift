import Foundation
import Testing

/// `--bind` state actions in the real binary: `--disabled` with `toggle-search`, `change-prompt`,
/// `pos(-1)` and `accept-non-empty`.
@Suite(.serialized)
struct StateActionsE2ETests {
    @Test func scriptedBindingsChangeSearchPromptCursorAndAccepting() async throws {
        let session = try TmuxSession.start([
            "--disabled", "--bind", "ctrl-s:toggle-search,ctrl-p:change-prompt(pick> )+change-header[Fruit]+put:x",
            "--bind", "ctrl-l:pos(-1),enter:accept-non-empty", "items",
        ], files: ["items": "apple\nbanana\ncherry\n"])
        defer { session.close() }
        try await session.waitForCount("3/3")

        try session.type("an")
        try await session.waitUntil("the query typed, the list whole") { $0.searchBar.contains("an") && $0.count == "3/3" }
        try session.send(keys: "C-s")
        try await session.waitUntil("search on: banana alone") { $0.count == "1/3" && $0.items == ["banana"] }

        try session.send(keys: "C-p")
        let prompted = try await session.waitUntil("the new prompt") { $0.searchBar.hasPrefix("pick> anx") }
        #expect(prompted.count == "0/3")
        try await session.waitForScreen(containing: "Fruit")

        try session.send(keys: "Enter")
        try session.send(keys: "C-u")
        try await session.waitForCount("3/3")
        #expect(try session.screen().searchBar.hasPrefix("pick>"))
        try session.send(keys: "C-l")
        try await session.waitUntil("the cursor on the last line") { $0.highlighted == "cherry" }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "cherry\n")
        #expect(exit.stderr.isEmpty)
    }
}
