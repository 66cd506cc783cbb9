import SwoopCore

/// Draws the visible part of the list, the highlighted row marked and styled.
public struct ListView {
    /// Marks the highlighted row, in the gutter.
    public var pointer: String
    /// Marks a marked row (`--multi`), in the gutter's second column.
    public var marker: String
    /// Whether to draw markers.
    public var showsMarkers = false
    /// `--columns`: the shown fields drawn as aligned cells.
    public var columns: ColumnLayout?

    public init(pointer: String = ">", marker: String = "•") {
        self.pointer = pointer
        self.marker = marker
    }

    /// Columns before the item text.
    public static let gutterWidth = 2

    /// Draws the leading fields of `line` into `cells` (from `origin`), matched characters highlighted.
    ///
    /// Only the fields that show are split out and decoded, each no further than its cell reaches.
    func drawCells(
        _ line: UnsafeBufferPointer<UInt8>, layout: ColumnLayout, cells: [ColumnLayout.Cell], matched: Set<Int>,
        row: Int, origin: Int, style: TextStyle, highlight: TextStyle, on screen: Screen
    ) {
        for (cell, field) in zip(cells, layout.leadingFields(of: line, count: cells.count)) {
            let decoded = ItemDecoding.scalars(of: UnsafeBufferPointer(rebasing: line[field]), limit: cell.width * 4 + 16)
            let runs = DisplayText.fit(decoded.scalars, marked: { matched.contains(field.lowerBound + decoded.offsets[$0]) },
                                       maxWidth: cell.width)
            var column = origin + cell.start
            for run in runs {
                screen.put(run.text, row: row, column: column, style: run.isMarked ? highlight : style)
                column += run.width
            }
        }
    }

    /// Draws `model`'s visible rows into the screen `rows`, one list position each, in order.
    public func draw(_ model: SearchViewModel, rows: [Int], width: Int? = nil, on screen: Screen, theme: Theme) {
        let width = min(width ?? screen.columns, screen.columns)
        let cells = columns?.cells(fitting: width - Self.gutterWidth) ?? []
        for (offset, position) in model.visiblePositions.enumerated() {
            guard offset < rows.count else { break }
            let row = rows[offset]
            let isCursor = position == model.cursor
            let style = isCursor ? theme.cursorRow : theme.row
            if isCursor {
                screen.fill(row: row, column: 0, width: width, style: style)
                let mark = DisplayText.fit(pointer, maxWidth: min(width, Self.gutterWidth - 1))
                screen.put(mark.text, row: row, column: 0, style: theme.pointer)
            }
            let item = model.rows[position]
            if showsMarkers, model.marked.contains(item), width > 1 {
                screen.put(DisplayText.fit(marker, maxWidth: 1).text, row: row, column: 1, style: theme.marker.on(style))
            }
            let available = width - Self.gutterWidth
            let matchedOffsets = model.matchedOffsets(in: item)
            let matched = Set(matchedOffsets)
            if let columns {
                drawCells(model.displayedBytes(of: item), layout: columns, cells: cells, matched: matched, row: row,
                          origin: Self.gutterWidth, style: style, highlight: isCursor ? theme.cursorMatch : theme.match, on: screen)
                continue
            }
            // With --ansi, the item's own colours: span k + 1 in bits 1 and up of a run's key.
            let colors = model.ansiSource.map { ANSIText($0[item]) }
            let window = RowWindow(model.displayedBytes(of: item), lastMatch: matchedOffsets.max(), width: available)
            let runs = DisplayText.fit(window.scalars, runKey: { index in
                let offset = window.offsets[index]
                let span = colors.map { $0.spanIndex(at: offset) + 1 } ?? 0
                return span << 1 | (matched.contains(offset) ? 1 : 0)
            }, maxWidth: available, leadingEllipsis: window.isShifted)
            var column = Self.gutterWidth
            for run in runs {
                let highlight = isCursor ? theme.cursorMatch : theme.match
                var runStyle = run.isMarked ? highlight : style
                if !run.isMarked, let colors, run.key >> 1 > 0 {
                    runStyle = theme.applying(colors.spans[(run.key >> 1) - 1].style, to: style)
                }
                screen.put(run.text, row: row, column: column, style: runStyle)
                column += run.width
            }
        }
    }
}
