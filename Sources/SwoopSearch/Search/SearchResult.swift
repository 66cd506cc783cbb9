import SwoopItems

/// The items matching one query, ranked lazily.
///
/// Matches are kept once, as their sort keys in the items' input order (so
/// the keys also say which items matched, for the next, longer query to
/// narrow); only a prefix of them is put in order, in a list of its own,
/// growing as the list is scrolled: typing never pays for a full sort of a
/// million matches. Safe to share (`RankedKeys` locks).
public final class SearchResult: @unchecked Sendable {
    /// The query searched.
    public let query: Query
    /// How many items had been read when the search ran.
    public let itemCount: Int
    /// Number of matches.
    public let count: Int
    /// Sort keys (`RankKey`) of the matches, ordered lazily.
    private let keys: RankKeys

    /// `keys` in their items' input order (as a search's chunks produce them).
    convenience init<Word: RankKeyWord>(query: Query, itemCount: Int, keys: [Word]) {
        self.init(query: query, itemCount: itemCount, keys: RankedKeys(keys))
    }

    init<Word: RankKeyWord>(query: Query, itemCount: Int, keys: RankedKeys<Word>) {
        self.query = query
        self.itemCount = itemCount
        count = keys.withKeys(\.count)
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
    /// It works on one core: on all of them, a newer key's search waited for the worker a
    /// drawing had preempted to finish its block, a scheduler tick (4 ms) half the time.
    public func complete(isCancelled: @Sendable () -> Bool) -> Bool {
        keys.completeOnOneCore(isCancelled: isCancelled)
    }

    /// The engine that searched, for telling whether a kept result still ranks as it would now.
    package internal(set) weak var searchedBy: SearchEngine?
    /// The items searched, whose indices the result holds: a result landing after they were replaced
    /// (a reload, `change-nth`) is not theirs to show.
    package internal(set) var searchedItems: ItemStore?

    /// The typo fallback's matches, listed below these (none of them is one of these); set by the
    /// engine before the result is handed over. Never narrowed: `matchSet` holds only true matches.
    package internal(set) var typos: SearchResult?

    /// The matches, for the typo pass to leave out and narrow (a copy of the items).
    package var matchSet: MatchSet {
        MatchSet(query: query, itemCount: itemCount, items: withMatches(keysAs: UInt64.self) { items, _ in
            (0..<items.count).map { UInt32(truncatingIfNeeded: items[$0]) }
        })
    }

    /// Runs `body` with the matched items (ascending) and, when they are of width `Word`, the keys
    /// they are read from, the keys' lock held.
    func withMatches<Word: RankKeyWord, Result>(
        keysAs width: Word.Type, _ body: (MatchedItems, UnsafeBufferPointer<Word>?) -> Result
    ) -> Result {
        switch keys {
        case .narrow(let keys): keys.withKeys { body(MatchedItems(narrow: $0), MatchedItems.rebound($0, as: Word.self)) }
        case .wide(let keys): keys.withKeys { body(MatchedItems(wide: $0), MatchedItems.rebound($0, as: Word.self)) }
        }
    }

    /// The item shown at `position` in ranked order.
    public func item(at position: Int) -> Int {
        return keys.item(at: position)
    }

    /// Whether `item` matched (a bisection of the matches, kept in input order).
    public func contains(_ item: Int) -> Bool {
        withMatches(keysAs: UInt64.self) { items, _ in
            var low = 0, high = items.count
            while low < high {
                let middle = (low + high) / 2
                if items[middle] < item { low = middle + 1 } else { high = middle }
            }
            return low < items.count && items[low] == item
        }
    }

    /// The ranked position of `item`, if it matched.
    public func position(of item: Int) -> Int? {
        keys.position(of: item)
    }

    /// Puts the first `count` rows in order now (off the interface's thread, before handing over).
    /// Gives up, ordering none, once `isCancelled` is true.
    public func orderLeadingRows(_ count: Int, isCancelled: @Sendable () -> Bool = { false }) {
        keys.orderLeadingRows(count, isCancelled: isCancelled)
    }

    /// Calls `body` with every match in ranked order (for `--filter`), copying none.
    public func forEachRankedItem(_ body: (Int) -> Void) {
        withRankedItems { items in
            for position in 0..<items.count { body(items[position]) }
        }
    }

    /// Calls `body` with every match in ranked order, read in place (a full sort, once).
    public func withRankedItems<Result>(_ body: (MatchedItems) -> Result) -> Result {
        keys.withRankedItems(body)
    }

    /// Every match in ranked order.
    public func allItems() -> [Int] {
        withRankedItems { items in (0..<items.count).map { items[$0] } }
    }
}

/// Items read from a result's keys in place: its matches in ascending order, or in ranked order.
public struct MatchedItems: @unchecked Sendable {
    private var narrow: UnsafeBufferPointer<UInt64>?
    private var wide: UnsafeBufferPointer<UInt128>?
    /// How many items.
    public let count: Int

    init(narrow keys: UnsafeBufferPointer<UInt64>) {
        narrow = keys
        count = keys.count
    }

    init(wide keys: UnsafeBufferPointer<UInt128>) {
        wide = keys
        count = keys.count
    }

    /// The items of `keys`, of either width.
    init<Word: RankKeyWord>(_ keys: UnsafeBufferPointer<Word>) {
        if let narrow = Self.rebound(keys, as: UInt64.self) {
            self.init(narrow: narrow)
        } else if let wide = Self.rebound(keys, as: UInt128.self) {
            self.init(wide: wide)
        } else {
            self.init(narrow: UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    /// The item of match `index`.
    @inline(__always)
    public subscript(index: Int) -> Int {
        if let narrow { return RankKey.item(narrow[index]) }
        return wide.map { RankKey.item($0[index]) } ?? 0
    }

    /// `keys` as keys of width `Word`, when they are.
    static func rebound<Stored: RankKeyWord, Word: RankKeyWord>(_ keys: UnsafeBufferPointer<Stored>, as width: Word.Type) -> UnsafeBufferPointer<Word>? {
        guard Stored.self == Word.self else { return nil }
        return UnsafeBufferPointer(start: UnsafeRawPointer(keys.baseAddress)?.assumingMemoryBound(to: Word.self), count: keys.count)
    }
}
