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

    /// `keys` in their items' input order (as a search's chunks produce them).
    convenience init<Word: RankKeyWord>(query: Query, itemCount: Int, keys: [Word]) {
        self.init(query: query, itemCount: itemCount, keys: RankedKeys(keys))
    }

    init<Word: RankKeyWord>(query: Query, itemCount: Int, keys: RankedKeys<Word>) {
        self.query = query
        self.itemCount = itemCount
        matches = keys.withKeys { $0.map { UInt32(truncatingIfNeeded: RankKey.item($0)) } }
        self.keys = Word.rankKeys(keys)
    }

    /// The keys, when they are of width `Word`.
    func rankedKeys<Word: RankKeyWord>(as width: Word.Type) -> RankedKeys<Word>? {
        switch keys {
        case .narrow(let keys): keys as? RankedKeys<Word>
        case .wide(let keys): keys as? RankedKeys<Word>
        }
    }

    /// Makes every key exact, so rows past the first screenfuls are ranked without waiting (the
    /// picker's background search does it once the first rows are shown); false when cancelled.
    public func complete(isCancelled: @Sendable () -> Bool) -> Bool {
        keys.complete(isCancelled: isCancelled)
    }

    /// The engine that searched, for telling whether a kept result still ranks as it would now.
    public internal(set) weak var searchedBy: SearchEngine?

    /// Number of matches.
    public var count: Int { matches.count }

    /// The typo fallback's matches, listed below these (none of them is one of these); set by the
    /// engine before the result is handed over. Never narrowed: `matchSet` holds only true matches.
    public internal(set) var typos: SearchResult?

    /// The matches, for narrowing the next search.
    public var matchSet: MatchSet {
        MatchSet(query: query, itemCount: itemCount, items: matches)
    }

    /// The item shown at `position` in ranked order.
    public func item(at position: Int) -> Int {
        return keys.item(at: position)
    }

    /// The ranked position of `item`, if it matched.
    public func position(of item: Int) -> Int? {
        guard matchSet.contains(item) else { return nil }
        return keys.position(of: item)
    }

    /// Puts the first `count` rows in order now (off the interface's thread, before handing over).
    public func orderLeadingRows(_ count: Int) {
        keys.orderLeadingRows(count)
    }

    /// Every match in ranked order (for `--filter`).
    public func allItems() -> [Int] {
        return keys.allItems()
    }
}
