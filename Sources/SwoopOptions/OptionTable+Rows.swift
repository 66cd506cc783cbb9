/// swoop's own options, in the order `--help` lists them within each group.
///
/// A row: long name, short letter, argument, the argument's name, group, help
/// line (nil: listed with the other forms in the man page, not in `--help`),
/// then what it sets.
import SwoopItems
import SwoopSearch
import SwoopPicker
import SwoopSystem
extension OptionTable {
    static let implemented: [Entry] = search + interface + layout + fields + preview + display + look + lines + frames + inline + inputOutput + scripting + script + commands + listen + other + history + frecency + walker + typos + system

    private static let search: [Entry] = [
        Entry("query", "q", .required, "STR", .search, "start with this query") { $0.query = $1 ?? "" },
        Entry("filter", "f", .required, "STR", .search, "print the matches of STR, best first, and exit (no interface)") {
            $0.filter = $1 ?? ""
        },
        Entry("exact", "e", .none, "", .search, "terms match as substrings, not fuzzily") { options, _ in options.matching.exact = true },
        Entry("no-exact", plus: "e") { options, _ in options.matching.exact = false },
        Entry("extended", "x") { options, _ in options.matching.extended = true },
        Entry("no-extended", plus: "x") { options, _ in options.matching.extended = false },
        Entry("extended-exact") { options, _ in
            options.matching.exact = true
            options.matching.extended = true
        },
        Entry("ignore-case", "i", .none, "", .search, "ignore case (default: smart case)") { options, _ in
            options.matching.caseMatching = .ignore
        },
        Entry("no-ignore-case", plus: "i") { options, _ in options.matching.caseMatching = .respect },
        Entry("smart-case") { options, _ in options.matching.caseMatching = .smart },
        Entry("literal", nil, .none, "", .search, "do not fold diacritics (a no longer finds á)") { options, _ in
            options.matching.foldDiacritics = false
        },
        Entry("no-literal") { options, _ in options.matching.foldDiacritics = true },
        Entry("sort", "s", .optional, "N", next: .number) { options, value throws(OptionError) in
            if let value { _ = try count(value, option: "--sort") }
            options.matching.sort = true
        },
        Entry("no-sort", nil, .none, "", .search, "keep input order among matches", plus: "s") { options, _ in
            options.matching.sort = false
        },
        Entry("disabled", nil, .none, "", .search, "do not filter: typing only edits the query (toggle-search)") { options, _ in
            options.searchesQuery = false
        },
        Entry("phony") { options, _ in options.searchesQuery = false },
        Entry("enabled") { options, _ in options.searchesQuery = true },
        Entry("no-phony") { options, _ in options.searchesQuery = true },
        Entry("tac", nil, .none, "", .search, "reverse the input order") { options, _ in options.matching.reverseInput = true },
        Entry("no-tac") { options, _ in options.matching.reverseInput = false },
        Entry("scheme", nil, .required, "default|path|history", .search, "bonuses and tiebreaks for the kind of input",
              values: .oneOfIgnoringCase(["default", "path", "history"])) { options, value throws(OptionError) in
            options.matching.scheme = try choice(value?.lowercased(), option: "--scheme")
            options.matching.tiebreaks = options.matching.scheme.tiebreaks
            options.choosesScheme = true
        },
        Entry("tiebreak", nil, .required, "CRI[,CRI...]", .search,
              "what orders equal scores: length, chunk, pathname, begin, end, index",
              values: .suggested(["length", "chunk", "pathname", "begin", "end", "index"])) { options, value throws(OptionError) in
            options.matching.tiebreaks = try Tiebreak.parseList(value ?? "")
            options.choosesScheme = true
        },
        Entry("toggle-sort", nil, .required, "KEY") { options, value throws(OptionError) in
            // fzf's older spelling of --bind=KEY:toggle-sort, for one key.
            let keys = try KeyBindingParser.keys(value ?? "", option: "--toggle-sort").keys
            guard keys.count == 1, let key = keys.first?.key else { throw OptionError("--toggle-sort takes one key") }
            options.bindings.append(KeyBinding(key: key, actions: [.controller(.toggleSort)]))
        },
        Entry("live") { options, _ in options.isLive = true },
        Entry("no-live", nil, .none, "", .search, "typing only edits the query; Enter searches, then picks") { options, _ in
            options.isLive = false
        },
        Entry("algo", nil, .required, "TYPE", values: .oneOf(["v1", "v2"])) { options, value throws(OptionError) in
            guard let value, value == "v1" || value == "v2" else {
                throw OptionError("--algo takes one of v1, v2, not '\(value ?? "")'")
            }
            // Both rank with swoop's matcher, which scores each line's best alignment (v2's aim; v1,
            // fzf's faster greedy one, is not kept: one of swoop's two ranking differences).
        },
    ]

