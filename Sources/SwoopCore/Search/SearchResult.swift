/// The items matching one query, ranked lazily.
///
/// Matches are kept twice: their indices in input order (what the next,
/// longer query narrows) and their sort keys, of which only a prefix is put
/// in order, growing as the list is scrolled: typing never pays for a full
/// sort of a million matches. Owned by one thread at a time.
public final class SearchResult: @unchecked Sendable {
    /// The query searched.
    public let query: Query
    /// How many items had been read when the search ran.
    public let itemCount: Int
    /// Matched item indices, ascending.
    let matches: [UInt32]
    /// Sort keys (`RankKey`) of the matches; the first `orderedCount` are the smallest, in order.
    private var keys: [UInt64]
    private var orderedCount = 0
    /// Before ranking: the items listed first (the rows that were on screen), in order.
    private let leading: [UInt32]
    /// Where the leading items stand in `matches`, ascending.
    private let leadingIndices: [Int]

    init(query: Query, itemCount: Int, matches: [UInt32], keys: [UInt64]) {
        self.query = query
        self.itemCount = itemCount
        self.matches = matches
        self.keys = keys
        isPreliminary = false
        leading = []
        leadingIndices = []
    }

    private init(preliminary matched: MatchSet, leading: [UInt32], leadingIndices: [Int]) {
        query = matched.query
        itemCount = matched.itemCount
        matches = matched.items
        keys = []
        isPreliminary = true
        self.leading = leading
        self.leadingIndices = leadingIndices
    }

    /// Number of matches.
    public var count: Int { matches.count }

    /// Whether the rows are not ranked yet (shown while the ranking pass runs).
    public let isPreliminary: Bool

    /// The matches, for narrowing the next search.
    public var matchSet: MatchSet {
        MatchSet(query: query, itemCount: itemCount, items: matches)
    }

    /// Matches shown before they are ranked: `leading` (the rows on screen
    /// before) where they still match, then the other matches in input order.
    /// Nothing is copied: rows are worked out when asked for.
    public static func preliminary(_ matched: MatchSet, leading: [Int]) -> SearchResult {
        var kept: [UInt32] = []
        var indices: [Int] = []
        for item in leading {
            guard let index = matched.index(of: item), !indices.contains(index) else { continue }
            kept.append(UInt32(item))
            indices.append(index)
        }
        return SearchResult(preliminary: matched, leading: kept, leadingIndices: indices.sorted())
    }

    /// The item shown at `position` in ranked order.
    public func item(at position: Int) -> Int {
        guard !isPreliminary else { return preliminaryItem(at: position) }
        order(through: position)
        return RankKey.item(keys[position])
    }

    /// The ranked position of `item`, if it matched.
    public func position(of item: Int) -> Int? {
        guard let index = matchSet.index(of: item) else { return nil }
        if isPreliminary {
            if let position = leading.firstIndex(of: UInt32(item)) { return position }
            return leading.count + index - leadingIndices.count { $0 < index }
        }
        // Already in the ordered prefix (the rows on screen usually are)?
        if let position = keys[0..<orderedCount].firstIndex(where: { RankKey.item($0) == item }) { return position }
        guard let key = keys.first(where: { RankKey.item($0) == item }) else { return nil }
        var position = 0
        for other in keys where other < key { position += 1 }
        order(through: position)
        return position
    }

    /// Puts the first `count` rows in order now (off the interface's thread, before handing over).
    public func orderLeadingRows(_ count: Int) {
        if !isPreliminary, !keys.isEmpty { order(through: min(count, keys.count) - 1) }
    }

    /// Row `position` of a preliminary result: a leading item, or the next match not among them.
    private func preliminaryItem(at position: Int) -> Int {
        if position < leading.count { return Int(leading[position]) }
        var index = position - leading.count
        for skipped in leadingIndices {
            if skipped <= index { index += 1 } else { break }
        }
        return Int(matches[index])
    }

    /// Every match in ranked order (for `--filter`).
    public func allItems() -> [Int] {
        if isPreliminary { return (0..<count).map(preliminaryItem) }
        if orderedCount < keys.count {
            RadixSort.sort(&keys)
            orderedCount = keys.count
        }
        return keys.map(RankKey.item)
    }

    /// Makes sure `keys[0...position]` hold the smallest keys in order.
    private func order(through position: Int) {
        guard position >= orderedCount, position < keys.count else { return }
        let target = min(keys.count, max(position + 1, orderedCount * 2, 256))
        TopSelection.orderPrefix(&keys, from: orderedCount, through: target)
        orderedCount = target
    }
}

/// A match's sort key in one `UInt64`: smaller sorts first.
///
/// Bits 62–63 the tier (equal, prefix, other), 46–61 the score inverted,
/// 30–45 the item's length in bytes, 0–29 the item's input position (or its
/// reverse with `--tac`). With `--no-sort` only the position is set.
enum RankKey {
    static let itemBits: UInt64 = 30
    static let itemMask: UInt64 = (1 << itemBits) - 1
    /// Largest number of items a key can tell apart.
    static let maximumItems = Int(itemMask)

    /// The key of a match.
    @inline(__always)
    static func make(item: Int, tier: UInt8, score: Int32, length: Int, options: MatchOptions) -> UInt64 {
        let position = options.reverseInput ? itemMask - UInt64(item) : UInt64(item)
        guard options.sort else { return position }
        let inverted = UInt64(clamping: min(max(32767 - Int(score), 0), 65535))
        let clampedLength = UInt64(min(length, 65535))
        return UInt64(tier & 3) << 62 | inverted << 46 | clampedLength << 30 | position
    }

    /// The item a key belongs to.
    @inline(__always)
    static func item(_ key: UInt64) -> Int {
        let position = key & itemMask
        // Reversed positions are above half the range; real ones never get there.
        return Int(position > itemMask / 2 ? itemMask - position : position)
    }
}
