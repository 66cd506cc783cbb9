import SwoopItems

/// A line's fields found only as far as asked: one `FieldCursor` walk, stopped and taken up
/// again, so finding the first fields of a huge line costs about the bytes they take, all of
/// them one linear split, and the fields are exactly `FieldSplitter.fields(of:)`'s.
struct FieldScan {
    let splitter: FieldSplitter
    /// The fields found, each whole (delimiters excluded).
    private(set) var fields: [Range<Int>] = []
    /// Whether every field of the line is found.
    var isComplete: Bool { cursor.isFinished }
    /// Bytes split so far: where the walk has got to.
    var scanned: Int { cursor.position }
    private var cursor: FieldCursor

    init(splitter: FieldSplitter) {
        self.splitter = splitter
        cursor = FieldCursor(splitter: splitter)
    }

    /// Finds fields of `line` (the same line at every call) until there are `count` or no more.
    mutating func scan(_ line: UnsafeBufferPointer<UInt8>, toCount count: Int) {
        while fields.count < count, let field = cursor.next(in: line) {
            fields.append(field.content)
        }
    }
}
