/// fzf's look options: the border and its label, margins, signs, scrollbar, gaps, wrapping, presets.
import SwoopPicker
import SwoopSystem
extension OptionTable {
    static let look: [Entry] = frameRows + signRows

    private static let borderNames = BorderShape.allCases.map(\.rawValue)

    /// The border around the picker, the space around it, and the presets.
    private static let frameRows: [Entry] = [
        Entry("border", nil, .optional, "STYLE", .layout,
              "a border around the picker: rounded (default), sharp, bold,\ndouble, block, thinblock, dashed, horizontal, vertical, top,\nbottom, left, right, none",
              next: .notAnOption, values: .oneOf(borderNames)) { options, value throws(OptionError) in
            options.look.border = try partShape(value, part: "border", options: options)
        },
        Entry("no-border") { options, _ in options.look.border = .none },
        Entry("border-label", nil, .required, "LABEL", .layout, "a label in the border's top line") {
            options, value in options.look.borderLabel = firstLine(value)
        },
        Entry("no-border-label") { options, _ in options.look.borderLabel = "" },
        Entry("border-label-pos", nil, .required, "N[:top|bottom]", .layout,
              "where the label goes: column N (from the right when\nnegative, 0 centred), in the top or bottom line",
              values: .labelPosition) { options, value throws(OptionError) in
            options.look.borderLabelPosition = try LookOptions.labelPosition(value ?? "")
        },
        Entry("margin", nil, .required, "TRBL", .layout, "blank space around the picker: N or N%, 1 to 4 values\n(all; vertical,horizontal; top,horizontal,bottom; TRBL)",
              values: .margins) { options, value throws(OptionError) in
            options.look.margin = try LookOptions.edges(value ?? "", option: "margin")
        },
        Entry("no-margin") { options, _ in options.look.margin = .zero },
        Entry("padding", nil, .required, "TRBL", .layout, "blank space inside the border, as --margin",
              values: .margins) { options, value throws(OptionError) in
            options.look.padding = try LookOptions.edges(value ?? "", option: "padding")
        },
        Entry("no-padding") { options, _ in options.look.padding = .zero },
        Entry("style", nil, .required, "PRESET", .layout, "default, minimal or full[:BORDER_STYLE] (see the man page)",
              values: .suggested(["default", "minimal", "full"])) { options, value throws(OptionError) in
            try applyPreset(value ?? "", to: &options)
        },
        Entry("unicode") { options, _ in options.look.usesUnicode = true },
        Entry("no-unicode", nil, .none, "", .display, "draw borders and lines in ASCII") { options, _ in
            options.look.usesUnicode = false
        },
    ]

