/// Some of a line's fields, joined as fzf joins them, and where each piece came from in the line.
///
/// Each field keeps its trailing delimiter, so the fields picked read as they
/// stood in the line (`2..` of `a  b  c` is `b  c`). Used for `--nth` (what
/// is searched: a string or pattern delimiter at the very end is dropped,
/// so `bar$` finds `bar` in `foo,bar,baz`) and for placeholders; the pieces
/// map positions in the projection back to the line, for highlighting.
package struct FieldProjection: Sendable, Equatable {
    /// One stretch of the line copied into the projection.
    package struct Piece: Sendable, Equatable {
        /// Where it starts in the projection.
        package var projected: Int
        /// Where it starts in the line.
        package var source: Int
        package var length: Int
    }

    /// The selected fields, joined.
    package var bytes: [UInt8] = []
    package var pieces: [Piece] = []

    /// Projects `line` through `ranges` as `--nth` does (all of it when `ranges` is empty): the
    /// last range's fields without a string or pattern delimiter at their very end.
    package init(_ line: UnsafeBufferPointer<UInt8>, splitter: FieldSplitter, ranges: [FieldRange]) {
        guard !ranges.isEmpty else {
            bytes = Array(line)
            pieces = [Piece(projected: 0, source: 0, length: line.count)]
            return
        }
        let tokens = splitter.tokens(of: line)
        join(tokens, of: line, ranges: ranges.dropLast())
        guard let last = ranges.last else { return }
        // fzf drops the delimiter ending the last range's fields, if that is where the text ends.
        var lastPart = FieldProjection(joining: tokens, of: line, ranges: [last])
        if !splitter.splitsAtBlanks { lastPart.dropLastDelimiter(splitter) }
        append(lastPart)
    }

    /// Appends `other`, a projection of the same line.
    private mutating func append(_ other: FieldProjection) {
        let base = bytes.count
        for piece in other.pieces {
            if let last = pieces.last, last.source + last.length == piece.source, last.projected + last.length == base + piece.projected {
                pieces[pieces.count - 1].length += piece.length
            } else {
                pieces.append(Piece(projected: base + piece.projected, source: piece.source, length: piece.length))
            }
        }
        bytes += other.bytes
    }

    /// Nothing projected yet.
    private init() {}

    /// The fields of `ranges` among `tokens` of `line`, each with its delimiter, nothing dropped
    /// (fzf's `JoinTokens(Transform(…))`).
    package init(joining tokens: [Field], of line: UnsafeBufferPointer<UInt8>, ranges: [FieldRange]) {
        join(tokens, of: line, ranges: ranges)
    }

    private mutating func join(_ tokens: [Field], of line: UnsafeBufferPointer<UInt8>, ranges: some Sequence<FieldRange>) {
        for range in ranges {
            for index in range.indices(count: tokens.count) {
                let token = tokens[index].token
                if let last = pieces.last, last.source + last.length == token.lowerBound, last.projected + last.length == bytes.count {
                    pieces[pieces.count - 1].length += token.count
                } else if !token.isEmpty {
                    pieces.append(Piece(projected: bytes.count, source: token.lowerBound, length: token.count))
                }
                bytes += line[token]
            }
        }
    }

    /// Drops a delimiter at the very end (fzf's `StripLastDelimiter`).
    package mutating func dropLastDelimiter(_ splitter: FieldSplitter) {
        let end = bytes.withUnsafeBufferPointer { splitter.lastDelimiterStart(in: $0) }
        truncate(to: end)
    }

    /// Keeps the first `count` bytes.
    mutating func truncate(to count: Int) {
        guard count < bytes.count else { return }
        bytes.removeSubrange(count...)
        while let last = pieces.last, last.projected >= count { pieces.removeLast() }
        if let last = pieces.last, last.projected + last.length > count {
            pieces[pieces.count - 1].length = count - last.projected
        }
    }

    /// The byte between the ranges' texts when `--nth` has several ranges: never part of UTF-8
    /// (an 0xFF in a field is searched as 0xFE, both read as U+FFFD), so a term cannot match
    /// across two ranges.
    package static let partSeparator: UInt8 = 0xFF

    /// `line` as `--nth` searches it: with one range as `init(_:splitter:ranges:)` projects it;
    /// with several, each range's fields on their own (the last one's final delimiter dropped),
    /// joined by `partSeparator`, as fzf matches each range's text separately.
    package init(searching line: UnsafeBufferPointer<UInt8>, splitter: FieldSplitter, ranges: [FieldRange]) {
        guard ranges.count > 1 else {
            self = FieldProjection(line, splitter: splitter, ranges: ranges)
            return
        }
        self = FieldProjection()
        let tokens = splitter.tokens(of: line)
        for (index, range) in ranges.enumerated() {
            var part = FieldProjection(joining: tokens, of: line, ranges: [range])
            if index == ranges.count - 1, !splitter.splitsAtBlanks { part.dropLastDelimiter(splitter) }
            for position in part.bytes.indices where part.bytes[position] == Self.partSeparator { part.bytes[position] = 0xFE }
            if index > 0 { bytes.append(Self.partSeparator) }
            append(part)
        }
    }

    /// The line offset of projection offset `offset`, if it lies in a piece.
    package func sourceOffset(of offset: Int) -> Int? {
        // Pieces are in projection order: the last one starting at or before `offset`.
        var low = 0
        var high = pieces.count
        while low < high {
            let middle = (low + high) / 2
            if pieces[middle].projected <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let piece = pieces[low - 1]
        return offset < piece.projected + piece.length ? piece.source + offset - piece.projected : nil
    }
}
