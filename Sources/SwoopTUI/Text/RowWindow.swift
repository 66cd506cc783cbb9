import SwoopItems

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
        guard let lastMatch, width > 2, Self.hidesMatch(at: lastMatch, scalars, offsets, width: width, limit: limit)
        else { return }
        // Decode again around the match, from a character boundary well before it.
        var start = max(0, lastMatch - limit)
        while start < lastMatch, bytes[start] & 0xC0 == 0x80 { start += 1 }
        start -= Self.regionalIndicatorsBefore(start, in: bytes) % 2 * 4
        let end = min(bytes.count, lastMatch + limit)
        let around = ItemDecoding.scalars(of: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        guard let matchIndex = around.offsets.lastIndex(where: { $0 + start <= lastMatch }) else { return }
        // Each scalar's columns and whether it continues a grapheme cluster, measured from a window start.
        var cluster = ClusterWidth()
        let steps = around.scalars.map { DisplayText.step($0, at: 0, cluster: &cluster) }
        // The match's whole cluster, then whole clusters before it while the text still fits beside both ellipses.
        var first = matchIndex
        while first > 0, steps[first].extends { first -= 1 }
        var matchEnd = matchIndex + 1
        while matchEnd < steps.count, steps[matchEnd].extends { matchEnd += 1 }
        var used = steps[first..<matchEnd].reduce(0) { $0 + $1.columns }
        while first > 0 {
            var start = first - 1
            while start > 0, steps[start].extends { start -= 1 }
            let previous = steps[start..<first].reduce(0) { $0 + $1.columns }
            if used + previous > width - 2 { break }
            used += previous
            first = start
        }
        // A window never opens on a combining mark cut from its letter.
        while first < matchIndex, steps[first].columns == 0 { first += 1 }
        scalars = Array(around.scalars[first...])
        offsets = around.offsets[first...].map { $0 + start }
        isShifted = start + around.offsets[first] > 0
    }

    /// How many regional indicators come right before byte `offset` (an odd count: it starts inside a flag).
    private static func regionalIndicatorsBefore(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // U+1F1E6...U+1F1FF is F0 9F 87 A6...BF in UTF-8.
        var count = 0
        var end = offset
        while end >= 4, bytes[end - 4] == 0xF0, bytes[end - 3] == 0x9F, bytes[end - 2] == 0x87,
              (0xA6...0xBF).contains(bytes[end - 1]) {
            count += 1
            end -= 4
        }
        return count
    }

    /// Whether drawing the line from its start cuts it before the scalar at byte `offset` is wholly shown.
    private static func hidesMatch(
        at offset: Int, _ scalars: [Unicode.Scalar], _ offsets: [Int], width: Int, limit: Int
    ) -> Bool {
        var column = 0
        var cluster = ClusterWidth()
        var reachedMatch = false
        for (index, scalar) in scalars.enumerated() {
            let step = DisplayText.step(scalar, at: column, cluster: &cluster)
            // The match's cluster ended with the scalar before, clear of the column a cut line's `…` would take.
            if reachedMatch, !step.extends, column <= width - 1 { return false }
            column += step.columns
            // Past the edge: the line is cut (its last column a `…`) before the match is reached.
            if column > width { return true }
            reachedMatch = reachedMatch || offsets[index] >= offset
        }
        if reachedMatch, column <= width - 1 { return false }
        // Decoding stopped at the limit: the line goes on, the match beyond what is shown.
        return scalars.count >= limit
    }
}
