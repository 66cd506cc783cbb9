import Foundation
import Testing

/// fzf's `**<Tab>` (shell/fuzzy-completion.*) in real interactive shells: the shells and screen
/// helpers are those of `ShellIntegrationE2ETests`; the scenarios here run in bash, zsh and fish
/// (their tests in `+Zsh` and `+Fish`), each shell with its own quoting of the picks.
@Suite(.serialized)
struct FuzzyCompletionE2ETests {
    typealias Shells = ShellIntegrationE2ETests
    let shells = ShellIntegrationE2ETests()

    /// A tree to complete in, made by a command line that bash, zsh and fish all run, with a
    /// file whose name is not UTF-8.
    static let makeTree = """
        mkdir -p src/sub 'we ird'; touch src/foo.txt src/sub/bar.c 'we ird/inside.txt'; \
        printf 'bytes-ok\\n' > "$(printf 'bad\\377name.txt')"
        """

    /// The files every session starts with, beside the tree: hostile names among them.
    static let files = [
        "alpha.txt": "a\n", "x$(touch pwned) it's!.txt": "hostile-content\n", "two\nlines.txt": "content-ok\n",
    ]

    /// A hostile name's file: the picker must insert it quoted (history expansion too), and
    /// nothing may run before Enter.
    static let hostileName = "x$(touch pwned) it's!.txt"

    /// ssh's files in the scratch HOME: a config with a pattern to leave out, and known_hosts
    /// with a list of names, a [name]:port and a hashed entry to leave out.
    static let makeSSHFiles = """
        mkdir -p .ssh; printf 'Host alpha-host *.wild\\n  HostName alpha.example.com\\n' > .ssh/config; \
        printf 'known.example.org,10.1.2.3 ssh-ed25519 AAAA\\n[port.example.net]:2222 ssh-rsa AAAA\\n|1|aGFzaA==|c2FsdA== ssh-rsa AAAA\\n' > .ssh/known_hosts
        """

    /// fzf's `_fzf_compgen_path`/`_fzf_compgen_dir` protocol, for bash and zsh: candidates one
    /// a line, made up here so that they cannot come from the walker; the path list starts with
    /// the directory it is given.
    static let compgenFunctions = """
        _swoop_compgen_path() { echo "$1"; printf 'gen-%s\\n' one two; }
        _swoop_compgen_dir() { printf 'gendir-%s\\n' a b; }
        """

    /// Starts bash with the tree and the fuzzy completion sourced; `before` runs first
    /// (settings, earlier completions).
    func startBash(before: String = "", sources: [String] = ["fuzzy-completion.bash"]) async throws -> TmuxSession {
        try await shells.startBash(
            files: Self.files, sources: sources, beforeSources: [Self.makeTree, before].joined(separator: "\n"))
    }

    /// The command line now, once no picker is on screen.
    func waitForLine(_ session: TmuxSession, _ expected: String) async throws {
        try await shells.waitForCommandLine(session, expected)
    }

    /// Types `text` and waits for it on the command line (so that Tab comes after it).
    func typeLine(_ session: TmuxSession, _ text: String, shown: String? = nil) async throws {
        try session.type(text)
        try await waitForLine(session, shown ?? text)
    }

    // MARK: - Scenarios shared by the shells

    /// `vim src/fo**` Tab lists under src/ with the query "fo"; the pick replaces the word and a
    /// space follows it.
    func pathPickReplacesTheWord(_ session: TmuxSession) async throws {
        try await typeLine(session, "vim src/fo**")
        try session.send(keys: "Tab")
        let picker = try await session.waitUntil("src/foo.txt alone, the query fo") {
            Shells.isPicker($0) && $0.items == ["src/foo.txt"]
        }
        #expect(picker.searchBar.contains("fo"))
        try session.send(keys: "Enter")
        try await waitForLine(session, "vim src/foo.txt")
        try session.type("X")
        try await waitForLine(session, "vim src/foo.txt X")
    }

    /// `cd src/**` Tab lists the directories under src/ (src/ itself too, as fzf's walker) and no
    /// file; the pick ends with "/" and no space, ready for more.
    func directoryPickListsOnlyDirectories(_ session: TmuxSession) async throws {
        try await typeLine(session, "cd src/**")
        try session.send(keys: "Tab")
        let picker = try await session.waitUntil("the two directories") { Shells.isPicker($0) && $0.count == "2/2" }
        #expect(Set(picker.items) == ["src/", "src/sub/"])
        try session.type("sub")
        try await session.waitUntil("src/sub/ alone") { $0.items == ["src/sub/"] }
        try session.send(keys: "Enter")
        try await waitForLine(session, "cd src/sub/")
        try session.type("X")
        try await waitForLine(session, "cd src/sub/X")
    }

