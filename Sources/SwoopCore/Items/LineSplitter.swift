/// Splits raw input into items at a separator byte (newline, or NUL for `--read0`).
///
/// Bytes may arrive in chunks cut anywhere; a line is complete at its
/// separator, and `finish` turns a last line without one into an item too.
public struct LineSplitter: Sendable {
    /// The byte that ends an item.
    public let separator: UInt8
    private var pending: [UInt8] = []

    /// A splitter ending items at `separator`.
    public init(separator: UInt8 = UInt8(ascii: "\n")) {
        self.separator = separator
    }

    /// Appends the complete items in `chunk` to `store`, keeping a partial last line.
    public mutating func feed<Chunk: Collection>(_ chunk: Chunk, into store: inout ItemStore) where Chunk.Element == UInt8 {
        var lineStart = chunk.startIndex
        var index = chunk.startIndex
        while index != chunk.endIndex {
            if chunk[index] == separator {
                if pending.isEmpty {
                    store.append(chunk[lineStart..<index])
                } else {
                    pending.append(contentsOf: chunk[lineStart..<index])
                    store.append(pending)
                    pending.removeAll(keepingCapacity: true)
                }
                lineStart = chunk.index(after: index)
            }
            index = chunk.index(after: index)
        }
        pending.append(contentsOf: chunk[lineStart..<chunk.endIndex])
    }

    /// Ends the input: a last line without a separator becomes an item.
    public mutating func finish(into store: inout ItemStore) {
        if !pending.isEmpty {
            store.append(pending)
            pending.removeAll()
        }
    }
}
