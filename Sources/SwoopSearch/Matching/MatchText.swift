import CLibc

/// An item as the matching algorithms see it: characters folded for comparison, and bonuses.
///
/// Two forms: `ASCIIText` works on the bytes in place (the fast path for
/// the common case), `DecodedText` on Unicode scalars decoded into scratch
/// buffers. The algorithms are generic over both and specialised by the
/// compiler.
package protocol MatchText {
    /// Number of characters.
    var count: Int { get }
    /// Character `index` folded by `variant`, for comparing with a query character.
    func unit(_ index: Int, _ variant: UInt8) -> UInt32
    /// The position bonus of character `index` (see `MatchScoring`).
    func bonus(_ index: Int) -> Int32
    /// Whether character `index` is white space.
    func isWhite(_ index: Int) -> Bool
    /// The `CharacterClass` raw value of character `index`.
    func characterClass(_ index: Int) -> UInt8
    /// The number of characters, white space at either end not counted (fzf's `TrimLength`).
    var trimmedCount: Int { get }
    /// The largest bonus under the scheme: an occurrence starting with it cannot be beaten.
    var maximumBonus: Int32 { get }
    /// The scheme's bonus after white space.
    var boundaryWhite: Int32 { get }
    /// The item's bytes when each character is one byte read in place (`ASCIIText`); nil when decoded.
    var asciiBytes: UnsafePointer<UInt8>? { get }
    /// The byte offset in the item where character `index` starts.
    func byteOffset(_ index: Int) -> Int
    /// The first index in `start..<end` whose character folds to `character`.
    func firstOccurrence(of character: UInt32, _ variant: UInt8, from start: Int, to end: Int) -> Int?
    /// The last index in `start..<end` whose character folds to `character`.
    func lastOccurrence(of character: UInt32, _ variant: UInt8, from start: Int, to end: Int) -> Int?
    /// Appends every index in `start..<end` whose character folds to `character` to `list` from `count`;
    /// returns the new count.
    func listOccurrences(of character: UInt32, _ variant: UInt8, from start: Int, to end: Int, into list: UnsafeMutablePointer<Int32>, count: Int) -> Int
}

extension MatchText {
    @inline(__always)
    var trimmedCount: Int {
        var start = 0
        var end = count
        while start < end && isWhite(start) { start &+= 1 }
        while end > start && isWhite(end &- 1) { end &-= 1 }
        return end &- start
    }

    @inline(__always)
    func firstOccurrence(of character: UInt32, _ variant: UInt8, from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            if unit(index, variant) == character { return index }
            index &+= 1
        }
        return nil
    }

    @inline(__always)
    func lastOccurrence(of character: UInt32, _ variant: UInt8, from start: Int, to end: Int) -> Int? {
        var index = end
        while index > start {
            index &-= 1
            if unit(index, variant) == character { return index }
        }
        return nil
    }

    @inline(__always)
    func listOccurrences(of character: UInt32, _ variant: UInt8, from start: Int, to end: Int, into list: UnsafeMutablePointer<Int32>, count: Int) -> Int {
        var count = count
        var index = start
        while index < end {
            if unit(index, variant) == character {
                list[count] = Int32(truncatingIfNeeded: index)
                count &+= 1
            }
            index &+= 1
        }
        return count
    }
}

/// Tables for the ASCII fast path, allocated once per scheme and read through plain pointers.
///
/// Four pointers and nothing else, so a text holding them stays small in the hot loops:
/// what else a scheme sets sits past the ends of the class and bonus tables.
package struct MatchTables: @unchecked Sendable {
    /// Lower-case of every byte (ASCII letters only).
    package let lowercase: UnsafePointer<UInt8>
    /// Every byte as itself.
    package let identity: UnsafePointer<UInt8>
    /// `MatchScoring.asciiClasses(scheme)` as raw values; entry 256 is the class taken to stand
    /// before the first character.
    @usableFromInline let classes: UnsafePointer<UInt8>
    /// `MatchScoring.bonusTable(scheme)`, indexed `previous class * 8 + class`; entry 64 is the
    /// largest bonus, entry 65 the bonus after white space.
    @usableFromInline let bonuses: UnsafePointer<Int32>

    package init(scheme: MatchScheme = .default) {
        let shared = switch scheme {
        case .default: Self.defaultScheme
        case .path: Self.pathScheme
        case .history: Self.historyScheme
        }
        (lowercase, identity, classes, bonuses) = shared
    }

    /// Where the class before the first character is: `classes[initialClassIndex]`.
    @usableFromInline static let initialClassIndex = 256

    /// The largest bonus any character can get: an occurrence starting with it cannot be beaten.
    package var maximumBonus: Int32 { bonuses[64] }
    /// The scheme's bonus after white space.
    var boundaryWhite: Int32 { bonuses[65] }
    /// The bonus row of the first character: the class before it, times 8.
    var initialRow: Int { Int(classes[Self.initialClassIndex]) &* 8 }

    private typealias Pointers = (UnsafePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<Int32>)
    nonisolated(unsafe) private static let defaultScheme = make(.default)
    nonisolated(unsafe) private static let pathScheme = make(.path)
    nonisolated(unsafe) private static let historyScheme = make(.history)

    private static func make(_ scheme: MatchScheme) -> Pointers {
        let lowercase = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        let identity = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        let classes = UnsafeMutablePointer<UInt8>.allocate(capacity: 257)
        let asciiClasses = MatchScoring.asciiClasses(scheme)
        for byte in 0..<256 {
            identity[byte] = UInt8(byte)
            lowercase[byte] = (0x41...0x5A).contains(byte) ? UInt8(byte) | 0x20 : UInt8(byte)
            classes[byte] = asciiClasses[byte].rawValue
        }
        classes[initialClassIndex] = scheme.initialClass.rawValue
        let bonuses = UnsafeMutablePointer<Int32>.allocate(capacity: 66)
        let table = MatchScoring.bonusTable(scheme)
        for index in 0..<64 { bonuses[index] = table[index] }
        bonuses[64] = max(scheme.boundaryWhite, scheme.boundaryDelimiter)
        bonuses[65] = scheme.boundaryWhite
        return (UnsafePointer(lowercase), UnsafePointer(identity), UnsafePointer(classes), UnsafePointer(bonuses))
    }
}

