import SwoopItems
import SwoopOptions

/// The picker's look: one style per role, resolved for the terminal's colours.
///
/// The search bar is the custom part: the query in bold in the text colour
/// (orange, 208, where 256 colours exist; yellow on 8) on the bar colour
/// (black) across the full width, with a rule of `─` in the text colour under it.
package struct Theme: Sendable, Equatable {
    /// The search bar's background, across the full width.
    package var bar: TextStyle
    /// The prompt before the query.
    package var prompt: TextStyle
    /// The query text.
    package var query: TextStyle
    /// The placeholder shown while the query is empty.
    package var placeholder: TextStyle
    /// The rule under the bar.
    package var rule: TextStyle
    /// The `matched/total` line.
    package var info: TextStyle
    /// A list row.
    package var row: TextStyle
    /// The highlighted list row.
    package var cursorRow: TextStyle
    /// The pointer in front of the highlighted row.
    package var pointer: TextStyle
    /// Matched characters in a row.
    package var match: TextStyle
    /// Matched characters in the highlighted row.
    package var cursorMatch: TextStyle
    /// Header lines (`--header`, `--header-lines`).
    package var header: TextStyle
    /// The mark of a marked row (`--multi`).
    package var marker: TextStyle
    /// A marked row (`selected-fg`, `selected-bg`).
    package var selectedRow: TextStyle
    /// Matched characters in a marked row (`selected-hl`).
    package var selectedMatch: TextStyle
    /// The gutter of rows that are not highlighted (`gutter`).
    package var gutter: TextStyle
    /// The border around the picker (`border`).
    package var border: TextStyle
    /// The border's label (`label`).
    package var label: TextStyle
    /// The list's scrollbar (`scrollbar`).
    package var scrollbar: TextStyle
    /// The line across gap rows (`gap-line`).
    package var gapLine: TextStyle
    /// The spinner while input is read (`spinner`).
    package var spinner: TextStyle
    /// The pane's text where it has no colour of its own (`preview-fg`, `preview-bg`).
    package var previewText: TextStyle
    /// The pane's border (`preview-border`).
    package var previewBorder: TextStyle
    /// The pane's label (`preview-label`).
    package var previewLabel: TextStyle
    /// The pane's scrollbar (`preview-scrollbar`).
    package var previewScrollbar: TextStyle
    /// The list's frame and its label (`list-border`, `list-label`).
    package var listBorder: TextStyle
    package var listLabel: TextStyle
    /// The input's frame and its label (`input-border`, `input-label`).
    package var inputBorder: TextStyle
    package var inputLabel: TextStyle
    /// The header's frame and its label (`header-border`, `header-label`).
    package var headerBorder: TextStyle
    package var headerLabel: TextStyle
    /// An `inline` header's line inside the list's frame: `header-border` if given, else `list-border`.
    package var inlineHeaderBorder: TextStyle
    /// The footer's text (`footer`, `footer-bg`), and its frame and label (`footer-border`, `footer-label`).
    package var footer: TextStyle
    package var footerBorder: TextStyle
    package var footerLabel: TextStyle
    /// An `inline` footer's line inside the list's frame: `footer-border` if given, else `list-border`.
    package var inlineFooterBorder: TextStyle
    /// Every other row's background (`alt-bg`), striping the list; nil: no stripes.
    package var alternateBackground: TerminalColor?
    /// The gutter of those rows (`alt-gutter`).
    package var alternateGutter: TextStyle
    /// Attributes of the `--nth` parts of each item shown (`nth`; `regular` first drops the row's own).
    package var nthAttributes: [ColorSpec.Attribute] = []

    /// How raw mode draws the items the query does not match (`nomatch`): its colour (`.default`:
    /// the row's own) and attributes over the row's (default dim).
    package var nomatch = TextStyle(attributes: [.dim])

    /// Whether colours may be used at all.
    package var hasColors: Bool

    /// The default theme for `support`.
    package init(colorSupport support: ColorSupport) {
        hasColors = support != .monochrome
        switch support {
        case .monochrome:
            bar = .plain
            prompt = TextStyle(attributes: [.bold])
            query = TextStyle(attributes: [.bold, .underline])
            placeholder = TextStyle(attributes: [.dim])
            rule = .plain
            info = TextStyle(attributes: [.dim])
            row = .plain
            cursorRow = TextStyle(attributes: [.reverse])
            pointer = TextStyle(attributes: [.reverse, .bold])
            match = TextStyle(attributes: [.underline])
            cursorMatch = TextStyle(attributes: [.reverse, .underline])
            header = TextStyle(attributes: [.dim])
            marker = TextStyle(attributes: [.bold])
            spinner = TextStyle(attributes: [.bold])
            label = TextStyle(attributes: [.bold])
        case .basic, .palette256:
            let is256 = support == .palette256
            let text: TerminalColor = .palette(is256 ? 208 : 3)
            let barColor: TerminalColor = .palette(0)
            bar = TextStyle(background: barColor)
            prompt = TextStyle(foreground: text, background: barColor, attributes: [.bold])
            query = TextStyle(foreground: text, background: barColor, attributes: [.bold])
            placeholder = TextStyle(foreground: is256 ? .palette(244) : .palette(7), background: barColor, attributes: [.dim])
            rule = TextStyle(foreground: text)
            info = is256 ? TextStyle(foreground: .palette(144)) : TextStyle(attributes: [.dim])
            row = .plain
            cursorRow = is256
                ? TextStyle(foreground: .palette(254), background: .palette(236), attributes: [.bold])
                : TextStyle(attributes: [.reverse, .bold])
            pointer = is256
                ? TextStyle(foreground: text, background: .palette(236), attributes: [.bold])
                : TextStyle(foreground: text, attributes: [.reverse, .bold])
            match = TextStyle(foreground: is256 ? .palette(108) : .palette(2), attributes: [.bold])
            cursorMatch = is256
                ? TextStyle(foreground: .palette(114), background: .palette(236), attributes: [.bold])
                : TextStyle(foreground: .palette(2), attributes: [.reverse, .bold])
            header = TextStyle(foreground: is256 ? .palette(109) : .palette(6))
            marker = TextStyle(foreground: is256 ? .palette(168) : .palette(5), attributes: [.bold])
            spinner = TextStyle(foreground: is256 ? .palette(161) : .palette(5), attributes: [.bold])
            label = TextStyle(foreground: text, attributes: [.bold])
        }
        selectedRow = row
        selectedMatch = match
        gutter = .plain
        border = rule
        scrollbar = rule
        gapLine = rule
        previewText = .plain
        previewBorder = rule
        previewLabel = label
        previewScrollbar = rule
        listBorder = rule
        listLabel = label
        inputBorder = rule
        inputLabel = label
        headerBorder = rule
        headerLabel = label
        inlineHeaderBorder = rule
        footer = header
        footerBorder = rule
        footerLabel = label
        inlineFooterBorder = rule
        alternateGutter = gutter
    }
}

