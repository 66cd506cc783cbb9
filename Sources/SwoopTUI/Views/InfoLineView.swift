/// Draws the info line: `matched/total`, and a spinner while items are still being read.
public struct InfoLineView {
    /// Frames of the spinner shown while the input is open.
    static let spinner: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public init() {}

    /// Draws the counts on `row`; `loadingFrame` turns the spinner while loading.
    public func draw(matched: Int, total: Int, loadingFrame: Int? = nil, row: Int, on screen: Screen, theme: Theme) {
        var text = "\(matched)/\(total)"
        if let loadingFrame { text += " " + Self.spinner[loadingFrame % Self.spinner.count] }
        let shown = DisplayText.fit(text, maxWidth: screen.columns)
        screen.put(shown.text, row: row, column: 0, style: theme.info)
    }
}
