import Foundation
import Testing

/// The fish bindings.
extension ShellIntegrationE2ETests {
    /// Starts `fish -i` with its configuration and data in the scratch directory (no greeting,
    /// no autosuggestions, the first-run completion scan skipped), the same PATH, prompt and
    /// scripts as bash (`config` runs before the scripts are sourced), and waits for the prompt.
    func startFish(
        files: [String: String] = [:], history: [String] = [], sources: [String] = ["key-bindings.fish"],
        config: String = ""
    ) async throws -> TmuxSession {
        let binDirectory = URL(fileURLWithPath: try SwoopBinary.requirePath()).deletingLastPathComponent().path
        let config = """
            set -gx PATH \(TmuxSession.shellQuote(binDirectory)) $PATH
            for v in \(Self.settingNames)
                set -e $v
            end
            set -g fish_greeting
            set -g fish_autosuggestion_enabled 0
            function fish_prompt; echo -n 'READY$ '; end
            \(config)
            \(sources.map { "source \(TmuxSession.shellQuote(Self.scripts + "/" + $0))" }.joined(separator: "\n"))

            """
        var all = files
        all["config.fish"] = config
        all["fish_variables"] = "SETUVAR __fish_initialized:3400\n"
        // fish's history file, oldest first.
        all["fish_history"] = history.enumerated().map { index, command in
            "- cmd: \(command)\n  when: \(1_700_000_000 + index)\n"
        }.joined()
        let command = """
            mkdir -p xdg/config/fish xdg/data/fish && mv config.fish fish_variables xdg/config/fish/ && \
            mv fish_history xdg/data/fish/ && \
            HOME=$PWD XDG_CONFIG_HOME=$PWD/xdg/config XDG_DATA_HOME=$PWD/xdg/data fish -i \
            </dev/tty >/dev/tty 2>/dev/tty
            """
        let session = try TmuxSession.start(shell: command, files: all)
        try await waitForPrompt(session)
        return session
    }

    @Test(.enabled(if: fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishCtrlTInsertsThePickedPathQuoted() async throws {
        let session = try await startFish(files: ["alpha.txt": "a\n", "beta file.txt": "b\n"])
        defer { session.close() }

        try session.type("ls ")
        try await waitForCommandLine(session, "ls")
        try session.send(keys: "C-t")
        try await waitForPicker(session, listing: "beta file.txt")
        try session.type("beta")
        try await session.waitUntil("only beta file.txt matches") { $0.items == ["beta file.txt"] }
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "ls 'beta file.txt'")
        try session.send(keys: "Enter")
        try await session.waitUntil("ls printed the file") { $0.lines.contains("'beta file.txt'") }
        try session.type("echo \"status=$status\"")
        try session.send(keys: "Enter")
        try await session.waitForScreen(containing: "status=0")
    }

    @Test(.enabled(if: fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishCtrlTLooksWhereTheWordAtTheCursorSays() async throws {
        let session = try await startFish(files: ["alpha.txt": "a\n", "sub/inner.txt": "i\n", "sub/main.c": "m\n"])
        defer { session.close() }

        // A directory: the walk starts there, and the pick replaces the word.
        try session.type("cat sub/")
        try await waitForCommandLine(session, "cat sub/")
        try session.send(keys: "C-t")
        let below = try await waitForPicker(session, listing: "sub/main.c")
        // (The root itself too, as fzf's walker lists a root other than the current directory.)
        #expect(Set(below.items) == ["sub/", "sub/inner.txt", "sub/main.c"])
        try session.send(keys: "C-c")
        try await waitForCommandLine(session, "cat sub/")
        // A directory and more: its last part is the query.
        try session.type("ma")
        try session.send(keys: "C-t")
        try await session.waitUntil("sub/main.c alone, the query ma") { Self.isPicker($0) && $0.items == ["sub/main.c"] }
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "cat sub/main.c")
    }

    @Test(.enabled(if: fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishCtrlRPutsTheNewestMatchingEntryOnTheCommandLine() async throws {
        let session = try await startFish(history: ["echo one", "echo two", "ls"])
        defer { session.close() }

        try session.type("echo")
        try session.send(keys: "C-r")
        let picker = try await session.waitUntil("the echo commands") { Self.isPicker($0) && $0.count == "2/3" }
        #expect(picker.items == ["echo two", "echo one"])
        try session.type(" one")
        try await session.waitUntil("echo one alone") { $0.items == ["echo one"] }
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "echo one")
    }

    @Test(.enabled(if: fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishAltCChangesDirectoryAndKeepsTheLine() async throws {
        let session = try await startFish()
        defer { session.close() }
        try session.type("mkdir -p sub/deeper elsewhere/sub/deeper; set -gx CDPATH $PWD/elsewhere")
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "")

        try session.type("echo kept")
        try session.send(keys: "M-c")
        try await waitForPicker(session, listing: "sub/deeper/")
        try session.type("^sub/deeper")
        try await session.waitUntil("sub/deeper alone") { $0.items == ["sub/deeper/"] }
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "echo kept")
        try session.send(keys: "C-u")
        try session.type("pwd")
        try session.send(keys: "Enter")
        let screen = try await session.waitUntil("pwd printed") { $0.lines.contains { $0.hasSuffix("/sub/deeper") } }
        #expect(!screen.text.contains("/elsewhere/"))
    }
}
