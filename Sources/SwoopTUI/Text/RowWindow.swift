import SwoopItems

/// The stretch of a line a list row shows, as fzf 0.74 cuts a line too long for its row.
///
/// A line that fits shows whole. One too long is cut at the end (an ellipsis
/// in the last columns), unless `--hscroll` shifts it: when its last match,
/// and `--hscroll-off` characters after it (at most half the row), would fall
/// past that cut, the row shows the text that ends there (or the line's end,
/// when little follows), after a leading ellipsis and before a trailing one.
/// With `--keep-right`, a line with nothing matched shows its end.
struct RowWindow {
    /// How a long line is shifted.
    struct Rules: Equatable {
        /// `--hscroll`: shifted to show its last match (else always cut at its end).
        var hscroll = true
        /// `--hscroll-off`: characters kept after the last match.
        var offset = 10
        /// `--keep-right` with nothing matched: its end shows.
        var keepsRight = false
        /// Columns less than the row's that the line must fit in to show whole (a frozen right part,
        /// `--freeze-right`, leaves room for the middle's ellipsis as fzf's does).
        var margin = 0
    }

    /// The scalars to draw, in order.
    var scalars: [Unicode.Scalar]
    /// Each scalar's byte offset in the whole line.
    var offsets: [Int]
    /// Whether the window starts after the line's start (drawn with a leading ellipsis).
    var isShifted = false
    /// Whether a shifted window stops before the line's end (drawn with a trailing ellipsis); a window
    /// from the start is cut where the row ends.
    var isCut = false

    /// The window of `bytes` for `width` columns, keeping the scalar at byte `lastMatch` in view by
    /// `rules`, where the ellipsis takes `ellipsisWidth` columns.
    init(_ bytes: UnsafeBufferPointer<UInt8>, lastMatch: Int?, width: Int, ellipsisWidth: Int = 1, rules: Rules = Rules()) {
        let limit = width * 4 + 16
        (scalars, offsets) = ItemDecoding.scalars(of: bytes, limit: limit)
        let ellipsis = min(ellipsisWidth, max(0, width))
        guard rules.hscroll, width > 0, Self.overflows(scalars, decodedAll: scalars.count < limit, width: width - rules.margin)
        else { return }
        if rules.keepsRight {
            showEnd(of: bytes, limit: limit, budget: width - ellipsis)
            return
        }
        guard let lastMatch else { return }
        // Decode again around the match, from a character boundary well before it.
        let reach = limit + rules.offset * 4
        var start = max(0, lastMatch - reach)
        while start < lastMatch, bytes[start] & 0xC0 == 0x80 { start += 1 }
        start -= Self.regionalIndicatorsBefore(start, in: bytes) % 2 * 4
        let end = min(bytes.count, lastMatch + reach)
        let around = ItemDecoding.scalars(of: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        guard let matchIndex = around.offsets.lastIndex(where: { $0 + start <= lastMatch }) else { return }
        var cluster = ClusterWidth()
        let steps = around.scalars.map { DisplayText.step($0, at: 0, cluster: &cluster) }
        // fzf's `maxe`: past the match's grapheme cluster, and `offset` characters (at most half the row).
        var matchEnd = matchIndex + 1
        while matchEnd < steps.count, steps[matchEnd].extends { matchEnd += 1 }
        let keep = max(matchEnd + min(width / 2 - ellipsis, rules.offset), 0)
        let stop = min(keep, steps.count)
        // Shown from the start when that much fits before the ellipsis.
        if start == 0, steps[..<stop].reduce(0, { $0 + $1.columns }) <= width - ellipsis { return }
        // Cut after it when more than an ellipsis' width follows (fzf's `overflow(runes[maxe:], …)`).
        let rest = steps[stop...].reduce(0) { $0 + $1.columns }
        let isCut = end < bytes.count || rest > ellipsis
        let last = isCut ? stop : steps.count
        let first = Self.trimmedStart(steps[..<last], budget: width - ellipsis - (isCut ? ellipsis : 0))
        scalars = Array(around.scalars[first..<last])
        offsets = around.offsets[first..<last].map { $0 + start }
        isShifted = true
        self.isCut = isCut
    }

    /// Shows the line's end: the clusters at its end that fit in `budget` columns, after an ellipsis.
    private mutating func showEnd(of bytes: UnsafeBufferPointer<UInt8>, limit: Int, budget: Int) {
        var start = max(0, bytes.count - limit)
        while start < bytes.count, bytes[start] & 0xC0 == 0x80 { start += 1 }
        start -= Self.regionalIndicatorsBefore(start, in: bytes) % 2 * 4
        let tail = ItemDecoding.scalars(of: UnsafeBufferPointer(rebasing: bytes[start...]))
        var cluster = ClusterWidth()
        let steps = tail.scalars.map { DisplayText.step($0, at: 0, cluster: &cluster) }
        let first = Self.trimmedStart(steps[...], budget: budget)
        scalars = Array(tail.scalars[first...])
        offsets = tail.offsets[first...].map { $0 + start }
        isShifted = true
    }

    /// fzf's `trimLeft`: where `steps` start once whole grapheme clusters are left out from the start
    /// until the rest takes at most `budget` columns.
    private static func trimmedStart(_ steps: ArraySlice<ClusterWidth.Step>, budget: Int) -> Int {
        var used = steps.reduce(0) { $0 + $1.columns }
        var first = steps.startIndex
        while first < steps.endIndex, used > budget {
            used -= steps[first].columns
            first += 1
            while first < steps.endIndex, steps[first].extends {
                used -= steps[first].columns
                first += 1
            }
        }
        return first
    }

    /// Whether the line (its first scalars; `decodedAll`: all of them) is wider than `width` columns.
    private static func overflows(_ scalars: [Unicode.Scalar], decodedAll: Bool, width: Int) -> Bool {
        var column = 0
        var cluster = ClusterWidth()
        for scalar in scalars {
            column += DisplayText.step(scalar, at: column, cluster: &cluster).columns
            if column > width { return true }
        }
        return !decodedAll
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
}
