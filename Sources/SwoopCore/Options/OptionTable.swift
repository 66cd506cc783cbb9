/// Every option: its names, whether it takes a value, and what it sets.
enum OptionTable {
    /// Whether an option takes a value.
    enum Argument: Sendable {
        case none, required, optional
    }

    /// One option.
    struct Entry: Sendable {
        let long: String
        let short: Character?
        let argument: Argument
        let apply: @Sendable (inout Options, String?) throws(OptionError) -> Void

        init(_ long: String, _ short: Character? = nil, _ argument: Argument = .none,
             _ apply: @escaping @Sendable (inout Options, String?) throws(OptionError) -> Void) {
            self.long = long
            self.short = short
            self.argument = argument
            self.apply = apply
        }
    }

    static let entries: [Entry] = [
        // Search
        Entry("query", "q", .required) { $0.query = $1 ?? "" },
        Entry("filter", "f", .required) { $0.filter = $1 ?? "" },
        Entry("exact", "e") { options, _ in options.matching.exact = true },
        Entry("no-exact") { options, _ in options.matching.exact = false },
        Entry("literal") { options, _ in options.matching.foldDiacritics = false },
        Entry("no-literal") { options, _ in options.matching.foldDiacritics = true },
        Entry("sort") { options, _ in options.matching.sort = true },
        Entry("no-sort") { options, _ in options.matching.sort = false },
        Entry("tac") { options, _ in options.matching.reverseInput = true },
        Entry("no-tac") { options, _ in options.matching.reverseInput = false },
        Entry("scheme", nil, .required) { options, value throws(OptionError) in
            options.matching.scheme = try choice(value?.lowercased(), option: "--scheme")
            options.matching.tiebreaks = options.matching.scheme.tiebreaks
        },
        Entry("tiebreak", nil, .required) { options, value throws(OptionError) in
            options.matching.tiebreaks = try Tiebreak.parseList(value ?? "")
        },
        Entry("toggle-sort", nil, .required) { options, value throws(OptionError) in
            // fzf's older spelling of --bind=KEY:toggle-sort, for one key.
            let keys = try KeyBindingParser.keys(value ?? "", option: "--toggle-sort")
            guard keys.count == 1, let key = keys.first else { throw OptionError("--toggle-sort takes one key") }
            options.bindings.append((key, [.toggleSort]))
        },
        Entry("live") { options, _ in options.isLive = true },
        Entry("no-live") { options, _ in options.isLive = false },
        // Interface
        Entry("multi", "m", .optional) { options, value throws(OptionError) in
            options.markLimit = try value.map { text throws(OptionError) in try positive(text, option: "--multi") } ?? Int.max
        },
        Entry("no-multi") { options, _ in options.markLimit = nil },
        Entry("cycle") { options, _ in options.cycles = true },
        Entry("no-cycle") { options, _ in options.cycles = false },
        Entry("mouse") { options, _ in options.usesMouse = true },
        Entry("no-mouse") { options, _ in options.usesMouse = false },
        Entry("bind", nil, .required) { options, value throws(OptionError) in
            options.bindings += try KeyBindingParser.parse(value ?? "")
        },
        // Layout
        Entry("layout", nil, .required) { options, value throws(OptionError) in
            options.layout = try choice(value, option: "--layout")
        },
        Entry("reverse") { options, _ in options.layout = .reverse },
        Entry("info", nil, .required) { options, value throws(OptionError) in
            options.info = try choice(value, option: "--info")
        },
        Entry("no-info") { options, _ in options.info = .hidden },
        Entry("prompt", nil, .required) { $0.prompt = $1 ?? "" },
        Entry("placeholder", nil, .required) { $0.placeholder = $1 ?? "" },
        Entry("header", nil, .required) { $0.header = $1 },
        Entry("header-lines", nil, .required) { options, value throws(OptionError) in
            options.headerLines = try count(value ?? "", option: "--header-lines")
        },
        // Fields
        Entry("delimiter", "d", .required) { options, value throws(OptionError) in
            guard let value, !value.isEmpty else { throw OptionError("--delimiter needs a delimiter") }
            options.fieldSplitter = FieldSplitter(delimiter: value)
        },
        Entry("nth", "n", .required) { options, value throws(OptionError) in
            options.searchedFields = try FieldRange.parseList(value ?? "", option: "--nth")
        },
        Entry("with-nth", nil, .required) { options, value throws(OptionError) in
            options.shownFields = try FieldRange.parseList(value ?? "", option: "--with-nth")
        },
        Entry("accept-nth", nil, .required) { options, value throws(OptionError) in
            options.printedFields = try FieldRange.parseList(value ?? "", option: "--accept-nth")
        },
        Entry("columns") { options, _ in options.showsColumns = true },
        Entry("no-columns") { options, _ in options.showsColumns = false },
        // Detail pane and preview
        Entry("detail", nil, .optional) { options, value throws(OptionError) in
            options.detail = try PaneSpec.parse(value ?? "", defaults: PaneSpec(position: .right, size: .percent(40)), option: "--detail")
        },
        Entry("no-detail") { options, _ in options.detail = nil },
        Entry("preview", nil, .required) { $0.previewCommand = $1 },
        Entry("no-preview") { options, _ in options.previewCommand = nil },
        Entry("preview-window", nil, .required) { options, value throws(OptionError) in
            options.previewWindow = try PaneSpec.parse(value ?? "", defaults: options.previewWindow, option: "--preview-window")
        },
        // Display
        Entry("color", nil, .required) { options, value throws(OptionError) in
            options.colors.append(try ColorSpec.parse(value ?? ""))
        },
        Entry("ansi") { options, _ in options.parsesANSI = true },
        Entry("no-ansi") { options, _ in options.parsesANSI = false },
        // Input and output
        Entry("read0") { options, _ in options.readsNULSeparated = true },
        Entry("no-read0") { options, _ in options.readsNULSeparated = false },
        Entry("print0") { options, _ in options.printsNULSeparated = true },
        Entry("no-print0") { options, _ in options.printsNULSeparated = false },
        Entry("print-query") { options, _ in options.printsQuery = true },
        Entry("no-print-query") { options, _ in options.printsQuery = false },
        Entry("expect", nil, .required) { options, value throws(OptionError) in
            options.expectedKeys += try KeyBindingParser.keys(value ?? "", option: "--expect")
        },
        Entry("select-1", "1") { options, _ in options.selectsSingleMatch = true },
        Entry("no-select-1") { options, _ in options.selectsSingleMatch = false },
        Entry("exit-0", "0") { options, _ in options.exitsWithoutMatches = true },
        Entry("no-exit-0") { options, _ in options.exitsWithoutMatches = false },
        // Other
        Entry("help", "h") { options, _ in options.showHelp = true },
        Entry("version") { options, _ in options.showVersion = true },
    ]

    /// A whole number above zero.
    static func positive(_ text: String, option: String) throws(OptionError) -> Int {
        guard let number = Int(text), number > 0 else { throw OptionError("\(option) needs a number above 0, not '\(text)'") }
        return number
    }

    /// A whole number, zero or more.
    static func count(_ text: String, option: String) throws(OptionError) -> Int {
        guard let number = Int(text), number >= 0 else { throw OptionError("\(option) needs a number, not '\(text)'") }
        return number
    }

    /// One of an option's named values.
    static func choice<Value: RawRepresentable & CaseIterable>(_ text: String?, option: String) throws(OptionError) -> Value
    where Value.RawValue == String {
        guard let text, let value = Value(rawValue: text) else {
            let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw OptionError("\(option) takes one of \(names), not '\(text ?? "")'")
        }
        return value
    }
}
