/// A terminal colour: the terminal's own default, or a palette index 0–255.
public enum TerminalColor: Hashable, Sendable {
    case `default`
    case palette(Int)
}

/// Text attributes a cell can carry.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let underline = TextAttributes(rawValue: 1 << 2)
    public static let reverse = TextAttributes(rawValue: 1 << 3)
    public static let italic = TextAttributes(rawValue: 1 << 4)
}

/// How a run of text looks: colours and attributes.
public struct TextStyle: Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var attributes: TextAttributes

    public init(foreground: TerminalColor = .default, background: TerminalColor = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = TextStyle()

    /// This style drawn over `base`: `base`'s background where this one has none.
    public func on(_ base: TextStyle) -> TextStyle {
        var style = self
        if style.background == .default { style.background = base.background }
        return style
    }
}
