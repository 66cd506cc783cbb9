import Foundation
import Testing

/// The scripts under the program's two names. Printed by `fzf --bash` (`--zsh`, `--fish`) from
/// swoop named fzf, with no swoop on PATH, they run fzf, with fzf's look, and read the FZF_
/// variables alone; under swoop's name (sourced, or printed by `swoop --bash`) a SWOOP_ setting
/// wins over its FZF_ twin, which is read where the SWOOP_ one is unset.
extension ShellIntegrationE2ETests {
    /// A picker in fzf's look (the layout the name fzf starts with): the rows, each after fzf's
    /// gutter `▌`, above the info line `  N/M`, and on the row below that, the last on screen,
    /// the prompt line.
    struct FzfPicker {
        /// The rows as shown, top to bottom (the best match lowest).
        let items: [String]
        /// The info line's count, e.g. `2/3`.
        let count: String
        /// The prompt line, with the query.
        let promptLine: String

        init?(_ screen: PickerScreen) {
            let lines = screen.lines
            guard let info = lines.lastIndex(where: { Self.count(in: $0) != nil }), info + 1 < lines.count,
                lines[(info + 2)...].allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }),
                let count = Self.count(in: lines[info])
            else { return nil }
            self.count = count
            promptLine = lines[info + 1]
            // A row ends with the scrollbar's `│` when the list is longer than the picker.
            items = lines[..<info].filter { $0.hasPrefix("▌") }.map { line in
                var row = line.dropFirst(2)
                if row.hasSuffix("│") { row = row.dropLast() }
                return row.trimmingCharacters(in: .whitespaces)
            }
        }

        /// The count of an fzf info line (`  2/3`, then a space or nothing), or nil for any other line.
        static func count(in line: String) -> String? {
            guard line.hasPrefix("  ") else { return nil }
            let token = line.dropFirst(2).prefix { $0 != " " }
            let parts = token.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
            return String(token)
        }
    }

    /// Waits until fzf's picker is on screen and `condition` holds for it.
    @discardableResult
    func waitForFzf(_ session: TmuxSession, _ what: String, _ condition: @escaping (FzfPicker) -> Bool)
        async throws -> FzfPicker
    {
        let screen = try await session.waitUntil("fzf's picker: \(what)") { FzfPicker($0).map(condition) ?? false }
        return try #require(FzfPicker(screen))
    }

    /// Waits until no picker of either look is on screen and the command line reads `expected`.
    func waitForLineAfterFzf(_ session: TmuxSession, _ expected: String) async throws {
        try await session.waitUntil("command line \"\(expected)\", no picker") {
            FzfPicker($0) == nil && !Self.isPicker($0) && Self.commandLine($0) == expected
        }
    }

    /// Shell lines (bash and zsh) that put a `fzf`, a symbolic link to the swoop under test, first
    /// on a PATH that has no swoop.
    static func fzfOnPath() throws -> String {
        let binary = TmuxSession.shellQuote(try SwoopBinary.requirePath())
        return "mkdir -p fzfbin && ln -s \(binary) fzfbin/fzf && PATH=$PWD/fzfbin:/usr/bin:/bin"
    }

    /// The files and history of the scenarios below.
    static let nameFiles = ["alpha.txt": "a\n", "beta.txt": "b\n", "sub/inner.txt": "i\n"]
    static let nameHistory = ["echo one", "echo two"]

    /// Ctrl-R, Ctrl-T and Alt-C with the bindings `fzf --SHELL` printed: each runs fzf, drawn with
    /// fzf's look and its default options from FZF_DEFAULT_OPTS (a header), Ctrl-T's from
    /// FZF_CTRL_T_OPTS (a prompt); the SWOOP_ ones (another header, another prompt) are not read.
    /// Then no swoop is on PATH.
    func fzfWidgetsRunFzf(_ session: TmuxSession) async throws {
        try session.send(keys: "C-r")
        let history = try await waitForFzf(session, "the history") { $0.items.contains("echo one") }
        #expect(history.promptLine.hasPrefix(">"))
        try session.type("one")
        try await waitForFzf(session, "echo one alone") { $0.items == ["echo one"] }
        try session.send(keys: "Enter")
        try await waitForLineAfterFzf(session, "echo one")
        try session.send(keys: "C-u")
        try await waitForLineAfterFzf(session, "")

        try session.type("ls ")
        try await waitForLineAfterFzf(session, "ls")
        try session.send(keys: "C-t")
        let files = try await waitForFzf(session, "the files") { $0.items.contains("beta.txt") }
        #expect(files.promptLine.hasPrefix("ff:"), "FZF_CTRL_T_OPTS's prompt: \(files.promptLine)")
        let screen = try session.screen()
        #expect(screen.text.contains("fzf-defaults") && !screen.text.contains("swoop-defaults"), "\(screen.text)")
        #expect(!Self.isPicker(screen))
        try session.type("beta")
        try await waitForFzf(session, "beta.txt alone") { $0.items == ["beta.txt"] && $0.count.hasPrefix("1/") }
        try session.send(keys: "Enter")
        try await waitForLineAfterFzf(session, "ls beta.txt")
        try session.send(keys: "C-u")
        try await waitForLineAfterFzf(session, "")

        try session.send(keys: "M-c")
        try await waitForFzf(session, "the directories") { $0.items.contains("sub/") }
        try session.type("sub")
        try await waitForFzf(session, "sub/ alone") { $0.items == ["sub/"] }
        try session.send(keys: "Enter")
        try await waitForLineAfterFzf(session, "")
        try session.type(#"basename "$PWD"; command -v swoop || echo no-swoop"#)
        try session.send(keys: "Enter")
        try await session.waitUntil("in sub, and no swoop on PATH") { $0.lines.contains("sub") && $0.lines.contains("no-swoop") }
    }

    @Test func bashEvalOfFzfBashRunsFzfAndReadsOnlyFZFVariables() async throws {
        let session = try await startBash(
            files: Self.nameFiles, history: Self.nameHistory, sources: [],
            beforeSources: """
                \(try Self.fzfOnPath())
                export FZF_CTRL_T_OPTS="--prompt='ff: '" SWOOP_CTRL_T_OPTS='--prompt=wrong>'
                export FZF_DEFAULT_OPTS='--header=fzf-defaults' SWOOP_DEFAULT_OPTS='--header=swoop-defaults'
                eval "$(fzf --bash)"
                """)
        defer { session.close() }
        try await fzfWidgetsRunFzf(session)
    }

    @Test(.enabled(if: zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshEvalOfFzfZshRunsFzfAndReadsOnlyFZFVariables() async throws {
        let session = try await startZsh(
            files: Self.nameFiles, history: Self.nameHistory,
            rc: """
                \(try Self.fzfOnPath())
                export FZF_CTRL_T_OPTS="--prompt='ff: '" SWOOP_CTRL_T_OPTS='--prompt=wrong>'
                export FZF_DEFAULT_OPTS='--header=fzf-defaults' SWOOP_DEFAULT_OPTS='--header=swoop-defaults'
                eval "$(fzf --zsh)"
                """, sources: [])
        defer { session.close() }
        try await fzfWidgetsRunFzf(session)
    }

    @Test(.enabled(if: fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishSourcingFzfFishRunsFzfAndReadsOnlyFZFVariables() async throws {
        let binary = TmuxSession.shellQuote(try SwoopBinary.requirePath())
        let session = try await startFish(
            files: Self.nameFiles, history: Self.nameHistory, sources: [],
            config: """
                mkdir -p fzfbin; and ln -s \(binary) fzfbin/fzf; and set -gx PATH $PWD/fzfbin /usr/bin /bin
                set -gx FZF_CTRL_T_OPTS "--prompt='ff: '"; set -gx SWOOP_CTRL_T_OPTS '--prompt=wrong>'
                set -gx FZF_DEFAULT_OPTS '--header=fzf-defaults'; set -gx SWOOP_DEFAULT_OPTS '--header=swoop-defaults'
                fzf --fish | source
                """)
        defer { session.close() }
        try await fzfWidgetsRunFzf(session)
    }

    @Test func bashFuzzyCompletionOfFzfBashReadsFZFVariables() async throws {
        let session = try await startBash(
            files: Self.nameFiles, sources: [],
            beforeSources: """
                \(try Self.fzfOnPath())
                FZF_COMPLETION_TRIGGER=',,' SWOOP_COMPLETION_TRIGGER='~~' FZF_COMPLETION_OPTS="--prompt='tab> '"
                printf -- '--header=fzf-file\\n' > fzf-opts; printf -- '--header=swoop-file\\n' > swoop-opts
                export FZF_DEFAULT_OPTS_FILE=$PWD/fzf-opts SWOOP_DEFAULT_OPTS_FILE=$PWD/swoop-opts
                eval "$(fzf --bash)"
                """)
        defer { session.close() }
        try session.type("cat al,,")
        try await waitForLineAfterFzf(session, "cat al,,")
        try session.send(keys: "Tab")
        // (Completion pickers run --reverse, as fzf's: the prompt line on top.)
        try await session.waitUntil("fzf's picker, FZF_COMPLETION_OPTS's prompt, alpha.txt alone") { screen in
            screen.lines.contains { $0.hasPrefix("tab> al") } && screen.lines.filter { $0.hasPrefix("▌") } == ["▌ alpha.txt"]
                && screen.lines.contains { FzfPicker.count(in: $0)?.hasPrefix("1/") == true }
        }
        let screen = try session.screen()
        #expect(screen.text.contains("fzf-file") && !screen.text.contains("swoop-file"), "\(screen.text)")
        try session.send(keys: "Enter")
        try await waitForLineAfterFzf(session, "cat alpha.txt")
        // fzf's own options are offered for fzf too.
        try session.send(keys: "C-u")
        try session.type("fzf --lay")
        try session.send(keys: "Tab")
        try await waitForLineAfterFzf(session, "fzf --layout=")
    }

    @Test func bashEvalOfSwoopBashByItsPathNeedsNoSwoopOnPath() async throws {
        let binary = TmuxSession.shellQuote(try SwoopBinary.requirePath())
        let session = try await startBash(
            files: Self.nameFiles, sources: [], beforeSources: "eval \"$(\(binary) --bash)\"", path: "/usr/bin:/bin")
        defer { session.close() }
        try session.type("ls ")
        try await waitForCommandLine(session, "ls")
        try session.send(keys: "C-t")
        try await waitForPicker(session, listing: "beta.txt")
        try session.type("beta")
        try await session.waitUntil("beta.txt alone") { $0.items == ["beta.txt"] }
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "ls beta.txt")
        try session.send(keys: "C-u")
        try session.type("command -v swoop || echo no-swoop")
        try session.send(keys: "Enter")
        try await session.waitUntil("no swoop on PATH") { $0.lines.contains("no-swoop") }
    }

    @Test func printedScriptsSayTheProgramsNameWhenItIsNotOnPath() throws {
        // Printed by a swoop started as "fzf" (argv[0] alone), where no fzf is on PATH.
        let binary = TmuxSession.shellQuote(try SwoopBinary.requirePath())
        let environment = ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path, "LANG": "C.UTF-8"]
        let print = { (shell: String) in "bash -c 'exec -a fzf \"$0\" --\(shell)' \(binary)" }
        var runs = [
            ("bash", "/bin/bash", ["--norc", "--noprofile", "-i", "-c", "eval \"$(\(print("bash")))\""]),
        ]
        if let zsh = Self.zshPath { runs.append(("zsh", zsh, ["-f", "-i", "-c", "eval \"$(\(print("zsh")))\""])) }
        if let fish = Self.fishPath { runs.append(("fish", fish, ["--no-config", "-i", "-c", "\(print("fish")) | source"])) }
        for (shell, path, arguments) in runs {
            let result = try ChildProcess.run(path, arguments, environment: environment)
            for line in ["fzf: not on PATH; key bindings not defined", "fzf: not on PATH; fuzzy completion not set up"] {
                #expect(result.stderr.components(separatedBy: "\n").filter { $0 == line }.count == 1, "\(shell): \(result.stderr)")
            }
            #expect(!result.stderr.contains("swoop"), "\(shell): \(result.stderr)")
        }
    }

    /// Under swoop's name: Ctrl-T's options (a prompt) from SWOOP_CTRL_T_OPTS while it is set
    /// (even to ""), from FZF_CTRL_T_OPTS once it is unset (`unset` is the shell's command for that).
    func swoopReadsSWOOPSettingsFirst(_ session: TmuxSession, unset: String, setEmpty: String) async throws {
        for (step, prompt) in [("", "sw:"), (setEmpty, "> "), (unset, "ff:")] {
            if !step.isEmpty {
                try session.type(step)
                try session.send(keys: "Enter")
                try await waitForCommandLine(session, "")
            }
            try session.send(keys: "C-t")
            try await session.waitUntil("the prompt \(prompt) after \"\(step)\"") {
                Self.isPicker($0) && $0.items.contains("alpha.txt") && $0.searchBar.hasPrefix(prompt)
            }
            try session.send(keys: "Escape")
            try await waitForCommandLine(session, "")
        }
    }

    @Test func bashSourcedReadsSWOOPSettingsFirstThenFZFOnes() async throws {
        let session = try await startBash(
            files: Self.nameFiles, beforeSources: "FZF_CTRL_T_OPTS='--prompt=ff:'; SWOOP_CTRL_T_OPTS='--prompt=sw:'")
        defer { session.close() }
        try await swoopReadsSWOOPSettingsFirst(session, unset: "unset SWOOP_CTRL_T_OPTS", setEmpty: "SWOOP_CTRL_T_OPTS=")
    }

    @Test(.enabled(if: zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshEvalOfSwoopZshReadsSWOOPSettingsFirstThenFZFOnes() async throws {
        let session = try await startZsh(
            files: Self.nameFiles,
            rc: "export FZF_CTRL_T_OPTS='--prompt=ff:' SWOOP_CTRL_T_OPTS='--prompt=sw:'; eval \"$(swoop --zsh)\"", sources: [])
        defer { session.close() }
        try await swoopReadsSWOOPSettingsFirst(session, unset: "unset SWOOP_CTRL_T_OPTS", setEmpty: "SWOOP_CTRL_T_OPTS=")
    }

    @Test(.enabled(if: fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishSourcingSwoopFishReadsSWOOPSettingsFirstThenFZFOnes() async throws {
        let session = try await startFish(
            files: Self.nameFiles, sources: [],
            config: "set -g FZF_CTRL_T_OPTS '--prompt=ff:'; set -g SWOOP_CTRL_T_OPTS '--prompt=sw:'; swoop --fish | source")
        defer { session.close() }
        try await swoopReadsSWOOPSettingsFirst(session, unset: "set -e SWOOP_CTRL_T_OPTS", setEmpty: "set -g SWOOP_CTRL_T_OPTS ''")
    }
}
