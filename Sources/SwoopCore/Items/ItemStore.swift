/// All input lines in one contiguous byte buffer, addressed by index.
///
/// Lines keep their exact bytes (no decoding, no trimming beyond the
/// separator), so the pick printed on stdout is the input line byte for byte.
public struct ItemStore: Sendable {
    /// Every item's bytes, back to back, without separators.
    public private(set) var bytes: [UInt8]
    /// `starts[i]..<starts[i + 1]` is item `i`'s range in `bytes`.
    private var starts: [Int]

    /// An empty store.
    public init() {
        bytes = []
        starts = [0]
    }

    /// A store holding `lines` in order.
    public init<Lines: Sequence>(lines: Lines) where Lines.Element: StringProtocol {
        self.init()
        for line in lines { append(Array(line.utf8)) }
    }

    /// Number of items.
    public var count: Int { starts.count - 1 }

    /// Appends one item.
    public mutating func append<Bytes: Sequence>(_ item: Bytes) where Bytes.Element == UInt8 {
        bytes.append(contentsOf: item)
        starts.append(bytes.count)
    }

    /// The byte range of item `index` inside `bytes`.
    public func range(of index: Int) -> Range<Int> {
        starts[index]..<starts[index + 1]
    }

    /// Item `index`'s bytes.
    public subscript(index: Int) -> ArraySlice<UInt8> {
        bytes[range(of: index)]
    }

    /// Item `index` decoded for display; invalid UTF-8 becomes U+FFFD.
    public func text(at index: Int) -> String {
        String(decoding: self[index], as: UTF8.self)
    }

    /// Calls `body` with the whole byte buffer, for hot loops that avoid copies.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer(body)
    }
}
