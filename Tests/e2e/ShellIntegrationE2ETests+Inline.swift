import Foundation
import Testing

/// The key bindings run swoop inline, below the prompt (`--height 40%`, as fzf's do), and
/// `SWOOP_TMUX_HEIGHT` and the `*_OPTS` variables change that.
extension ShellIntegrationE2ETests {
    /// The row of the last line showing the prompt.
    static func promptRow(_ screen: PickerScreen) -> Int? {
        screen.lines.lastIndex { $0.hasPrefix(prompt) }
    }

    /// The rows the picker takes, from its search bar to its last non-blank row.
    static func pickerHeight(_ screen: PickerScreen) -> Int {
        let last = screen.lines.lastIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? screen.top
        return last + 1 - screen.top
    }

    @Test func bashCtrlTOpensInlineInFortyPercentAndLeavesTheLinesAbove() async throws {
        let session = try await startBash(files: ["alpha.txt": "a\n"])
        defer { session.close() }
        try session.type("echo earlier-line")
        try session.send(keys: "Enter")
        try await session.waitUntil("the echo printed") { $0.lines.contains("earlier-line") }
        try await waitForCommandLine(session, "")
        try session.type("ls ")
        try session.send(keys: "C-t")
        // 40% of 24 rows is 9, raised to 20 list rows plus the bar, rule and info line: the
        // picker takes 23 rows from the command line's row 2 (bash empties that line for the
        // widget, as it does for fzf's), so the screen scrolled one row, the output kept.
        let picker = try await waitForPicker(session, listing: "alpha.txt")
        #expect(picker.lines.first == "earlier-line")
        #expect(picker.top == 1)
        try session.send(keys: "Escape")
        let after = try await waitForCommandLine(session, "ls")
        #expect(after.lines.contains("earlier-line"))
        #expect(!after.lines.contains { $0.hasPrefix("──") })
    }

    @Test func bashSWOOP_TMUX_HEIGHTSetsThePickersHeight() async throws {
        let session = try await startBash(files: ["alpha.txt": "a\n"], beforeSources: "SWOOP_TMUX_HEIGHT=6")
        defer { session.close() }
        try session.send(keys: "C-t")
        // Six rows: the bar, the rule, the info line and three rows of the list.
        let picker = try await session.waitUntil("the picker") { Self.isPicker($0) && $0.items.count == 3 }
        #expect(Self.pickerHeight(picker) == 6)
        try session.type("alpha")
        try await waitForPicker(session, listing: "alpha.txt")
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "alpha.txt")
    }

    /// As fzf's FZF_TMUX: the picker in a popup over the pane, seen through a second session
    /// attached as the popup's client (keys go to the pane, then to the popup, through it).
    @Test func bashSWOOP_TMUXRunsThePickerInATmuxPopup() async throws {
        let session = try await startBash(files: ["alpha.txt": "a\n", "beta.txt": "b\n"], beforeSources: "SWOOP_TMUX=1")
        defer { session.close() }
        let attach = "env -u TMUX tmux -L \(TmuxSession.server) -f /dev/null attach -t \(session.name)"
        let viewer = try TmuxSession.start(shell: attach, width: 100, height: 30)
        defer { viewer.close() }
        try await viewer.waitUntil("the shell through the viewer") { $0.text.contains(Self.prompt) }
        try viewer.send(keys: "C-t")
        try await viewer.waitUntil("the popup") { $0.text.contains("beta.txt") && $0.text.contains("╭") }
        // The pane itself shows no picker: it is in the popup.
        #expect(try !Self.isPicker(session.screen()))
        try viewer.type("beta")
        try await viewer.waitUntil("one match") { $0.text.contains("1/") }
        try viewer.send(keys: "Enter")
        try await waitForCommandLine(session, "beta.txt")
    }

    @Test func bashNoHeightInTheOptsRunsFullScreen() async throws {
        let session = try await startBash(files: ["alpha.txt": "a\n"], beforeSources: "SWOOP_CTRL_T_OPTS=--no-height")
        defer { session.close() }
        try session.send(keys: "C-t")
        let picker = try await waitForPicker(session, listing: "alpha.txt")
        #expect(picker.top == 0)
        #expect(Self.promptRow(picker) == nil)
        try session.send(keys: "Escape")
        try await waitForCommandLine(session, "")
    }

    @Test(.enabled(if: zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshCtrlROpensBelowThePrompt() async throws {
        let session = try await startZsh(history: ["echo one", "echo two"], rc: "SWOOP_TMUX_HEIGHT=8")
        defer { session.close() }
        try session.send(keys: "C-r")
        let picker = try await session.waitUntil("the picker") { Self.isPicker($0) && $0.items.contains("echo two") }
        let promptRow = try #require(Self.promptRow(picker))
        #expect(picker.top == promptRow + 1)
        try session.send(keys: "Escape")
        try await waitForPrompt(session)
    }

    @Test(.enabled(if: fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishCtrlTOpensBelowThePrompt() async throws {
        let session = try await startFish(files: ["alpha.txt": "a\n"])
        defer { session.close() }
        try session.send(keys: "C-t")
        let picker = try await waitForPicker(session, listing: "alpha.txt")
        #expect(picker.top > 0)
        try session.send(keys: "Escape")
        try await waitForPrompt(session)
    }
}
