/// A rectangle of screen cells: rows and columns from the top left.
package struct ScreenRect: Equatable, Sendable {
    package var rows: Range<Int>
    package var columns: Range<Int>

    package init(rows: Range<Int>, columns: Range<Int>) {
        self.rows = rows
        self.columns = columns
    }

    /// The whole of a screen of `rows` × `columns`.
    package init(rows: Int, columns: Int) {
        self.init(rows: 0..<max(0, rows), columns: 0..<max(0, columns))
    }

    package var top: Int { rows.lowerBound }
    package var left: Int { columns.lowerBound }
    package var height: Int { rows.count }
    package var width: Int { columns.count }
    package var isEmpty: Bool { rows.isEmpty || columns.isEmpty }

    /// This rectangle less `top`, `right`, `bottom` and `left` cells at its edges (never less than empty).
    package func inset(top: Int = 0, right: Int = 0, bottom: Int = 0, left: Int = 0) -> ScreenRect {
        let firstRow = min(rows.lowerBound + max(0, top), rows.upperBound)
        let lastRow = max(firstRow, rows.upperBound - max(0, bottom))
        let firstColumn = min(columns.lowerBound + max(0, left), columns.upperBound)
        let lastColumn = max(firstColumn, columns.upperBound - max(0, right))
        return ScreenRect(rows: firstRow..<lastRow, columns: firstColumn..<lastColumn)
    }

    /// Whether the cell at (`row`, `column`) lies inside.
    package func contains(row: Int, column: Int) -> Bool {
        rows.contains(row) && columns.contains(column)
    }
}
