import SwoopPicker

/// The terminal a picker session draws on and reads keys from: the seam between
/// the event loop and how the picker reaches the screen.
///
/// Two kinds: `Terminal`, full screen through ncurses on the alternate screen
/// (the default), and `InlineTerminal` (`--height`), a few rows below the
/// cursor drawn with terminfo strings. Views draw on `screen` and never know which.
package protocol TerminalRenderer: AnyObject {
    /// The open `/dev/tty`, for reading keys.
    var descriptor: Int32 { get }
    /// What colours the theme may use.
    var colorSupport: ColorSupport { get }
    /// Where the views draw; `present()` puts the frame on the terminal.
    var screen: Screen { get }
    /// Bytes the terminal sent while it was being asked something (keys typed ahead), for the key decoder.
    func takeInput() -> [UInt8]
    /// Sizes the drawing area, before a frame, for `itemCount` items, a `pane` shown (nil: none) and a
    /// picker that needs `fixedRows(height, width).rows` rows besides its list and pane (bar, info,
    /// headers, and the `outer` ones: margin, border, padding) on a screen `height` rows high and
    /// `width` columns wide (the terminal's, known before the first frame is drawn).
    func fit(itemCount: Int, pane: PaneSpec?, fixedRows: (_ rows: Int, _ columns: Int) -> (rows: Int, outer: Int))
    /// `event` with its row counted from the picker's first row; nil when it fell outside the picker.
    func pickerEvent(_ event: MouseEvent) -> MouseEvent?
    /// Gives the terminal back as it was while `body` runs (Ctrl-Z's stop, an `execute` command);
    /// then the picker is drawn again.
    func handOver(while body: () -> Void)
    /// Reads the terminal's size again (after SIGWINCH); the next frame is drawn whole.
    func updateSize()
    /// Forgets what the terminal shows (`clear-screen`): the next frame is drawn whole.
    func redrawWhole()
    /// Rings the terminal's bell (`bell`).
    func ringBell()
    /// Gives the terminal back as it was; safe to call twice.
    func restore()
}

extension TerminalRenderer {
    /// Stops swoop as a job (Ctrl-Z) with the terminal given back; on `fg`, the picker is drawn again.
    package func suspend() {
        handOver(while: JobControl.stopUntilContinued)
    }
}
