/// Every option swoop accepts, one row each: the parser, `--help`, the shell
/// completion scripts and the man page's check are all made from these rows.
///
/// `implemented` (OptionTable+Rows.swift) are swoop's own options and fzf's
/// forms of them; `fzfOnly` (OptionTable+FzfRows.swift) are fzf 0.74's options
/// that ask for what swoop does anyway (`--no-winpty`), accepted silently. An
/// option fzf does not have is an error.
import SwoopSystem
enum OptionTable {
    /// The heading an option is listed under in `--help` and the man page.
    enum Group: String, Sendable, CaseIterable {
        case search = "Search"
        case interface = "Interface"
        case layout = "Layout"
        case fieldsAndPanes = "Fields and panes"
        case display = "Display"
        case inputOutput = "Input and output"
        case scripting = "Scripting"
        case other = "Other"
    }

    /// Whether an option takes a value.
    enum Argument: Sendable {
        case none, required, optional
    }

    /// When an optional value may be given as the next word instead of attached with `=`.
    enum NextWord: Sendable {
        /// Never: `--detail right` leaves `right` an operand.
        case never
        /// When the next word starts with a digit (fzf's `-m 3`, `--sort 5`).
        case number
        /// When the next word does not start with `-` or `+` (fzf's `--border rounded`).
        case notAnOption
    }

    /// The values an option's argument takes, for completion and for checking fzf-only rows.
    enum Values: Sendable, Equatable {
        /// Free text.
        case any
        /// One of these words, in this case; an fzf-only row rejects anything else, as fzf does.
        case oneOf([String])
        /// One of these words, in any case.
        case oneOfIgnoringCase([String])
        /// Any text; these words are offered by completion.
        case suggested([String])
        /// A whole number at least this large.
        case number(atLeast: Int)
        /// fzf's `--height`: `[~][-]N[%]`.
        case height
        /// fzf's `--margin` and `--padding`: one to four sizes (`N` or `N%`) separated by commas.
        case margins
        /// fzf's label positions: a column, `center`, `top` or `bottom`, separated by `:` or `,`.
        case labelPosition
        /// fzf's `--jump-labels`: printable ASCII characters, at least one.
        case jumpLabels
        /// A file name.
        case file
        /// Directory names: fzf's `--walker-root a b` takes the directories that follow as more of
        /// its value (FzfArguments gives each to `--also-walker-root`).
        case directories

        /// The words completion offers.
        var words: [String] {
            switch self {
            case .oneOf(let words), .oneOfIgnoringCase(let words), .suggested(let words): words
            default: []
            }
        }
    }

    /// What an option does.
    enum Effect: Sendable {
        /// Sets something in `Options`.
        case apply(@Sendable (inout Options, String?) throws(OptionError) -> Void)
        /// Accepted and does nothing: swoop already behaves as it asks (`--no-border`, `--unicode`).
        case alreadySo
    }

    /// One option.
    struct Entry: Sendable {
        /// The long name, without `--`.
        let long: String
        /// The short letter (`-q`), if any.
        let short: Character?
        /// The `+` letter that means this option in fzf (`+s` for `--no-sort`), if any.
        let plus: Character?
        let argument: Argument
        /// What the argument is called in help and the man page (`STR`, `N`).
        let valueName: String
        /// When an optional value may come as the next word.
        let nextWord: NextWord
        let values: Values
        /// The heading it is listed under; nil for the forms listed together in the man page
        /// (`--no-…` negations, synonyms and fzf-only rows).
        let group: Group?
        /// The one-line help (lines after the first continue it); nil when it has no line of its own.
        let help: String?
        /// Whether giving it again adds up (`--bind`) rather than replacing (completion offers it again).
        let repeats: Bool
        /// Whether it prints something and exits without searching (`--help`).
        let exits: Bool
        let effect: Effect

        /// A row of swoop's own.
        init(
            _ long: String, _ short: Character? = nil, _ argument: Argument = .none, _ valueName: String = "",
            _ group: Group? = nil, _ help: String? = nil, plus: Character? = nil, next: NextWord = .never,
            values: Values = .any, repeats: Bool = false, exits: Bool = false,
            _ apply: @escaping @Sendable (inout Options, String?) throws(OptionError) -> Void
        ) {
            self.init(long, short, plus, argument, valueName, next, values, group, help, repeats, exits, .apply(apply))
        }