    private static let interface: [Entry] = [
        Entry("multi", "m", .optional, "MAX", .interface, "mark rows with Tab / Shift-Tab; Enter prints the marked ones",
              next: .number) { options, value throws(OptionError) in
            // fzf's `--multi=0` (or less) allows no marks at all.
            guard let value else { return options.markLimit = Int.max }
            guard let limit = Int(value) else { throw OptionError("--multi needs a number, not '\(value)'") }
            options.markLimit = limit > 0 ? limit : nil
        },
        Entry("no-multi", plus: "m") { options, _ in options.markLimit = nil },
        Entry("multi-order", nil, .required, "marked|input", .interface,
              "the order Enter prints the marked rows in: as they were marked (fzf's,\nthe default), or as in the input",
              values: .oneOfIgnoringCase(["marked", "input"])) { options, value throws(OptionError) in
            options.multiOrder = try choice(value?.lowercased(), option: "--multi-order")
        },
        Entry("cycle", nil, .none, "", .interface, "moving past either end of the list wraps around") { options, _ in
            options.cycles = true
        },
        Entry("no-cycle") { options, _ in options.cycles = false },
        Entry("filepath-word", nil, .none, "", .interface,
              "the word motions and kills (alt-b, alt-f, alt-d, alt-bs) stop\nonly at / (fzf's, for paths)") { options, _ in
            options.wordsArePathSegments = true
        },
        Entry("no-filepath-word") { options, _ in options.wordsArePathSegments = false },
        Entry("scroll-off", nil, .required, "LINES", .interface,
              "rows kept above and below the cursor as the list scrolls\n(default: 0; fzf's 3 under the name fzf)",
              values: .number(atLeast: 0)) { options, value throws(OptionError) in
            guard let lines = Int(value ?? ""), lines >= 0 else {
                throw OptionError("--scroll-off needs a number, not '\(value ?? "")'")
            }
            options.scrollOff = lines
        },
        Entry("tail", nil, .required, "N", .interface, "keep only the last N items read (a log followed with tail -f)",
              values: .number(atLeast: 1)) { options, value throws(OptionError) in
            guard let kept = Int(value ?? ""), kept >= 1 else {
                throw OptionError("--tail needs a number of at least 1, not '\(value ?? "")'")
            }
            options.keptItems = kept
        },
        Entry("no-tail") { options, _ in options.keptItems = nil },
        Entry("raw", nil, .none, "", .interface,
              "list every item, those the query does not match dimmed\n(toggle-raw, enable-raw, disable-raw)") { options, _ in
            options.isRaw = true
        },
        Entry("no-raw") { options, _ in options.isRaw = false },
        Entry("mouse") { options, _ in options.usesMouse = true },
        Entry("no-mouse", nil, .none, "", .interface, "no mouse (wheel, click, double-click)") { options, _ in
            options.usesMouse = false
        },
        Entry("bind", nil, .required, "KEYS:ACTIONS[,...]", .interface, "e.g. ctrl-j:down,alt-a:select-all,tab:toggle+down",
              repeats: true) { options, value throws(OptionError) in
            options.bindings += try KeyBindingParser.parse(value ?? "")
        },
    ]

