import SwoopItems

/// Where the wrapped rows of a pane's text start, worked out only as far as the pane is scrolled.
///
/// Rows are found by wrapping forward (`WordWrap`) from a known row; the
/// start of every `interval`-th row is remembered, so a frame wraps at most
/// `interval` rows before the first one it shows, plus any rows newly
/// scrolled past. It starts over when the text or the width changes.
final class WrappedRows {
    /// A row: the stretch `range` of visible bytes of `line`.
    struct Row {
        var line: ANSIText
        var range: Range<Int>
    }

    /// Where a row starts.
    private struct Position {
        var line: Int
        var offset: Int
    }

    /// Rows between two remembered starts.
    static let interval = 32

    /// The text and width the remembered starts are for.
    private var key: (identity: PaneTextIdentity, width: Int)?
    /// The start of rows 0, interval, 2 × interval… up to `frontierRow`.
    private var checkpoints: [Position] = []
    /// The furthest row whose start is known, and that start (nil: the text ends before it).
    private var frontierRow = 0
    private var frontier: Position?

    /// Up to `count` rows from row `first` of `text` wrapped at `width` columns.
    func rows(of text: some PaneLines, from first: Int, count: Int, width: Int) -> [Row] {
        reset(for: text, width: width)
        var lines = LineReader(text: text)
        var row: Int
        var position: Position?
        if first < frontierRow {
            row = first / Self.interval * Self.interval
            position = checkpoints[first / Self.interval]
        } else {
            row = frontierRow
            position = frontier
        }
        var rows: [Row] = []
        while let start = position, row < first + count, let line = lines.line(start.line) {
            let (end, next) = line.visible.withUnsafeBufferPointer { WordWrap.row(of: $0, from: start.offset, width: width) }
            if row >= first { rows.append(Row(line: line, range: start.offset..<end)) }
            if next < line.visible.count {
                position = Position(line: start.line, offset: next)
            } else {
                position = lines.line(start.line + 1) == nil ? nil : Position(line: start.line + 1, offset: 0)
            }
            row += 1
            if row > frontierRow { advanceFrontier(to: row, at: position) }
        }
        return rows
    }

    /// Forgets the starts when the text or the width changed.
    private func reset(for text: some PaneLines, width: Int) {
        if let key, key.identity == text.identity, key.width == width { return }
        key = (text.identity, width)
        frontierRow = 0
        frontier = Position(line: 0, offset: 0)
        checkpoints = [Position(line: 0, offset: 0)]
    }

    /// Records that row `row` starts at `position`.
    private func advanceFrontier(to row: Int, at position: Position?) {
        frontierRow = row
        frontier = position
        if row % Self.interval == 0, let position { checkpoints.append(position) }
    }
}

/// Reads a pane's lines, keeping the last one read (a long line spans many rows).
private struct LineReader<Text: PaneLines> {
    let text: Text
    private var last: (index: Int, line: ANSIText)?

    init(text: Text) {
        self.text = text
    }

    mutating func line(_ index: Int) -> ANSIText? {
        if let last, last.index == index { return last.line }
        guard let line = text.line(index) else { return nil }
        last = (index, line)
        return line
    }
}
