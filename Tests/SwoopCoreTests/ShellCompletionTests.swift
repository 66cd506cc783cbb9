import Foundation
import Testing
@testable import SwoopOptions

/// The completion scripts as made from the table (the e2e tests run them in real shells).
@Suite struct ShellCompletionTests {
    func entry(_ long: String) -> OptionTable.Entry? {
        OptionTable.entries.first { $0.long == long }
    }

    @Test func zshSpecsFollowTheRowsArgumentAndValues() {
        #expect(entry("query").map(ShellCompletion.zshSpecs) == [
            "'(-q --query)'{-q+,--query=}'[start with this query]:STR: '",
        ])
        #expect(entry("layout").map(ShellCompletion.zshSpecs)?.first?.hasSuffix(":LAYOUT:(reverse default reverse-list)'") == true)
        #expect(entry("multi").map(ShellCompletion.zshSpecs)?.count == 2)
        #expect(entry("bind").map(ShellCompletion.zshSpecs)?.first?.hasPrefix("'*--bind=[") == true)
        #expect(entry("help").map(ShellCompletion.zshSpecs)?.first == "'(- *)'{-h,--help}'[show this help and exit]'")
    }

    @Test func everyScriptOffersTheDocumentedOptionsAndNoOther() {
        for shell in Shell.allCases {
            let script = ShellCompletion.script(for: shell)
            for entry in OptionTable.entries {
                let offered = script.contains("--\(entry.long)=") || script.contains("--\(entry.long)[")
                    || script.contains("--\(entry.long) ") || script.contains("--\(entry.long)'")
                    || script.contains("-l \(entry.long) ") || script.contains("--\(entry.long))")
                    || script.contains("--\(entry.long)}") || script.contains("--\(entry.long)\n")
                #expect(offered == (entry.help != nil), "\(shell): --\(entry.long)")
            }
        }
    }

    @Test func valuesAreOfferedWhereTheRowListsThem() {
        let bash = ShellCompletion.script(for: .bash)
        #expect(bash.contains("--shell-completion) values='bash zsh fish' ;;"))
        let fish = ShellCompletion.script(for: .fish)
        #expect(fish.contains("complete -c swoop -l info -x -a 'default right inline inline-right hidden' -d 'default, right, inline, inline-right or hidden'"))
        #expect(fish.contains(#"-d 'show CMD\'s output"#))
    }
}

/// What `--bash`, `--zsh` and `--fish` print: the program the scripts run and whose variables they
/// read, ahead of the scripts.
@Suite struct ShellIntegrationPrinterTests {
    let scripts: [(name: String, text: String)] = [("key-bindings", "echo keys\n"), ("fuzzy-completion", "echo tab\n")]

    @Test func thePreambleNamesTheProgramAndItsPrefixesBeforeTheScripts() throws {
        let bash = ShellCompletion.integration(for: .bash, scripts: scripts, program: "fzf", prefixes: ["FZF_"])
        let preamble = try #require(bash.range(of: "__swoop_program='fzf'\n__swoop_prefixes='FZF_'\n"))
        let keys = try #require(bash.range(of: "echo keys"))
        #expect(preamble.upperBound <= keys.lowerBound)

        let zsh = ShellCompletion.integration(for: .zsh, scripts: scripts, program: "fzf", prefixes: ["FZF_"])
        #expect(zsh.contains("typeset -g __swoop_program='fzf' __swoop_prefixes='FZF_'\n"))

        let fish = ShellCompletion.integration(for: .fish, scripts: scripts, program: "/opt/x/swoop", prefixes: ["SWOOP_", "FZF_"])
        #expect(fish.contains("set -g __swoop_program '/opt/x/swoop'\nset -g __swoop_prefixes 'SWOOP_' 'FZF_'\n"))
    }

