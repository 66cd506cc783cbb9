/// fzf's tiebreak values for one match, read off its line (`Tiebreak` says what each means).
///
/// Lengths and positions count characters (Unicode scalars, an invalid
/// byte one each), as fzf counts runes; white space is Unicode's.
import SwoopItems
import SwoopText
enum RankCriteria {
    /// The values of `tiebreaks` for a match: `line` is the line as shown (its length counts, even
    /// with `--nth`), `matched` the text the match's `bounds` refer to.
    static func values(
        _ tiebreaks: [Tiebreak], line: UnsafeBufferPointer<UInt8>, matched: UnsafeBufferPointer<UInt8>,
        bounds: MatchBounds, characters: inout [UInt32]
    ) -> TiebreakValues {
        var values = TiebreakValues()
        let length = trimmedLength(line)
        if tiebreaks.count == 1 && tiebreaks[0] == .length {
            values.first = clamped(length)
            return values
        }
        decode(matched, into: &characters)
        for (index, criterion) in tiebreaks.enumerated() {
            values.set(index, criterion == .length ? clamped(length) : value(criterion, bounds: bounds, length: length, matched: matched, characters: characters))
        }
        return values
    }

    /// The value of a criterion that reads where the match lies (fzf's `buildResult`).
    private static func value(
        _ criterion: Tiebreak, bounds: MatchBounds, length: Int, matched: UnsafeBufferPointer<UInt8>, characters: [UInt32]
    ) -> UInt16 {
        guard bounds.isValid else { return UInt16.max }
        let count = characters.count
        switch criterion {
        case .length:
            return clamped(length)
        case .chunk:
            // The white-space-delimited stretch around the match.
            var start = bounds.begin
            while start >= 1 && !isWhite(characters[start - 1]) { start -= 1 }
            var end = bounds.end
            while end < count && !isWhite(characters[end]) { end += 1 }
            return clamped(end - start)
        case .pathname:
            // fzf compares a byte offset (the last separator's) with a character offset.
            let lastSeparator = matched.lastIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") } ?? -1
            return lastSeparator <= bounds.begin ? clamped(bounds.begin - lastSeparator) : UInt16.max
        case .begin, .end:
            // Leading white space does not count, up to where the match begins.
            var whitePrefix = 0
            while whitePrefix < count && whitePrefix != bounds.begin && isWhite(characters[whitePrefix]) { whitePrefix += 1 }
            if criterion == .begin { return clamped(bounds.firstEnd - whitePrefix) }
            let maximum = Int(UInt16.max)
            return clamped(maximum - maximum * (bounds.end - whitePrefix) / (Int(clamped(length)) + 1))
        }
    }

    /// `bounds` in `projected` (some fields of `line`, cut out by `projection`) moved to where those
    /// characters stand in `line`: fzf measures where `--nth` matches lie in the whole line.
    static func mapped(
        _ bounds: MatchBounds, in projected: UnsafeBufferPointer<UInt8>, projection: FieldProjection, line: UnsafeBufferPointer<UInt8>
    ) -> MatchBounds {
        guard bounds.isValid else { return bounds }
        func lineIndex(of character: Int) -> Int {
            let byte = byteOffset(ofCharacter: character, in: projected)
            return characterIndex(ofByte: projection.sourceOffset(of: byte) ?? byte, in: line)
        }
        var mapped = MatchBounds()
        mapped.begin = lineIndex(of: bounds.begin)
        mapped.firstEnd = lineIndex(of: bounds.firstEnd - 1) + 1
        mapped.end = lineIndex(of: bounds.end - 1) + 1
        return mapped
    }

    /// Where character `index` starts in the UTF-8 `bytes`.
    private static func byteOffset(ofCharacter index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        for _ in 0..<index where offset < bytes.count {
            offset += UTF8Decoding.scalar(at: offset, in: base, count: bytes.count).1
        }
        return offset
    }

    /// The index of the character that starts at or holds byte `offset` of the UTF-8 `bytes`.
    private static func characterIndex(ofByte target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        var index = 0
        while offset < bytes.count {
            let next = offset + UTF8Decoding.scalar(at: offset, in: base, count: bytes.count).1
            if next > target { return index }
            offset = next
            index += 1
        }
        return index
    }

    /// The number of characters in `line`, white space at either end not counted (fzf's `TrimLength`).
    @inline(__always)
    static func trimmedLength(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = line.baseAddress, line.count > 0 else { return 0 }
        if ItemMatcher.isASCII(base, count: line.count) {
            var start = 0
            var end = line.count
            while start < end && isASCIIWhite(base[start]) { start &+= 1 }
            while end > start && isASCIIWhite(base[end &- 1]) { end &-= 1 }
            return end &- start
        }
        var count = 0
        var leading = 0
        var trailing = 0
        var index = 0
        while index < line.count {
            let (scalar, length) = UTF8Decoding.scalar(at: index, in: base, count: line.count)
            if isWhite(scalar) {
                if leading == count { leading &+= 1 } else { trailing &+= 1 }
            } else {
                trailing = 0
            }
            count &+= 1
            index &+= length
        }
        return leading == count ? 0 : count &- leading &- trailing
    }

    /// `bytes` decoded into `characters` (replacing what was there).
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into characters: inout [UInt32]) {
        characters.removeAll(keepingCapacity: true)
        guard let base = bytes.baseAddress else { return }
        var index = 0
        while index < bytes.count {
            let (scalar, length) = UTF8Decoding.scalar(at: index, in: base, count: bytes.count)
            characters.append(scalar)
            index &+= length
        }
    }

    @inline(__always)
    private static func isASCIIWhite(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    @inline(__always)
    private static func isWhite(_ scalar: UInt32) -> Bool {
        UnicodeFolding.characterClass(scalar) == .white
    }

    /// `value` as fzf's `uint16` points: negative is 0, past 65,535 is 65,535.
    @inline(__always)
    private static func clamped(_ value: Int) -> UInt16 {
        UInt16(clamping: value)
    }
}
