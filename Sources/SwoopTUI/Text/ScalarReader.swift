import SwoopItems

/// Reads the scalars of UTF-8 bytes one at a time from any offset, a small chunk decoded at a time,
/// so that reading a little of a huge line costs only that little (decoded as `ItemDecoding` does).
struct ScalarReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The decoded chunk, offsets in the whole of `bytes`.
    private var scalars: [Unicode.Scalar] = []
    private var offsets: [Int] = []
    /// The position of the current scalar in the chunk.
    private var index = 0
    /// Where the chunk after this one starts; nil when this one reaches the end.
    private var nextChunk: Int?
    /// Scalars decoded at a time.
    private static let chunkSize = 128

    /// A reader of `bytes` from byte `offset`, which starts a scalar.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int = 0) {
        self.bytes = bytes
        decode(from: offset)
    }

    /// The scalar read now and its byte offset; nil past the end.
    var current: (scalar: Unicode.Scalar, offset: Int)? {
        index < scalars.count ? (scalars[index], offsets[index]) : nil
    }

    /// The byte offset of the current scalar, or the byte count past the end.
    var offset: Int { index < offsets.count ? offsets[index] : bytes.count }

    /// Moves to the next scalar.
    mutating func advance() {
        guard index < scalars.count else { return }
        index += 1
        if index == scalars.count, let nextChunk { decode(from: nextChunk) }
    }

    /// Decodes a chunk from `start`, one scalar more than it keeps, to know where the next begins.
    private mutating func decode(from start: Int) {
        index = 0
        guard start < bytes.count else {
            (scalars, offsets, nextChunk) = ([], [], nil)
            return
        }
        let decoded = ItemDecoding.scalars(of: UnsafeBufferPointer(rebasing: bytes[start...]), limit: Self.chunkSize + 1)
        scalars = decoded.scalars
        offsets = decoded.offsets.map { $0 + start }
        if scalars.count > Self.chunkSize {
            nextChunk = offsets[Self.chunkSize]
            scalars.removeLast()
            offsets.removeLast()
        } else {
            nextChunk = nil
        }
    }
}
