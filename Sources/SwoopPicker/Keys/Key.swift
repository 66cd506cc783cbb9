/// A key the user pressed, decoded from the terminal's bytes.
package enum Key: Hashable, Sendable {
    /// A printable character (one Unicode scalar).
    case character(Unicode.Scalar)
    /// Ctrl plus a letter or symbol, named by its lower-case ASCII letter (`ctrl("a")`).
    case ctrl(Character)
    /// Alt (Meta) plus a character, sent by terminals as ESC followed by it.
    case alt(Unicode.Scalar)
    /// Ctrl and Alt plus a letter, sent as ESC followed by the Ctrl byte (`ctrlAlt("m")` is also Alt-Enter).
    case ctrlAlt(Character)
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
    /// F1 to F12.
    case function(Int)
    /// A navigation key with Shift, Alt or Ctrl held (`shift-left`, `ctrl-alt-delete`); never an empty set.
    case modified(NavigationKey, KeyModifiers)
    /// A mouse event (SGR reporting): button code, column and row (0-based), pressed or released.
    case mouse(MouseEvent)
    /// Two clicks on the same row in quick succession (made by the event loop, not the decoder).
    case doubleClick
    /// A click or a turn of the wheel, named (made by the event loop from a `mouse` report).
    case gesture(MouseGesture)
    /// Something that happened to the picker (`start`, `change`, `load`…), bound like a key.
    case event(PickerEvent)
    /// `every(N)`: a timer's tick, every so many milliseconds (10 at least), bound like a key.
    case every(Int)
    /// A sequence the decoder recognised as one key but swoop has no use for.
    case unknown
}

extension Key {
    /// Shift-Up (scrolls the preview).
    package static let shiftUp = Key.modified(.up, .shift)
    /// Shift-Down (scrolls the preview).
    package static let shiftDown = Key.modified(.down, .shift)
}

/// A mouse report: which button (SGR code), where, and whether pressed.
package struct MouseEvent: Hashable, Sendable {
    /// The SGR button code: 0 left, 1 middle, 2 right, 64 wheel up, 65 wheel down; +32 while moving.
    package var button: Int
    package var column: Int
    package var row: Int
    package var isPress: Bool

    package init(button: Int, column: Int, row: Int, isPress: Bool) {
        self.button = button
        self.column = column
        self.row = row
        self.isPress = isPress
    }
}