    /// `kill **` Tab lists the processes under ps's header; picking a `sleep` started for the
    /// test inserts its PID, and Enter kills it. `start` starts it writing its PID to sleep.pid.
    func killPickInsertsThePID(_ session: TmuxSession, start: String, seconds: Int) async throws {
        try session.type(start)
        try session.send(keys: "Enter")
        let pidFile = session.directory.appendingPathComponent("sleep.pid")
        var pid: Int32?
        for _ in 0..<200 where pid == nil {
            pid = (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap {
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            if pid == nil { try await Task.sleep(for: .milliseconds(25)) }
        }
        let sleeper = try #require(pid, "the sleep's PID")
        defer { kill(sleeper, SIGKILL) }
        try await waitForLine(session, "")

        try await typeLine(session, "kill **")
        try session.send(keys: "Tab")
        try await session.waitUntil("the processes under ps's header") {
            Shells.isPicker($0) && $0.items.count > 1 && $0.items.contains { $0.contains("PID") && $0.contains("USER") }
        }
        try session.type("sleep \(seconds)")
        try await session.waitUntil("the sleep highlighted") { $0.highlighted?.hasSuffix("sleep \(seconds)") == true }
        try session.send(keys: "Enter")
        try await waitForLine(session, "kill \(sleeper)")
        try session.send(keys: "Enter")
        try await waitForLine(session, "")
        let deadline = ContinuousClock.now.advanced(by: .seconds(5))
        while kill(sleeper, 0) == 0 && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(25)) }
        #expect(kill(sleeper, 0) != 0, "the picked process was killed")
    }

    /// `ssh **` Tab lists the hosts of ~/.ssh/config and known_hosts, not patterns nor hashed
    /// entries; a user typed before the trigger stays in front of the picked host.
    func sshPickListsKnownHosts(_ session: TmuxSession) async throws {
        try await typeLine(session, "ssh **")
        try session.send(keys: "Tab")
        let expected = ["alpha-host", "alpha.example.com", "known.example.org", "10.1.2.3", "port.example.net"]
        let picker = try await session.waitUntil("the hosts") {
            Shells.isPicker($0) && Set(expected).isSubset(of: Set($0.items))
        }
        #expect(!picker.items.contains { $0.contains("*") || $0.contains("|") || $0.contains(":") })
        try session.type("known")
        try await session.waitUntil("known.example.org highlighted") { $0.highlighted == "known.example.org" }
        try session.send(keys: "Enter")
        try await waitForLine(session, "ssh known.example.org")

        try session.send(keys: "C-u")
        try await typeLine(session, "ssh me@kno**")
        try session.send(keys: "Tab")
        try await session.waitUntil("the host after the user") {
            Shells.isPicker($0) && $0.highlighted?.hasSuffix("known.example.org") == true
        }
        try session.send(keys: "Enter")
        try await waitForLine(session, "ssh me@known.example.org")
    }

    /// `COMMAND NAME**` Tab lists the variable `variable` (its name typed in part); the pick
    /// replaces the word.
    func variablePick(_ session: TmuxSession, command: String, variable: String) async throws {
        try await typeLine(session, "\(command) \(variable.dropLast(2))**")
        try session.send(keys: "Tab")
        try await session.waitUntil("\(variable) highlighted") { Shells.isPicker($0) && $0.highlighted == variable }
        try session.send(keys: "Enter")
        try await waitForLine(session, "\(command) \(variable)")
        try session.send(keys: "C-u")
        try await waitForLine(session, "")
    }

    /// With the trigger set to `~~`, `cat src/fo~~` Tab opens the picker.
    func customTriggerOpensThePicker(_ session: TmuxSession) async throws {
        try await typeLine(session, "cat src/fo~~")
        try session.send(keys: "Tab")
        try await session.waitUntil("src/foo.txt alone") { Shells.isPicker($0) && $0.items == ["src/foo.txt"] }
        try session.send(keys: "Enter")
        try await waitForLine(session, "cat src/foo.txt")
    }