extension Theme {
    /// `style` as raw mode draws an item the query does not match: `nomatch`'s colour and attributes on it.
    package func applyingNomatch(to style: TextStyle) -> TextStyle {
        var style = style
        if nomatch.foreground != .default { style.foreground = nomatch.foreground }
        style.attributes.formUnion(nomatch.attributes)
        return style
    }

    /// `style` with the `nth` attributes on it, as fzf merges them (`regular` drops the style's own).
    package func applyingNth(to style: TextStyle) -> TextStyle {
        var style = style
        style.add(nthAttributes)
        return style
    }

    /// `base` with text's own ANSI colours and attributes on top (`--ansi` items, preview output);
    /// colours only where the terminal has them. The one place an `ANSIText.Style` becomes a `TextStyle`.
    package func applying(_ item: ANSIText.Style, to base: TextStyle) -> TextStyle {
        // `strip` (`--color fg:dim:strip`): the part's own look, the text's colours left out, as fzf does.
        guard !base.attributes.contains(.strip) || !hasColors else { return base }
        var style = base
        if hasColors {
            if let foreground = item.foreground { style.foreground = .palette(foreground) }
            if let background = item.background { style.background = .palette(background) }
        }
        if item.isBold { style.attributes.insert(.bold) }
        if item.isDim { style.attributes.insert(.dim) }
        if item.isItalic { style.attributes.insert(.italic) }
        if item.isUnderlined { style.attributes.insert(.underline) }
        if item.isReversed { style.attributes.insert(.reverse) }
        if item.isBlinking { style.attributes.insert(.blink) }
        if item.isStruck { style.attributes.insert(.strikethrough) }
        return style
    }
}
