import SwoopCore

/// The stretch of a line a list row shows: its start, or, when the last
/// matched character would fall past the right edge, a later stretch that
/// ends with it, drawn after a leading `…` (as fzf does).
struct RowWindow {
    /// The scalars to draw, in order.
    var scalars: [Unicode.Scalar]
    /// Each scalar's byte offset in the whole line.
    var offsets: [Int]
    /// Whether the window starts after the line's start (drawn with a leading `…`).
    var isShifted: Bool

    /// The window of `bytes` for `width` columns that keeps the byte at `lastMatch` in view.
    init(_ bytes: UnsafeBufferPointer<UInt8>, lastMatch: Int?, width: Int) {
        let limit = width * 4 + 16
        (scalars, offsets) = ItemDecoding.scalars(of: bytes, limit: limit)
        isShifted = false
        guard let lastMatch, width > 2, Self.endColumn(of: lastMatch, scalars, offsets) ?? .max > width - 1,
              Self.overflows(scalars, width: width, limit: limit)
        else { return }
        // Decode again around the match, from a character boundary well before it.
        var start = max(0, lastMatch - limit)
        while start < lastMatch, bytes[start] & 0xC0 == 0x80 { start += 1 }
        let end = min(bytes.count, lastMatch + limit)
        let around = ItemDecoding.scalars(of: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        guard let matchIndex = around.offsets.lastIndex(where: { $0 + start <= lastMatch }) else { return }
        // Walk back from the match while the text still fits beside both ellipses.
        var first = matchIndex
        var used = DisplayText.columns(of: around.scalars[matchIndex], at: 0)
        while first > 0 {
            let previous = DisplayText.columns(of: around.scalars[first - 1], at: 0)
            if used + previous > width - 2 { break }
            used += previous
            first -= 1
        }
        // A window never opens on a combining mark cut from its letter.
        while first < matchIndex, DisplayText.columns(of: around.scalars[first], at: 0) == 0 { first += 1 }
        scalars = Array(around.scalars[first...])
        offsets = around.offsets[first...].map { $0 + start }
        isShifted = start + around.offsets[first] > 0
    }

    /// The column just past the scalar at byte `offset`, or nil when it was not decoded.
    private static func endColumn(of offset: Int, _ scalars: [Unicode.Scalar], _ offsets: [Int]) -> Int? {
        var column = 0
        for (index, scalar) in scalars.enumerated() {
            column += DisplayText.columns(of: scalar, at: column)
            if offsets[index] >= offset { return column }
        }
        return nil
    }

    /// Whether the line is wider than `width` columns (so the right end is cut).
    private static func overflows(_ scalars: [Unicode.Scalar], width: Int, limit: Int) -> Bool {
        var column = 0
        for scalar in scalars {
            column += DisplayText.columns(of: scalar, at: column)
            if column > width { return true }
        }
        return scalars.count >= limit
    }
}