    /// The hostile name is inserted as `quoted`, nothing runs before Enter, and Enter runs `cat`
    /// on the very file.
    func hostileNameInsertedQuoted(_ session: TmuxSession, quoted: String) async throws {
        try await typeLine(session, "cat pwned**")
        try session.send(keys: "Tab")
        try await session.waitUntil("the hostile name alone") { Shells.isPicker($0) && $0.items == [Self.hostileName] }
        try session.send(keys: "Enter")
        try await waitForLine(session, "cat \(quoted)")
        let pwned = session.directory.appendingPathComponent("pwned").path
        #expect(!FileManager.default.fileExists(atPath: pwned), "nothing ran before Enter")
        try session.send(keys: "Enter")
        try await session.waitUntil("cat printed the file") { $0.lines.contains("hostile-content") }
        try await waitForLine(session, "")
        #expect(!FileManager.default.fileExists(atPath: pwned), "the name was never run")
    }

    /// A word before the trigger holding a command substitution is not completed, and the
    /// substitution does not run (Tab is done once the X typed after it shows).
    func commandSubstitutionIsNotRun(_ session: TmuxSession) async throws {
        let line = #"cat "$(touch made)"**"#
        try await typeLine(session, line)
        try session.send(keys: "Tab")
        try session.type("X")
        try await waitForLine(session, line + "X")
        #expect(!FileManager.default.fileExists(atPath: session.directory.appendingPathComponent("made").path))
    }

    /// Esc and Ctrl-C in the picker leave the line as it was, the trigger kept, nothing added.
    func cancelLeavesTheLine(_ session: TmuxSession) async throws {
        try await typeLine(session, "vim src/**")
        for key in ["Escape", "C-c"] {
            try session.send(keys: "Tab")
            try await shells.waitForPicker(session, listing: "src/foo.txt")
            try session.send(keys: key)
            try await waitForLine(session, "vim src/**")
        }
        try session.type("X")
        try await waitForLine(session, "vim src/**X")
    }

    /// Names holding a newline or bytes that are not UTF-8 are inserted whole, quoted (each
    /// shell its own way): Enter runs `cat` on the very file.
    func oddNamesRoundTrip(_ session: TmuxSession) async throws {
        for (query, content) in [("lines", "content-ok"), ("badname", "bytes-ok")] {
            try await typeLine(session, "cat \(query)**")
            try session.send(keys: "Tab")
            try await session.waitUntil("one file for \(query)") { Shells.isPicker($0) && $0.count.hasPrefix("1/") }
            try session.send(keys: "Enter")
            try await session.waitUntil("the name inserted") {
                !Shells.isPicker($0) && (Shells.commandLine($0)?.count ?? 0) > "cat \(query)**".count
            }
            try session.send(keys: "Enter")
            try await session.waitUntil("cat printed \(content)") { $0.lines.contains(content) }
            try await waitForLine(session, "")
            try session.send(keys: "C-l")
            try await session.waitUntil("a clear screen") { !$0.text.contains(content) }
        }
    }

    /// `_swoop_compgen_path` and `_swoop_compgen_dir`, when defined, list the candidates
    /// instead of the walker: the path one is given the directory before the trigger.
    func compgenFunctionsList(_ session: TmuxSession) async throws {
        try await typeLine(session, "ls src/**")
        try session.send(keys: "Tab")
        let paths = try await session.waitUntil("the made-up paths") { Shells.isPicker($0) && $0.count == "3/3" }
        #expect(Set(paths.items) == ["src", "gen-one", "gen-two"])
        try session.type("two")
        try await session.waitUntil("gen-two alone") { $0.items == ["gen-two"] }
        try session.send(keys: "Enter")
        try await waitForLine(session, "ls gen-two")
        try session.send(keys: "C-u")
        try await typeLine(session, "cd **")
        try session.send(keys: "Tab")
        let dirs = try await session.waitUntil("the made-up directories") { Shells.isPicker($0) && $0.count == "2/2" }
        #expect(Set(dirs.items) == ["gendir-a", "gendir-b"])
        try session.type("b")
        try await session.waitUntil("gendir-b alone") { $0.items == ["gendir-b"] }
        try session.send(keys: "Enter")
        try await waitForLine(session, "cd gendir-b/")
    }

