/// Draws the info line: `matched/total`.
public struct InfoLineView {
    public init() {}

    /// Draws the counts on `row`.
    public func draw(matched: Int, total: Int, row: Int, on screen: Screen, theme: Theme) {
        let shown = DisplayText.fit("\(matched)/\(total)", maxWidth: screen.columns)
        screen.put(shown.text, row: row, column: 0, style: theme.info)
    }
}
