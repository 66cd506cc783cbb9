import Foundation
import Testing

/// The zsh widgets and completion.
extension ShellIntegrationE2ETests {
    /// Starts `zsh -i` reading `.zshrc` from the scratch directory (no global rc files), with
    /// the same PATH, prompt and scripts as bash (`rc` runs before the scripts are sourced), and
    /// waits for the prompt.
    func startZsh(
        files: [String: String] = [:], history: [String] = [], prompt: String = "READY$ ", rc: String = "",
        sources: [String] = ["key-bindings.zsh"]
    ) async throws -> TmuxSession {
        let binDirectory = URL(fileURLWithPath: try SwoopBinary.requirePath()).deletingLastPathComponent().path
        let zshrc = """
            path=(\(TmuxSession.shellQuote(binDirectory)) $path)
            \(Self.unsetSwoopVariables)
            PS1=\(TmuxSession.shellQuote(prompt))
            HISTFILE=$PWD/history HISTSIZE=1000 SAVEHIST=1000
            \(rc)
            \(sources.map { "source \(TmuxSession.shellQuote(Self.scripts + "/" + $0))" }.joined(separator: "\n"))

            """
        var all = files
        all[".zshrc"] = zshrc
        all["history"] = history.map { $0 + "\n" }.joined()
        let command = "HOME=$PWD ZDOTDIR=$PWD zsh -d -i </dev/tty >/dev/tty 2>/dev/tty"
        let session = try TmuxSession.start(shell: command, files: all)
        try await waitForPrompt(session)
        return session
    }

    @Test(.enabled(if: zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshCtrlTInsertsThePickedPathQuoted() async throws {
        let session = try await startZsh(files: ["alpha.txt": "a\n", "beta file.txt": "b\n"])
        defer { session.close() }

        try session.type("ls ")
        try await waitForCommandLine(session, "ls")
        try session.send(keys: "C-t")
        try await waitForPicker(session, listing: "beta file.txt")
        try session.type("beta")
        try await session.waitUntil("only beta file.txt matches") { $0.items == ["beta file.txt"] }
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, #"ls beta\ file.txt"#)
        try session.send(keys: "Enter")
        try await session.waitUntil("ls printed the file") { $0.lines.contains("'beta file.txt'") }
        try session.type("echo \"status=$?\"")
        try session.send(keys: "Enter")
        try await session.waitForScreen(containing: "status=0")
    }

    @Test(.enabled(if: zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshCtrlTCancelledLeavesTheCommandLineAsItWas() async throws {
        let session = try await startZsh(files: ["alpha.txt": "a\n"])
        defer { session.close() }

        try session.type("ls al")
        try await waitForCommandLine(session, "ls al")
        try session.send(keys: "C-t")
        try await waitForPicker(session, listing: "alpha.txt")
        try session.send(keys: "Escape")
        try await waitForCommandLine(session, "ls al")
    }

    @Test(.enabled(if: zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshCtrlRPutsTheNewestMatchingEntryOnTheCommandLine() async throws {
        // The prompt needs prompt_subst: it must still be expanded when drawn again.
        let session = try await startZsh(
            history: ["echo one", "echo two", "echo one", "ls"], prompt: "READY$ $(print -n subst) ",
            rc: "setopt prompt_subst")
        defer { session.close() }

        try session.type("echo")
        try await waitForCommandLine(session, "subst echo")
        try session.send(keys: "C-r")
        let picker = try await session.waitUntil("the echo commands, each once") {
            Self.isPicker($0) && $0.count == "2/3"
        }
        #expect(picker.items == ["echo one", "echo two"])
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "subst echo one")
    }

    @Test(.enabled(if: zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshAltCChangesDirectoryRedrawsThePromptAndKeepsTheLine() async throws {
        let session = try await startZsh(
            prompt: "READY$ [%1~] ", rc: "mkdir -p sub/deeper .git/objects elsewhere/sub/deeper; cdpath=($PWD/elsewhere)")
        defer { session.close() }
        try await waitForCommandLine(session, "[~]")

        try session.type("echo kept")
        try session.send(keys: "M-c")
        try await waitForPicker(session, listing: "sub/deeper/")
        try session.type("^sub/deeper")
        try await session.waitUntil("sub/deeper alone") { $0.items == ["sub/deeper/"] }
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "[deeper] echo kept")
        try session.send(keys: "C-u")
        try session.type("pwd")
        try session.send(keys: "Enter")
        let screen = try await session.waitUntil("pwd printed") { $0.lines.contains { $0.hasSuffix("/sub/deeper") } }
        #expect(!screen.text.contains("/elsewhere/"))
    }

    @Test(.enabled(if: zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshCompletionCompletesOptionsAndTheirValues() async throws {
        let completion = TmuxSession.shellQuote(Self.scripts + "/completion.zsh")
        let session = try await startZsh(
            files: ["alpha.txt": "a\n"], rc: "autoload -Uz compinit && compinit -u -D; source \(completion)")
        defer { session.close() }

        try session.type("swoop --lay")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout=")
        try session.type("reverse-")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout=reverse-list")
        try typeLiterally(session, " al")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout=reverse-list alpha.txt")
    }
}
