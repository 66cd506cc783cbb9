/// A grid of character cells that views draw on: ncurses for real, memory in tests.
///
/// Text handed to `put` is already made safe and fitted by the views (see
/// `DisplayText`): no control characters, no wider than the space left.
package protocol Screen: AnyObject {
    /// Number of rows.
    var rows: Int { get }
    /// Number of columns.
    var columns: Int { get }
    /// Blanks every cell.
    func erase()
    /// Writes `text` from (`row`, `column`) on, in `style`; cells past the right edge are dropped.
    func put(_ text: String, row: Int, column: Int, style: TextStyle)
    /// Paints `width` cells of `row` from `column` as blanks in `style`.
    func fill(row: Int, column: Int, width: Int, style: TextStyle)
    /// Places the terminal cursor, or hides it with nil.
    func setCursor(row: Int, column: Int)
    /// Hides the terminal cursor.
    func hideCursor()
    /// Shows what was drawn since the last call.
    func present()
}
