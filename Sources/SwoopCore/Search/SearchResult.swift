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
    /// Sort keys (`RankKey`) of the matches, ordered lazily.
    private let keys: RankKeys
    /// Before ranking: the items listed first (the rows that were on screen), in order.
    private let leading: [UInt32]
    /// Where the leading items stand in `matches`, ascending.
    private let leadingIndices: [Int]

    init<Word: RankKeyWord>(query: Query, itemCount: Int, matches: [UInt32], keys: [Word]) {
        self.query = query
        self.itemCount = itemCount
        self.matches = matches
        self.keys = RankKeys(keys)
        isPreliminary = false
        leading = []
        leadingIndices = []
    }

    private init(preliminary matched: MatchSet, leading: [UInt32], leadingIndices: [Int]) {
        query = matched.query
        itemCount = matched.itemCount
        matches = matched.items
        keys = .narrow(RankedKeys([]))
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
        return keys.item(at: position)
    }

    /// The ranked position of `item`, if it matched.
    public func position(of item: Int) -> Int? {
        guard let index = matchSet.index(of: item) else { return nil }
        if isPreliminary {
            if let position = leading.firstIndex(of: UInt32(item)) { return position }
            return leading.count + index - leadingIndices.count { $0 < index }
        }
        return keys.position(of: item)
    }

    /// Puts the first `count` rows in order now (off the interface's thread, before handing over).
    public func orderLeadingRows(_ count: Int) {
        if !isPreliminary { keys.orderLeadingRows(count) }
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
        return keys.allItems()
    }
}

/// Sort keys of either width, each kind called on its concrete type (so the sorting is
/// specialised for it, not dispatched through generic witnesses).
enum RankKeys {
    case narrow(RankedKeys<UInt64>)
    case wide(RankedKeys<UInt128>)

    init<Word: RankKeyWord>(_ keys: [Word]) {
        self = Word.rankKeys(keys)
    }

    /// The item ranked at `position`.
    func item(at position: Int) -> Int {
        switch self {
        case .narrow(let keys): keys.item(at: position)
        case .wide(let keys): keys.item(at: position)
        }
    }

    /// Where `item` ranks, if it has a key.
    func position(of item: Int) -> Int? {
        switch self {
        case .narrow(let keys): keys.position(of: item)
        case .wide(let keys): keys.position(of: item)
        }
    }

    /// Orders the first `count` keys.
    func orderLeadingRows(_ count: Int) {
        switch self {
        case .narrow(let keys): keys.orderLeadingRows(count)
        case .wide(let keys): keys.orderLeadingRows(count)
        }
    }

    /// Every item, ranked.
    func allItems() -> [Int] {
        switch self {
        case .narrow(let keys): keys.allItems()
        case .wide(let keys): keys.allItems()
        }
    }
}

/// Keys of one width, of which only a prefix is put in order, growing as it is asked for.
final class RankedKeys<Word: RankKeyWord> {
    /// The first `orderedCount` are the smallest, in order.
    private var keys: [Word]
    private var orderedCount = 0

    init(_ keys: [Word]) {
        self.keys = keys
    }

    func item(at position: Int) -> Int {
        order(through: position)
        return RankKey.item(keys[position])
    }

    func position(of item: Int) -> Int? {
        // Already in the ordered prefix (the rows on screen usually are)?
        if let position = keys[0..<orderedCount].firstIndex(where: { RankKey.item($0) == item }) { return position }
        guard let key = keys.first(where: { RankKey.item($0) == item }) else { return nil }
        var position = 0
        for other in keys where other < key { position += 1 }
        order(through: position)
        return position
    }

    func orderLeadingRows(_ count: Int) {
        if !keys.isEmpty { order(through: min(count, keys.count) - 1) }
    }

    func allItems() -> [Int] {
        if orderedCount < keys.count {
            RadixSort.sort(&keys)
            orderedCount = keys.count
        }
        return keys.map { RankKey.item($0) }
    }

    /// Makes sure `keys[0...position]` hold the smallest keys in order.
    private func order(through position: Int) {
        guard position >= orderedCount, position < keys.count else { return }
        let target = min(keys.count, max(position + 1, orderedCount * 2, 256))
        TopSelection.orderPrefix(&keys, from: orderedCount, through: target)
        orderedCount = target
    }
}
