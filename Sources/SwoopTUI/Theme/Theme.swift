import SwoopCore

/// How many colours the terminal can show.
public enum ColorSupport: Sendable, Equatable {
    /// None, or `NO_COLOR` is set: attributes only.
    case monochrome
    /// The 8 (or 16) ANSI colours.
    case basic
    /// The 256-colour palette.
    case palette256

    /// The support for a terminal reporting `colorCount` colours.
    public init(colorCount: Int, noColor: Bool) {
        if noColor || colorCount < 8 {
            self = .monochrome
        } else if colorCount >= 256 {
            self = .palette256
        } else {
            self = .basic
        }
    }
}

/// The picker's look: one style per role, resolved for the terminal's colours.
///
/// The search bar is the custom part: the query in bold in the text colour
/// (orange, 208, where 256 colours exist; yellow on 8) on the bar colour
/// (black) across the full width, with a rule of `─` in the text colour under it.
public struct Theme: Sendable, Equatable {
    /// The search bar's background, across the full width.
    public var bar: TextStyle
    /// The prompt before the query.
    public var prompt: TextStyle
    /// The query text.
    public var query: TextStyle
    /// The placeholder shown while the query is empty.
    public var placeholder: TextStyle
    /// The rule under the bar.
    public var rule: TextStyle
    /// The `matched/total` line.
    public var info: TextStyle
    /// A list row.
    public var row: TextStyle
    /// The highlighted list row.
    public var cursorRow: TextStyle
    /// The pointer in front of the highlighted row.
    public var pointer: TextStyle
    /// Matched characters in a row.
    public var match: TextStyle
    /// Matched characters in the highlighted row.
    public var cursorMatch: TextStyle
    /// Header lines (`--header`, `--header-lines`).
    public var header: TextStyle
    /// The mark of a marked row (`--multi`).
    public var marker: TextStyle
    /// A marked row (`selected-fg`, `selected-bg`).
    public var selectedRow: TextStyle
    /// Matched characters in a marked row (`selected-hl`).
    public var selectedMatch: TextStyle
    /// The gutter of rows that are not highlighted (`gutter`).
    public var gutter: TextStyle
    /// The border around the picker (`border`).
    public var border: TextStyle
    /// The border's label (`label`).
    public var label: TextStyle
    /// The list's scrollbar (`scrollbar`).
    public var scrollbar: TextStyle
    /// The line across gap rows (`gap-line`).
    public var gapLine: TextStyle
    /// The spinner while input is read (`spinner`).
    public var spinner: TextStyle
    /// The pane's text where it has no colour of its own (`preview-fg`, `preview-bg`).
    public var previewText: TextStyle
    /// The pane's border (`preview-border`).
    public var previewBorder: TextStyle
    /// The pane's label (`preview-label`).
    public var previewLabel: TextStyle
    /// The pane's scrollbar (`preview-scrollbar`).
    public var previewScrollbar: TextStyle
    /// The list's frame and its label (`list-border`, `list-label`).
    public var listBorder: TextStyle
    public var listLabel: TextStyle
    /// The input's frame and its label (`input-border`, `input-label`).
    public var inputBorder: TextStyle
    public var inputLabel: TextStyle
    /// The header's frame and its label (`header-border`, `header-label`).
    public var headerBorder: TextStyle
    public var headerLabel: TextStyle
    /// An `inline` header's line inside the list's frame: `header-border` if given, else `list-border`.
    public var inlineHeaderBorder: TextStyle
    /// Every other row's background (`alt-bg`), striping the list; nil: no stripes.
    public var alternateBackground: TerminalColor?
    /// The gutter of those rows (`alt-gutter`).
    public var alternateGutter: TextStyle
    /// Attributes of the `--nth` parts of each item shown (`nth`; `regular` first drops the row's own).
    public var nthAttributes: [ColorSpec.Attribute] = []

    /// Whether colours may be used at all.
    public var hasColors: Bool

    /// The default theme for `support`.
    public init(colorSupport support: ColorSupport) {
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
        alternateGutter = gutter
    }
}

extension Theme {
    /// `style` with the `nth` attributes on it, as fzf merges them (`regular` drops the style's own).
    public func applyingNth(to style: TextStyle) -> TextStyle {
        var style = style
        style.add(nthAttributes)
        return style
    }

    /// `base` with text's own ANSI colours and attributes on top (`--ansi` items, preview output);
    /// colours only where the terminal has them. The one place an `ANSIText.Style` becomes a `TextStyle`.
    public func applying(_ item: ANSIText.Style, to base: TextStyle) -> TextStyle {
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
        return style
    }
}
