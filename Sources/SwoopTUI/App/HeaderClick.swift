import SwoopItems

/// A click on a header line (`click-header`), as fzf tells its commands: the line (from 1, down the
/// screen over every header line shown), the column (from 1, where the line's text starts) and, when
/// the click is on a word, the word and its field number counted over the lines above it too
/// (`FZF_CLICK_HEADER_LINE`, `_COLUMN`, `_WORD`, `_NTH`).
struct HeaderClick: Equatable {
    var line: Int
    var column: Int
    var word: String?
    /// The word's field number, with `..` after the last word of the last line (fzf's).
    var nth: String?

    /// A header line's words as fzf finds them: each field, its trailing delimiter and blanks dropped,
    /// and its first column.
    typealias Word = (text: String, start: Int)

    /// The click at `row`, `column` of the screen when it lands on a header line at or after the
    /// start of its text, else nil. `textColumns(index)` are the columns from where header part
    /// `index`'s text starts to its area's end; `words(index)` its words.
    static func at(row: Int, column: Int, frame: PickerFrame, textColumns: (Int) -> Range<Int>,
                   words: (Int) -> [Word]) -> HeaderClick? {
        // The header lines shown, down the screen.
        let shown = frame.rows.compactMap { part, row -> (row: Int, index: Int)? in
            if case .header(let index) = part { return (row, index) }
            return nil
        }.sorted { $0.row < $1.row }
        guard let rank = shown.firstIndex(where: { $0.row == row }) else { return nil }
        let columns = textColumns(shown[rank].index)
        guard columns.contains(column) else { return nil }
        var click = HeaderClick(line: rank + 1, column: column - columns.lowerBound + 1)
        let clicked = column - columns.lowerBound
        let lineWords = words(shown[rank].index)
        for (index, word) in lineWords.enumerated() {
            // fzf's test: the column against the word's first non-blank's offset in the word, as it has it.
            let firstNonBlank = word.text.firstIndex { $0 != " " && $0 != "\t" }
                .map { word.text.distance(from: word.text.startIndex, to: $0) } ?? -1
            guard firstNonBlank >= 0, clicked >= firstNonBlank, clicked >= word.start,
                  clicked < word.start + DisplayText.width(of: word.text) else { continue }
            let before = shown[..<rank].reduce(0) { $0 + words($1.index).count }
            let isLast = rank == shown.count - 1 && index == lineWords.count - 1
            click.word = word.text
            click.nth = String(before + index + 1) + (isLast ? ".." : "")
            break
        }
        return click
    }

    /// The words of `text` split by `splitter`, as fzf's click finds them.
    static func words(of text: [UInt8], splitter: FieldSplitter) -> [Word] {
        text.withUnsafeBufferPointer { bytes in
            var words: [Word] = []
            for token in splitter.tokens(of: bytes) {
                let start = token.content.lowerBound
                let piece = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<token.end]), as: UTF8.self)
                let trimmed = String(piece.reversed().drop { $0.isWhitespace }.reversed())
                words.append((trimmed, DisplayText.width(of: UnsafeBufferPointer(rebasing: bytes[..<start]))))
            }
            return words
        }
    }
}
