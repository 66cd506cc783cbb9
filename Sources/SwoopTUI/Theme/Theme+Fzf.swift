
extension Theme {
    /// fzf's own colours (its `dark` scheme on 256 colours, `16` on 8), the look swoop has under fzf's name.
    ///
    /// No bar colour and no rule colour of its own: the prompt in blue, the separator and the border
    /// in grey, the highlighted row on a dark grey that only its pointer, marker and text take, and the
    /// other rows' gutter in that grey.
    static func fzf(colorSupport support: ColorSupport) -> Theme {
        var theme = Theme(colorSupport: support)
        // fzf's `--bold` (on unless `--no-bold`): the current row and its matches, the prompt, the query,
        // the pointer and the spinner in bold.
        guard support != .monochrome else {
            theme.query = TextStyle(attributes: [.bold])
            theme.spinner = TextStyle(attributes: [.bold])
            theme.cursorRow = TextStyle(attributes: [.bold])
            theme.pointer = TextStyle(attributes: [.bold])
            theme.cursorMatch = TextStyle(attributes: [.bold, .underline])
            return theme
        }
        let is256 = support == .palette256
        func color(_ palette256: Int, _ basic: Int) -> TerminalColor { .palette(is256 ? palette256 : basic) }
        let darkBackground = color(236, 8)
        let grey = is256 ? TextStyle(foreground: .palette(59)) : .plain
        theme.bar = .plain
        theme.prompt = TextStyle(foreground: color(110, 4), attributes: [.bold])
        theme.query = TextStyle(attributes: [.bold])
        theme.placeholder = TextStyle(attributes: [.dim])
        theme.rule = grey
        theme.info = TextStyle(foreground: color(144, 3))
        theme.row = .plain
        theme.cursorRow = TextStyle(foreground: color(254, 15), background: darkBackground, attributes: [.bold])
        theme.pointer = TextStyle(foreground: color(161, 1), background: darkBackground, attributes: [.bold])
        theme.match = TextStyle(foreground: color(108, 2))
        theme.cursorMatch = TextStyle(foreground: color(151, 10), background: darkBackground, attributes: [.bold])
        theme.header = TextStyle(foreground: color(109, 6))
        theme.footer = theme.header
        theme.marker = TextStyle(foreground: color(168, 5))
        theme.spinner = TextStyle(foreground: color(148, 2), attributes: [.bold])
        theme.label = TextStyle(foreground: is256 ? .palette(145) : .default)
        theme.gutter = TextStyle(foreground: darkBackground)
        for part in [\Theme.border, \.scrollbar, \.gapLine, \.previewBorder, \.previewScrollbar, \.listBorder,
                     \.inputBorder, \.headerBorder, \.inlineHeaderBorder, \.footerBorder, \.inlineFooterBorder] {
            theme[keyPath: part] = grey
        }
        for part in [\Theme.previewLabel, \.listLabel, \.inputLabel, \.headerLabel, \.footerLabel] {
            theme[keyPath: part] = theme.label
        }
        theme.selectedRow = theme.row
        theme.selectedMatch = theme.match
        theme.alternateGutter = theme.gutter
        return theme
    }
}
