/// One field of a line: its text, then the delimiter that ends it (fzf's token).
package struct Field: Sendable, Equatable {
    /// The field's text, delimiter excluded.
    package var content: Range<Int>
    /// Where its trailing delimiter ends (equal to `content.upperBound` when it has none).
    package var end: Int

    package init(content: Range<Int>, end: Int) {
        self.content = content
        self.end = end
    }

    /// The field with its trailing delimiter: what fzf joins when it picks fields.
    package var token: Range<Int> { content.lowerBound..<end }
}

/// Walks a line's fields from the first, one at a time, as far as asked.
///
/// Each field is found by searching on from the end of the one before, so
/// finding the first fields of a line costs about the bytes they take, and
/// all of them one pass. `FieldSplitter.fields(of:)` and the drawing path's
/// `FieldScan` both walk with it, so they cannot split differently.
package struct FieldCursor {
    package let splitter: FieldSplitter
    /// Where the next field starts.
    package private(set) var position = 0
    /// Whether every field has been returned.
    package private(set) var isFinished = false
    /// Regular expressions: how far the search for matches got.
    private var walk = DelimiterPattern.Walk()

    package init(splitter: FieldSplitter) {
        self.splitter = splitter
    }

    /// The next field of `line` (the same line at every call), or nil after the last.
    package mutating func next(in line: UnsafeBufferPointer<UInt8>) -> Field? {
        guard !isFinished else { return nil }
        switch splitter.kind {
        case .blanks: return nextBetweenBlanks(in: line)
        case .literal(let delimiter): return nextBefore(delimiter, in: line)
        case .pattern(let pattern): return nextBeforeMatch(of: pattern, in: line)
        }
    }

    /// fzf's white-space fields: a run of other bytes and the spaces, tabs or newlines after it.
    private mutating func nextBetweenBlanks(in line: UnsafeBufferPointer<UInt8>) -> Field? {
        var index = position
        while index < line.count, FieldSplitter.isBlank(line[index]) { index += 1 }
        guard index < line.count else {
            isFinished = true
            position = line.count
            return nil
        }
        let start = index
        while index < line.count, !FieldSplitter.isBlank(line[index]) { index += 1 }
        let contentEnd = index
        while index < line.count, FieldSplitter.isBlank(line[index]) { index += 1 }
        position = index
        return Field(content: start..<contentEnd, end: index)
    }

    /// Up to the next occurrence of `delimiter`; the piece after the last one is a field, even empty.
    /// An empty delimiter makes each character a field (Go's `SplitAfter` with "").
    private mutating func nextBefore(_ delimiter: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Field? {
        let start = position
        if delimiter.isEmpty {
            guard start < line.count else {
                isFinished = true
                return nil
            }
            position = start + FieldSplitter.characterLength(at: start, in: line)
            return Field(content: start..<position, end: position)
        }
        if let found = FieldSplitter.firstOccurrence(of: delimiter, in: line, from: start) {
            position = found + delimiter.count
            return Field(content: start..<found, end: position)
        }
        isFinished = true
        position = line.count
        return Field(content: start..<line.count, end: line.count)
    }

    /// Up to the next match of `pattern`, as Go's `FindAllStringIndex` finds matches; the text after
    /// the last match is a field only when it is not empty.
    private mutating func nextBeforeMatch(of pattern: DelimiterPattern, in line: UnsafeBufferPointer<UInt8>) -> Field? {
        let start = position
        if let match = pattern.nextMatch(in: line, walk: &walk) {
            position = match.upperBound
            return Field(content: start..<max(start, match.lowerBound), end: match.upperBound)
        }
        isFinished = true
        position = line.count
        return start < line.count ? Field(content: start..<line.count, end: line.count) : nil
    }
}
