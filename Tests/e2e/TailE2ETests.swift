import Foundation
import Testing

/// `--tail=N` in the real binary under the name fzf: only the last N items read count, in `--filter`
/// and in the picker while the input streams and after a reload. Expected answers are what the real
/// fzf 0.74.5 printed and drew for the same command lines, keys and pane size.
@Suite(.serialized)
struct TailE2ETests {
    @Test(arguments: [
        (["--tail", "3", "-f", ""], "8\n9\n10\n"),
        (["--tail", "3", "-f", "1"], "10\n"),
        (["--tail", "3", "--tac", "-f", ""], "10\n9\n8\n"),
    ])
    func filterKeepsTheLastItems(arguments: [String], expected: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-tail-" + UUID().uuidString).path
        try Data((1...10).map { "\($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try SwoopBinary.runDirect(arguments + [path])
        #expect(result.stdout == expected, "\(arguments)")
    }

    @Test func theListKeepsTheLastItemsAsTheyStreamAndAfterAReload() async throws {
        let session = try FzfNameE2ETests.asFzf(
            "(seq 5; sleep 1; seq 6 12) | fzf --tail 4 --pointer='>' --gutter=' ' --bind 'ctrl-r:reload(seq 20)'",
            width: 30, height: 8)
        defer { session.close() }
        try await session.waitUntil("the last four of twelve") {
            $0.lines == ["", "", "  12", "  11", "  10", "> 9", "  4/4 ───────────────────────", ">"]
        }
        try session.type("1")
        try await session.waitUntil("the matches among them") {
            $0.lines == ["", "", "", "  12", "  11", "> 10", "  3/4 ───────────────────────", "> 1"]
        }
        try session.send(keys: "C-r")
        try await session.waitUntil("the last four of the reload's") {
            $0.lines == ["", "", "", "  19", "  18", "> 17", "  3/4 ───────────────────────", "> 1"]
        }
    }
}
