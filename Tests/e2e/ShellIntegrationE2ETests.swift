import Foundation
import Testing

/// The shell integration (shell/key-bindings.*, shell/completion.*) in real interactive shells:
/// each test starts bash, zsh or fish in a tmux pane, with an rc file that puts the swoop under
/// test first on PATH and sources the scripts, presses the keys and reads the command line
/// back from the screen.
@Suite(.serialized)
struct ShellIntegrationE2ETests {
    /// The prompt every shell here shows: the sign that it is ready for keys.
    static let prompt = "READY$"

    /// The directory holding the scripts under test.
    static let scripts = SwoopBinary.packageRoot.appendingPathComponent("shell").path

    /// zsh and fish, when installed (their tests are skipped otherwise).
    static let zshPath = findExecutable("zsh")
    static let fishPath = findExecutable("fish")

    /// The first `name` on the usual binary directories, if any.
    static func findExecutable(_ name: String) -> String? {
        for directory in ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let path = directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The variables the scripts read, without their SWOOP_ or FZF_ prefix.
    static let settings = [
        "DEFAULT_OPTS", "DEFAULT_OPTS_FILE", "DEFAULT_COMMAND", "CTRL_T_COMMAND", "CTRL_T_OPTS", "CTRL_R_OPTS",
        "ALT_C_COMMAND", "ALT_C_OPTS", "TMUX_HEIGHT", "TMUX", "TMUX_OPTS", "COMPLETION_TRIGGER", "COMPLETION_OPTS",
        "COMPLETION_PATH_OPTS", "COMPLETION_DIR_OPTS", "COMPLETION_DIR_COMMANDS",
    ]

    /// Every setting under both prefixes, for `unset` or fish's `set -e`.
    static let settingNames = ["SWOOP_", "FZF_"].flatMap { prefix in settings.map { prefix + $0 } }.joined(separator: " ")

    /// Settings every shell gets: nothing from the test runner's own swoop or fzf configuration.
    static let unsetSwoopVariables = "unset \(settingNames)"

    /// Starts `bash -i` with an rc file that puts swoop on PATH, sets the prompt, reads its
    /// history from `history` (one command a line) and sources the scripts named in `sources`
    /// (under shell/), then waits for the prompt. HOME is the scratch directory, readline reads
    /// no inputrc, and the pane runs from the scratch directory holding `files`.
    func startBash(
        files: [String: String] = [:], history: [String] = [], sources: [String] = ["key-bindings.bash"],
        prompt: String = "READY$ ", beforeSources: String = "", path: String? = nil
    ) async throws -> TmuxSession {
        let binDirectory = URL(fileURLWithPath: try SwoopBinary.requirePath()).deletingLastPathComponent().path
        let pathLine = path.map { "PATH=\(TmuxSession.shellQuote($0))" }
            ?? "PATH=\(TmuxSession.shellQuote(binDirectory)):$PATH"
        let rc = """
            \(pathLine)
            \(Self.unsetSwoopVariables)
            PS1=\(TmuxSession.shellQuote(prompt))
            unset PROMPT_COMMAND
            HISTFILE=$PWD/history HISTSIZE=1000 HISTFILESIZE=1000
            \(beforeSources)
            \(sources.map { "source \(TmuxSession.shellQuote(Self.scripts + "/" + $0))" }.joined(separator: "\n"))

            """
        var all = files
        all["rc"] = rc
        all["history"] = history.map { $0 + "\n" }.joined()
        all["inputrc"] = ""
        let command =
            "HOME=$PWD INPUTRC=$PWD/inputrc bash --noprofile --rcfile rc -i </dev/tty >/dev/tty 2>/dev/tty"
        let session = try TmuxSession.start(shell: command, files: all)
        try await waitForPrompt(session)
        return session
    }

    /// The text after the prompt on the last line that starts with it (the command line being
    /// edited), or nil when no line shows the prompt.
    static func commandLine(_ screen: PickerScreen, prompt: String = prompt) -> String? {
        guard let line = screen.lines.last(where: { $0.hasPrefix(prompt) }) else { return nil }
        var rest = line.dropFirst(prompt.count)
        if rest.first == " " { rest = rest.dropFirst() }
        return String(rest)
    }

    /// Whether the screen is swoop's picker: an info line `matched/total` on row 2.
    static func isPicker(_ screen: PickerScreen) -> Bool {
        let parts = screen.count.split(separator: "/")
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// Waits until a shell prompt is on screen and swoop's picker is not.
    @discardableResult
    func waitForPrompt(_ session: TmuxSession, prompt: String = prompt) async throws -> PickerScreen {
        try await session.waitUntil("the shell prompt \(prompt)") {
            !Self.isPicker($0) && Self.commandLine($0, prompt: prompt) != nil
        }
    }

    /// Waits until the command line (after the prompt) reads `expected`.
    @discardableResult
    func waitForCommandLine(_ session: TmuxSession, _ expected: String, prompt: String = prompt)
        async throws -> PickerScreen
    {
        try await session.waitUntil("command line \"\(expected)\"") {
            !Self.isPicker($0) && Self.commandLine($0, prompt: prompt) == expected
        }
    }

    /// Waits until swoop's picker is on screen and lists `item`.
    @discardableResult
    func waitForPicker(_ session: TmuxSession, listing item: String) async throws -> PickerScreen {
        try await session.waitUntil("the picker listing \"\(item)\"") {
            Self.isPicker($0) && $0.items.contains(item)
        }
    }

    /// Types `text` literally, even when it starts with "-" (which `send-keys -l` alone would
    /// take for a flag).
    func typeLiterally(_ session: TmuxSession, _ text: String) throws {
        let result = try TmuxSession.tmux(["send-keys", "-t", session.name, "-l", "--", text])
        guard result.status == 0 else {
            throw E2EFailure("tmux send-keys -l -- \(text) failed: \(result.output)")
        }
    }

    // MARK: - bash: Ctrl-T

    @Test func bashCtrlTInsertsThePickedPathQuotedAndTheCommandRuns() async throws {
        let session = try await startBash(files: ["alpha.txt": "a\n", "beta file.txt": "b\n"])
        defer { session.close() }

        try session.type("ls ")
        try await waitForCommandLine(session, "ls")
        try session.send(keys: "C-t")
        try await waitForPicker(session, listing: "beta file.txt")
        let all = try await session.waitUntil("alpha.txt listed too") { $0.items.contains("alpha.txt") }
        #expect(!all.items.contains { $0.hasPrefix("./") })
        try session.type("beta")
        try await session.waitUntil("only beta file.txt matches") {
            $0.items == ["beta file.txt"] && $0.highlighted == "beta file.txt"
        }
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, #"ls beta\ file.txt"#)

        try session.send(keys: "Enter")
        try await session.waitUntil("ls printed the file") { $0.lines.contains("'beta file.txt'") }
        try await waitForCommandLine(session, "")
        try session.type("echo \"status=$?\"")
        try session.send(keys: "Enter")
        try await session.waitForScreen(containing: "status=0")
    }

    @Test func bashCtrlTInsertsAtTheCursorNotAtTheEnd() async throws {
        let session = try await startBash(files: ["alpha.txt": "a\n"])
        defer { session.close() }

        try session.type("cat  | wc -l")
        try await waitForCommandLine(session, "cat  | wc -l")
        for _ in 0..<"| wc -l".count + 1 { try session.send(keys: "Left") }
        try session.send(keys: "C-t")
        try await waitForPicker(session, listing: "alpha.txt")
        try session.type("alpha")
        try await session.waitUntil("alpha.txt alone") { $0.items == ["alpha.txt"] }
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "cat alpha.txt  | wc -l")
        // The cursor is right after the inserted path and its space.
        try session.type("-")
        try await waitForCommandLine(session, "cat alpha.txt - | wc -l")
    }

    @Test func bashCtrlTInsertsEveryMarkedPathInInputOrder() async throws {
        let session = try await startBash(files: ["a one.txt": "", "b-two.txt": "", "c three.txt": ""])
        defer { session.close() }

        try session.type("wc -c ")
        try await waitForCommandLine(session, "wc -c")
        try session.send(keys: "C-t")
        try await waitForPicker(session, listing: "c three.txt")
        try session.type(".txt")
        try await session.waitUntil("the three .txt files") { $0.items.count == 3 }
        // Tab marks the highlighted row and moves down: mark every row, then pick them all.
        try session.send(keys: "Tab", "Tab", "Tab", "Enter")
        let screen = try await session.waitUntil("three paths inserted") {
            !Self.isPicker($0) && (Self.commandLine($0)?.hasPrefix("wc -c ") ?? false)
                && (Self.commandLine($0)?.count ?? 0) > "wc -c ".count
        }
        // The screen drops the trailing space after the last path.
        let words = Set(
            ((Self.commandLine(screen) ?? "").dropFirst("wc -c ".count) + " ")
                .components(separatedBy: ".txt ").filter { !$0.isEmpty })
        #expect(words == [#"a\ one"#, "b-two", #"c\ three"#])
    }

    @Test func bashCtrlTCancelledWithEscapeLeavesTheCommandLineAsItWas() async throws {
        let session = try await startBash(files: ["alpha.txt": "a\n", "beta file.txt": "b\n"])
        defer { session.close() }

        try session.type("ls al")
        try await waitForCommandLine(session, "ls al")
        try session.send(keys: "C-t")
        try await waitForPicker(session, listing: "alpha.txt")
        try session.send(keys: "Escape")
        try await waitForCommandLine(session, "ls al")
        // The line is still being edited, with the cursor at its end.
        try session.type("pha.txt")
        try await waitForCommandLine(session, "ls alpha.txt")
        try session.send(keys: "Enter")
        try await session.waitUntil("ls printed alpha.txt") { $0.lines.contains("alpha.txt") }
    }

    @Test func bashCtrlTWithNothingMatchingLeavesTheCommandLineAsItWas() async throws {
        let session = try await startBash(files: ["alpha.txt": "a\n"])
        defer { session.close() }

        try session.type("echo kept")
        try await waitForCommandLine(session, "echo kept")
        try session.send(keys: "C-t")
        try await waitForPicker(session, listing: "alpha.txt")
        try session.type("zzzzqqq")
        try await session.waitUntil("no match") { $0.count.hasPrefix("0/") }
        try session.send(keys: "Enter")
        try await session.waitUntil("picker gone, line kept") { screen in
            !Self.isPicker(screen) && Self.commandLine(screen) == "echo kept"
        }
    }

    // MARK: - bash: Ctrl-R

    @Test func bashCtrlRPutsThePickedHistoryEntryOnTheCommandLine() async throws {
        let session = try await startBash(history: ["echo one", "echo two"])
        defer { session.close() }

        try session.send(keys: "C-r")
        try await waitForPicker(session, listing: "echo one")
        try session.type("one")
        try await session.waitUntil("echo one alone") { $0.items == ["echo one"] }
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "echo one")
        try session.send(keys: "Enter")
        try await session.waitUntil("echo printed one") { $0.lines.contains("one") }
    }

