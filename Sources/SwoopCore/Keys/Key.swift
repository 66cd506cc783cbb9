/// A key the user pressed, decoded from the terminal's bytes.
public enum Key: Hashable, Sendable {
    /// A printable character (one Unicode scalar).
    case character(Unicode.Scalar)
    /// Ctrl plus a letter or symbol, named by its lower-case ASCII letter (`ctrl("a")`).
    case ctrl(Character)
    /// Alt (Meta) plus a character, sent by terminals as ESC followed by it.
    case alt(Unicode.Scalar)
    case enter
    case escape
    case tab
    case backTab
    case backspace
    case delete
    case insert
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// A sequence the decoder recognised as one key but swoop has no use for.
    case unknown
}
