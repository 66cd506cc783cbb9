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

    /// The typo fallback's matches, listed below these (none of them is one of these); set by the
    /// engine before the result is handed over. Never narrowed: `matchSet` holds only true matches.
    public internal(set) var typos: SearchResult?

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
