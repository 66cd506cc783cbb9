import SwoopItems
import SwoopOptions

extension Theme {
    /// The theme for `support` with `--color` specs applied in order over `palette`'s colours (swoop's own,
    /// or fzf's under its name); without colours only attributes apply. `isBold` false (`--no-bold`) takes
    /// the bold off the parts fzf makes bold by default; `isBlack` (`--black`) makes `bg` black after the
    /// specs, as fzf's does.
    package init(colorSupport support: ColorSupport, specs: [ColorSpec], palette: LookOptions.Palette = .swoop,
                 isBold: Bool = true, isBlack: Bool = false) {
        let base = specs.compactMap(\.base).last
        let theme = palette == .fzf ? Theme.fzf : { Theme(colorSupport: $0) }
        switch base {
        case .bw?: self = theme(.monochrome)
        case .sixteen?: self = theme(support == .monochrome ? .monochrome : .basic)
        case .light? where support == .palette256: self = Theme.light
        default: self = theme(support)
        }
        if !isBold {
            for part in [\Theme.cursorRow, \.cursorMatch, \.prompt, \.query, \.pointer, \.spinner] {
                self[keyPath: part].attributes.remove(.bold)
            }
        }
        var specs = specs
        if isBlack { specs.append(ColorSpec.black) }
        // A base scheme starts over: only the settings from the last spec naming one count.
        let start = specs.lastIndex { $0.base != nil } ?? specs.startIndex
        let settings = specs[start...].flatMap(\.settings)
        let named = Set(settings.map(\.element))
        for setting in settings {
            for element in Self.inheritors(of: setting.element, named: named) {
                // An inherited colour comes without its attributes where fzf keeps the part's own (ghost's dim).
                var inherited = setting
                if element != setting.element, element == .placeholder { inherited.attributes = [] }
                apply(inherited, to: element, support: support)
            }
        }
        // fzf colours an inline header's line as the list's frame it sits in, unless told otherwise.
        inlineHeaderBorder = named.contains(.headerBorder) ? headerBorder : listBorder
        inlineFooterBorder = named.contains(.footerBorder) ? footerBorder : listBorder
    }

    /// `element` and the parts that take their colour from it: those not given one, whose nearest
    /// ancestor given one is `element`.
    private static func inheritors(of element: ColorSpec.Element, named: Set<ColorSpec.Element>) -> [ColorSpec.Element] {
        ColorSpec.Element.allCases.filter { candidate in
            var current: ColorSpec.Element? = candidate
            while let part = current {
                if part == element { return true }
                if named.contains(part) { return false }
                current = part.parent
            }
            return false
        }
    }

    /// A theme for light terminal backgrounds (256 colours).
    static var light: Theme {
        var theme = Theme(colorSupport: .palette256)
        let text: TerminalColor = .palette(130)
        let bar: TerminalColor = .palette(254)
        theme.bar = TextStyle(background: bar)
        theme.prompt = TextStyle(foreground: text, background: bar, attributes: [.bold])
        theme.query = TextStyle(foreground: text, background: bar, attributes: [.bold])
        theme.placeholder = TextStyle(foreground: .palette(246), background: bar)
        theme.rule = TextStyle(foreground: text)
        theme.info = TextStyle(foreground: .palette(101))
        theme.cursorRow = TextStyle(foreground: .palette(236), background: .palette(251), attributes: [.bold])
        theme.pointer = TextStyle(foreground: text, background: .palette(251), attributes: [.bold])
        theme.match = TextStyle(foreground: .palette(25), attributes: [.bold])
        theme.cursorMatch = TextStyle(foreground: .palette(25), background: .palette(251), attributes: [.bold])
        theme.header = TextStyle(foreground: .palette(31))
        theme.footer = theme.header
        theme.border = theme.rule
        theme.scrollbar = theme.rule
        theme.gapLine = theme.rule
        theme.previewBorder = theme.rule
        theme.previewScrollbar = theme.rule
        theme.label = TextStyle(foreground: text, attributes: [.bold])
        theme.previewLabel = theme.label
        theme.listBorder = theme.rule
        theme.inputBorder = theme.rule
        theme.headerBorder = theme.rule
        theme.inlineHeaderBorder = theme.rule
        theme.footerBorder = theme.rule
        theme.inlineFooterBorder = theme.rule
        theme.footerLabel = theme.label
        theme.listLabel = theme.label
        theme.inputLabel = theme.label
        theme.headerLabel = theme.label
        theme.selectedRow = theme.row
        theme.selectedMatch = theme.match
        return theme
    }

