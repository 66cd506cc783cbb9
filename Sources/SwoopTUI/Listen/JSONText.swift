/// JSON text built as Go's `encoding/json` writes it, so `--listen`'s state reads as fzf's:
/// `<`, `>`, `&`, U+2028 and U+2029 escaped as `\u003c`…, control characters as `\n`, `\b`,
/// `\u0001`…, and each byte that is not valid UTF-8 as U+FFFD.
package struct JSONText {
    /// The text so far (after what went into `spool`).
    package private(set) var bytes: [UInt8] = []
    /// Where the start of a long text went (`spillIfLong`); nil while all of it is in `bytes`.
    package private(set) var spool: AnswerSpool?
    /// Whether a long text goes on into a spool.
    private var spills: Bool
    /// How long the text in memory grows before it is spilled.
    package static let spillSize = 1 << 20

    /// Empty text, kept in memory; `spilling`: the start of a long one goes into a file.
    package init(spilling: Bool = false) {
        spills = spilling
    }

    /// Makes room for `count` bytes in all (at most what is kept before a spill), so that a text
    /// of about that size grows in place.
    package mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(spills ? min(count, Self.spillSize + (1 << 16)) : count)
    }

    /// Moves the text in memory into the spool once it is `spillSize` or longer, so that a long
    /// text takes no more memory than that; where no file can be made or written, the rest stays
    /// in memory.
    package mutating func spillIfLong() {
        guard spills, bytes.count >= Self.spillSize else { return }
        if spool == nil { spool = AnswerSpool.make() }
        guard let spool, spool.append(bytes) else { return spills = false }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends `text` as it is (punctuation, numbers, `null`).
    package mutating func raw(_ text: String) {
        bytes += text.utf8
    }

    /// Appends a quoted string of `utf8`.
    package mutating func string(_ utf8: some Collection<UInt8>) {
        let done: Void? = utf8.withContiguousStorageIfAvailable { string(contiguous: $0) }
        if done == nil { Array(utf8).withUnsafeBufferPointer { string(contiguous: $0) } }
    }

    /// Appends a quoted string of the bytes `input`.
    private mutating func string(contiguous input: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var index = 0
        while index < input.count {
            // A run of printable ASCII that needs no escape goes in as it is.
            if Self.isPlain(input[index]) {
                var end = index + 1
                while end < input.count, Self.isPlain(input[end]) { end += 1 }
                bytes += input[index..<end]
                index = end
                continue
            }
            let (scalar, length) = Self.scalar(in: input, at: index)
            append(scalar, source: input[index..<(index + length)])
            index += length
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends the decimal digits of `number`.
    package mutating func number(_ number: Int) {
        guard number != 0 else { return bytes.append(UInt8(ascii: "0")) }
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: [UInt8] = []
        var rest = number.magnitude
        while rest > 0 {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        bytes += digits.reversed()
    }

    /// Whether `byte` is printable ASCII that Go writes as it is.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
            && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "&")
    }

    /// Appends `"key":`.
    package mutating func key(_ name: String) {
        string(name.utf8)
        bytes.append(UInt8(ascii: ":"))
    }

    /// The character indices Go gives the bytes at `offsets` (ascending) of `utf8`: one a
    /// scalar, one an invalid byte; fzf's match positions are these.
    package static func characterIndices(in utf8: UnsafeBufferPointer<UInt8>, ofBytes offsets: [Int]) -> [Int] {
        guard let last = offsets.last else { return [] }
        let input = UnsafeBufferPointer(rebasing: utf8.prefix(last + 1))
        var indices: [Int] = []
        var index = 0, count = 0, next = 0
        while next < offsets.count, index < input.count {
            let length = scalar(in: input, at: index).length
            while next < offsets.count, offsets[next] < index + length {
                indices.append(count)
                next += 1
            }
            index += length
            count += 1
        }
        return indices
    }

    /// Appends one scalar, escaped as Go escapes it; `source` is its UTF-8 as it came.
    private mutating func append(_ scalar: Unicode.Scalar?, source: Slice<UnsafeBufferPointer<UInt8>>) {
        guard let scalar else { return bytes += [0xEF, 0xBF, 0xBD] }
        switch scalar {
        case "\"": bytes += Array(#"\""#.utf8)
        case "\\": bytes += Array(#"\\"#.utf8)
        case "\n": bytes += Array(#"\n"#.utf8)
        case "\r": bytes += Array(#"\r"#.utf8)
        case "\t": bytes += Array(#"\t"#.utf8)
        case "\u{8}": bytes += Array(#"\b"#.utf8)
        case "\u{C}": bytes += Array(#"\f"#.utf8)
        case "<", ">", "&", "\u{2028}", "\u{2029}":
            bytes += Array(Self.unicodeEscape(scalar.value).utf8)
        default:
            if scalar.value < 0x20 { bytes += Array(Self.unicodeEscape(scalar.value).utf8) } else { bytes += source }
        }
    }

    /// `\uXXXX` in lower-case hex.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The scalar starting at `index` and its length, or nil and 1 for a byte that starts none
    /// (Go's `utf8.DecodeRune`: no overlong forms, no surrogates, nothing past U+10FFFF).
    private static func scalar(in input: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar?, length: Int) {
        let lead = input[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int, minimum: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum) = (2, 0x80)
        case 0xE0...0xEF: (length, minimum) = (3, 0x800)
        case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
        default: return (nil, 1)
        }
        guard index + length <= input.count else { return (nil, 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for byte in input[(index + 1)..<(index + length)] {
            guard byte & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
        return (scalar, length)
    }
}
