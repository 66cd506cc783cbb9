/// Decodes an item's bytes for display, the same way the matcher reads them.
import SwoopText
package enum ItemDecoding {
    /// The first `limit` scalars of `bytes` and the byte offset where each starts;
    /// each invalid byte becomes U+FFFD.
    package static func scalars(of bytes: UnsafeBufferPointer<UInt8>, limit: Int = .max) -> (scalars: [Unicode.Scalar], offsets: [Int]) {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        guard let base = bytes.baseAddress else { return ([], []) }
        var index = 0
        while index < bytes.count, scalars.count < limit {
            let (value, length) = UTF8Decoding.scalar(at: index, in: base, count: bytes.count)
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            offsets.append(index)
            index += length
        }
        return (scalars, offsets)
    }
}