    /// What the list rows look like.
    private static let signRows: [Entry] = [
        Entry("pointer", nil, .required, "STR", .display, "marks the highlighted row (default \">\"; under fzf's name ▌;\nup to 2 columns)") {
            options, value throws(OptionError) in
            options.look.pointer = try sign(value, name: "pointer")
        },
        Entry("marker", nil, .required, "STR", .display, "marks a marked row (default \"•\"; under fzf's name ┃; up to 2\ncolumns)") {
            options, value throws(OptionError) in
            options.look.marker = try sign(value, name: "marker")
        },
        Entry("gutter", nil, .required, "CHAR", .display, "fills the pointer's column of the other rows (fzf's default ▌)") {
            options, value throws(OptionError) in
            let text = firstLine(value)
            guard text.unicodeScalars.reduce(0, { $0 + columns(of: $1) }) == 1 else {
                throw OptionError("gutter display width should be 1")
            }
            options.look.gutter = text
        },
        Entry("gutter-raw", nil, .required, "CHAR", .display, "fills the pointer's column of the other rows in raw mode\n(default ▖; : under --no-unicode)") {
            options, value throws(OptionError) in
            let text = firstLine(value)
            guard text.unicodeScalars.reduce(0, { $0 + columns(of: $1) }) == 1 else {
                throw OptionError("gutter display width should be 1")
            }
            options.look.gutterRaw = text
        },
        Entry("jump-labels", nil, .required, "CHARS", .display, "the labels jump mode (jump) puts on the items shown\n(printable ASCII; default fzf's)",
              values: .jumpLabels) { options, value throws(OptionError) in
            // fzf's checks and messages.
            let labels = value ?? ""
            guard !labels.isEmpty else { throw OptionError("empty jump labels") }
            guard labels.unicodeScalars.allSatisfy({ (32...126).contains($0.value) }) else {
                throw OptionError("non-ascii jump labels are not allowed")
            }
            options.look.jumpLabels = Array(labels)
        },
        Entry("highlight-line", nil, .none, "", .display, "colour the highlighted row across the whole line (default)") {
            options, _ in options.look.highlightsLine = true
        },
        Entry("no-highlight-line") { options, _ in options.look.highlightsLine = false },
        Entry("scrollbar", nil, .optional, "C1[C2]", .display, "scrollbars for the list and the preview (C2: the preview's;\ndefault │)",
              next: .notAnOption) { options, value throws(OptionError) in
            options.look.scrollbar = try scrollbar(value)
        },
        Entry("no-scrollbar") { options, _ in options.look.scrollbar = nil },
        Entry("ellipsis", nil, .required, "STR", .display, "where text is cut (default \"…\"; under fzf's name ··)") { options, value in
            options.look.ellipsis = firstLine(value)
        },
        Entry("separator", nil, .required, "STR", .display, "the rule under the bar, STR repeated (default ─)") {
            options, value in options.look.separator = firstLine(value)
        },
        Entry("no-separator") { options, _ in options.look.separator = "" },
        Entry("ambidouble", nil, .none, "", .display,
              "East Asian ambiguous characters take two columns, as in CJK\nterminals (default when RUNEWIDTH_EASTASIAN=1)") {
            options, _ in options.look.ambiguousIsWide = true
        },
        Entry("no-ambidouble") { options, _ in options.look.ambiguousIsWide = false },
        Entry("gap", nil, .optional, "N", .display, "N blank rows between items (default 1)", next: .number,
              values: .number(atLeast: 0)) { options, value throws(OptionError) in
            guard let value else { return options.look.gap = 1 }
            guard let gap = Int(value) else { throw OptionError("not a valid integer: \(value)") }
            options.look.gap = max(0, gap)
        },
        Entry("no-gap") { options, _ in options.look.gap = 0 },
        Entry("gap-line", nil, .optional, "STR", .display, "the line drawn on each gap, STR repeated (default ┈, - under\n--no-unicode)",
              next: .notAnOption) { options, value in
            options.look.gapLine = value
        },
        Entry("no-gap-line") { options, _ in options.look.gapLine = "" },
        Entry("tabstop", nil, .required, "SPACES", .display, "columns between tab stops in the list and the preview (default 8)",
              values: .number(atLeast: 1)) { options, value throws(OptionError) in
            guard let spaces = Int(value ?? ""), spaces >= 1 else {
                throw OptionError("--tabstop needs a number of at least 1, not '\(value ?? "")'")
            }
            options.look.tabstop = spaces
        },
        Entry("bold") { options, _ in options.look.isBold = true },
        Entry("no-bold", nil, .none, "", .display, "the highlighted row, its matches, the prompt, the query, the pointer\nand the spinner not bold (unless --color says so)") { options, _ in
            options.look.isBold = false
        },
        Entry("black", nil, .none, "", .display, "a black background (the bg colour, whatever --color says)") { options, _ in
            options.look.isBlack = true
        },
        Entry("no-black") { options, _ in options.look.isBlack = false },
        Entry("wrap", nil, .optional, "char|word", .display, "long items go on over several rows instead of being cut",
              next: .notAnOption, values: .oneOf(["char", "word"])) { options, value throws(OptionError) in
            guard value == nil || value == "char" || value == "word" else {
                throw OptionError("invalid wrap mode: \(value ?? "") (expected: char or word)")
            }
            // As fzf: `char` and `word` set the mode, no value keeps it.
            if let value { options.look.wrapsWords = value == "word" }
            options.look.wraps = true
        },
        Entry("no-wrap") { options, _ in
            options.look.wraps = false
            options.look.wrapsWords = false
        },
        Entry("wrap-sign", nil, .required, "STR", .display, "before the wrapped part of a long item (default \"↳ \")") {
            options, value in options.look.wrapSign = value ?? ""
        },
    ]

