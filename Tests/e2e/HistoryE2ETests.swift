import Foundation
import Testing

/// `--history=FILE` in the real binary: accepted queries are kept, a cancelled one is not, and a later
/// run brings them back with Ctrl-P and Ctrl-N, the list filtered by each.
@Suite(.serialized)
struct HistoryE2ETests {
    static let items = ["items": "apple\nbanana\ncherry\ndate\n"]

    /// A new directory for a history file, outside the sessions' own (each removes its own when closed).
    static func scratchDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-history-e2e-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        return directory
    }

    /// Runs swoop with `--history=history` (and `arguments`) on the items, types `query`, waits for the
    /// `count` it leaves, then presses `key`; returns the status.
    func run(
        history: String, _ arguments: [String] = [], typing query: String, count: String = "1/4", then key: String
    ) async throws -> Int32 {
        let session = try TmuxSession.start(["--history", history] + arguments + ["items"], files: Self.items)
        defer { session.close() }
        try await session.waitForCount("4/4")
        try session.type(query)
        try await session.waitUntil("the query \(query) searched") { $0.searchBar.contains(query) && $0.count == count }
        try session.send(keys: key)
        return try await session.waitForExit().status
    }

    @Test func ctrlPAndCtrlNBringBackAcceptedQueriesAndTheFileIsFzfs() async throws {
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let history = directory.appendingPathComponent("history").path

        #expect(try await run(history: history, typing: "an", then: "Enter") == 0)
        #expect(try await run(history: history, typing: "pp", then: "C-c") == 130)
        #expect(try await run(history: history, typing: "ch", then: "Enter") == 0)
        #expect(try String(contentsOfFile: history, encoding: .utf8) == "an\nch\n")

        let session = try TmuxSession.start(["--history", history, "items"], files: Self.items)
        defer { session.close() }
        try await session.waitForCount("4/4")
        try session.send(keys: "C-p")
        try await session.waitUntil("the last query back, the list filtered") {
            $0.searchBar.contains("ch") && $0.count == "1/4" && $0.items == ["cherry"]
        }
        try session.send(keys: "C-p")
        try await session.waitUntil("the query before") { $0.searchBar.contains("an") && $0.items == ["banana"] }
        try session.send(keys: "C-n")
        try await session.waitUntil("forward again") { $0.searchBar.contains("ch") && $0.items == ["cherry"] }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "cherry\n")
        #expect(exit.stderr.isEmpty)

        // What fzf 0.74 writes for the same four runs (an, Ctrl-C, ch, Ctrl-P Ctrl-P Ctrl-N Enter).
        #expect(try String(contentsOfFile: history, encoding: .utf8) == "an\nch\nch\n")
        var status = stat()
        #expect(stat(history, &status) == 0 && status.st_mode & 0o777 == 0o600)
    }

    @Test func nothingPickedAndBecomeKeepTheQuery() async throws {
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let history = directory.appendingPathComponent("history").path

        // As fzf: Enter with nothing listed ends with status 1 and keeps the query; so does become(...).
        #expect(try await run(history: history, typing: "zz", count: "0/4", then: "Enter") == 1)
        #expect(try await run(history: history, ["--bind", "ctrl-b:become(exit 7)"], typing: "da", then: "C-b") == 7)
        #expect(try String(contentsOfFile: history, encoding: .utf8) == "zz\nda\n")
    }

    @Test func aHistoryFileInAMissingDirectoryIsFzfsErrorAndStatus2() async throws {
        let session = try TmuxSession.start(["--history", "missing/history", "items"], files: Self.items)
        defer { session.close() }
        let exit = try await session.waitForExit()
        #expect(exit.status == 2)
        #expect(exit.stderr == "swoop: invalid history file: open missing/history: no such file or directory\n")
        #expect(exit.stdout.isEmpty)
    }
}