/// An all-ASCII item, read in place.
package struct ASCIIText: MatchText {
    package let bytes: UnsafePointer<UInt8>
    package let count: Int
    @usableFromInline let tables: MatchTables

    /// The item's `count` bytes at `bytes`, classified by `tables`.
    @inlinable @inline(__always)
    package init(bytes: UnsafePointer<UInt8>, count: Int, tables: MatchTables) {
        self.bytes = bytes
        self.count = count
        self.tables = tables
    }

    @inlinable @inline(__always)
    package func unit(_ index: Int, _ variant: UInt8) -> UInt32 {
        let byte = bytes[index]
        return UInt32(variant & 2 != 0 ? byte : tables.lowercase[Int(byte)])
    }

    @inlinable @inline(__always)
    package func bonus(_ index: Int) -> Int32 {
        let current = Int(tables.classes[Int(bytes[index])])
        let previous = Int(tables.classes[index == 0 ? MatchTables.initialClassIndex : Int(bytes[index &- 1])])
        return tables.bonuses[previous &* 8 &+ current]
    }

    @inlinable @inline(__always)
    package func isWhite(_ index: Int) -> Bool {
        tables.classes[Int(bytes[index])] == CharacterClass.white.rawValue
    }

    @inlinable @inline(__always)
    package func characterClass(_ index: Int) -> UInt8 { tables.classes[Int(bytes[index])] }

    package var maximumBonus: Int32 { tables.maximumBonus }
    package var boundaryWhite: Int32 { tables.boundaryWhite }
    package var asciiBytes: UnsafePointer<UInt8>? { bytes }

    /// White space: `\t`…`\r` and the space, or a projected non-ASCII space (`MatchScratch.projectASCII`).
    @inline(__always)
    static func isWhiteByte(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte &- 0x09 < 5 || byte == MatchScratch.placeholder(.white)
    }

    /// White space is `\t`…`\r` and the space in ASCII: compared, not looked up.
    @inline(__always)
    package var trimmedCount: Int {
        var start = 0
        var end = count
        while start < end && Self.isWhiteByte(bytes[start]) { start &+= 1 }
        while end > start && Self.isWhiteByte(bytes[end &- 1]) { end &-= 1 }
        return end &- start
    }

    @inline(__always)
    package func byteOffset(_ index: Int) -> Int { index }

    /// Skips eight bytes at a time to the next byte equal to `character` (either case unless case-sensitive).
    @inline(__always)
    package func firstOccurrence(of character: UInt32, _ variant: UInt8, from start: Int, to end: Int) -> Int? {
        guard let probe = ByteProbe(character, variant) else { return nil }
        var index = start
        while end &- index >= 8 {
            let difference = probe.difference(bytes.word(at: index))
            let equal = (difference &- ByteProbe.ones) & ~difference & ByteProbe.highBits
            if equal != 0 { return index &+ (equal.trailingZeroBitCount >> 3) }
            index &+= 8
        }
        if index < end && end >= 8 {
            // The last word of the text, its bytes before `index` masked off: no byte loop.
            let equal = probe.equalBytes(bytes.word(at: end &- 8)) & (~0 << ((index &- end &+ 8) << 3))
            return equal == 0 ? nil : end &- 8 &+ (equal.trailingZeroBitCount >> 3)
        }
        while index < end {
            if probe.matches(bytes[index]) { return index }
            index &+= 1
        }
        return nil
    }

    /// Skips eight bytes at a time back to the last byte equal to `character`.
    @inline(__always)
    package func lastOccurrence(of character: UInt32, _ variant: UInt8, from start: Int, to end: Int) -> Int? {
        guard let probe = ByteProbe(character, variant) else { return nil }
        var index = end
        while index &- start >= 8 {
            index &-= 8
            // Exactly the equal bytes (a borrow could mark bytes above one).
            let equal = probe.equalBytes(bytes.word(at: index))
            if equal != 0 { return index &+ 7 &- (equal.leadingZeroBitCount >> 3) }
        }
        while index > start {
            index &-= 1
            if probe.matches(bytes[index]) { return index }
        }
        return nil
    }

    /// Lists matching bytes eight at a time: every equal byte of a word, not just the first.
    @inline(__always)
    package func listOccurrences(of character: UInt32, _ variant: UInt8, from start: Int, to end: Int, into list: UnsafeMutablePointer<Int32>, count: Int) -> Int {
        guard let probe = ByteProbe(character, variant) else { return count }
        var count = count
        var index = start
        while end &- index >= 8 {
            var equal = probe.equalBytes(bytes.word(at: index))
            while equal != 0 {
                list[count] = Int32(truncatingIfNeeded: index &+ (equal.trailingZeroBitCount >> 3))
                count &+= 1
                equal &= equal &- 1
            }
            index &+= 8
        }
        if index < end && end >= 8 {
            // The last word of the text, its bytes before `index` masked off: no byte loop.
            var equal = probe.equalBytes(bytes.word(at: end &- 8)) & (~0 << ((index &- end &+ 8) << 3))
            while equal != 0 {
                list[count] = Int32(truncatingIfNeeded: end &- 8 &+ (equal.trailingZeroBitCount >> 3))
                count &+= 1
                equal &= equal &- 1
            }
            return count
        }
        while index < end {
            if probe.matches(bytes[index]) {
                list[count] = Int32(truncatingIfNeeded: index)
                count &+= 1
            }
            index &+= 1
        }
        return count
    }
}

