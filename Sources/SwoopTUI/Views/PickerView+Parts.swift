import SwoopCore

extension PickerView {
    /// Draws the header lines on their rows, in the list's columns.
    func drawHeaders(_ frame: PickerFrame, on screen: Screen) {
        for index in 0..<min(headerLineCount, screen.rows) {
            guard let row = frame.rows[.header(index)] else { continue }
            if index < appearance.header.count {
                Array(appearance.header[index].utf8).withUnsafeBufferPointer {
                    drawHeader($0, row: row, left: frame.listLeft, width: frame.listWidth, on: screen)
                }
            } else if let line = appearance.headerStore?.headerLine(index - appearance.header.count) {
                drawHeader(line, row: row, left: frame.listLeft, width: frame.listWidth, on: screen)
            }
        }
    }

    /// Draws a header line in the list's `width`: lined up with the columns, or cut to fit.
    ///
    /// Only as much of the line is read as shows.
    private func drawHeader(_ line: UnsafeBufferPointer<UInt8>, row: Int, left: Int, width: Int, on screen: Screen) {
        let gutter = list.gutterWidth
        let available = width - gutter
        if theme.header.background != .default { screen.fill(row: row, column: left, width: width, style: theme.header) }
        if let columns = appearance.columns {
            list.drawCells(line, layout: columns, cells: columns.cells(fitting: available), matched: [], row: row,
                           origin: left + gutter, style: theme.header, highlight: theme.header, on: screen)
            return
        }
        let decoded = ItemDecoding.scalars(of: line, limit: max(0, available) * 4 + 16)
        var column = left + gutter
        for run in DisplayText.fit(decoded.scalars, runKey: { _ in 0 }, maxWidth: available, ellipsis: list.ellipsis) {
            screen.put(run.text, row: row, column: column, style: theme.header)
            column += run.width
        }
    }

    /// Draws the list's scrollbar in `column`: a thumb as long as the share of the list that shows,
    /// where that share lies (fzf's sizes), in list order.
    func drawScrollbar(_ frame: PickerFrame, column: Int, model: SearchViewModel, on screen: Screen) {
        let height = frame.listRows.count
        let total = model.rows.count
        let perLine = 1 + appearance.look.gap
        guard height > 0, total * perLine > height else { return }
        let length = max(1, height * height / (total * perLine))
        let start = total == height ? 0
            : min(height - length, (height * perLine - length) * frame.listStart / max(1, total * perLine - height))
        let thumb = String((appearance.look.scrollbar ?? "│").prefix(1))
        for index in max(0, start)..<min(height, start + length) {
            screen.put(thumb, row: frame.listRows[index], column: column, style: theme.scrollbar)
        }
    }
}
