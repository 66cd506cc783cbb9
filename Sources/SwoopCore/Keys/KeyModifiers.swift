/// Shift, Alt and Ctrl, with xterm's bit values (its modifier parameter is one more than their sum).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let ctrl = KeyModifiers(rawValue: 4)

    /// The modifiers of xterm's parameter `parameter` (2 is Shift… 8 is all three; Meta counts as Alt).
    public init(xtermParameter parameter: Int) {
        let bits = max(parameter - 1, 0)
        var modifiers = KeyModifiers(rawValue: UInt8(bits & 7))
        if bits & 8 != 0 { modifiers.insert(.alt) }
        self = modifiers
    }

    /// fzf's prefix for these modifiers: `ctrl-`, `alt-`, `shift-` in that order (`ctrl-alt-shift-`).
    public var prefix: String {
        (contains(.ctrl) ? "ctrl-" : "") + (contains(.alt) ? "alt-" : "") + (contains(.shift) ? "shift-" : "")
    }
}
