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

    /// Draws `line`'s fields as aligned cells, matched characters highlighted.
    func drawCells(
        _ line: UnsafeBufferPointer<UInt8>, layout: ColumnLayout, matched: Set<Int>, row: Int, width: Int,
        style: TextStyle, highlight: TextStyle, on screen: Screen
    ) {
        let widths = layout.fitted(to: width - Self.gutterWidth)
        let starts = layout.starts(for: widths, origin: Self.gutterWidth)
        for (index, field) in layout.splitter.fields(of: line).enumerated() where index < widths.count {
            let cell = UnsafeBufferPointer(rebasing: line[field])
            let decoded = ItemDecoding.scalars(of: cell, limit: widths[index] * 4 + 16)
            let runs = DisplayText.fit(decoded.scalars, marked: { matched.contains(field.lowerBound + decoded.offsets[$0]) },
                                       maxWidth: min(widths[index], width - starts[index]))
            var column = starts[index]
            for run in runs {
                screen.put(run.text, row: row, column: column, style: run.isMarked ? highlight : style)
                column += run.width
            }
        }
    }

    /// The index of the span covering visible byte `offset`, or -1 before the first.
    private static func spanIndex(of offset: Int, in text: ANSIText) -> Int {
        var low = 0
        var high = text.spans.count
        while low < high {
            let middle = (low + high) / 2
            if text.spans[middle].start <= offset { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// Draws `model`'s visible rows into the screen `rows`, one list position each, in order.
    public func draw(_ model: SearchViewModel, rows: [Int], width: Int? = nil, on screen: Screen, theme: Theme) {
        let width = min(width ?? screen.columns, screen.columns)
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
                drawCells(model.displayedBytes(of: item), layout: columns, matched: matched, row: row, width: width,
                          style: style, highlight: isCursor ? theme.cursorMatch : theme.match, on: screen)
                continue
            }
            // With --ansi, the item's own colours: span k + 1 in bits 1 and up of a run's key.
            let colors = model.ansiSource.map { ANSIText($0[item]) }
            let window = RowWindow(model.displayedBytes(of: item), lastMatch: matchedOffsets.max(), width: available)
            let runs = DisplayText.fit(window.scalars, runKey: { index in
                let offset = window.offsets[index]
                let span = colors.map { Self.spanIndex(of: offset, in: $0) + 1 } ?? 0
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
