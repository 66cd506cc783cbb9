/// A terminal colour: the terminal's own default, or a palette index 0–255.
package enum TerminalColor: Hashable, Sendable {
    case `default`
    case palette(Int)
}

/// Text attributes a cell can carry.
package struct TextAttributes: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package static let bold = TextAttributes(rawValue: 1 << 0)
    package static let dim = TextAttributes(rawValue: 1 << 1)
    package static let underline = TextAttributes(rawValue: 1 << 2)
    package static let reverse = TextAttributes(rawValue: 1 << 3)
    package static let italic = TextAttributes(rawValue: 1 << 4)
    package static let blink = TextAttributes(rawValue: 1 << 5)
    /// A line through the text (ncurses has no such attribute: the screen strikes each character).
    package static let strikethrough = TextAttributes(rawValue: 1 << 7)
    /// Not drawn: text with its own ANSI colours shows this style's instead (fzf's `strip`).
    package static let strip = TextAttributes(rawValue: 1 << 6)
}

/// How a run of text looks: colours and attributes.
package struct TextStyle: Hashable, Sendable {
    package var foreground: TerminalColor
    package var background: TerminalColor
    package var attributes: TextAttributes

    package init(foreground: TerminalColor = .default, background: TerminalColor = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    package static let plain = TextStyle()

    /// This style drawn over `base`: `base`'s background where this one has none.
    package func on(_ base: TextStyle) -> TextStyle {
        var style = self
        if style.background == .default { style.background = base.background }
        return style
    }
}
