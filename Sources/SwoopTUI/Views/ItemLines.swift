import Glibc
import SwoopItems

/// How an item takes rows, as fzf 0.74 lays it out: under `--multi-line` each of its lines (a
/// `--read0` item may hold several) starts a row; under `--wrap` a line goes on to the next row where
/// the row is full (with `--wrap=word`, after the row's last blank), a piece after a break drawn after
/// the wrap sign.
///
/// Only as many pieces as can show are made, and only the bytes they hold are read.
package enum ItemLines {
    /// A stretch of the item's shown bytes drawn on one row.
    package struct Piece: Equatable, Sendable {
        /// Byte offsets in the shown text.
        package var range: Range<Int>
        /// Whether it goes on from the row before (drawn after the wrap sign).
        package var isContinuation: Bool
    }

    /// How an item's text is cut into rows.
    package struct Rules: Equatable, Sendable {
        /// `--wrap`: a line too long for its row goes on to the next.
        package var wraps = true
        /// `--wrap=word`: a wrapped row ends after its last blank (a space or a tab), where it has one.
        package var atWords = false
        /// `--multi-line`: each line starts a row (else a newline is drawn as a sign, as any character).
        package var breaksLines = true

        package init(wraps: Bool = true, atWords: Bool = false, breaksLines: Bool = true) {
            self.wraps = wraps
            self.atWords = atWords
            self.breaksLines = breaksLines
        }

        /// Whether an item may take more than one row.
        package var spansRows: Bool { wraps || breaksLines }
    }

    /// At most `maxRows` pieces of `bytes` for rows `width` columns wide, a row after a break
    /// `wrapSignWidth` narrower (the wrap sign before it).
    package static func pieces(
        of bytes: UnsafeBufferPointer<UInt8>, width: Int, maxRows: Int, wrapSignWidth: Int = 2, rules: Rules = Rules()
    ) -> [Piece] {
        guard maxRows > 0 else { return [] }
        guard rules.wraps, width > wrapSignWidth else {
            return rules.breaksLines ? lines(of: bytes, maxRows: maxRows) : [Piece(range: 0..<bytes.count, isContinuation: false)]
        }
        // Each row shows at most `width` scalars that take a column; zero-width ones ride along.
        let (limit, overflow) = maxRows.multipliedReportingOverflow(by: width * 4 + 16)
        let decoded = ItemDecoding.scalars(of: bytes, limit: overflow ? Int.max : limit)
        var pieces: [Piece] = []
        var start = 0
        var column = 0
        var isContinuation = false
        var rowWidth = width
        var cluster = ClusterWidth()
        // Where the grapheme cluster being read starts: its byte offset and its column.
        var (clusterOffset, clusterColumn) = (0, 0)
        // Where the row's last blank ends (`--wrap=word`): the byte after it and its column.
        var blankEnd: (offset: Int, column: Int)?
        for (index, scalar) in decoded.scalars.enumerated() {
            let offset = decoded.offsets[index]
            if scalar == "\n", rules.breaksLines {
                pieces.append(Piece(range: start..<offset, isContinuation: isContinuation))
                guard pieces.count < maxRows else { return pieces }
                start = offset + 1
                (column, isContinuation, rowWidth) = (0, false, width)
                (cluster, clusterColumn, blankEnd) = (ClusterWidth(), 0, nil)
                continue
            }
            let step = DisplayText.step(scalar, at: column, cluster: &cluster)
            if !step.extends { (clusterOffset, clusterColumn) = (offset, column) }
            // A row breaks before the grapheme cluster that would cross the edge, never inside one;
            // at words, after the row's last blank.
            while column + step.columns > rowWidth, clusterColumn > 0 {
                let (end, endColumn) = blankEnd ?? (clusterOffset, clusterColumn)
                pieces.append(Piece(range: start..<end, isContinuation: isContinuation))
                guard pieces.count < maxRows else { return pieces }
                start = end
                (column, isContinuation, rowWidth) = (column - endColumn, true, width - wrapSignWidth)
                clusterColumn -= endColumn
                blankEnd = nil
            }
            column += step.columns
            if rules.atWords, scalar == " " || scalar == "\t" {
                blankEnd = (offset + 1, column)
            }
        }
        // Past what was decoded (a line longer than the list), the last piece is cut when drawn.
        pieces.append(Piece(range: start..<max(start, bytes.count), isContinuation: isContinuation))
        return pieces
    }

    /// At most `maxRows` of the item's lines, whole (no wrapping): each newline starts a row.
    private static func lines(of bytes: UnsafeBufferPointer<UInt8>, maxRows: Int) -> [Piece] {
        var pieces: [Piece] = []
        var start = 0
        while pieces.count < maxRows {
            let rest = UnsafeBufferPointer(rebasing: bytes[start...])
            guard let base = rest.baseAddress, !rest.isEmpty, let found = memchr(base, 0x0A, rest.count) else {
                pieces.append(Piece(range: start..<bytes.count, isContinuation: false))
                break
            }
            let end = start + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
            pieces.append(Piece(range: start..<end, isContinuation: false))
            start = end + 1
        }
        return pieces
    }
}