    private static let layout: [Entry] = [
        Entry("layout", nil, .required, "LAYOUT", .layout,
              "where the bar and the list go: reverse (bar on top, the\ndefault), default (bar at the bottom, list running up),\nreverse-list (bar at the bottom)",
              values: .oneOf(Options.Layout.allCases.map(\.rawValue))) { options, value throws(OptionError) in
            options.layout = try choice(value, option: "--layout")
        },
        Entry("reverse", nil, .none, "", .layout, "the same as --layout=reverse") { options, _ in options.layout = .reverse },
        Entry("no-reverse") { options, _ in options.layout = .default },
        Entry("info", nil, .required, "STYLE", .layout, "default, right, inline, inline-right or hidden",
              values: .suggested(Options.InfoStyle.allCases.map(\.rawValue))) { options, value throws(OptionError) in
            (options.info, options.infoPrefix) = try InfoStyleParser.parse(value ?? "")
        },
        Entry("no-info") { options, _ in (options.info, options.infoPrefix) = (.hidden, nil) },
        Entry("inline-info") { options, _ in (options.info, options.infoPrefix) = (.inline, nil) },
        Entry("no-inline-info") { options, _ in (options.info, options.infoPrefix) = (.default, nil) },
        Entry("info-command", nil, .required, "CMD", .layout,
              "the info line is CMD's output's first line ($FZF_INFO: the counts)") { $0.infoCommand = $1 },
        Entry("no-info-command") { options, _ in options.infoCommand = nil },
        Entry("prompt", nil, .required, "STR", .layout, "before the query (default \"> \")") { $0.prompt = $1 ?? "" },
        Entry("placeholder", nil, .required, "STR", .layout, "while the query is empty (default \"Search here...\")") {
            $0.placeholder = $1 ?? ""
        },
        Entry("ghost", nil, .required, "STR") { $0.placeholder = $1 ?? "" },
        Entry("header", nil, .required, "STR", .layout, "a line of text above the list") { $0.header = $1 },
        Entry("no-header") { options, _ in options.header = nil },
        Entry("header-lines", nil, .required, "N", .layout, "the first N input lines are a header, not items") {
            options, value throws(OptionError) in
            options.headerLines = try count(value ?? "", option: "--header-lines")
        },
        Entry("no-header-lines") { options, _ in options.headerLines = 0 },
        Entry("footer", nil, .required, "STR", .layout, "lines of text on the list's far side from the input") { $0.footer = $1 },
        Entry("no-footer") { options, _ in options.footer = nil },
    ]

    private static let fields: [Entry] = [
        Entry("delimiter", "d", .required, "STR", .fieldsAndPanes,
              "split lines into fields at STR, a string or a regular expression (\\t is a tab; default: blanks)") {
            options, value throws(OptionError) in
            options.fieldSplitter = try FieldSplitter.parse(delimiter: value ?? "")
        },
        Entry("nth", "n", .required, "RANGES", .fieldsAndPanes, "search only these fields (1, -1, 2.., ..3, 1,3)") {
            options, value throws(OptionError) in
            options.searchedFields = try FieldRange.parseList(value ?? "", option: "--nth")
            options.nthText = value ?? ""
        },
        Entry("with-nth", nil, .required, "RANGES|TEMPLATE", .fieldsAndPanes, "show only these fields, or a template ('{2}: {1}')") {
            options, value throws(OptionError) in
            options.shownFields = try FieldTemplate.parse(value ?? "", option: "--with-nth")
            options.withNthText = value ?? ""
        },
        Entry("accept-nth", nil, .required, "RANGES|TEMPLATE", .fieldsAndPanes, "print only these fields of the pick, or a template") {
            options, value throws(OptionError) in
            options.printedFields = try FieldTemplate.parse(value ?? "", option: "--accept-nth")
        },
        Entry("columns", nil, .none, "", .fieldsAndPanes, "show the fields as aligned columns") { options, _ in
            options.showsColumns = true
        },
        Entry("no-columns") { options, _ in options.showsColumns = false },
        Entry("detail", nil, .optional, "SIDE[:SIZE]", .fieldsAndPanes, "a pane with the highlighted record (right, left, up, down)",
              values: .suggested(["right", "left", "up", "down"])) { options, value throws(OptionError) in
            options.detail = try PaneSpec.parse(value ?? "", defaults: .detail, option: "--detail")
        },
        Entry("no-detail") { options, _ in options.detail = nil },
    ]