        /// A row of fzf's that swoop accepts and already behaves as it asks (`--no-winpty`).
        init(
            fzf long: String, _ effect: Effect = .alreadySo, takes argument: Argument = .none,
            short: Character? = nil, plus: Character? = nil, next: NextWord = .never, values: Values = .any
        ) {
            self.init(long, short, plus, argument, "", next, values, nil, nil, false, false, effect)
        }

        private init(
            _ long: String, _ short: Character?, _ plus: Character?, _ argument: Argument, _ valueName: String,
            _ nextWord: NextWord, _ values: Values, _ group: Group?, _ help: String?, _ repeats: Bool, _ exits: Bool,
            _ effect: Effect
        ) {
            self.long = long
            self.short = short
            self.plus = plus
            self.argument = argument
            self.valueName = valueName
            self.nextWord = nextWord
            self.values = values
            self.group = group
            self.help = help
            self.repeats = repeats
            self.exits = exits
            self.effect = effect
        }

        /// Whether it changes what swoop does (false for fzf-only rows).
        var isImplemented: Bool {
            if case .apply = effect { return true }
            return false
        }

        /// Its one-letter form, `-q` or fzf's `+s`, if any.
        var shortForm: String? {
            short.map { "-\($0)" } ?? plus.map { "+\($0)" }
        }

        /// How it is written in help and the man page: `--query=STR`, `--multi[=MAX]`, `--cycle`.
        var synopsis: String {
            switch argument {
            case .none: "--\(long)"
            case .required: "--\(long)=\(valueName)"
            case .optional: "--\(long)[=\(valueName)]"
            }
        }
    }

    /// Every row: swoop's options, then fzf's that swoop accepts.
    static let entries: [Entry] = implemented + fzfOnly

    /// The rows with a line in `--help`, the man page's option list and completion.
    static var documented: [Entry] {
        entries.filter { $0.help != nil }
    }

    /// The row named `name` (without `--`): an exact name, else the only name it starts
    /// (getopt_long's abbreviations); nil when none or several.
    static func entry(long name: Substring) -> Entry? {
        if let exact = entries.first(where: { $0.long == name }) { return exact }
        let candidates = entries.filter { $0.long.hasPrefix(name) }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The row of the short letter `letter`.
    static func entry(short letter: Character) -> Entry? {
        entries.first { $0.short == letter }
    }

    /// The row fzf's `+letter` stands for.
    static func entry(plus letter: Character) -> Entry? {
        entries.first { $0.plus == letter }
    }

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

    /// Checks the value of a row swoop does not implement against what fzf accepts.
    static func check(_ value: String?, of entry: Entry) throws(OptionError) {
        guard let value else { return }
        switch entry.values {
        case .oneOf(let words) where !words.contains(value), .oneOfIgnoringCase(let words) where !words.contains(value.lowercased()):
            throw OptionError("--\(entry.long) takes one of \(words.joined(separator: ", ")), not '\(value)'")
        case .number(let minimum) where (Int(value) ?? Int.min) < minimum:
            let wanted = minimum == 0 ? "a number" : "a number of at least \(minimum)"
            throw OptionError("--\(entry.long) needs \(wanted), not '\(value)'")
        case .height where !isSize(value.drop { $0 == "~" }.drop { $0 == "-" }, maxPercent: 100):
            throw OptionError("--\(entry.long) needs [~][-]N[%], not '\(value)'")
        case .margins:
            let sizes = value.split(separator: ",", omittingEmptySubsequences: false)
            guard (1...4).contains(sizes.count), sizes.allSatisfy({ isSize($0, maxPercent: 49) }) else {
                throw OptionError("--\(entry.long) needs one to four sizes (N or N%) separated by commas, not '\(value)'")
            }
        case .labelPosition:
            let words = value.lowercased().split { $0 == ":" || $0 == "," }
            guard words.allSatisfy({ ["center", "top", "bottom"].contains($0) || Int($0) != nil }) else {
                throw OptionError("--\(entry.long) needs a column, center, top or bottom, not '\(value)'")
            }
        case .jumpLabels where value.isEmpty || !value.unicodeScalars.allSatisfy({ (32...126).contains($0.value) }):
            throw OptionError("--\(entry.long) needs printable ASCII characters, not '\(value)'")
        default:
            break
        }
    }

    /// Whether `text` is a size as fzf reads one: a whole number, or a number with `%` up to `maxPercent`.
    private static func isSize(_ text: Substring, maxPercent: Double) -> Bool {
        if text.hasSuffix("%") {
            guard let percent = Double(text.dropLast()), percent.isFinite else { return false }
            return (0...maxPercent).contains(percent)
        }
        return (Int(text) ?? -1) >= 0
    }
}
