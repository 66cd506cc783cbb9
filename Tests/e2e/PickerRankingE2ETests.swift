import Foundation
import Testing

/// The picker and `--filter` rank alike on the bench's corpus: after each key typed, and after
/// backspaces and a mid-query edit, the count and the rows on screen are what `--filter` prints
/// first, in its order (never a preliminary order).
@Suite(.serialized)
struct PickerRankingE2ETests {
    /// Lines of the bench's corpus (`bench/corpus.py`: deterministic, paths with some non-ASCII).
    static let corpusLines = 100_000

    /// Writes the corpus into a file of its own and returns its path.
    static func writeCorpus() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-e2e-corpus-\(UUID().uuidString).txt").path
        let generator = SwoopBinary.packageRoot.appendingPathComponent("bench/corpus.py").path
        let result = try ChildProcess.run("/usr/bin/env", ["python3", generator, String(corpusLines)],
                                          environment: ProcessInfo.processInfo.environment, timeout: .seconds(60))
        try #require(result.status == 0, "corpus.py: \(result.stderr)")
        try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The count and first `rows` lines `swoop --filter query` prints for `corpus`.
    static func filtered(_ query: String, corpus: String, rows: Int) throws -> (count: Int, top: [String]) {
        let result = try SwoopBinary.runDirect(["--filter", query, corpus], timeout: .seconds(30))
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        return (lines.count, Array(lines.prefix(rows)))
    }

    /// Waits until the screen shows `query` with `--filter`'s count and first rows.
    static func waitForFilterRanking(_ session: TmuxSession, query: String, corpus: String) async throws {
        let rows = session.height - 4
        let (count, top) = try filtered(query, corpus: corpus, rows: rows)
        let expected = "\(count)/\(corpusLines)"
        let screen = try await session.waitUntil("\(query): \(expected) ranked as --filter") { screen in
            screen.searchBar.hasSuffix(query) && screen.count == expected
                && zip(screen.items, top).allSatisfy { shown, line in shown.trimmingCharacters(in: .whitespaces) == line }
        }
        #expect(screen.items.count >= min(rows, count))
    }

    @Test func typedBackspacedAndEditedQueriesRankAsFilterDoes() async throws {
        let corpus = try Self.writeCorpus()
        defer { unlink(corpus) }
        let picker = try TmuxSession.start([corpus], width: 160, height: 30)
        defer { picker.close() }
        try await picker.waitForCount("\(Self.corpusLines)/\(Self.corpusLines)")
        var typed = ""
        for character in "usrbinpy" {
            try picker.type(String(character))
            typed.append(character)
            try await Self.waitForFilterRanking(picker, query: typed, corpus: corpus)
        }
        // Backspace twice: the kept results of the shorter queries, ranked the same.
        for _ in 0..<2 {
            try picker.send(keys: "BSpace")
            typed.removeLast()
            try await Self.waitForFilterRanking(picker, query: typed, corpus: corpus)
        }
        // An edit in the middle: `usrbin` → `usrxbin`.
        try picker.send(keys: "Left", "Left", "Left")
        try picker.type("x")
        try await Self.waitForFilterRanking(picker, query: "usrxbin", corpus: corpus)
    }
}
