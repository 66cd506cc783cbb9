/// An unsigned integer a `RankKey` is stored in: `UInt64`, or `UInt128` for two or three tiebreaks.
protocol RankKeyWord: FixedWidthInteger, UnsignedInteger, BitwiseCopyable, Sendable {
    /// `keys` as a result holds them.
    static func rankKeys(_ keys: RankedKeys<Self>) -> RankKeys
}

extension UInt64: RankKeyWord {
    static func rankKeys(_ keys: RankedKeys<UInt64>) -> RankKeys { .narrow(keys) }
}

extension UInt128: RankKeyWord {
    static func rankKeys(_ keys: RankedKeys<UInt128>) -> RankKeys { .wide(keys) }
}

/// A match's sort key in one integer: smaller sorts first.
///
/// From the top bit down: the tier (2 bits: equal, prefix, other, relaxed Hangul), the
/// score inverted (16 bits), each tiebreak's value (16 bits each, fzf's
/// `uint16` points), and in the lowest 30 bits the input position (or its
/// reverse with `--tac`). In a `UInt64` that leaves room for one tiebreak,
/// the default (`length`); two or three (`--tiebreak=a,b`, `--scheme=path`)
/// take a `UInt128`, so the common case sorts and selects 8-byte keys. With
/// `--no-sort` only the position is set.
enum RankKey {
    static let itemBits = 30
    static let itemMask = (1 << itemBits) - 1
    /// Largest number of items a key can tell apart.
    static let maximumItems = itemMask

    /// The key of a match: `values` are its tiebreaks' values, in `layout.tiebreaks` order.
    @inline(__always)
    static func make<Word: RankKeyWord>(item: Int, tier: UInt8, score: Int32, values: TiebreakValues, layout: RankLayout) -> Word {
        let position = Word(truncatingIfNeeded: layout.reverseInput ? itemMask - item : item)
        guard layout.sorts else { return position }
        let width = Word.bitWidth
        let inverted = Word(truncatingIfNeeded: min(max(32767 - Int(score), 0), 65535))
        var key = Word(truncatingIfNeeded: tier & 3) << (width - 2) | inverted << (width - 18) | position
        key |= Word(truncatingIfNeeded: values.first) << (width - 34)
        if Word.bitWidth > 64 {
            key |= Word(truncatingIfNeeded: values.second) << (width - 50)
            key |= Word(truncatingIfNeeded: values.third) << (width - 66)
        }
        return key
    }

    /// A bound for the key of `key`'s item under a query that extends the one `key` was made for by
    /// characters of a fuzzy term, each worth at most `increase` points: no greater than the exact key.
    /// The score may rise by that much, and an item that started with the query may now equal it.
    @inline(__always)
    static func bound<Word: RankKeyWord>(_ key: Word, raisingScoreBy increase: Int) -> Word {
        let width = Word.bitWidth
        let tierMask = Word(3) << (width - 2)
        let scoreMask = Word(0xFFFF) << (width - 18)
        let tier = key >> (width - 2)
        let inverted = Int(truncatingIfNeeded: (key & scoreMask) >> (width - 18))
        let raised = Word(truncatingIfNeeded: max(inverted - increase, 0)) << (width - 18)
        let boundTier = tier == 1 ? 0 : tier
        return (key & ~(tierMask | scoreMask)) | boundTier << (width - 2) | raised
    }

    /// The score a key was made with (as clamped into it).
    @inline(__always)
    static func score<Word: RankKeyWord>(_ key: Word) -> Int {
        32767 - Int(truncatingIfNeeded: (key >> (Word.bitWidth - 18)) & 0xFFFF)
    }

    /// The item a key belongs to.
    @inline(__always)
    static func item<Word: RankKeyWord>(_ key: Word) -> Int {
        let position = Int(truncatingIfNeeded: key) & itemMask
        // Reversed positions are above half the range; real ones never get there.
        return position > itemMask / 2 ? itemMask - position : position
    }
}

/// A match's values for up to three tiebreaks, each fzf's `uint16` (smaller first).
struct TiebreakValues {
    var first: UInt16 = 0
    var second: UInt16 = 0
    var third: UInt16 = 0

    /// Sets the value of tiebreak `index` (0, 1 or 2).
    @inline(__always)
    mutating func set(_ index: Int, _ value: UInt16) {
        switch index {
        case 0: first = value
        case 1: second = value
        default: third = value
        }
    }
}