    private static let display: [Entry] = [
        Entry("color", nil, .optional, "SPEC", .display,
              "colours, SPEC [BASE,]NAME:COLOR[:ATTR],... (commas or spaces):\nBASE dark, light, 16 or bw; NAME fg bg hl fg+ bg+ hl+\ninfo prompt pointer marker header query rule bar placeholder\nborder label scrollbar spinner gutter selected-* preview-*\nand fzf's other names; COLOR 0-255, #rrggbb or a name;\nATTR bold, underline, italic, reverse, dim",
              next: .notAnOption, values: .suggested(ColorSpec.Base.allCases.map(\.rawValue)), repeats: true) {
            options, value throws(OptionError) in
            guard let value, !value.isEmpty else {
                // No value: the colours set so far go back to their scheme's, as in fzf.
                options.colors = options.colors.compactMap { $0.base.map { ColorSpec(base: $0) } }
                return
            }
            let spec = try ColorSpec.parse(value)
            options.colors.append(spec)
        },
        Entry("no-color", plus: "c") { options, _ in options.colors.append(ColorSpec(base: .bw)) },
        Entry("no-256", plus: "2") { options, _ in options.colors.append(ColorSpec(base: .sixteen)) },
        Entry("tmux", nil, .optional, "[POS][,W[%]][,H[%]]", .display,
              "inside tmux, run in a popup (center|top|bottom|left|right; default 50% each way)",
              next: .notAnOption) { options, value throws(OptionError) in
            options.tmuxPopup = try TmuxPopupSpec.parse(value)
        },
        Entry("popup", nil, .optional, "OPTS", next: .notAnOption) { options, value throws(OptionError) in
            options.tmuxPopup = try TmuxPopupSpec.parse(value)
        },
        Entry("no-tmux") { options, _ in options.tmuxPopup = nil },
        Entry("no-popup") { options, _ in options.tmuxPopup = nil },
        Entry("ansi", nil, .none, "", .display, "show the items' colour codes as colours; match without them") { options, _ in
            options.parsesANSI = true
        },
        Entry("no-ansi") { options, _ in options.parsesANSI = false },
    ]

    private static let inputOutput: [Entry] = [
        Entry("read0", nil, .none, "", .inputOutput, "input items end with NUL, not a newline") { options, _ in
            options.readsNULSeparated = true
        },
        Entry("no-read0") { options, _ in options.readsNULSeparated = false },
        Entry("print0", nil, .none, "", .inputOutput, "end printed lines with NUL, not a newline") { options, _ in
            options.printsNULSeparated = true
        },
        Entry("no-print0") { options, _ in options.printsNULSeparated = false },
    ]

    private static let scripting: [Entry] = [
        Entry("print-query", nil, .none, "", .scripting, "print the query first, then the pick") { options, _ in
            options.printsQuery = true
        },
        Entry("no-print-query") { options, _ in options.printsQuery = false },
        Entry("expect", nil, .required, "KEYS", .scripting, "these keys also pick; the first line printed names the key",
              repeats: true) { options, value throws(OptionError) in
            let parsed = try KeyBindingParser.keys(value ?? "", option: "--expect")
            for (key, name) in parsed.keys {
                if !options.expectedKeys.contains(key) { options.expectedKeys.append(key) }
                options.expectedKeyNames[key] = name
            }
        },
        Entry("no-expect") { options, _ in
            options.expectedKeys = []
            options.expectedKeyNames = [:]
        },
        Entry("select-1", "1", .none, "", .scripting, "with one match, print it without the interface") { options, _ in
            options.selectsSingleMatch = true
        },
        Entry("no-select-1", plus: "1") { options, _ in options.selectsSingleMatch = false },
        Entry("exit-0", "0", .none, "", .scripting, "with no match, exit 1 without the interface") { options, _ in
            options.exitsWithoutMatches = true
        },
        Entry("no-exit-0", plus: "0") { options, _ in options.exitsWithoutMatches = false },
    ]

    private static let other: [Entry] = [
        Entry("help", "h", .none, "", .other, "show this help and exit", exits: true) { options, _ in options.showHelp = true },
        Entry("version", nil, .none, "", .other, "show the version and exit", exits: true) { options, _ in
            options.showVersion = true
        },
        Entry("man", nil, .none, "", .other, "show the manual page and exit", exits: true) { options, _ in
            options.showsManual = true
        },
        Entry("shell-completion", nil, .required, "SHELL", .other, "print the completion script for bash, zsh or fish",
              values: .oneOf(Shell.allCases.map(\.rawValue)), exits: true) { options, value throws(OptionError) in
            options.completionShell = try choice(value, option: "--shell-completion")
        },
    ] + IntegrationShell.allCases.map { shell in
        Entry(shell.rawValue, nil, .none, "", .other, "print the key bindings and completion for \(shell.displayName) and exit",
              exits: true) { options, _ in options.integrationShell = shell }
    }
}
