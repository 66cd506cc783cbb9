import Testing
@testable import SwoopCore

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