    /// Without the trigger Tab completes as the shell does: a command name, a file name.
    func plainTabCompletes(_ session: TmuxSession) async throws {
        try await typeLine(session, "ech")
        try session.send(keys: "Tab")
        try await session.waitUntil("echo completed") { Shells.commandLine($0)?.hasPrefix("echo") == true }
        try session.send(keys: "C-u")
        try await typeLine(session, "echo alp")
        try session.send(keys: "Tab")
        try await waitForLine(session, "echo alpha.txt")
    }

    // MARK: - bash

    @Test func bashFuzzyCompletionPathPickReplacesTheWord() async throws {
        let session = try await startBash()
        defer { session.close() }
        try await pathPickReplacesTheWord(session)
    }

    @Test func bashFuzzyCompletionMarksSeveralPathsAndReadsAQuotedDirectory() async throws {
        let session = try await startBash()
        defer { session.close() }
        try await typeLine(session, "ls src/**")
        try session.send(keys: "Tab")
        try await session.waitUntil("src/ and the three paths under it") { Shells.isPicker($0) && $0.count == "4/4" }
        try session.type(".")
        try await session.waitUntil("the two files") { $0.items.count == 2 }
        try session.send(keys: "Tab", "Tab", "Enter")
        let screen = try await session.waitUntil("both inserted") {
            !Shells.isPicker($0) && (Shells.commandLine($0)?.split(separator: " ").count ?? 0) == 3
        }
        #expect(Set(Shells.commandLine(screen)?.split(separator: " ").dropFirst() ?? []) == ["src/foo.txt", "src/sub/bar.c"])

        // The directory before the trigger is read as the shell reads it: quotes removed.
        try session.send(keys: "C-u")
        try await typeLine(session, "ls 'we ird'/in**")
        try session.send(keys: "Tab")
        try await session.waitUntil("the file under we ird") { Shells.isPicker($0) && $0.items == ["we ird/inside.txt"] }
        try session.send(keys: "Enter")
        try await waitForLine(session, #"ls we\ ird/inside.txt"#)
    }

    @Test func bashFuzzyCompletionDirectoryPickListsOnlyDirectories() async throws {
        let session = try await startBash()
        defer { session.close() }
        try await directoryPickListsOnlyDirectories(session)
    }

    @Test func bashFuzzyCompletionKillInsertsThePID() async throws {
        let session = try await startBash()
        defer { session.close() }
        try await killPickInsertsThePID(session, start: "sleep 31337 & echo $! > sleep.pid", seconds: 31337)
    }

    @Test func bashFuzzyCompletionSSHListsKnownHosts() async throws {
        let session = try await startBash(before: Self.makeSSHFiles)
        defer { session.close() }
        try await sshPickListsKnownHosts(session)
    }

    @Test func bashFuzzyCompletionExportAndUnsetListVariables() async throws {
        let session = try await startBash(before: "SWOOP_FUZZY_SHELLVAR=1; export SWOOP_FUZZY_ENVVAR=1")
        defer { session.close() }
        try await variablePick(session, command: "export", variable: "SWOOP_FUZZY_SHELLVAR")
        try await variablePick(session, command: "unset", variable: "SWOOP_FUZZY_ENVVAR")
    }

    @Test func bashFuzzyCompletionCustomTrigger() async throws {
        let session = try await startBash(before: "SWOOP_COMPLETION_TRIGGER='~~'")
        defer { session.close() }
        try await customTriggerOpensThePicker(session)
    }

    @Test func bashFuzzyCompletionHostileNameInsertedQuoted() async throws {
        let session = try await startBash()
        defer { session.close() }
        try await hostileNameInsertedQuoted(session, quoted: #"x\$\(touch\ pwned\)\ it\'s\!.txt"#)
        try session.send(keys: "C-u")
        try await commandSubstitutionIsNotRun(session)
    }

    @Test func bashFuzzyCompletionCancelLeavesTheLine() async throws {
        let session = try await startBash()
        defer { session.close() }
        try await cancelLeavesTheLine(session)
    }

    @Test func bashFuzzyCompletionPlainTabCompletesAsBefore() async throws {
        let session = try await startBash()
        defer { session.close() }
        try await plainTabCompletes(session)
    }

    @Test func bashFuzzyCompletionOddNamesRoundTrip() async throws {
        let session = try await startBash()
        defer { session.close() }
        try await oddNamesRoundTrip(session)
    }

    @Test func bashFuzzyCompletionCompgenFunctionsList() async throws {
        let session = try await startBash(before: Self.compgenFunctions)
        defer { session.close() }
        try await compgenFunctionsList(session)
    }
}
