import Foundation
import Testing

/// The completion scripts (shell/completion.*): made by the binary from its option table, and
/// working in real shells.
extension ShellIntegrationE2ETests {
    @Test func bashCompletionCompletesOptionsTheirValuesAndFiles() async throws {
        let session = try await startBash(files: ["alpha.txt": "a\n"], sources: ["completion.bash"])
        defer { session.close() }

        try session.type("complete -p swoop")
        try session.send(keys: "Enter")
        try await session.waitForScreen(containing: "complete -F _swoop swoop")

        try session.type("swoop --lay")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout=")
        // A completed value is followed by a space (the screen does not show a trailing one,
        // so the next word typed shows it).
        try session.type("reverse-")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout=reverse-list")
        try typeLiterally(session, "--sch")
        try await waitForCommandLine(session, "swoop --layout=reverse-list --sch")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout=reverse-list --scheme=")
        try session.type("hi")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout=reverse-list --scheme=history")
        try session.type("alp")
        try await waitForCommandLine(session, "swoop --layout=reverse-list --scheme=history alp")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout=reverse-list --scheme=history alpha.txt")
    }

    /// The long option names (without "--") that `swoop --help` lists at the start of a line.
    static func helpLongOptions() throws -> Set<String> {
        let help = try SwoopBinary.runDirect(["--help"])
        #expect(help.status == 0)
        var names = Set<String>()
        for line in help.stdout.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("-") || trimmed.hasPrefix("+") else { continue }
            // "-q, --query=STR  ...", "+s, --no-sort  ..." or "--tac  ...": the first "--name" token.
            for token in trimmed.split(separator: " ") where token.hasPrefix("--") {
                names.insert(String(token.dropFirst(2).prefix { $0.isLetter || $0.isNumber || $0 == "-" }))
                break
            }
        }
        return names
    }

    /// The "--name" tokens in `text`, without the dashes.
    static func longOptions(in text: some StringProtocol) -> Set<String> {
        var names = Set<String>()
        var rest = Substring(text)
        while let range = rest.range(of: "--") {
            let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            if let first = name.first, first.isLetter { names.insert(String(name)) }
            rest = rest[range.upperBound...].dropFirst(name.count)
        }
        return names
    }

    @Test func completionScriptsOfferEveryOptionThatHelpLists() throws {
        let help = try Self.helpLongOptions()
        #expect(help.contains("layout") && help.contains("multi") && help.contains("version"))

        let bash = try String(contentsOfFile: Self.scripts + "/completion.bash", encoding: .utf8)
        let start = try #require(bash.range(of: "__swoop_long_options=("))
        let end = try #require(bash[start.upperBound...].range(of: ")"))
        #expect(Self.longOptions(in: bash[start.upperBound..<end.lowerBound]) == help)

        let zsh = try String(contentsOfFile: Self.scripts + "/completion.zsh", encoding: .utf8)
        let specs = zsh.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("'") }
        #expect(Self.longOptions(in: specs.joined(separator: "\n")) == help)
    }

    @Test func completionScriptsAreWhatTheBinaryMakesFromItsTable() throws {
        for shell in ["bash", "zsh", "fish"] {
            let printed = try SwoopBinary.runDirect(["--shell-completion=\(shell)"])
            #expect(printed.status == 0, "swoop --shell-completion=\(shell) exited \(printed.status): \(printed.stderr)")
            let file = try String(contentsOfFile: Self.scripts + "/completion.\(shell)", encoding: .utf8)
            #expect(printed.stdout == file, "shell/completion.\(shell) is not what swoop makes: run make completion")
        }
        let bad = try SwoopBinary.runDirect(["--shell-completion=tcsh"])
        #expect(bad.status == 2 && bad.stdout.isEmpty)
    }

    @Test func completionScriptsParseInTheirShells() throws {
        for (shell, path) in [("bash", Self.findExecutable("bash")), ("zsh", Self.zshPath), ("fish", Self.fishPath)] {
            guard let path else { continue }
            let result = try ChildProcess.run(
                path, ["-n", Self.scripts + "/completion.\(shell)"], environment: ProcessInfo.processInfo.environment)
            #expect(result.status == 0, "\(shell) -n shell/completion.\(shell): \(result.stderr)")
        }
    }

    @Test func bashEvalOfSwoopBashBindsTheKeysAndCompletes() async throws {
        let session = try await startBash(sources: [], beforeSources: #"eval "$(swoop --bash)""#)
        defer { session.close() }
        try session.type("complete -p swoop; complete -p vim; bind -X | grep -c swoop_")
        try session.send(keys: "Enter")
        // swoop's options, **<Tab> for any command (vim), and the key bindings.
        try await session.waitUntil("completion, fuzzy completion and five bindings") { screen in
            screen.lines.contains("complete -F _swoop swoop") && screen.lines.contains { $0.hasSuffix("_swoop_path_completion vim") }
                && screen.lines.contains("5")
        }
    }

    @Test func aCopyOfTheBinaryAloneSetsUpBash() async throws {
        // Nothing next to the copy: the scripts come from the binary itself.
        let session = try await startBash(
            sources: [], beforeSources: #"mkdir -p alone && cp "$(command -v swoop)" alone/swoop && PATH=$PWD/alone:/usr/bin:/bin && eval "$(swoop --bash)""#)
        defer { session.close() }
        try session.type("command -v swoop; bind -X | grep -c swoop_")
        try session.send(keys: "Enter")
        try await session.waitUntil("the copy, with five bindings") { screen in
            screen.lines.contains { $0.hasSuffix("/alone/swoop") } && screen.lines.contains("5")
        }
    }

    @Test(.enabled(if: fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishSourcingSwoopFishBindsTheKeysAndCompletes() async throws {
        let session = try await startFish(sources: [])
        defer { session.close() }
        try session.type("swoop --fish | source; bind \\ct; complete -C 'swoop --shell-c'")
        try session.send(keys: "Enter")
        try await session.waitUntil("Ctrl-T bound and --shell-completion offered") { screen in
            screen.text.contains("swoop-file-widget") && screen.text.contains("--shell-completion")
        }
    }

    @Test func fishCompletionOffersEveryOptionThatHelpLists() throws {
        let fish = try String(contentsOfFile: Self.scripts + "/completion.fish", encoding: .utf8)
        var names = Set<String>()
        for line in fish.split(separator: "\n") where line.hasPrefix("complete -c swoop ") {
            let words = line.split(separator: " ")
            if let flag = words.firstIndex(of: "-l"), flag + 1 < words.count { names.insert(String(words[flag + 1])) }
        }
        #expect(names == (try Self.helpLongOptions()))
    }

    @Test(.enabled(if: fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishCompletionCompletesOptionsTheirValuesAndFiles() async throws {
        let session = try await startFish(files: ["alpha.txt": "a\n"], sources: ["completion.fish"])
        defer { session.close() }

        try session.type("swoop --lay")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout")
        try session.type("reverse-")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout reverse-list")
        try typeLiterally(session, "--sch")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout reverse-list --scheme")
        try session.type("hi")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout reverse-list --scheme history")
        try session.type("al")
        try session.send(keys: "Tab")
        try await waitForCommandLine(session, "swoop --layout reverse-list --scheme history alpha.txt")
    }
}
