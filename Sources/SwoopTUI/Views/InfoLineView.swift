/// Draws the info line: `matched/total`, the marked count, a spinner while items are still being read.
public struct InfoLineView {
    /// Frames of the spinner shown while the input is open.
    static let spinner: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public init() {}

    /// Draws `text` on `row`.
    public func draw(text: String, row: Int, on screen: Screen, theme: Theme) {
        let shown = DisplayText.fit(text, maxWidth: screen.columns)
        screen.put(shown.text, row: row, column: 0, style: theme.info)
    }
}
