/// Puts the list's items on its rows: which position comes first, and the rows each item takes
/// (several under `--wrap`, plus `--gap` blank rows), keeping the cursor's item in view.
///
/// Only the items that can show are measured: at most one a row.
struct ListPlacement {
    /// Rows the list has, in list order (best first).
    var listRows: [Int]
    /// Blank rows after each item.
    var gap = 0
    /// Whether items wrap (else each takes one row).
    var wraps = false
    /// Columns for an item's text.
    var textWidth: Int
    /// Columns the wrap sign takes before a wrapped row's text.
    var wrapSignWidth = 2

    /// The slots for `count` positions with the cursor on `cursor`, starting near `hint`
    /// (the model's scroll offset, or the first position the last frame showed).
    func slots(count: Int, cursor: Int, hint: Int, bytes: (Int) -> UnsafeBufferPointer<UInt8>) -> (start: Int, slots: [PickerFrame.Slot]) {
        let capacity = listRows.count
        guard capacity > 0, count > 0 else { return (0, []) }
        let cursor = min(max(0, cursor), count - 1)
        var measured: [Int: [ItemLines.Piece]] = [:]
        func pieces(_ position: Int) -> [ItemLines.Piece] {
            if let known = measured[position] { return known }
            let made = wraps
                ? ItemLines.pieces(of: bytes(position), width: textWidth, maxRows: capacity, wrapSignWidth: wrapSignWidth)
                : [ItemLines.Piece(range: 0..<bytes(position).count, isContinuation: false)]
            measured[position] = made
            return made
        }
        var start: Int
        if !wraps && gap == 0 {
            // One row an item: the model's own rule, so the list scrolls as it says.
            start = min(hint, cursor)
            if cursor >= start + capacity { start = cursor - capacity + 1 }
            start = max(0, min(start, count - capacity))
        } else {
            start = max(min(hint, cursor), cursor - capacity + 1, 0)
            // The cursor's item must show whole (or from the top, when it is taller than the list).
            var used = (start..<cursor).reduce(0) { $0 + pieces($1).count + gap } + pieces(cursor).count
            while used > capacity, start < cursor {
                used -= pieces(start).count + gap
                start += 1
            }
            // No blank rows at the end while earlier items would fit.
            var total = (start..<count).lazy.prefix(capacity).reduce(0) { $0 + pieces($1).count + gap }
            while start > 0, total + pieces(start - 1).count + gap <= capacity {
                start -= 1
                total += pieces(start).count + gap
            }
        }
        var slots: [PickerFrame.Slot] = []
        var used = 0
        var position = start
        while used < capacity, position < count {
            let lines = Array(pieces(position).prefix(capacity - used))
            let rows = listRows[used..<(used + lines.count)].sorted()
            used += lines.count
            let gapRows = listRows[used..<min(capacity, used + gap)].sorted()
            used += gapRows.count
            slots.append(PickerFrame.Slot(position: position, lines: lines, rows: rows, gapRows: gapRows))
            position += 1
        }
        return (start, slots)
    }
}
