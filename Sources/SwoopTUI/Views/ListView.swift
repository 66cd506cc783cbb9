import SwoopCore

/// Draws the visible part of the list, the highlighted row marked and styled.
public struct ListView {
    /// Marks the highlighted row, in the gutter.
    public var pointer: String

    public init(pointer: String = ">") {
        self.pointer = pointer
    }

    /// Columns before the item text.
    public static let gutterWidth = 2

    /// Draws `model`'s visible rows into screen rows `area`.
    public func draw(_ model: SearchViewModel, area: Range<Int>, on screen: Screen, theme: Theme) {
        let width = screen.columns
        for (offset, position) in model.visiblePositions.enumerated() {
            let row = area.lowerBound + offset
            guard row < area.upperBound else { break }
            let isCursor = position == model.cursor
            let style = isCursor ? theme.cursorRow : theme.row
            if isCursor {
                screen.fill(row: row, column: 0, width: width, style: style)
                let mark = DisplayText.fit(pointer, maxWidth: min(width, Self.gutterWidth - 1))
                screen.put(mark.text, row: row, column: 0, style: theme.pointer)
            }
            let item = model.rows[position]
            let available = width - Self.gutterWidth
            let decoded = ItemDecoding.scalars(of: model.store[item], limit: available * 4 + 16)
            let matched = Set(model.matchedOffsets(in: item))
            let runs = DisplayText.fit(decoded.scalars, marked: { matched.contains(decoded.offsets[$0]) }, maxWidth: available)
            var column = Self.gutterWidth
            for run in runs {
                let highlight = isCursor ? theme.cursorMatch : theme.match
                screen.put(run.text, row: row, column: column, style: run.isMarked ? highlight : style)
                column += run.width
            }
        }
    }
}
