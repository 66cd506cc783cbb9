/// A parsed `--color` value: `[BASE,]NAME:COLOR[:ATTRIBUTE…],…`, as fzf writes it.
///
/// A base scheme replaces whatever came before it, in this value and in earlier
/// `--color` options, as fzf's does.
import SwoopSystem
package struct ColorSpec: Sendable, Equatable {
    /// A starting scheme.
    package enum Base: String, Sendable, CaseIterable {
        case dark, light
        case sixteen = "16"
        case bw
    }

    /// The parts of the interface a colour can be given to: fzf's names (the canonical one of
    /// each pair) and swoop's own `rule`, `bar` and `placeholder`.
    package enum Element: String, Sendable, CaseIterable {
        case fg, bg, hl
        case fgSelected = "fg+", bgSelected = "bg+", hlSelected = "hl+"
        case info, prompt, pointer, marker, header, query, rule, bar, placeholder
        case listFg = "list-fg", listBg = "list-bg"
        case selectedFg = "selected-fg", selectedBg = "selected-bg", selectedHl = "selected-hl"
        case previewFg = "preview-fg", previewBg = "preview-bg"
        case border, label, spinner, gutter, scrollbar
        case listBorder = "list-border", gapLine = "gap-line", headerBg = "header-bg"
        case previewBorder = "preview-border", previewLabel = "preview-label", previewScrollbar = "preview-scrollbar"
        case listLabel = "list-label", inputBorder = "input-border", inputLabel = "input-label"
        case headerBorder = "header-border", headerLabel = "header-label"
        case footer, footerBg = "footer-bg", footerBorder = "footer-border", footerLabel = "footer-label"
        case altBg = "alt-bg", altGutter = "alt-gutter", nth
        case nomatch

        /// The part this one takes its colour from when it is not given one (fzf's inheritance).
        package var parent: Element? {
            switch self {
            case .listFg, .previewFg: .fg
            case .listBg, .previewBg, .footerBg: .bg
            case .selectedFg: .listFg
            case .selectedBg, .headerBg: .listBg
            case .selectedHl: .hl
            case .placeholder: .query
            case .listBorder, .previewBorder, .inputBorder, .headerBorder, .footerBorder: .border
            case .listLabel, .inputLabel, .headerLabel, .footerLabel: .label
            case .altGutter: .gutter
            case .rule, .scrollbar, .gapLine: .listBorder
            case .previewScrollbar: .previewBorder
            case .previewLabel: .label
            default: nil
            }
        }
    }

    /// A colour: the terminal's default, a palette index, or an RGB value.
    package enum Color: Sendable, Equatable {
        case `default`
        case palette(Int)
        case rgb(Int, Int, Int)
    }

    /// An attribute a part can be drawn with.
    package enum Attribute: String, Sendable, CaseIterable {
        case bold, underline, italic, reverse, dim, regular, blink, strikethrough, strip
    }

    /// One `NAME:…` entry.
    package struct Setting: Sendable, Equatable {
        package var element: Element
        package var color: Color?
        package var attributes: [Attribute]
    }

    package var base: Base?
    package var settings: [Setting] = []

    /// `--black`: `bg` black, given after every other spec.
    package static let black: ColorSpec = {
        var spec = ColorSpec()
        spec.settings = [Setting(element: .bg, color: .palette(0), attributes: [])]
        return spec
    }()

    /// A spec with only a base scheme (`+c` is `bw`, `+2` is `16`).
    package init(base: Base? = nil) {
        self.base = base
    }

    private static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// fzf's other names for swoop's parts.
    private static let elementSynonyms: [String: Element] = [
        "input": .query, "input-fg": .query, "ghost": .placeholder, "current-fg": .fgSelected,
        "current-bg": .bgSelected, "current-hl": .hlSelected, "header-fg": .header, "separator": .rule,
        "input-bg": .bar, "disabled": .query, "footer-fg": .footer,
    ]

    /// fzf's attributes with no exact counterpart here: the underline styles are underlined.
    private static let attributeSynonyms: [String: Attribute] = [
        "strong": .bold, "underline-double": .underline, "underline-curly": .underline,
        "underline-dotted": .underline, "underline-dashed": .underline,
    ]

    /// Parses a `--color` value: entries separated by commas or white space, as fzf reads them.
    package static func parse(_ text: String) throws(OptionError) -> ColorSpec {
        var spec = ColorSpec()
        let tokens = text.lowercased().split(whereSeparator: { $0 == "," || $0.isWhitespace })
        for token in tokens {
            let parts = token.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count > 1 else {
                guard let base = base(named: parts[0]) else {
                    throw OptionError("--color: unknown scheme or missing colour in '\(token)'")
                }
                // A scheme starts over, as in fzf: `fg:1,dark` is dark's own fg.
                spec.base = base
                spec.settings = []
                continue
            }
            let element: Element
            if let named = Element(rawValue: parts[0]) ?? elementSynonyms[parts[0]] {
                element = named
            } else {
                throw OptionError("--color: unknown name '\(parts[0])'")
            }
            var setting = Setting(element: element, color: nil, attributes: [])
            for value in parts.dropFirst() where !value.isEmpty {
                if let attribute = Attribute(rawValue: value) ?? attributeSynonyms[value] {
                    setting.attributes.append(attribute)
                } else if let color = color(value) {
                    setting.color = color
                } else {
                    throw OptionError("--color: '\(value)' is not a colour or attribute (in '\(token)')")
                }
            }
            spec.settings.append(setting)
        }
        return spec
    }

    /// A base scheme by any of fzf's names for it.
    private static func base(named name: String) -> Base? {
        switch name {
        case "base16": .sixteen
        case "no": .bw
        default: Base(rawValue: name)
        }
    }

    /// A colour written as 0–255, -1, #rrggbb, or a name.
    static func color(_ text: String) -> Color? {
        let lower = text.lowercased()
        if lower == "default" || lower == "-1" { return .default }
        if let index = Int(lower), (0...255).contains(index) { return .palette(index) }
        if lower.hasPrefix("#"), lower.count == 7, lower.dropFirst().allSatisfy(\.isHexDigit),
           let value = Int(lower.dropFirst(), radix: 16) {
            return .rgb(value >> 16, (value >> 8) & 0xFF, value & 0xFF)
        }
        if lower == "gray" || lower == "grey" { return .palette(8) }
        if let index = colorNames.firstIndex(of: lower) { return .palette(index) }
        if lower.hasPrefix("bright-"), let index = colorNames.firstIndex(of: String(lower.dropFirst(7))) { return .palette(index + 8) }
        return nil
    }
}
