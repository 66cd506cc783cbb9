/// An in-memory `Screen`: a grid of cells that tests read back.
package final class GridScreen: Screen {
    /// One cell: its text (empty for the right half of a wide character) and style.
    package struct Cell: Equatable, Sendable {
        package var text: String
        package var style: TextStyle
        package static let blank = Cell(text: " ", style: .plain)
    }

    package let rows: Int
    package let columns: Int
    /// The cells, row by row.
    package private(set) var cells: [[Cell]]
    /// Where the cursor was placed, or nil when hidden.
    package private(set) var cursor: (row: Int, column: Int)?

    /// A blank grid of `rows` × `columns`.
    package init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
    }

    package func erase() {
        cells = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
    }

    package func put(_ text: String, row: Int, column: Int, style: TextStyle) {
        guard (0..<rows).contains(row) else { return }
        var x = column
        // The cell the current grapheme cluster starts in.
        var clusterStart = column - 1
        var cluster = ClusterWidth()
        for scalar in text.unicodeScalars {
            let step = cluster.step(scalar, width: DisplayWidth.of(scalar))
            if step.extends {
                guard clusterStart >= 0, clusterStart < columns else { continue }
                if step.columns > 0 {
                    // The cluster widens: past the edge it is blanked whole rather than drawn in part.
                    guard x + step.columns <= columns else {
                        for cell in clusterStart..<x { cells[row][cell] = Cell(text: " ", style: style) }
                        return
                    }
                    for cell in x..<x + step.columns { cells[row][cell] = Cell(text: "", style: style) }
                    x += step.columns
                }
                cells[row][clusterStart].text.unicodeScalars.append(scalar)
                continue
            }
            let width = step.columns
            if width <= 0 {
                if x > 0, x - 1 < columns { cells[row][x - 1].text.unicodeScalars.append(scalar) }
                continue
            }
            guard x >= 0, x + width <= columns else { break }
            cells[row][x] = Cell(text: String(scalar), style: style)
            for cell in x + 1..<x + width { cells[row][cell] = Cell(text: "", style: style) }
            clusterStart = x
            x += width
        }
    }

    package func fill(row: Int, column: Int, width: Int, style: TextStyle) {
        guard (0..<rows).contains(row) else { return }
        for x in max(0, column)..<min(columns, column + width) {
            cells[row][x] = Cell(text: " ", style: style)
        }
    }

    package func setCursor(row: Int, column: Int) {
        cursor = (row, column)
    }

    package func hideCursor() {
        cursor = nil
    }

    package func present() {}

    /// Row `row` as text, trailing blanks kept.
    package func text(row: Int) -> String {
        cells[row].map(\.text).joined()
    }

    /// Every row as text, trailing blanks trimmed, joined by newlines.
    package var text: String {
        (0..<rows).map { row in
            var line = text(row: row)
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// The style of the cell at (`row`, `column`).
    package func style(row: Int, column: Int) -> TextStyle {
        cells[row][column].style
    }
}
