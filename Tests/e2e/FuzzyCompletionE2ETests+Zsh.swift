import Foundation
import Testing

/// The scenarios in zsh (skipped when zsh is not installed).
extension FuzzyCompletionE2ETests {
    /// Starts zsh with the tree, `before`, and the fuzzy completion.
    func startZsh(before: String = "") async throws -> TmuxSession {
        let script = TmuxSession.shellQuote(Shells.scripts + "/fuzzy-completion.zsh")
        return try await shells.startZsh(
            files: Self.files, rc: [Self.makeTree, before, "source \(script)"].joined(separator: "\n"))
    }

    @Test(.enabled(if: Shells.zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshFuzzyCompletionPathPickReplacesTheWord() async throws {
        let session = try await startZsh()
        defer { session.close() }
        try await pathPickReplacesTheWord(session)
    }

    @Test(.enabled(if: Shells.zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshFuzzyCompletionDirectoryPickListsOnlyDirectories() async throws {
        let session = try await startZsh()
        defer { session.close() }
        try await directoryPickListsOnlyDirectories(session)
    }

    @Test(.enabled(if: Shells.zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshFuzzyCompletionKillInsertsThePID() async throws {
        let session = try await startZsh()
        defer { session.close() }
        try await killPickInsertsThePID(session, start: "sleep 31338 & echo $! > sleep.pid", seconds: 31338)
    }

    @Test(.enabled(if: Shells.zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshFuzzyCompletionSSHListsKnownHosts() async throws {
        let session = try await startZsh(before: Self.makeSSHFiles)
        defer { session.close() }
        try await sshPickListsKnownHosts(session)
    }

    @Test(.enabled(if: Shells.zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshFuzzyCompletionExportAndUnsetListVariables() async throws {
        let session = try await startZsh(before: "SWOOP_FUZZY_SHELLVAR=1; export SWOOP_FUZZY_ENVVAR=1")
        defer { session.close() }
        try await variablePick(session, command: "export", variable: "SWOOP_FUZZY_SHELLVAR")
        try await variablePick(session, command: "unset", variable: "SWOOP_FUZZY_ENVVAR")
        // The command is found after assignments and a separator, quoted or not.
        try await typeLine(session, #"echo a; X=1 \unset SWOOP_FUZZY_ENV**"#)
        try session.send(keys: "Tab")
        try await session.waitUntil("the variable") { Shells.isPicker($0) && $0.highlighted == "SWOOP_FUZZY_ENVVAR" }
        try session.send(keys: "Enter")
        try await waitForLine(session, #"echo a; X=1 \unset SWOOP_FUZZY_ENVVAR"#)
    }

    @Test(.enabled(if: Shells.zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshFuzzyCompletionCustomTrigger() async throws {
        let session = try await startZsh(before: "SWOOP_COMPLETION_TRIGGER='~~'")
        defer { session.close() }
        try await customTriggerOpensThePicker(session)
    }

    @Test(.enabled(if: Shells.zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshFuzzyCompletionHostileNameInsertedQuoted() async throws {
        let session = try await startZsh()
        defer { session.close() }
        try await hostileNameInsertedQuoted(session, quoted: #"x\$\(touch\ pwned\)\ it\'s\!.txt"#)
        try session.send(keys: "C-u")
        try await commandSubstitutionIsNotRun(session)
    }

    @Test(.enabled(if: Shells.zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshFuzzyCompletionCancelLeavesTheLine() async throws {
        let session = try await startZsh()
        defer { session.close() }
        try await cancelLeavesTheLine(session)
    }

    @Test(.enabled(if: Shells.zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshFuzzyCompletionPlainTabCompletesAsBefore() async throws {
        let session = try await startZsh()
        defer { session.close() }
        try await plainTabCompletes(session)
    }

    @Test(.enabled(if: Shells.zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshFuzzyCompletionOddNamesRoundTrip() async throws {
        let session = try await startZsh()
        defer { session.close() }
        try await oddNamesRoundTrip(session)
    }

    @Test(.enabled(if: Shells.zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshFuzzyCompletionCompgenFunctionsList() async throws {
        let session = try await startZsh(before: Self.compgenFunctions)
        defer { session.close() }
        try await compgenFunctionsList(session)
    }

    @Test(.enabled(if: Shells.zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshFuzzyCompletionFallsBackToTheWidgetTabHadAndSurvivesASecondSource() async throws {
        let script = TmuxSession.shellQuote(Shells.scripts + "/fuzzy-completion.zsh")
        let session = try await startZsh(before: """
            my-tab() { LBUFFER+=tabbed }; zle -N my-tab; bindkey '^I' my-tab
            source \(script)
            """)
        defer { session.close() }
        try await typeLine(session, "echo ", shown: "echo")
        try session.send(keys: "Tab")
        try await waitForLine(session, "echo tabbed")
        try session.send(keys: "C-u")
        try await pathPickReplacesTheWord(session)
    }
}
