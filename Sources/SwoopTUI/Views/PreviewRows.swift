import SwoopItems
import SwoopPicker

/// fzf's reckoning of a wrapped preview in rows: where `wrap-word` breaks a line into
/// pieces, how many rows a line takes, and the first line that keeps the end in view
/// (`follow`).
///
/// These are fzf's estimates, which its `follow` goes by (and so swoop's):
/// with `wrap`, a line W columns wide or less takes a row, and the rest
/// takes rows of W less the sign's width (at least one column); with
/// `wrap-word`, each piece between the breaks is counted that way on its own.
/// A piece breaks at the last blank before the edge, when there is one.
struct PreviewRows {
    /// Columns for the text.
    var width: Int
    /// Columns the wrap sign takes at the start of a continued row.
    var signWidth: Int
    /// How lines wrap.
    var wrap: PaneSpec.Wrap

    /// Rows `line` takes, as fzf reckons them.
    func rows(of line: ANSIText) -> Int {
        guard width > 0, wrap != .none else { return 1 }
        return line.visible.withUnsafeBufferPointer { bytes in
            guard wrap == .words else {
                let lineWidth = DisplayText.width(of: bytes)
                guard lineWidth > width else { return 1 }
                let continued = max(1, width - signWidth)
                return 1 + (lineWidth - width + continued - 1) / continued
            }
            var total = 0
            for (index, piece) in Self.pieces(of: bytes, width: width, signWidth: signWidth).enumerated() {
                let columns = max(1, index == 0 ? width : width - signWidth)
                let pieceWidth = DisplayText.width(of: UnsafeBufferPointer(rebasing: bytes[piece]))
                total += max(1, (pieceWidth + columns - 1) / columns)
            }
            return total
        }
    }

    /// The first line to show, counted from the top of `text` (`lineCount` lines, the first
    /// `headerLines` fixed), so that its end shows in `height` rows below the header: the lines
    /// from the end that fit whole, or the last line alone when it does not (fzf's `followOffset`).
    func followStart(of text: some PaneLines, lineCount: Int, headerLines: Int, height: Int) -> Int {
        guard height > 0, lineCount > headerLines else { return headerLines }
        var used = 0
        var index = lineCount - 1
        while index >= headerLines, let line = text.line(index) {
            let rows = rows(of: line)
            if used + rows > height { return min(lineCount - 1, index + 1) }
            used += rows
            index -= 1
        }
        return headerLines
    }

    /// The byte ranges of `bytes` that fzf's `wrap-word` cuts a line into: at the last blank
    /// before a row's edge (the blank dropped), the first row `width` wide, the others less the sign.
    static func pieces(of bytes: UnsafeBufferPointer<UInt8>, width: Int, signWidth: Int) -> [Range<Int>] {
        guard width > 0 else { return [0..<bytes.count] }
        var pieces: [Range<Int>] = []
        var reader = ScalarReader(bytes)
        var cluster = ClusterWidth()
        var pieceStart = 0
        var column = 0
        var limit = width
        // The last blank in this piece: where it starts and ends, and the piece's width before it.
        var blank: (start: Int, end: Int, before: Int, width: Int)?
        while let (scalar, offset) = reader.current {
            let step = DisplayText.step(scalar, at: column, cluster: &cluster)
            reader.advance()
            if scalar == " " || scalar == "\t" {
                blank = (offset, reader.offset, column, step.columns)
            }
            column += step.columns
            if column > limit, let found = blank {
                pieces.append(pieceStart..<found.start)
                pieceStart = found.end
                column -= found.before + found.width
                blank = nil
                limit = width - signWidth
            }
        }
        pieces.append(pieceStart..<bytes.count)
        return pieces
    }
}
