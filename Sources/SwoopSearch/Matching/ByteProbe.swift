/// An ASCII character looked for in bytes eight at a time: either case of a letter unless
/// the variant is case-sensitive.
package struct ByteProbe {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    /// The character's byte (a letter's lower case unless case-sensitive).
    package let target: UInt8
    /// 0x20 when either case of a letter is equal, else 0.
    package let caseBit: UInt8
    private let repeatedTarget: UInt64
    private let repeatedCaseBit: UInt64

    /// A probe for `character` compared the `variant` way; nil when it is not ASCII.
    @inline(__always)
    package init?(_ character: UInt32, _ variant: UInt8) {
        guard character < 0x80 else { return nil }
        target = UInt8(truncatingIfNeeded: character)
        caseBit = character &- 0x61 < 26 && variant & 2 == 0 ? 0x20 : 0
        repeatedTarget = UInt64(target) &* Self.ones
        repeatedCaseBit = UInt64(caseBit) &* Self.ones
    }

    /// `word` folded and compared with the character in every byte: zero bytes are equal ones.
    @inline(__always)
    func difference(_ word: UInt64) -> UInt64 {
        (word | repeatedCaseBit) ^ repeatedTarget
    }

    /// The high bit of exactly the bytes of `word` that are the character: no borrow crosses a byte.
    @inline(__always)
    func equalBytes(_ word: UInt64) -> UInt64 {
        let difference = difference(word)
        return ~(((difference & Self.lowBits) &+ Self.lowBits) | difference) & Self.highBits
    }

    /// Whether `byte` is the character.
    @inline(__always)
    func matches(_ byte: UInt8) -> Bool {
        byte | caseBit == target
    }
}
