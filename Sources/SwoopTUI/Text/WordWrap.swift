/// Cuts a line into rows of a pane at word boundaries (or, for fzf's `wrap`, at any character).
///
/// A row breaks before a run of blanks (spaces, tabs) when the next word
/// would cross the edge, and the row after it starts past the blanks, so no
/// wrapped row starts with one. A word wider than the pane is cut where the
/// edge falls, by display width: a wide character that would straddle the
/// edge goes to the next row whole. Widths are those `DisplayText` draws
/// (a tab reaches the next stop from the row's start, a control is `^X`).
enum WordWrap {
    /// The row of `bytes` that starts at byte `start`: where it ends, and where the row after it starts.
    ///
    /// `start` starts a scalar; reads only as far as the row reaches (and the blanks after it).
    static func row(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, width: Int, atWords: Bool = true) -> (end: Int, next: Int) {
        guard atWords else { return characterRow(of: bytes, from: start, width: width) }
        var reader = ScalarReader(bytes, from: start)
        var column = 0
        var cluster = ClusterWidth()
        // The end of the row and the start of the next at the last run of blanks that fitted.
        var lastBreak: (end: Int, next: Int)?
        // Blanks before the row's first word (a line's indent) are drawn, never broken at.
        var hasWord = false
        // Where the grapheme cluster being read starts.
        var clusterOffset = start
        while let (scalar, offset) = reader.current {
            if isBlank(scalar), hasWord {
                var overflows = false
                while let blank = reader.current?.scalar, isBlank(blank) {
                    column += DisplayText.step(blank, at: column, cluster: &cluster).columns
                    overflows = overflows || column > width
                    reader.advance()
                }
                if overflows { return (offset, reader.offset) }
                lastBreak = (offset, reader.offset)
                continue
            }
            let step = DisplayText.step(scalar, at: column, cluster: &cluster)
            if !step.extends { clusterOffset = offset }
            if column + step.columns > width {
                if let lastBreak { return lastBreak }
                // A character wider than the whole pane is alone on its row (drawn cut);
                // an indent wider than the pane leaves its row empty.
                if clusterOffset == start, !isBlank(scalar) {
                    reader.advance()
                    while let next = reader.current?.scalar, DisplayText.step(next, at: 0, cluster: &cluster).extends {
                        reader.advance()
                    }
                    let end = reader.offset
                    while let blank = reader.current?.scalar, isBlank(blank) { reader.advance() }
                    return (end, reader.offset)
                }
                // The row ends before the cluster that crosses the edge; the next row starts past any blanks.
                var next = ScalarReader(bytes, from: clusterOffset)
                while let blank = next.current?.scalar, isBlank(blank) { next.advance() }
                return (clusterOffset, next.offset)
            }
            column += step.columns
            hasWord = hasWord || !isBlank(scalar)
            reader.advance()
        }
        return (bytes.count, bytes.count)
    }

    /// The row of `bytes` from `start` cut where the edge falls, blanks kept; the next row starts at its end.
    private static func characterRow(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, width: Int) -> (end: Int, next: Int) {
        var reader = ScalarReader(bytes, from: start)
        var column = 0
        var cluster = ClusterWidth()
        var clusterOffset = start
        while let (scalar, offset) = reader.current {
            let step = DisplayText.step(scalar, at: column, cluster: &cluster)
            if !step.extends { clusterOffset = offset }
            // A grapheme cluster wider than the whole pane is alone on its row.
            if column + step.columns > width, clusterOffset > start { return (clusterOffset, clusterOffset) }
            column += step.columns
            reader.advance()
        }
        return (bytes.count, bytes.count)
    }

    /// Whether `scalar` is a blank a row may break at.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }
}