    @Test func bashCtrlRListsEachCommandOnceNewestFirst() async throws {
        let session = try await startBash(history: ["echo one", "echo two", "ls", "echo one", "pwd"])
        defer { session.close() }

        try session.send(keys: "C-r")
        let full = try await session.waitUntil("four distinct commands") { Self.isPicker($0) && $0.count == "4/4" }
        #expect(full.items == ["pwd", "echo one", "ls", "echo two"])
        #expect(full.highlighted == "pwd")
        // --no-sort: among the matches, the most recent command stays first.
        try session.type("echo")
        let matches = try await session.waitUntil("the two echo commands") { $0.count == "2/4" }
        #expect(matches.items == ["echo one", "echo two"])
        try session.send(keys: "Escape", "Escape")
        try await waitForCommandLine(session, "")
    }

    @Test func bashCtrlRRanksByMatchAndCtrlRTogglesToRecency() async throws {
        let session = try await startBash(history: ["ls", "echo lost sheep"])
        defer { session.close() }

        try session.send(keys: "C-r")
        try await waitForPicker(session, listing: "ls")
        try session.type("ls")
        // fzf's history scheme: the better match first (here the whole line).
        let ranked = try await session.waitUntil("both match ls, ls first") { $0.count == "2/2" && $0.items == ["ls", "echo lost sheep"] }
        #expect(ranked.highlighted == "ls")
        try session.send(keys: "C-r")
        let recent = try await session.waitUntil("newest first") { $0.items == ["echo lost sheep", "ls"] }
        #expect(recent.highlighted == "echo lost sheep")
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "echo lost sheep")
    }

    @Test func bashCtrlTOneEscapeCancelsEvenWithAQuery() async throws {
        let session = try await startBash(files: ["alpha.txt": "a\n"])
        defer { session.close() }

        try session.type("ls ")
        try session.send(keys: "C-t")
        try await waitForPicker(session, listing: "alpha.txt")
        try session.type("alp")
        try await session.waitUntil("the query typed") { $0.count.hasPrefix("1/") }
        try session.send(keys: "Escape")
        try await waitForCommandLine(session, "ls")
    }

    @Test func bashCtrlRStartsWithTheCommandLineAsTheQuery() async throws {
        let session = try await startBash(history: ["echo one", "echo two", "ls -l"])
        defer { session.close() }

        try session.type("two")
        try await waitForCommandLine(session, "two")
        try session.send(keys: "C-r")
        let picker = try await session.waitUntil("echo two alone, query two") {
            Self.isPicker($0) && $0.items == ["echo two"]
        }
        #expect(picker.searchBar.contains("two"))
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "echo two")
    }

    @Test func bashCtrlRCancelledLeavesTheCommandLineAsItWas() async throws {
        let session = try await startBash(history: ["echo one"])
        defer { session.close() }

        try session.type("echo unchanged")
        try await waitForCommandLine(session, "echo unchanged")
        try session.send(keys: "C-r")
        try await session.waitUntil("the picker") { Self.isPicker($0) }
        try session.send(keys: "C-c")
        try await waitForCommandLine(session, "echo unchanged")
    }

    // MARK: - bash: Alt-C

    @Test func bashAltCChangesDirectoryRedrawsThePromptAndKeepsTheLine() async throws {
        // CDPATH names a directory that also holds sub/deeper: the pick must win over it.
        let session = try await startBash(
            files: ["alpha.txt": "a\n"], prompt: "READY$ [\\W] ",
            beforeSources: "mkdir -p sub/deeper .git/objects elsewhere/sub/deeper; CDPATH=$PWD/elsewhere")
        defer { session.close() }
        try await waitForCommandLine(session, "[~]")  // HOME is the scratch directory

        try session.type("echo kept")
        try session.send(keys: "M-c")
        let picker = try await waitForPicker(session, listing: "sub/deeper/")
        // Directories only, each with a "/" after it, as fzf's walker lists them; .git skipped.
        #expect(Set(picker.items) == ["sub/", "sub/deeper/", "elsewhere/", "elsewhere/sub/", "elsewhere/sub/deeper/"])
        try session.type("^sub/deeper")
        try await session.waitUntil("sub/deeper alone") { $0.items == ["sub/deeper/"] }
        try session.send(keys: "Enter")
        let changed = try await waitForCommandLine(session, "[deeper] echo kept")
        // The old prompt shows the cd that ran (as fzf's), never an empty copy of itself.
        // (The path is long: the line may wrap.)
        let text = changed.lines.joined()
        #expect(text.contains("READY$ [~] builtin cd -- /") && text.contains("/sub/deeperREADY$ [deeper] echo kept"))
        #expect(!changed.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "READY$ [~]" })

        try session.send(keys: "C-u")
        try session.type("pwd")
        try session.send(keys: "Enter")
        let screen = try await session.waitUntil("pwd printed") { $0.lines.contains { $0.hasSuffix("/sub/deeper") } }
        #expect(!screen.text.contains("/elsewhere/"))
    }

    @Test func bashAltCCancelledStaysInTheDirectoryAndKeepsTheLine() async throws {
        let session = try await startBash(beforeSources: "mkdir -p sub")
        defer { session.close() }

        try session.type("echo kept")
        try session.send(keys: "M-c")
        try await waitForPicker(session, listing: "sub/")
        try session.send(keys: "C-c")
        try await waitForCommandLine(session, "echo kept")
        try session.send(keys: "C-u")
        try session.type("basename \"$PWD\"")
        try session.send(keys: "Enter")
        try await session.waitUntil("still in the scratch directory") {
            $0.lines.contains { $0.hasPrefix("swoop-e2e-") }
        }
    }

    // MARK: - bash: loading

    @Test func bashSourcingTwiceIsHarmlessAndWithoutSwoopOnPathNothingIsBound() async throws {
        let keyBindings = TmuxSession.shellQuote(Self.scripts + "/key-bindings.bash")
        // swoop on PATH: the second source changes nothing.
        let session = try await startBash(sources: ["key-bindings.bash", "key-bindings.bash"])
        defer { session.close() }
        try session.type("bind -X | grep -c swoop_")
        try session.send(keys: "Enter")
        try await session.waitUntil("five swoop bindings per keymap listed") { screen in
            screen.lines.contains("5")
        }

        // No swoop on PATH: one warning, however often sourced, and no binding.
        let bare = try await startBash(
            sources: [], beforeSources: "source \(keyBindings); source \(keyBindings)", path: "/usr/bin:/bin")
        defer { bare.close() }
        let screen = try await waitForPrompt(bare)
        #expect(screen.lines.filter { $0.contains("swoop: not on PATH") }.count == 1)
        try bare.type("bind -X | grep -c swoop_; type -t __swoop_file_widget || echo undefined")
        try bare.send(keys: "Enter")
        try await bare.waitUntil("no binding and no widget") { screen in
            screen.lines.contains("0") && screen.lines.contains("undefined")
        }
    }
}
