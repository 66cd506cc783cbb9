/// Shift, Alt and Ctrl, with xterm's bit values (its modifier parameter is one more than their sum).
package struct KeyModifiers: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package static let shift = KeyModifiers(rawValue: 1)
    package static let alt = KeyModifiers(rawValue: 2)
    package static let ctrl = KeyModifiers(rawValue: 4)

    /// The modifiers of xterm's parameter `parameter` (2 is Shift… 8 is all three; Meta counts as Alt).
    package init(xtermParameter parameter: Int) {
        let bits = max(parameter - 1, 0)
        var modifiers = KeyModifiers(rawValue: UInt8(bits & 7))
        if bits & 8 != 0 { modifiers.insert(.alt) }
        self = modifiers
    }

    /// fzf's prefix for these modifiers: `ctrl-`, `alt-`, `shift-` in that order (`ctrl-alt-shift-`).
    package var prefix: String {
        (contains(.ctrl) ? "ctrl-" : "") + (contains(.alt) ? "alt-" : "") + (contains(.shift) ? "shift-" : "")
    }
}