    /// The first line of an option's text, as fzf keeps it.
    private static func firstLine(_ text: String?) -> String {
        String((text ?? "").prefix { $0 != "\n" })
    }

    /// A border style by fzf's name; no value is `defaultShape`.
    static func borderShape(_ value: String?, default defaultShape: BorderShape = .rounded) throws(OptionError) -> BorderShape {
        guard let value, !value.isEmpty else { return defaultShape }
        guard let shape = BorderShape(rawValue: value) else {
            throw OptionError("invalid border style (expected: \(borderNames.joined(separator: "|")))")
        }
        return shape
    }

    /// A pointer or marker: its first line, no wider than 2 columns (fzf's check).
    private static func sign(_ value: String?, name: String) throws(OptionError) -> String {
        let text = firstLine(value)
        guard text.unicodeScalars.reduce(0, { $0 + columns(of: $1) }) <= 2 else {
            throw OptionError("\(name) display width should be up to 2")
        }
        return text
    }

    /// `--scrollbar`'s characters: one or two, each one column wide; none is `│`.
    private static func scrollbar(_ value: String?) throws(OptionError) -> String {
        guard let value, !value.isEmpty else { return "│" }
        guard value.unicodeScalars.count <= 2 else { throw OptionError("--scrollbar should be given one or two characters") }
        guard value.unicodeScalars.allSatisfy({ columns(of: $0) == 1 }) else {
            throw OptionError("scrollbar display width should be 1")
        }
        return value
    }

    /// `--style`: fzf's presets, as far as swoop has their parts (the bar keeps its own look in each).
    private static func applyPreset(_ preset: String, to options: inout Options) throws(OptionError) {
        let words = preset.lowercased().split(separator: ":", maxSplits: 1).map(String.init)
        // A preset starts the borders given no style over from `rounded` (`full:STYLE` sets its own).
        options.look.defaultBorder = .rounded
        switch words.first ?? "" {
        case "default", "minimal":
            let minimal = words.first == "minimal"
            options.look.listFrame.shape = .none
            options.look.inputFrame.shape = .none
            options.look.headerFrame.shape = .none
            options.look.footerFrame.shape = .line
            options.previewWindow.border = minimal ? .line : .rounded
            options.previewWindow.showsInfo = !minimal
            options.info = .default
            // `minimal`: no separator, no scrollbar, a blank gutter; `default`: the name's own.
            options.look.separator = minimal ? "" : nil
            options.look.scrollbar = minimal ? nil : options.look.signs.scrollbar
            options.look.gutter = minimal ? " " : nil
            options.look.highlightsLine = false
        case "full":
            // fzf's frames around the list, the input and the header; `line` draws lines between them.
            let shape = try borderShape(words.count > 1 && !words[1].isEmpty ? words[1] : nil)
            guard shape != .inline else {
                throw OptionError("inline border is only supported for --header-border, --header-lines-border, and --footer-border")
            }
            options.look.defaultBorder = shape
            options.previewWindow.border = shape
            if shape == .line { options.look.border = .line } else { options.look.listFrame.shape = shape }
            options.look.inputFrame.shape = shape
            options.look.headerFrame.shape = shape
            options.look.footerFrame.shape = shape
            options.info = .inlineRight
            options.look.separator = nil
            options.look.scrollbar = options.look.signs.scrollbar ?? "│"
            options.look.highlightsLine = true
        default:
            throw OptionError("unsupported style preset: \(preset)")
        }
    }

    /// Columns a scalar takes, for checking signs before the terminal (and its locale) is set up:
    /// 0 for combining marks, 2 for East Asian wide characters and emoji, else 1.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(scalar.value) } ? 2 : 1
    }
}
