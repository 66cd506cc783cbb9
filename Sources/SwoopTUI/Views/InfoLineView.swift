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
    package func draw(_ info: Info, row: Int, columns: Range<Int>, alignsRight: Bool = false, on screen: Screen,
                     style: TextStyle, spinner spinnerStyle: TextStyle) {
        let shown = DisplayText.fit(info.text, maxWidth: columns.count)
        let start = alignsRight ? columns.upperBound - shown.width : columns.lowerBound
        let counts = DisplayText.fit(info.counts, maxWidth: shown.width)
        screen.put(counts.text, row: row, column: start, style: style)
        if let spinner = info.spinner, counts.width + 1 < shown.width {
            screen.put(DisplayText.fit(spinner, maxWidth: shown.width - counts.width - 1).text, row: row,
                       column: start + counts.width + 1, style: spinnerStyle)
        }
    }
}
