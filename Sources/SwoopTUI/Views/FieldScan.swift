import SwoopCore

/// A line's fields found only as far as asked: split a stretch at a time, each twice the last,
/// going on from the start of the last field that may have been cut, so that finding the first
/// fields of a huge line costs about the bytes they take, and all of them one linear split.
struct FieldScan {
    let splitter: FieldSplitter
    /// The fields found, each whole.
    private(set) var fields: [Range<Int>] = []
    /// Whether every field of the line is found.
    private(set) var isComplete = false
    /// Bytes split so far, counting again those split twice.
    private(set) var scanned = 0
    /// Where the next stretch starts: the start of a field not yet known whole.
    private var resume = 0
    /// The next stretch's length.
    private var stretch = 4096

    init(splitter: FieldSplitter) {
        self.splitter = splitter
    }

    /// Finds fields of `line` (the same line at every call) until there are `count` or no more.
    mutating func scan(_ line: UnsafeBufferPointer<UInt8>, toCount count: Int) {
        while fields.count < count, !isComplete {
            let end = min(line.count, resume + stretch)
            let found = splitter.fields(of: UnsafeBufferPointer(rebasing: line[resume..<end]))
            scanned += end - resume
            stretch *= 2
            let start = resume
            if end == line.count {
                fields += found.map { ($0.lowerBound + start)..<($0.upperBound + start) }
                isComplete = true
            } else if let last = found.last {
                // The last field may go on past the stretch: split again from its start.
                fields += found.dropLast().map { ($0.lowerBound + start)..<($0.upperBound + start) }
                resume = last.lowerBound + start
            } else {
                // Only blanks: no field starts in the stretch.
                resume = end
            }
        }
    }
}