    @Test func theProgramIsQuotedForItsShell() {
        let bash = ShellCompletion.integration(for: .bash, scripts: scripts, program: "/opt/it's/swoop", prefixes: ["SWOOP_", "FZF_"])
        #expect(bash.contains(#"__swoop_program='/opt/it'\''s/swoop'"#))
        #expect(bash.contains("__swoop_prefixes='SWOOP_ FZF_'\n"))
        let fish = ShellCompletion.integration(for: .fish, scripts: scripts, program: #"/opt/it's\x/swoop"#, prefixes: ["FZF_"])
        #expect(fish.contains(#"set -g __swoop_program '/opt/it\'s\\x/swoop'"#))
    }

    @Test func swoopsOptionsAreOfferedForTheProgramsNameToo() {
        let bash = ShellCompletion.integration(for: .bash, scripts: scripts, program: "/opt/x/fzf", prefixes: ["FZF_"])
        #expect(bash.hasSuffix("complete -F _swoop swoop\ncomplete -F _swoop 'fzf'\n"))
        let zsh = ShellCompletion.integration(for: .zsh, scripts: scripts, program: "fzf", prefixes: ["FZF_"])
        #expect(zsh.hasSuffix("if (( ${+functions[compdef]} )); then compdef _swoop 'fzf'; fi\n"))
        let fish = ShellCompletion.integration(for: .fish, scripts: scripts, program: "fzf", prefixes: ["FZF_"])
        #expect(fish.hasSuffix("complete -c 'fzf' -w swoop\n"))
        // Under swoop's own name the completion script is all.
        for shell in IntegrationShell.allCases {
            guard let completionShell = shell.completionShell else { continue }
            let printed = ShellCompletion.integration(for: shell, scripts: scripts, program: "/opt/x/swoop", prefixes: ["SWOOP_", "FZF_"])
            #expect(printed.hasSuffix(ShellCompletion.script(for: completionShell)), "\(shell)")
        }
    }

    @Test func nushellGetsARecordOfTheProgramAndItsPrefixesThenTheScriptsAlone() throws {
        let nushell = ShellCompletion.integration(for: .nushell, scripts: scripts, program: "fzf", prefixes: ["FZF_"])
        let preamble = try #require(nushell.range(of: "\n$env.__swoop_integration = {program: 'fzf', prefixes: ['FZF_']}\n"))
        let keys = try #require(nushell.range(of: "\n### key-bindings ###\necho keys\n"))
        #expect(preamble.upperBound <= keys.lowerBound)
        // No completion script of swoop's options follows: Nushell has none.
        #expect(nushell.hasSuffix("\n### fuzzy-completion ###\necho tab\n"))
        #expect(nushell.hasPrefix("# swoop's key bindings and completion for Nushell\n"))

        let swoop = ShellCompletion.integration(for: .nushell, scripts: scripts, program: "/opt/x/swoop", prefixes: ["SWOOP_", "FZF_"])
        #expect(swoop.contains("$env.__swoop_integration = {program: '/opt/x/swoop', prefixes: ['SWOOP_' 'FZF_']}\n"))
    }

    @Test func nushellReadsTheProgramBackWhateverQuotesItHolds() {
        #expect(ShellCompletion.nushellQuoted(#"/opt/a "b"\c/swoop"#) == #"'/opt/a "b"\c/swoop'"#)
        #expect(ShellCompletion.nushellQuoted(#"/opt/it's\x "y"/swoop"#) == #""/opt/it's\\x \"y\"/swoop""#)
    }

    @Test func theProgramIsTheNameAsCalledOrTheAbsolutePath() {
        func program(_ argument0: String?) -> String {
            ShellCompletion.program(calledAs: argument0, in: "/home/u", fallback: "swoop")
        }
        #expect(program("fzf") == "fzf")
        #expect(program("swoop") == "swoop")
        #expect(program("/opt/x/fzf") == "/opt/x/fzf")
        #expect(program("bin/fzf") == "/home/u/bin/fzf")
        #expect(program("./fzf") == "/home/u/fzf")
        #expect(program(".//bin/swoop") == "/home/u/bin/swoop")
        #expect(program("../x/swoop") == "/home/u/../x/swoop")
        #expect(program(nil) == "swoop")
        #expect(program("") == "swoop")
        #expect(ShellCompletion.program(calledAs: "fzf", in: "/", fallback: "fzf") == "fzf")
        #expect(ShellCompletion.program(calledAs: "bin/fzf", in: "/", fallback: "fzf") == "/bin/fzf")
    }

    /// The scripts of shell/ whose settings follow the program's rule.
    static let scriptNames = ["key-bindings", "fuzzy-completion"].flatMap { name in
        ["bash", "zsh", "fish", "nu"].map { "\(name).\($0)" }
    }

    @Test func theScriptsReadNoVariableByItsFullNameOutsideComments() throws {
        let shellDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shell")
        for name in Self.scriptNames {
            let text = try String(contentsOf: shellDirectory.appendingPathComponent(name), encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
            // Every SWOOP_/FZF_ variable goes through __swoop_setting or __swoop_prefixes; the only
            // mention is the prefixes the scripts default to when sourced.
            let named = code.filter { $0.contains("SWOOP_") || $0.contains("FZF_") }
            #expect(named.count == 1 && named.allSatisfy { $0.contains("SWOOP_ FZF_") }, "\(name): \(named)")
            // The program runs as $__swoop_program, which is swoop only by default.
            let runsSwoop = code.filter { ($0.contains(" swoop ") || $0.hasSuffix(" swoop")) && !$0.contains("__swoop_program") }
            #expect(runsSwoop.isEmpty, "\(name) runs swoop by name: \(runsSwoop)")
        }
    }
}
