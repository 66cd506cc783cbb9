/// White space as Go's `unicode.IsSpace` sees it (the White_Space property), found at a line's end.
package enum UnicodeSpace {
    /// Where `bytes` ends without its trailing white space (fzf trims picked fields and shown
    /// lines so); a byte that is not valid UTF-8 is not space.
    package static func endTrimmingSpaces(of bytes: UnsafeBufferPointer<UInt8>, keeping minimum: Int = 0) -> Int {
        var end = bytes.count
        while end > minimum, let length = spaceLength(endingAt: end, in: bytes) { end -= length }
        return max(end, minimum)
    }

    /// Where `bytes` starts without its leading white space (never past its trimmed end).
    package static func startTrimmingSpaces(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var start = 0
        while start < bytes.count {
            let (value, length) = UTF8Decoding.scalar(at: start, in: base, count: bytes.count)
            guard let scalar = Unicode.Scalar(value), scalar.properties.isWhitespace, value != 0xFFFD else { break }
            start += length
        }
        return start
    }

    /// The length of the white-space character that ends at `end`, if one does.
    private static func spaceLength(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let last = bytes[end - 1]
        if last < 0x80 { return (0x09...0x0D).contains(last) || last == 0x20 ? 1 : nil }
        // The nearest start byte within four, decoded whole up to `end` (Go's DecodeLastRune).
        var start = end - 1
        while start > max(0, end - 4), bytes[start] & 0xC0 == 0x80 { start -= 1 }
        let (value, length) = UTF8Decoding.scalar(at: start, in: base, count: end)
        guard start + length == end, let scalar = Unicode.Scalar(value), scalar.properties.isWhitespace else { return nil }
        return length
    }
}
