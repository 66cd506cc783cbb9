/// A delimiter that is a set of characters: one character of the set, or with `repeats` the
/// longest run of them, as Go matches `[\x00,]`, `\s`, `:|,` or `[:,]+`.
///
/// The line is read as Go reads it: UTF-8, each byte that starts no character
/// one U+FFFD. NUL is a character like any other, which POSIX patterns cannot say.
import SwoopText
struct DelimiterCharacters: Sendable, Equatable {
    /// The set's code points, one or a range each.
    let members: [ClosedRange<UInt32>]
    /// Whether the set is the characters not among `members` (`[^…]`, `\S`).
    let negated: Bool
    /// Whether a match is a run of the set's characters (`+`), not one of them.
    let repeats: Bool
    /// Whether each ASCII byte is in the set, so most of a line needs no decoding.
    private let asciiMembers: [Bool]

    /// The set of `members` (or, `negated`, of every other character), matched one at a time or in runs.
    init(members: [ClosedRange<UInt32>], negated: Bool, repeats: Bool) {
        self.members = members
        self.negated = negated
        self.repeats = repeats
        asciiMembers = (0..<128).map { byte in members.contains { $0.contains(UInt32(byte)) } != negated }
    }

    /// Whether the character `scalar` is in the set.
    func contains(_ scalar: UInt32) -> Bool {
        scalar < 128 ? asciiMembers[Int(scalar)] : members.contains { $0.contains(scalar) } != negated
    }

    /// The first match in `line` starting at or after `start`.
    func firstMatch(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        guard let base = line.baseAddress else { return nil }
        var index = start
        while index < line.count {
            let (scalar, length) = character(at: index, in: base, count: line.count)
            guard contains(scalar) else {
                index += length
                continue
            }
            var end = index + length
            while repeats, end < line.count {
                let (next, nextLength) = character(at: end, in: base, count: line.count)
                guard contains(next) else { break }
                end += nextLength
            }
            return index..<end
        }
        return nil
    }

    /// The character at `index` and its length, an ASCII byte without decoding.
    @inline(__always)
    private func character(at index: Int, in base: UnsafePointer<UInt8>, count: Int) -> (UInt32, Int) {
        base[index] < 0x80 ? (UInt32(base[index]), 1) : UTF8Decoding.scalar(at: index, in: base, count: count)
    }
}
