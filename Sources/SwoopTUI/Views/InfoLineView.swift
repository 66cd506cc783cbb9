/// Draws the info line: `matched/total`, the marked count, a spinner while items are still being read.
package struct InfoLineView {
    /// Frames of the spinner shown while the input is open.
    static let spinner: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// The spinner's frames under `--no-unicode`, as fzf's.
    static let asciiSpinner: [String] = ["-", "\\", "|", "/"]

    /// What the line says: the counts, and the spinner's frame while loading.
    package struct Info: Equatable {
        package var counts: String
        package var spinner: String?

        /// The whole line as text.
        package var text: String { spinner.map { counts + " " + $0 } ?? counts }
    }

    package init() {}

    /// Draws `info` on `row` in `columns`, from the left or against the right end.
    /// The counts may carry escape sequences (an `--info-command`'s output): their styles go over `style`.
    func draw(_ info: Info, row: Int, columns: Range<Int>, alignsRight: Bool = false, on screen: Screen,
              style: TextStyle, spinner spinnerStyle: TextStyle, theme: Theme) {
        let styled = StyledLine(info.counts)
        let visible = styled.text
        let shown = DisplayText.fit(info.spinner.map { visible + " " + $0 } ?? visible, maxWidth: columns.count)
        let start = alignsRight ? columns.upperBound - shown.width : columns.lowerBound
        var countsWidth: Int
        if styled.isPlain {
            let counts = DisplayText.fit(visible, maxWidth: shown.width)
            screen.put(counts.text, row: row, column: start, style: style)
            countsWidth = counts.width
        } else {
            countsWidth = styled.draw(row: row, column: start, maxWidth: shown.width, base: style, theme: theme, on: screen)
        }
        if let spinner = info.spinner, countsWidth + 1 < shown.width {
            screen.put(DisplayText.fit(spinner, maxWidth: shown.width - countsWidth - 1).text, row: row,
                       column: start + countsWidth + 1, style: spinnerStyle)
        }
    }
}
