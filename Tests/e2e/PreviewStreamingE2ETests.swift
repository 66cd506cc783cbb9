import Foundation
import Testing

extension PickerScreen {
    /// The text of the preview pane: what lies between the border's `│`s on each line, the
    /// scroll position (`1/1000`) in the corner left out, blank lines dropped.
    var paneLines: [String] {
        lines.compactMap { line in
            guard let bar = line.range(of: "│") else { return nil }
            var text = line[bar.upperBound...].trimmingCharacters(in: .whitespaces)
            if text.hasSuffix("│") { text = String(text.dropLast()).trimmingCharacters(in: .whitespaces) }
            if let last = text.split(separator: " ").last, text.contains("  "), last.contains("/"),
               last.split(separator: "/").allSatisfy({ $0.allSatisfy(\.isNumber) }) {
                text = String(text.dropLast(last.count)).trimmingCharacters(in: .whitespaces)
            }
            return text.isEmpty ? nil : text
        }
    }
}

/// `--preview` output streams into the pane as the command writes it.
@Suite(.serialized)
struct PreviewStreamingE2ETests {
    let items = ["items": "alpha\nbeta\n"]

    @Test func outputShowsAsItIsWrittenNotWhenTheCommandEnds() async throws {
        let session = try TmuxSession.start(["--preview=echo hi {}; sleep 5; echo bye {}", "items"], files: items)
        defer { session.close() }
        _ = try await session.waitUntil("drawn") { $0.count == "2/2" }
        let start = ContinuousClock.now
        let screen = try await session.waitUntil("the first line in the pane", timeout: .seconds(2)) { $0.paneLines == ["hi alpha"] }
        let latency = ContinuousClock.now - start
        print("preview: first line in the pane \(latency) after the list was drawn")
        #expect(latency < .seconds(1))
        #expect(!screen.text.contains("bye"))
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    @Test func outputBiggerThanThePipeShowsItsStartAndTheCommandRunsToItsEnd() async throws {
        // seq only gets to `touch` if nothing stops reading its output: no SIGPIPE, no full pipe.
        let session = try TmuxSession.start(["--preview=seq 1 1000000 && touch finished", "items"], files: items)
        defer { session.close() }
        // The output comes in pieces: wait for a whole screenful, not the first piece of it.
        let screen = try await session.waitUntil("the first screenful", timeout: .seconds(3)) {
            $0.paneLines.starts(with: ["1", "2", "3"]) && $0.paneLines.count >= 20
        }
        #expect(screen.paneLines.count >= 20)
        let finished = session.directory.appendingPathComponent("finished").path
        #expect(try await ProcessTable.eventually(within: .seconds(10)) { FileManager.default.fileExists(atPath: finished) })
        try session.type("be")
        _ = try await session.waitForCount("1/2")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "beta\n")
    }

    @Test func aCancelledRunsOutputNeverReachesThePane() async throws {
        // alpha's command answers SIGTERM by printing; beta's prints at once.
        let command = "if [ {} = alpha ]; then trap 'echo STALE; exit' TERM; echo started; sleep 5 & wait; else echo fresh {}; fi"
        let session = try TmuxSession.start(["--preview=" + command, "items"], files: items)
        defer { session.close() }
        _ = try await session.waitUntil("alpha's run started") { $0.paneLines == ["started"] }
        try session.send(keys: "Down")
        _ = try await session.waitUntil("beta's output") { $0.paneLines == ["fresh beta"] }
        try await Task.sleep(for: .milliseconds(500))
        #expect(try session.screen().paneLines == ["fresh beta"])
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }
}
