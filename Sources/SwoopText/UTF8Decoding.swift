/// A small UTF-8 decoder that never fails: each invalid byte stands for U+FFFD.
package enum UTF8Decoding {
    /// The scalar starting at `index` and its length in bytes.
    @inlinable @inline(__always)
    package static func scalar(at index: Int, in bytes: UnsafePointer<UInt8>, count: Int) -> (UInt32, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length: Int
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80
        case 0xE0...0xEF: length = 3; minimum = 0x800
        case 0xF0...0xF4: length = 4; minimum = 0x10000
        default: return (0xFFFD, 1)
        }
        guard index + length <= count else { return (0xFFFD, 1) }
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return (0xFFFD, 1) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return (0xFFFD, 1) }
        return (value, length)
    }
}
