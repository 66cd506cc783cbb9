/// A rectangle of screen cells: rows and columns from the top left.
public struct ScreenRect: Equatable, Sendable {
    public var rows: Range<Int>
    public var columns: Range<Int>

    public init(rows: Range<Int>, columns: Range<Int>) {
        self.rows = rows
        self.columns = columns
    }

    /// The whole of a screen of `rows` × `columns`.
    public init(rows: Int, columns: Int) {
        self.init(rows: 0..<max(0, rows), columns: 0..<max(0, columns))
    }

    public var top: Int { rows.lowerBound }
    public var left: Int { columns.lowerBound }
    public var height: Int { rows.count }
    public var width: Int { columns.count }
    public var isEmpty: Bool { rows.isEmpty || columns.isEmpty }

    /// This rectangle less `top`, `right`, `bottom` and `left` cells at its edges (never less than empty).
    public func inset(top: Int = 0, right: Int = 0, bottom: Int = 0, left: Int = 0) -> ScreenRect {
        let firstRow = min(rows.lowerBound + max(0, top), rows.upperBound)
        let lastRow = max(firstRow, rows.upperBound - max(0, bottom))
        let firstColumn = min(columns.lowerBound + max(0, left), columns.upperBound)
        let lastColumn = max(firstColumn, columns.upperBound - max(0, right))
        return ScreenRect(rows: firstRow..<lastRow, columns: firstColumn..<lastColumn)
    }

    /// Whether the cell at (`row`, `column`) lies inside.
    public func contains(row: Int, column: Int) -> Bool {
        rows.contains(row) && columns.contains(column)
    }
}
