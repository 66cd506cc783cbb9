import SwoopCore

extension PickerView {
    /// Draws the header lines on their rows, in the list's columns.
    func drawHeaders(_ frame: PickerFrame, on screen: Screen) {
        for index in 0..<min(headerLineCount, screen.rows) {
            guard let row = frame.rows[.header(index)] else { continue }
            if index < appearance.header.count {
                Array(appearance.header[index].utf8).withUnsafeBufferPointer {
                    drawHeader($0, row: row, left: frame.headerLeft, width: frame.headerWidth, on: screen)
                }
            } else if let line = appearance.headerStore?.headerLine(index - appearance.header.count) {
                if let columns = frame.headerLinesColumns {
                    drawHeader(line, row: row, left: columns.lowerBound, width: columns.count, gutter: 0, on: screen)
                } else {
                    drawHeader(line, row: row, left: frame.headerLeft, width: frame.headerWidth, on: screen)
                }
            }
        }
    }

    /// Draws the parts' frames (`--list-border`, `--input-border`…) in their colours, with their labels.
    func drawSections(_ frame: PickerFrame, on screen: Screen) {
        let look = appearance.look
        for section in frame.sections {
            let part: PartFrame
            let style: TextStyle
            let labelStyle: TextStyle
            switch section.kind {
            case .list: (part, style, labelStyle) = (look.listFrame, theme.listBorder, theme.listLabel)
            case .input: (part, style, labelStyle) = (look.inputFrame, theme.inputBorder, theme.inputLabel)
            case .header: (part, style, labelStyle) = (look.headerFrame, theme.headerBorder, theme.headerLabel)
            case .headerLines: (part, style, labelStyle) = (PartFrame(), theme.headerBorder, theme.headerLabel)
            }
            let label = BorderStyle.Label(part.label, column: part.labelPosition.column, isBottom: part.labelPosition.isBottom)
            section.style.draw(in: section.rect, label: label, on: screen, style: style, labelStyle: labelStyle)
        }
    }

    /// Draws a header line in `width` columns after the gutter: lined up with the columns, or cut to fit.
    ///
    /// Only as much of the line is read as shows.
    private func drawHeader(_ line: UnsafeBufferPointer<UInt8>, row: Int, left: Int, width: Int, gutter: Int? = nil,
                            on screen: Screen) {
        let gutter = gutter ?? list.gutterWidth
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
