import Testing
@testable import SwoopOptions

/// The option table itself: one row per name, and fzf's whole command line covered.
@Suite struct OptionTableRowTests {
    /// fzf 0.74.5's long options as its `src/options.go` reads them: `=` takes a value, `[=]` an optional one.
    static let fzfLongOptions = """
        man bash zsh fish nushell help version no-winpty tmux[=] popup[=] no-tmux no-popup tty-default=
        no-tty-default force-tty-in no-force-tty-in proxy-script= extended exact extended-exact no-extended
        no-exact query= filter= literal no-literal algo= scheme= expect= no-expect enabled no-phony disabled
        phony no-input tiebreak= bind= color[=] toggle-sort= delimiter= nth= freeze-left= freeze-right=
        with-nth= accept-nth= sort[=] no-sort raw no-raw track no-track id-nth= no-id-nth tac no-tac tail=
        no-tail smart-case ignore-case no-ignore-case multi[=] no-multi ansi no-ansi no-mouse no-color no-256
        black no-black bold no-bold layout= reverse no-reverse cycle highlight-line no-highlight-line
        no-cycle wrap[=] no-wrap wrap-word no-wrap-word wrap-sign= multi-line no-multi-line keep-right
        no-keep-right hscroll no-hscroll hscroll-off= scroll-off= filepath-word no-filepath-word info=
        info-command= no-info-command no-info inline-info no-inline-info separator= no-separator ghost=
        scrollbar[=] no-scrollbar jump-labels= select-1 no-select-1 exit-0 no-exit-0 read0 no-read0 print0
        no-print0 print-query no-print-query prompt= gutter= gutter-raw= pointer= marker= marker-multi-line=
        sync no-sync async no-history history= history-size= no-header no-header-lines header= header-lines=
        no-footer footer= header-first no-header-first gap[=] no-gap gap-line[=] no-gap-line ellipsis=
        preview= no-preview preview-window= no-preview-border preview-border[=] preview-wrap-sign= height=
        min-height= no-height no-margin no-padding no-border border[=] list-border[=] no-list-border
        no-list-label list-label= list-label-pos= no-header-border header-border[=] no-header-lines-border
        header-lines-border[=] no-header-label header-label= header-label-pos= no-footer-border
        footer-border[=] no-footer-label footer-label= footer-label-pos= no-input-border input-border[=]
        no-input-label input-label= input-label-pos= no-border-label border-label= border-label-pos=
        no-preview-label preview-label= preview-label-pos= style= no-unicode unicode ambidouble no-ambidouble
        margin= padding= tabstop= with-shell= listen[=] listen-unsafe[=] no-listen no-listen-unsafe clear
        no-clear walker= walker-root= walker-skip= threads= bench= profile-cpu= profile-mem= profile-block=
        profile-mutex=
        """

    /// fzf's short and `+` flags and the long options they stand for.
    static let fzfShortOptions: [(flag: String, long: String)] = [
        ("-h", "help"), ("-x", "extended"), ("-e", "exact"), ("+x", "no-extended"), ("+e", "no-exact"),
        ("-q", "query"), ("-f", "filter"), ("-d", "delimiter"), ("-n", "nth"), ("-s", "sort"), ("+s", "no-sort"),
        ("-i", "ignore-case"), ("+i", "no-ignore-case"), ("-m", "multi"), ("+m", "no-multi"), ("+c", "no-color"),
        ("+2", "no-256"), ("-1", "select-1"), ("+1", "no-select-1"), ("-0", "exit-0"), ("+0", "no-exit-0"),
    ]

    @Test func everyNameIsOneRow() {
        let names = OptionTable.entries.map(\.long)
        #expect(Set(names).count == names.count, "names given twice: \(names.filter { name in names.filter { $0 == name }.count > 1 })")
        let shorts = OptionTable.entries.compactMap(\.short)
        #expect(Set(shorts).count == shorts.count)
        let pluses = OptionTable.entries.compactMap(\.plus)
        #expect(Set(pluses).count == pluses.count)
    }

    @Test func everyFzfLongOptionIsARowTakingItsValueAsFzfDoes() {
        for word in Self.fzfLongOptions.split(whereSeparator: \.isWhitespace) {
            let name = word.prefix { $0 != "=" && $0 != "[" }
            let expected: OptionTable.Argument = word.hasSuffix("[=]") ? .optional : word.hasSuffix("=") ? .required : .none
            let entry = OptionTable.entries.first { $0.long == name }
            #expect(entry != nil, "fzf's --\(name) is not in the table")
            #expect(entry?.argument == expected, "--\(name) should take \(expected) as in fzf")
            if expected == .optional { #expect(entry?.nextWord != OptionTable.NextWord.never, "--\(name) takes the next word in fzf") }
        }
    }

    @Test func everyFzfShortAndPlusFlagStandsForItsLongOption() {
        for (flag, long) in Self.fzfShortOptions {
            let letter = flag.last ?? " "
            let entry = flag.hasPrefix("+") ? OptionTable.entry(plus: letter) : OptionTable.entry(short: letter)
            #expect(entry?.long == long, "\(flag) should be --\(long)")
        }
    }

    @Test func documentedRowsHaveAGroupAndTheirValueAName() {
        for entry in OptionTable.documented {
            #expect(entry.group != nil, "--\(entry.long) has help but no group")
            #expect(entry.isImplemented, "--\(entry.long) has help but does nothing")
            if entry.argument != .none { #expect(!entry.valueName.isEmpty, "--\(entry.long) needs its value's name") }
        }
        for entry in OptionTable.entries where entry.help == nil {
            #expect(entry.group == nil, "--\(entry.long) has a group but no help line")
        }
    }

    @Test func helpListsEveryDocumentedRowUnderItsGroup() {
        let blocks = OptionHelp.text.split(separator: "\n\n").map { $0.split(separator: "\n").map(String.init) }
        for entry in OptionTable.documented {
            let block = blocks.first { $0.first == entry.group?.rawValue }
            #expect(block?.contains(OptionHelp.lines(of: entry)[0]) == true, "--\(entry.long) is not under \(entry.group?.rawValue ?? "?")")
        }
        let text = OptionHelp.text
        for entry in OptionTable.entries where entry.help == nil {
            let name = "--\(entry.long)"
            #expect(!text.contains(" \(name) ") && !text.contains(" \(name)=") && !text.contains(" \(name)["), "\(name) is in --help")
        }
    }

    @Test func helpLinesPutTheHelpInOneColumn() {
        let query = OptionTable.entries.first { $0.long == "query" }
        #expect(query.map(OptionHelp.lines) == ["  -q, --query=STR          start with this query"])
        let multi = OptionTable.entries.first { $0.long == "multi" }
        #expect(multi?.synopsis == "--multi[=MAX]")
        let completion = OptionTable.entries.first { $0.long == "shell-completion" }
        #expect(completion.map(OptionHelp.lines) == [
            "      --shell-completion=SHELL",
            "                           print the completion script for bash, zsh or fish",
        ])
    }
}
