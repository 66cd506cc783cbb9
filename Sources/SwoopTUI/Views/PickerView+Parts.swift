import SwoopItems
import SwoopOptions
import SwoopPicker

extension PickerView {
    /// Draws the header lines on their rows, in their columns, the text lined up with the items'
    /// where their frame lets it (fzf's header indent), in their own ANSI colours: always for
    /// `--header` (a colour runs on into the next line, as in fzf), with `--ansi` for `--header-lines`.
    func drawHeaders(_ frame: PickerFrame, on screen: Screen) {
        let textColumn = frame.listLeft + list.gutterWidth
        var carried = ANSIText.Style()
        for index in 0..<min(headerLineCount, screen.rows) {
            let isText = index < appearance.header.count
            let row = frame.rows[.header(index)]
            let columns = isText ? frame.headerColumns : frame.headerLinesColumns
            let indent = max(0, textColumn - columns.lowerBound)
            let colors: ANSIText
            if isText {
                colors = Array(appearance.header[index].utf8).withUnsafeBufferPointer { ANSIText($0, startingIn: carried) }
                carried = colors.endStyle
            } else if let row, let line = appearance.headerStore?.headerLine(index - appearance.header.count) {
                guard let source = appearance.headerColors?.headerLine(index - appearance.header.count) else {
                    drawHeader(line, colors: nil, row: row, left: columns.lowerBound, width: columns.count, indent: indent, on: screen)
                    continue
                }
                colors = ANSIText(source)
            } else {
                continue
            }
            guard let row else { continue }
            colors.visible.withUnsafeBufferPointer {
                drawHeader($0, colors: colors, row: row, left: columns.lowerBound, width: columns.count, indent: indent, on: screen)
            }
        }
    }

    /// Draws the footer's lines on their rows, lined up with the items' text as the header is, in their
    /// own ANSI colours (always, a colour running on into the next line), never in `--columns` cells.
    func drawFooter(_ frame: PickerFrame, on screen: Screen) {
        let columns = frame.footerColumns
        let indent = frame.footerTextLeft - columns.lowerBound
        var carried = ANSIText.Style()
        for (index, line) in appearance.footer.enumerated() {
            guard let row = frame.rows[.footer(index)] else { break }
            let colors = Array(line.utf8).withUnsafeBufferPointer { ANSIText($0, startingIn: carried) }
            carried = colors.endStyle
            colors.visible.withUnsafeBufferPointer {
                drawHeader($0, colors: colors, row: row, left: columns.lowerBound, width: columns.count, indent: indent,
                           style: theme.footer, aligned: false, on: screen)
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
            case .footer: (part, style, labelStyle) = (look.footerFrame, theme.footerBorder, theme.footerLabel)
            }
            let label = BorderStyle.Label(part.label, column: part.labelPosition.column, isBottom: part.labelPosition.isBottom,
                                          ellipsis: look.shownEllipsis)
            if section.isJoin {
                let join = section.kind == .footer ? theme.inlineFooterBorder : theme.inlineHeaderBorder
                section.style.drawJoin(in: section.rect, label: label, on: screen, style: join, labelStyle: labelStyle)
            } else {
                section.style.draw(in: section.rect, label: label, on: screen, style: style, labelStyle: labelStyle)
            }
        }
    }

