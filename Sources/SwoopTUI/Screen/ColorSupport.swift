/// How many colours the terminal can show.
package enum ColorSupport: Sendable, Equatable {
    /// None, or `NO_COLOR` is set: attributes only.
    case monochrome
    /// The 8 (or 16) ANSI colours.
    case basic
    /// The 256-colour palette.
    case palette256

    /// The support for a terminal reporting `colorCount` colours.
    package init(colorCount: Int, noColor: Bool) {
        if noColor || colorCount < 8 {
            self = .monochrome
        } else if colorCount >= 256 {
            self = .palette256
        } else {
            self = .basic
        }
    }
}
