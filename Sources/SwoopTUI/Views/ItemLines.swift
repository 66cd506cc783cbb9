import SwoopItems

/// How an item takes rows under `--wrap`: each of its lines (`--read0` items may hold several),
/// broken where the row is full; a piece after a break is drawn after the wrap sign.
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

    /// At most `maxRows` pieces of `bytes` for rows `width` columns wide, a row after a break
    /// `wrapSignWidth` narrower (the wrap sign before it).
    package static func pieces(of bytes: UnsafeBufferPointer<UInt8>, width: Int, maxRows: Int, wrapSignWidth: Int = 2) -> [Piece] {
        guard maxRows > 0 else { return [] }
        guard width > wrapSignWidth else { return [Piece(range: 0..<bytes.count, isContinuation: false)] }
        // Each row shows at most `width` scalars that take a column; zero-width ones ride along.
        let decoded = ItemDecoding.scalars(of: bytes, limit: maxRows * (width * 4 + 16))
        var pieces: [Piece] = []
        var start = 0
        var column = 0
        var isContinuation = false
        var rowWidth = width
        var cluster = ClusterWidth()
        // Where the grapheme cluster being read starts: its byte offset and its column.
        var (clusterOffset, clusterColumn) = (0, 0)
        for (index, scalar) in decoded.scalars.enumerated() {
            let offset = decoded.offsets[index]
            if scalar == "\n" {
                pieces.append(Piece(range: start..<offset, isContinuation: isContinuation))
                guard pieces.count < maxRows else { return pieces }
                start = offset + 1
                (column, isContinuation, rowWidth) = (0, false, width)
                (cluster, clusterColumn) = (ClusterWidth(), 0)
                continue
            }
            let step = DisplayText.step(scalar, at: column, cluster: &cluster)
            if !step.extends { (clusterOffset, clusterColumn) = (offset, column) }
            // A row breaks before the grapheme cluster that would cross the edge, never inside one.
            if column + step.columns > rowWidth, clusterColumn > 0 {
                pieces.append(Piece(range: start..<clusterOffset, isContinuation: isContinuation))
                guard pieces.count < maxRows else { return pieces }
                start = clusterOffset
                (column, isContinuation, rowWidth) = (column - clusterColumn, true, width - wrapSignWidth)
                clusterColumn = 0
            }
            column += step.columns
        }
        // Past what was decoded (a line longer than the list), the last piece is cut when drawn.
        pieces.append(Piece(range: start..<max(start, bytes.count), isContinuation: isContinuation))
        return pieces
    }
}