    /// Draws a header (or footer) line in `width` columns from `left`, its text `indent` columns in:
    /// lined up with the columns (`aligned`), or cut to fit, in `colors`' styles over `style`.
    ///
    /// Only as much of the line is read as shows.
    private func drawHeader(_ line: UnsafeBufferPointer<UInt8>, colors: ANSIText?, row: Int, left: Int, width: Int, indent: Int,
                            style base: TextStyle? = nil, aligned: Bool = true, on screen: Screen) {
        let gutter = indent
        let available = width - gutter
        let base = base ?? theme.header
        if base.background != .default { screen.fill(row: row, column: left, width: width, style: base) }
        if aligned, let columns = appearance.columns {
            list.drawCells(line, layout: columns, cells: columns.cells(fitting: available), matched: [], row: row,
                           origin: left + gutter, style: base, highlight: base, on: screen)
            return
        }
        let decoded = ItemDecoding.scalars(of: line, limit: max(0, available) * 4 + 16)
        var column = left + gutter
        let runs = DisplayText.fit(decoded.scalars, runKey: { index in
            colors.map { $0.spanIndex(at: decoded.offsets[index]) + 1 } ?? 0
        }, maxWidth: available, ellipsis: list.ellipsis)
        for run in runs {
            var style = base
            if let colors, run.key > 0 { style = theme.applying(colors.spans[run.key - 1].style, to: style) }
            screen.put(run.text, row: row, column: column, style: style)
            column += run.width
        }
    }

    /// Draws the list's scrollbar in `column` for a list of `total` positions: a thumb as long as the
    /// share of the list that shows, where that share lies (fzf's sizes), in list order.
    func drawScrollbar(_ frame: PickerFrame, column: Int, total: Int, on screen: Screen) {
        let height = frame.listRows.count
        let perLine = max(1, frame.averageRowsPerItem)
        guard height > 0, total * perLine > height else { return }
        let length = max(1, height * height / (total * perLine))
        let start = total == height ? 0
            : min(height - length, (height * perLine - length) * frame.listStart / max(1, total * perLine - height))
        let thumb = String((appearance.look.scrollbar ?? "│").prefix(1))
        for index in max(0, start)..<min(height, start + length) {
            screen.put(thumb, row: frame.listRows[index], column: column, style: theme.scrollbar)
        }
    }

    /// The parts' own background colours, as fzf paints its windows (fzf's look only): the list's
    /// (`list-bg`) over its frame and the input, or over both without a frame; the input's own section
    /// (`input-bg`, else the list's); the headers' sections and an inline header's rows, its edge and
    /// its line (`header-bg`). None when no part has a colour.
    func backgroundAreas(_ frame: PickerFrame) -> [AreaScreen.Area] {
        guard appearance.look.input == .prompt else { return [] }
        var areas: [AreaScreen.Area] = []
        let list = frame.sections.first { $0.kind == .list }?.rect ?? unframedArea(frame)
        if theme.row.background != .default {
            // The input outside the list's frame, in no frame of its own, takes the list's colour too.
            areas.append(AreaScreen.Area(rect: frame.content, background: theme.row.background))
            areas.append(AreaScreen.Area(rect: list, background: theme.row.background))
        }
        if let input = frame.sections.first(where: { $0.kind == .input }), theme.bar.background != .default {
            areas.append(AreaScreen.Area(rect: input.rect, background: theme.bar.background))
        }
        for section in frame.sections where section.kind != .list && section.kind != .input {
            let background = section.kind == .footer ? theme.footer.background : theme.header.background
            guard background != .default else { continue }
            var rect = section.rect
            if section.isJoin {
                // Inline: from the list frame's edge on the header's side to its line.
                let line = section.rect.top
                let nearTop = line - list.top < list.rows.upperBound - 1 - line
                rect.rows = nearTop ? list.top..<(line + 1) : line..<list.rows.upperBound
            }
            areas.append(AreaScreen.Area(rect: rect, background: background))
        }
        return areas
    }

    /// The input's and the list's rows together, where the list has no frame of its own.
    private func unframedArea(_ frame: PickerFrame) -> ScreenRect {
        let rows = frame.listRows + Array(frame.content.rows)
        guard let top = rows.min(), let bottom = rows.max() else { return frame.content }
        let left = min(frame.content.left, frame.listLeft)
        let right = max(frame.content.columns.upperBound, frame.listLeft + frame.listWidth + (frame.scrollbarColumn == nil ? 0 : 1))
        return ScreenRect(rows: top..<(bottom + 1), columns: left..<right)
    }
}
