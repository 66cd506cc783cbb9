import SwoopCore

/// Draws the side pane: the highlighted record (`--detail`) or a preview command's output.
///
/// Lines are wrapped at word boundaries to the pane's width (`WordWrap`,
/// the same for both); a line may carry ANSI colours (preview output), which
/// are drawn, every other control sequence having been dropped. The first
/// `scroll` wrapped rows are skipped. Only the rows that show are built and
/// wrapped, so a record of any size draws as fast as a short one.
public struct PaneView {
    /// The wrapped rows found so far, kept from frame to frame.
    private let wrapped = WrappedRows()

    public init() {}

    /// Draws `text` into `pane`, skipping `scroll` wrapped rows.
    public func draw(_ text: some PaneLines, in pane: PickerFrame.Pane, scroll: Int, on screen: Screen, theme: Theme) {
        var rows = Array(pane.rows)
        var left = pane.columns.lowerBound
        switch pane.border {
        case .left:
            for row in rows { screen.put("│", row: row, column: left, style: theme.previewBorder) }
            left += 2
        case .top, .bottom:
            guard let borderRow = pane.border == .top ? rows.first : rows.last else { return }
            screen.put(String(repeating: "─", count: pane.columns.count), row: borderRow, column: pane.columns.lowerBound, style: theme.previewBorder)
            rows.removeAll { $0 == borderRow }
        }
        let width = pane.columns.upperBound - left
        guard width > 0 else { return }
        let shown = wrapped.rows(of: text, from: max(0, scroll), count: rows.count, width: width)
        for (row, segment) in zip(rows, shown) {
            var column = left
            for run in runs(of: segment, width: width, theme: theme) {
                screen.put(run.text, row: row, column: column, style: run.style)
                column += run.width
            }
        }
    }

    /// One wrapped row as styled runs, its colours those of the line's spans.
    private func runs(of row: WrappedRows.Row, width: Int, theme: Theme) -> [(text: String, width: Int, style: TextStyle)] {
        let line = row.line
        let decoded = line.visible.withUnsafeBufferPointer {
            ItemDecoding.scalars(of: UnsafeBufferPointer(rebasing: $0[row.range]), limit: width * 4 + 16)
        }
        // Characters are keyed in order, so the covering span only moves forward.
        var span = line.spanIndex(at: row.range.lowerBound)
        let runs = DisplayText.fit(decoded.scalars, runKey: { index in
            let offset = row.range.lowerBound + decoded.offsets[index]
            while span + 1 < line.spans.count, line.spans[span + 1].start <= offset { span += 1 }
            return span + 1
        }, maxWidth: width)
        return runs.map { run in
            (run.text, run.width, run.key > 0 ? theme.applying(line.spans[run.key - 1].style, to: theme.previewText) : theme.previewText)
        }
    }
}
