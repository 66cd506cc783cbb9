/// Puts the list's items on its rows: which position comes first, and the rows each item takes
/// (several under `--wrap` or `--multi-line`, plus `--gap` blank rows), keeping the cursor's item in view.
///
/// Only the items that can show are measured: at most one a row. An item cut by the list's far end
/// shows its first rows, except where the list runs up the screen (fzf's default layout): there it
/// shows its last, unless it is the cursor's (or longer than `tailLimit`, which is not read whole).
struct ListPlacement {
    /// The longest item whose last rows are found (they are found by reading it whole, as fzf does).
    static let tailLimit = 1 << 20

    /// Rows the list has, in list order (best first).
    var listRows: [Int]
    /// Blank rows after each item.
    var gap = 0
    /// How an item's text takes rows.
    var rules = ItemLines.Rules(wraps: false, breaksLines: false)
    /// Columns for an item's text.
    var textWidth: Int
    /// Columns the wrap sign takes before a wrapped row's text.
    var wrapSignWidth = 2

    /// Whether items take more than one row, so that placing them measures them.
    var spansRows: Bool { rules.spansRows }

    /// The slots for `count` positions with the cursor on `cursor`, starting near `hint`
    /// (the model's scroll offset, or the first position the last frame showed).
    func slots(count: Int, cursor: Int, hint: Int, bytes: (Int) -> UnsafeBufferPointer<UInt8>) -> (start: Int, slots: [PickerFrame.Slot]) {
        let capacity = listRows.count
        guard capacity > 0, count > 0 else { return (0, []) }
        let cursor = min(max(0, cursor), count - 1)
        var measured: [Int: [ItemLines.Piece]] = [:]
        // One more row than the list has, to tell an item that fills it from one cut by its end.
        func pieces(_ position: Int, maxRows: Int = capacity + 1) -> [ItemLines.Piece] {
            if maxRows == capacity + 1, let known = measured[position] { return known }
            let made = spansRows
                ? ItemLines.pieces(of: bytes(position), width: textWidth, maxRows: maxRows, wrapSignWidth: wrapSignWidth, rules: rules)
                : [ItemLines.Piece(range: 0..<bytes(position).count, isContinuation: false)]
            if maxRows == capacity + 1 { measured[position] = made }
            return made
        }
        /// Rows the item at `position` takes, at most the list's.
        func height(_ position: Int) -> Int { min(capacity, pieces(position).count) }
        var start: Int
        if !spansRows && gap == 0 {
            // One row an item: the model's own rule, so the list scrolls as it says.
            start = min(hint, cursor)
            if cursor >= start + capacity { start = cursor - capacity + 1 }
            start = max(0, min(start, count - capacity))
        } else {
            start = max(min(hint, cursor), cursor - capacity + 1, 0)
            // The cursor's item must show whole (or from the top, when it is taller than the list).
            var used = (start..<cursor).reduce(0) { $0 + height($1) + gap } + height(cursor)
            while used > capacity, start < cursor {
                used -= height(start) + gap
                start += 1
            }
            // No blank rows at the end while earlier items would fit.
            var total = (start..<count).lazy.prefix(capacity).reduce(0) { $0 + height($1) + gap }
            while start > 0, total + height(start - 1) + gap <= capacity {
                start -= 1
                total += height(start) + gap
            }
        }
        // Where the list runs up the screen, a cut item shows its end (fzf's default layout).
        let runsUp = capacity > 1 && listRows[0] > listRows[1]
        var slots: [PickerFrame.Slot] = []
        var used = 0
        var position = start
        while used < capacity, position < count {
            let all = pieces(position)
            let room = capacity - used
            var lines = Array(all.prefix(room))
            var isCutAtTop = false
            if all.count > room, runsUp, position != cursor, spansRows, bytes(position).count <= Self.tailLimit {
                lines = Array(pieces(position, maxRows: Int.max).suffix(room))
                isCutAtTop = true
            }
            // As fzf: a line cut short by the list's end keeps its newline, drawn as a sign.
            if all.count > lines.count, !isCutAtTop, rules.breaksLines, let last = lines.last {
                let text = bytes(position)
                if last.range.upperBound < text.count, text[last.range.upperBound] == 0x0A {
                    lines[lines.count - 1].range = last.range.lowerBound..<(last.range.upperBound + 1)
                }
            }
            let rows = listRows[used..<(used + lines.count)].sorted()
            used += lines.count
            let gapRows = listRows[used..<min(capacity, used + gap)].sorted()
            used += gapRows.count
            slots.append(PickerFrame.Slot(position: position, lines: lines, rows: rows, gapRows: gapRows,
                                          isCut: all.count > lines.count || isCutAtTop, isCutAtTop: isCutAtTop))
            position += 1
        }
        return (start, slots)
    }

    /// fzf's `avgNumLines`: the rows (at most the list's, and the gap) each of a list's worth of items
    /// from about `start` takes, on average, in whole rows.
    func averageRows(count: Int, start: Int, bytes: (Int) -> UnsafeBufferPointer<UInt8>) -> Int {
        let capacity = listRows.count
        guard spansRows else { return 1 + gap }
        let first = max(0, min(start, count - capacity - 1))
        let positions = first..<min(count, first + capacity)
        guard !positions.isEmpty else { return 1 }
        let rows = positions.reduce(0) { total, position in
            let pieces = ItemLines.pieces(of: bytes(position), width: textWidth, maxRows: capacity,
                                          wrapSignWidth: wrapSignWidth, rules: rules)
            return total + min(capacity, pieces.count) + gap
        }
        return rows / positions.count
    }
}
