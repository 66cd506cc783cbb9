import Foundation
import Testing

extension PickerScreen {
    /// The first word after the first `│` of each line: the preview's lines, in a pane on the right.
    var rightPaneWords: [String] {
        lines.compactMap { line in
            guard let bar = line.range(of: "│") else { return nil }
            return line[bar.upperBound...].split(separator: " ").first.map(String.init)
        }
    }
}

/// `--preview-window`'s layout in a real terminal: the offset from a field, the fixed header,
/// the alternative layout on resize, a pane at `next`, and fzf's errors.
@Suite(.serialized)
struct PreviewWindowE2ETests {
    let items = ["items": (1...100).map { "line \($0)" }.joined(separator: "\n") + "\n"]

    @Test func theHighlightedLinesNumberIsInTheMiddleBelowAFixedHeader() async throws {
        let session = try TmuxSession.start(
            ["--preview=seq 1 200", "--preview-window=+{2}-/2,~1", "--preview-label=numbers", "items"], files: items)
        defer { session.close() }
        // 24 rows, a rounded border: 22 of text, 1 of them the header; line 1's offset is 0.
        var screen = try await session.waitUntil("line 1's preview") { $0.rightPaneWords.prefix(3) == ["1", "2", "3"] }
        #expect(screen.row(0).contains("numbers"))
        try session.type("'line 50")
        // fzf: -1 + 50 - 21/2 = 39 lines skipped below the header: 40 to 60, with 50 in the middle.
        // Waits for the whole pane: a capture can land while a frame is half written.
        screen = try await session.waitUntil("line 50's preview, 40 to 60") {
            $0.rightPaneWords.first == "1" && Array($0.rightPaneWords.dropFirst()) == (40...60).map(String.init)
        }
        #expect(screen.row(1).contains("40/200"))
        // The header stays while the rest scrolls.
        try session.send(keys: "S-Down", "S-Down")
        screen = try await session.waitUntil("scrolled by two") { $0.rightPaneWords.dropFirst().first == "42" }
        #expect(screen.rightPaneWords.first == "1")
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    @Test func theAlternativeLayoutTakesOverWhenThePaneWouldBeTooNarrow() async throws {
        let session = try TmuxSession.start(
            ["--preview=echo preview of {}", "--preview-window=right,50%,<30(up,40%,border-bottom)", "items"], files: items)
        defer { session.close() }
        // 80 columns: half is 40, not under 30, so the pane is on the right.
        var screen = try await session.waitUntil("the pane on the right") { $0.text.contains("│ preview of line 1") }
        #expect(screen.row(0).hasPrefix("> "))
        _ = try TmuxSession.tmux(["resize-window", "-t", session.name, "-x", "50", "-y", "24"])
        // 50 columns: half is 25, under 30: the pane goes up, 40% of 24 rows, a line below it.
        // Rows counted from the top of the screen (`row` counts from the bar).
        screen = try await session.waitUntil("the pane on top") { $0.lines.first == "preview of line 1" }
        let bar = try #require(screen.lines.firstIndex { $0.hasPrefix("> ") })
        #expect(bar == 9)
        #expect(screen.lines.count > 8 && screen.lines[8] == String(repeating: "─", count: 50))
        _ = try TmuxSession.tmux(["resize-window", "-t", session.name, "-x", "80", "-y", "24"])
        screen = try await session.waitUntil("the pane back on the right") { $0.row(0).hasPrefix("> ") && $0.text.contains("│ preview of") }
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    /// fzf: with no `--preview`, `change-preview(cmd)` brings the pane up (here after a reload) and an
    /// empty one takes it away.
    @Test func changePreviewWithoutAPreviewCommandShowsThePane() async throws {
        let session = try TmuxSession.start(["--bind", "ctrl-t:reload(echo 4)+change-preview(echo shown {})",
                                             "--bind", "ctrl-e:change-preview()", "items"], files: items)
        defer { session.close() }
        try await session.waitForCount("100/100")
        #expect(try session.screen().rightPaneWords.isEmpty)
        try session.send(keys: "C-t")
        try await session.waitUntil("the pane with 4's preview") { $0.count == "1/1" && $0.text.contains("│ shown 4") }
        try session.send(keys: "C-e")
        try await session.waitUntil("the pane gone") { !$0.text.contains("shown 4") && $0.rightPaneWords.isEmpty }
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    @Test func aWordFzfRejectsIsAnErrorOnOneLine() async throws {
        let session = try TmuxSession.start(["--preview=cat {}", "--preview-window=up,sideways", "items"], files: items)
        defer { session.close() }
        let exit = try await session.waitForExit()
        #expect(exit.status == 2)
        #expect(exit.stderr.split(separator: "\n").count == 1)
        #expect(exit.stderr.contains("invalid preview window option: sideways"))
    }

    @Test func aNextPaneShowsBesideTheInputOnToggleAndFollowsTheCursor() async throws {
        // fzf 0.74.5's screens for the same command line and keys, 30 columns by 8 rows.
        let command = "seq 100 | fzf \(ListActionsE2ETests.signs) --preview 'echo hi {}' --preview-window next,3,hidden --bind space:toggle-preview"
        let session = try FzfNameE2ETests.asFzf(command, width: 30, height: 8)
        defer { session.close() }
        _ = try await session.waitUntil("hidden: the list and the separator") {
            $0.lines == ["  6", "  5", "  4", "  3", "  2", "> 1                          │", "  100/100 ───────────────────", ">"]
        }
        try session.send(keys: "Space", "Up")
        _ = try await session.waitUntil("the pane above the input, its border for the separator") {
            $0.lines == ["  3", "> 2", "  1                          │", "╭────────────────────────────╮",
                         "│ hi 2                   1/1 │", "╰────────────────────────────╯", "  100/100", ">"]
        }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "2\n")
    }
}
