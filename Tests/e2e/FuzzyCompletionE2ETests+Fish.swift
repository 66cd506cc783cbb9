import Foundation
import Testing

/// The scenarios in fish (skipped when fish is not installed), with fish's quoting.
extension FuzzyCompletionE2ETests {
    /// Starts fish with the fuzzy completion, then makes the tree and runs `before` (fish has
    /// no rc text of ours).
    func startFish(before: String = "") async throws -> TmuxSession {
        let session = try await shells.startFish(files: Self.files, sources: ["key-bindings.fish", "fuzzy-completion.fish"])
        let setup = [Self.makeTree, before, "clear"].filter { !$0.isEmpty }.joined(separator: "; ")
        try session.type(setup)
        try session.send(keys: "Enter")
        try await session.waitUntil("the setup run") { !$0.text.contains("clear") && Shells.commandLine($0) == "" }
        return session
    }

    /// fish's `_swoop_compgen_path` and `_swoop_compgen_dir`, as `compgenFunctions`.
    static let fishCompgenFunctions = """
        function _swoop_compgen_path; echo $argv[1]; printf 'gen-%s\\n' one two; end; \
        function _swoop_compgen_dir; printf 'gendir-%s\\n' a b; end
        """

    @Test(.enabled(if: Shells.fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishFuzzyCompletionPathPickReplacesTheWord() async throws {
        let session = try await startFish()
        defer { session.close() }
        try await pathPickReplacesTheWord(session)
    }

    @Test(.enabled(if: Shells.fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishFuzzyCompletionDirectoryPickListsOnlyDirectories() async throws {
        let session = try await startFish()
        defer { session.close() }
        try await directoryPickListsOnlyDirectories(session)
    }

    @Test(.enabled(if: Shells.fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishFuzzyCompletionKillInsertsThePID() async throws {
        let session = try await startFish()
        defer { session.close() }
        try await killPickInsertsThePID(session, start: "sleep 31339 &; echo $last_pid > sleep.pid", seconds: 31339)
    }

    @Test(.enabled(if: Shells.fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishFuzzyCompletionSSHListsKnownHosts() async throws {
        let session = try await startFish(before: Self.makeSSHFiles)
        defer { session.close() }
        try await sshPickListsKnownHosts(session)
    }

    @Test(.enabled(if: Shells.fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishFuzzyCompletionSetAndExportListVariables() async throws {
        let session = try await startFish(before: "set -g SWOOP_FUZZY_SHELLVAR 1; set -gx SWOOP_FUZZY_ENVVAR 1")
        defer { session.close() }
        try await variablePick(session, command: "set -e", variable: "SWOOP_FUZZY_SHELLVAR")
        try await variablePick(session, command: "export", variable: "SWOOP_FUZZY_ENVVAR")
        try await variablePick(session, command: "unset", variable: "SWOOP_FUZZY_ENVVAR")
    }

    @Test(.enabled(if: Shells.fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishFuzzyCompletionCustomTrigger() async throws {
        let session = try await startFish(before: "set -g SWOOP_COMPLETION_TRIGGER '~~'")
        defer { session.close() }
        try await customTriggerOpensThePicker(session)
    }

    @Test(.enabled(if: Shells.fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishFuzzyCompletionHostileNameInsertedQuoted() async throws {
        let session = try await startFish()
        defer { session.close() }
        try await hostileNameInsertedQuoted(session, quoted: #"x\$\(touch\ pwned\)\ it\'s!.txt"#)
        try session.send(keys: "C-u")
        try await commandSubstitutionIsNotRun(session)
    }

    @Test(.enabled(if: Shells.fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishFuzzyCompletionCancelLeavesTheLine() async throws {
        let session = try await startFish()
        defer { session.close() }
        try await cancelLeavesTheLine(session)
    }

    @Test(.enabled(if: Shells.fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishFuzzyCompletionPlainTabCompletesAsBefore() async throws {
        let session = try await startFish()
        defer { session.close() }
        try await plainTabCompletes(session)
    }

    @Test(.enabled(if: Shells.fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishFuzzyCompletionOddNamesRoundTrip() async throws {
        let session = try await startFish()
        defer { session.close() }
        try await oddNamesRoundTrip(session)
    }

    @Test(.enabled(if: Shells.fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishFuzzyCompletionCompgenFunctionsList() async throws {
        let session = try await startFish(before: Self.fishCompgenFunctions)
        defer { session.close() }
        try await compgenFunctionsList(session)
    }
}