    /// Applies one `NAME:COLOR:ATTRIBUTE…` setting to `element`'s styles.
    private mutating func apply(_ setting: ColorSpec.Setting, to element: ColorSpec.Element, support: ColorSupport) {
        let color = support == .monochrome ? nil : setting.color.map { Self.terminalColor($0, support: support) }
        func update(_ style: inout TextStyle, foreground: Bool) {
            if let color {
                if foreground { style.foreground = color } else { style.background = color }
            }
            style.add(setting.attributes)
        }
        switch element {
        case .fg, .bg: break  // only through the parts that inherit them
        case .listBorder: update(&listBorder, foreground: true)
        case .listLabel: update(&listLabel, foreground: true)
        case .inputBorder: update(&inputBorder, foreground: true)
        case .inputLabel: update(&inputLabel, foreground: true)
        case .headerBorder: update(&headerBorder, foreground: true)
        case .headerLabel: update(&headerLabel, foreground: true)
        case .footer: update(&footer, foreground: true)
        case .footerBorder: update(&footerBorder, foreground: true)
        case .footerLabel: update(&footerLabel, foreground: true)
        case .footerBg:
            // fzf pairs the footer's text, frame and label with it.
            update(&footer, foreground: false)
            update(&footerBorder, foreground: false)
            update(&footerLabel, foreground: false)
        case .altGutter: update(&alternateGutter, foreground: false)
        case .altBg: if let color { alternateBackground = color }
        case .nth: nthAttributes += setting.attributes
        case .nomatch:
            // As fzf: a given `nomatch` replaces the default dim, whatever it names.
            nomatch = TextStyle()
            update(&nomatch, foreground: true)
        case .listFg: update(&row, foreground: true)
        case .listBg: update(&row, foreground: false)
        case .hl: update(&match, foreground: true)
        case .selectedFg: update(&selectedRow, foreground: true)
        case .selectedBg:
            update(&selectedRow, foreground: false)
            update(&selectedMatch, foreground: false)
        case .selectedHl: update(&selectedMatch, foreground: true)
        case .previewFg: update(&previewText, foreground: true)
        case .previewBg: update(&previewText, foreground: false)
        case .border: update(&border, foreground: true)
        case .label: update(&label, foreground: true)
        case .spinner: update(&spinner, foreground: true)
        case .gutter: update(&gutter, foreground: false)
        case .scrollbar: update(&scrollbar, foreground: true)
        case .gapLine: update(&gapLine, foreground: true)
        case .headerBg: update(&header, foreground: false)
        case .previewBorder: update(&previewBorder, foreground: true)
        case .previewLabel: update(&previewLabel, foreground: true)
        case .previewScrollbar: update(&previewScrollbar, foreground: true)
        case .fgSelected: update(&cursorRow, foreground: true)
        case .bgSelected:
            update(&cursorRow, foreground: false)
            update(&pointer, foreground: false)
            update(&cursorMatch, foreground: false)
        case .hlSelected: update(&cursorMatch, foreground: true)
        case .info: update(&info, foreground: true)
        case .prompt: update(&prompt, foreground: true)
        case .pointer: update(&pointer, foreground: true)
        case .marker: update(&marker, foreground: true)
        case .header: update(&header, foreground: true)
        case .query: update(&query, foreground: true)
        case .rule: update(&rule, foreground: true)
        case .placeholder: update(&placeholder, foreground: true)
        case .bar:
            update(&bar, foreground: false)
            update(&prompt, foreground: false)
            update(&query, foreground: false)
            update(&placeholder, foreground: false)
        }
    }

    /// A spec colour as the terminal can show it: RGB to the nearest palette entry, and
    /// on 8-colour terminals anything past 15 to its nearest basic colour.
    private static func terminalColor(_ color: ColorSpec.Color, support: ColorSupport) -> TerminalColor {
        switch color {
        case .default: return .default
        case .palette(let index): return .palette(support == .basic ? index % 8 : index)
        case .rgb(let red, let green, let blue):
            let index = ANSIText.nearestPaletteColor(red: red, green: green, blue: blue)
            return .palette(support == .basic ? basicColor(red: red, green: green, blue: blue) : index)
        }
    }

    /// The nearest of the 8 basic colours.
    private static func basicColor(red: Int, green: Int, blue: Int) -> Int {
        (red > 127 ? 1 : 0) | (green > 127 ? 2 : 0) | (blue > 127 ? 4 : 0)
    }
}

extension TextStyle {
    /// Adds `--color` attributes in order, as fzf merges them: `regular` drops those before it.
    mutating func add(_ settings: [ColorSpec.Attribute]) {
        for attribute in settings {
            switch attribute {
            case .bold: attributes.insert(.bold)
            case .underline: attributes.insert(.underline)
            case .italic: attributes.insert(.italic)
            case .reverse: attributes.insert(.reverse)
            case .dim: attributes.insert(.dim)
            case .blink: attributes.insert(.blink)
            case .strikethrough: attributes.insert(.strikethrough)
            case .strip: attributes.insert(.strip)
            case .regular: attributes = []
            }
        }
    }
}
