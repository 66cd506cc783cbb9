import Foundation
import Testing

/// The preview under the name fzf as fzf 0.74.5 runs it: each layout hidden on its own, the turns of
/// `change-preview-window` through `hidden`, `preview(…)` with and without a preview command, `{f}`
/// files under `--print0`, a clear-screen in the output, `follow` with wrapping, and when a run starts.
@Suite(.serialized)
struct PreviewActionsE2ETests {
    /// `command` run by bash with `fzf` first on PATH (the binary under test), in a pane `width` × `height`.
    static func fzf(_ command: String, width: Int = 60, height: Int = 12) throws -> TmuxSession {
        try FzfNameE2ETests.asFzf(command, width: width, height: height)
    }

    @Test func aToggleShowsAnAlternativeLayoutGivenAsHidden() async throws {
        let session = try Self.fzf("seq 10 | fzf --bind space:toggle-preview --preview-window '<100000(hidden,up,border-none)' --preview 'echo /{}/{}/'")
        defer { session.close() }
        try await session.waitUntil("the list") { $0.text.contains("10/10") }
        try await Task.sleep(for: .milliseconds(300))
        #expect(!(try session.screen().text.contains("/1/1/")))
        try session.send(keys: "Space")
        let screen = try await session.waitUntil("the pane on top") { $0.lines.first == "/1/1/" }
        #expect(screen.text.contains("▌ 1"))
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    @Test func changePreviewWindowTurnsThroughThePaneAsGivenHidden() async throws {
        let session = try Self.fzf("seq 100 | fzf --bind '?:change-preview-window:up||down|' --preview 'echo =={}==' --preview-window hidden,down,1")
        defer { session.close() }
        try await session.waitUntil("the list") { $0.text.contains("100/100") }
        // Up, hidden (the pane as given), down, hidden, up again.
        let expected: [(String, (PickerScreen) -> Bool)] = [
            ("on top", { $0.lines.count > 1 && $0.lines[1].contains("==1==") }),
            ("hidden", { !$0.text.contains("==1==") }),
            ("below", { $0.lines.count > 2 && $0.lines[$0.lines.count - 2].contains("==1==") }),
            ("hidden again", { !$0.text.contains("==1==") }),
            ("on top again", { $0.lines.count > 1 && $0.lines[1].contains("==1==") }),
        ]
        for (what, condition) in expected {
            try session.type("?")
            try await session.waitUntil(what, condition)
        }
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    /// Without a preview command, what `preview(…)` showed stays as the cursor moves, and
    /// `refresh-preview` does nothing; with one, `refresh-preview` runs it again in its place.
    @Test func aOneOffPreviewStaysUntilThePreviewCommandRunsAgain() async throws {
        let bare = try Self.fzf("seq 10 | fzf --pointer '>' --bind 'a:preview(echo [{}{}]),c:refresh-preview'")
        defer { bare.close() }
        try await bare.waitUntil("the list") { $0.text.contains("10/10") }
        try bare.type("a")
        try await bare.waitForScreen(containing: "│ [11]")
        try bare.type("c")
        try bare.send(keys: "Up")
        try await bare.waitUntil("the cursor on 2") { $0.text.contains("> 2") }
        try await Task.sleep(for: .milliseconds(300))
        #expect(try bare.screen().text.contains("│ [11]"))
        try bare.send(keys: "C-c")
        _ = try await bare.waitForExit()

        let withCommand = try Self.fzf("seq 10 | fzf --preview 'echo [{}]' --bind 'a:preview(echo [{}{}]),c:refresh-preview'")
        defer { withCommand.close() }
        try await withCommand.waitForScreen(containing: "│ [1] ")
        try withCommand.type("a")
        try await withCommand.waitForScreen(containing: "│ [11]")
        try withCommand.type("c")
        try await withCommand.waitForScreen(containing: "│ [1] ")
        try withCommand.send(keys: "C-c")
        _ = try await withCommand.waitForExit()
    }

    /// fzf reorders a key's actions: the window changes first, so `preview(…)` runs in the pane on top.
    @Test func aPreviewRunsInTheWindowItsKeyLeaves() async throws {
        let session = try Self.fzf("seq 5 | fzf --no-preview-border --preview 'echo x' --bind 'e:preview(echo cols $FZF_PREVIEW_COLUMNS)+change-preview-window(up)'")
        defer { session.close() }
        try await session.waitUntil("the list") { $0.text.contains("5/5") }
        try session.type("e")
        // The whole width less the scrollbar's column, not the right half's.
        try await session.waitUntil("the pane on top") { $0.lines.first?.hasPrefix("cols 59") == true }
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    @Test func printZeroEndsTheValuesInFilesWithNUL() async throws {
        let session = try Self.fzf("printf 'foo bar\\nbar foo\\n' | fzf --multi --print0 --preview 'cat {+f} {+f2} | tr \"\\\\000\" \"#\"'")
        defer { session.close() }
        try await session.waitForScreen(containing: "│ foo bar#bar#")
        try session.send(keys: "BTab", "BTab")
        try await session.waitForScreen(containing: "│ foo bar#bar foo#bar#foo#")
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    @Test func aClearScreenInTheOutputDropsWhatCameBefore() async throws {
        let session = try Self.fzf("seq 3 | fzf --preview 'seq 50; printf \"\\033[2J\"; echo after; seq 2'")
        defer { session.close() }
        let screen = try await session.waitUntil("the output after the clear") { $0.text.contains("│ after") }
        #expect(screen.lines.count > 1 && screen.lines[1].contains("│ after"))
        #expect(!screen.text.contains("│ 50"))
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    /// With `follow` and wrapping, the last line longer than the pane starts at its top (`3/3`), and
    /// the keys scroll from there.
    @Test func followingAWrappedLongLineScrollsFromItsStart() async throws {
        let session = try Self.fzf("seq 1 | fzf --preview \"seq 2; yes yes | head -1000 | tr '\\n' ' '\" --preview-window follow,wrap --bind up:preview-up,down:preview-down")
        defer { session.close() }
        try await session.waitForScreen(containing: "3/3 │")
        try session.send(keys: "Up")
        try await session.waitForScreen(containing: "2/3 │")
        try session.send(keys: "Up")
        try await session.waitForScreen(containing: "1/3 │")
        try session.send(keys: "Down")
        try await session.waitForScreen(containing: "2/3 │")
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    /// A pane of no size still runs its preview; shown again, it runs for the item highlighted then,
    /// before a move in the same keys runs it for the next one.
    @Test func aPaneShownAgainRunsItsPreviewBeforeTheNextMove() async throws {
        let session = try Self.fzf("seq 100 | fzf --reverse --pointer '>' --preview 'echo {} >> log; echo' --preview-window 0 --bind space:toggle-preview")
        defer { session.close() }
        let log = session.directory.appendingPathComponent("log").path
        let read = { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        #expect(try await ProcessTable.eventually(within: .seconds(5)) { read() == "1\n" })
        try session.send(keys: "Space", "Down", "Down")
        try await session.waitForScreen(containing: "> 3")
        try await Task.sleep(for: .milliseconds(300))
        #expect(read() == "1\n")
        try session.send(keys: "Space", "Down")
        try await session.waitForScreen(containing: "> 4")
        #expect(try await ProcessTable.eventually(within: .seconds(5)) { read() == "1\n3\n4\n" })
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }
}
