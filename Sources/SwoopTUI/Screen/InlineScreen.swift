/// The inline picker's `Screen`: a grid of cells, and on `present()` the rows
/// that changed since the last frame, written with terminfo strings.
///
/// It keeps track of the terminal cursor's row, counted from the picker's
/// first row, and moves only relatively (up, down, to a column), so it works
/// wherever on the terminal the picker's rows are.
final class InlineScreen: Screen {
    /// The frame being drawn.
    private var grid: GridScreen
    /// The rows as they are on the terminal; nil when unknown (draw everything).
    private var shown: [[GridScreen.Cell]]?
    private let terminfo: Terminfo
    /// Whether colours are drawn (not monochrome).
    private let usesColor: Bool
    /// Writes bytes to the terminal.
    private let write: ([UInt8]) -> Void
    /// The terminal cursor's row, from the picker's first row.
    private(set) var cursorRow = 0
    private var cursorVisible = true

    init(rows: Int, columns: Int, terminfo: Terminfo, usesColor: Bool, write: @escaping ([UInt8]) -> Void) {
        grid = GridScreen(rows: rows, columns: columns)
        self.terminfo = terminfo
        self.usesColor = usesColor
        self.write = write
    }

    var rows: Int { grid.rows }
    var columns: Int { grid.columns }

    /// A blank grid of the new size; the next `present()` draws every row.
    func resize(rows: Int, columns: Int) {
        guard rows != grid.rows || columns != grid.columns else { return }
        grid = GridScreen(rows: rows, columns: columns)
        shown = nil
    }

    /// Forgets what the terminal shows (it was cleared or moved): the next `present()` draws every row.
    func invalidate() {
        shown = nil
    }

    /// The terminal cursor was put on `row` by someone else (the terminal owner making room).
    func cursorMoved(toRow row: Int) {
        cursorRow = row
    }

    func erase() { grid.erase() }

    func put(_ text: String, row: Int, column: Int, style: TextStyle) {
        grid.put(text, row: row, column: column, style: style)
    }

    func fill(row: Int, column: Int, width: Int, style: TextStyle) {
        grid.fill(row: row, column: column, width: width, style: style)
    }

    func setCursor(row: Int, column: Int) { grid.setCursor(row: row, column: column) }

    func hideCursor() { grid.hideCursor() }

    func present() {
        var output: [UInt8] = []
        if cursorVisible {
            output += terminfo.hideCursor
        }
        for row in 0..<grid.rows where shown.map({ row >= $0.count || $0[row] != grid.cells[row] }) ?? true {
            output += move(toRow: row) + terminfo.carriageReturn
            output += line(grid.cells[row])
        }
        shown = grid.cells
        if let cursor = grid.cursor {
            output += move(toRow: cursor.row) + terminfo.column(cursor.column) + terminfo.showCursor
            cursorVisible = true
        } else {
            cursorVisible = false
        }
        write(output)
    }

    /// The bytes that move the cursor from its row to `row`.
    func move(toRow row: Int) -> [UInt8] {
        defer { cursorRow = row }
        return row < cursorRow ? terminfo.up(cursorRow - row) : terminfo.down(row - cursorRow)
    }

    /// One row's cells, styled, up to its last cell that is not a plain blank; the rest erased.
    private func line(_ cells: [GridScreen.Cell]) -> [UInt8] {
        let end = (cells.lastIndex { $0 != .blank } ?? -1) + 1
        var output = terminfo.reset
        var style = TextStyle.plain
        for cell in cells[..<end] where !cell.text.isEmpty {
            if cell.style != style {
                output += terminfo.reset + sequence(for: cell.style)
                style = cell.style
            }
            output += Array(cell.text.utf8)
        }
        if style != .plain { output += terminfo.reset }
        if end < cells.count { output += terminfo.eraseLine }
        return output
    }

    /// The attributes and colours of `style`, from the normal look.
    private func sequence(for style: TextStyle) -> [UInt8] {
        var output: [UInt8] = []
        if style.attributes.contains(.bold) { output += terminfo.bold }
        if style.attributes.contains(.dim) { output += terminfo.dim }
        if style.attributes.contains(.underline) { output += terminfo.underline }
        if style.attributes.contains(.reverse) { output += terminfo.reverse }
        if style.attributes.contains(.italic) { output += terminfo.italic }
        if style.attributes.contains(.blink) { output += terminfo.blink }
        if style.attributes.contains(.strikethrough) { output += terminfo.strikethrough }
        guard usesColor else { return output }
        if case .palette(let index) = style.foreground { output += terminfo.color(index, background: false) }
        if case .palette(let index) = style.background { output += terminfo.color(index, background: true) }
        return output
    }
}
