import Foundation
import Testing

/// The zsh widgets whatever the user's options and however long the history.
extension ShellIntegrationE2ETests {
    /// Ctrl-R reads the history in one expansion: 100,000 entries list in well under the
    /// seconds that looking them up one by one took.
    @Test(.enabled(if: zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshCtrlRListsALongHistoryAtOnce() async throws {
        let history = (1...100_000).map { "echo entry \($0)" }
        let session = try await startZsh(history: history, rc: "HISTSIZE=200000 SAVEHIST=200000")
        defer { session.close() }
        let start = ContinuousClock.now
        try session.send(keys: "C-r")
        let picker = try await session.waitUntil("every entry listed") { Self.isPicker($0) && $0.count == "100000/100000" }
        #expect(ContinuousClock.now - start < .seconds(3))
        #expect(picker.items.first == "echo entry 100000")
        try session.send(keys: "Escape")
        try await waitForPrompt(session)
    }

    /// `ksh_arrays` and `no_unset` change nothing: every marked path is inserted, and Alt-C
    /// changes directory keeping the typed line.
    @Test(.enabled(if: zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshWidgetsRunWithZshsOwnOptions() async throws {
        let session = try await startZsh(files: ["alpha.txt": "a\n", "beta.txt": "b\n"],
                                         prompt: "READY$ [%1~] ", rc: "mkdir -p sub; setopt ksh_arrays no_unset")
        defer { session.close() }
        try await waitForCommandLine(session, "[~]")
        try session.type("ls ")
        try session.send(keys: "C-t")
        try await waitForPicker(session, listing: "beta.txt")
        try session.type(".txt")
        try await session.waitUntil("the two files") { $0.count.hasPrefix("2/") }
        try session.send(keys: "Tab", "Tab", "Enter")
        try await session.waitUntil("both inserted") {
            !Self.isPicker($0) && (Self.commandLine($0, prompt: "READY$ ")?.contains("alpha.txt") ?? false)
                && (Self.commandLine($0, prompt: "READY$ ")?.contains("beta.txt") ?? false)
        }
        try session.send(keys: "C-u")
        try session.type("echo kept")
        try session.send(keys: "M-c")
        try await waitForPicker(session, listing: "sub/")
        try session.type("^sub/$")
        try await session.waitUntil("sub alone") { $0.items == ["sub/"] }
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "[sub] echo kept")
    }
}