extension ASCIIText {
    /// The best bonus among the bytes equal to `probe`'s character (nil when there are none) and
    /// whether every byte is ASCII, the bytes read once, sixteen at a time: a one-character query's
    /// score, as `FuzzyAlgorithm` works it out, when they are.
    @inlinable @inline(__always)
    package func bestBonus(of probe: ByteProbe) -> (bonus: Int32?, isASCII: Bool) {
        var isASCII: Int32 = 0
        let best = swoop_best_bonus(bytes, count, probe.target, probe.caseBit, tables.classes, tables.bonuses, &isASCII)
        return (best == Int32.min ? nil : best, isASCII != 0)
    }
}

/// An item with non-ASCII bytes, decoded into a `MatchScratch`.
struct DecodedText: MatchText {
    let count: Int
    let maximumBonus: Int32
    let boundaryWhite: Int32
    var asciiBytes: UnsafePointer<UInt8>? { nil }
    private let folded: (UnsafePointer<UInt32>, UnsafePointer<UInt32>, UnsafePointer<UInt32>, UnsafePointer<UInt32>,
                         UnsafePointer<UInt32>, UnsafePointer<UInt32>)
    private let bonuses: UnsafePointer<Int32>
    private let classes: UnsafePointer<UInt8>
    private let offsets: UnsafePointer<Int32>

    /// Decodes `bytes` into `scratch`, folding the ways `variants` (a bit per `FoldVariant`) asks.
    init(_ bytes: UnsafeBufferPointer<UInt8>, variants: UInt8, scratch: MatchScratch, tables: MatchTables = MatchTables()) {
        count = scratch.decode(bytes, variants: variants, tables: tables)
        maximumBonus = tables.maximumBonus
        boundaryWhite = tables.boundaryWhite
        let f = scratch.folded
        folded = (UnsafePointer(f[0]), UnsafePointer(f[1]), UnsafePointer(f[2]), UnsafePointer(f[3]),
                  UnsafePointer(f[4]), UnsafePointer(f[5]))
        bonuses = UnsafePointer(scratch.bonuses)
        classes = UnsafePointer(scratch.classes)
        offsets = UnsafePointer(scratch.offsets)
    }

    @inline(__always)
    func unit(_ index: Int, _ variant: UInt8) -> UInt32 {
        switch variant {
        case 0: folded.0[index]
        case 1: folded.1[index]
        case 2: folded.2[index]
        case 3: folded.3[index]
        case 4: folded.4[index]
        default: folded.5[index]
        }
    }

    @inline(__always)
    func bonus(_ index: Int) -> Int32 { bonuses[index] }

    @inline(__always)
    func isWhite(_ index: Int) -> Bool { classes[index] == CharacterClass.white.rawValue }

    @inline(__always)
    func characterClass(_ index: Int) -> UInt8 { classes[index] }

    @inline(__always)
    func byteOffset(_ index: Int) -> Int { Int(offsets[index]) }
}
