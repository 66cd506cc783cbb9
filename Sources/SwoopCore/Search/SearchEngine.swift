import Dispatch

/// Matches queries against the `ItemStore` on all cores.
///
/// A search runs in two passes, each cut into chunks run in parallel with
/// `concurrentPerform`: a match pass that only decides which items match
/// (cheap: for fuzzy terms, an in-order scan), then a ranking pass that
/// scores the matches. The picker shows the first pass's count at once and
/// the ranking when it lands. The match pass looks only at the previous
/// result's matches when the new query can only match fewer. Both passes
/// check `isCancelled` between blocks of items and give up as soon as a
/// newer query makes them stale.
public final class SearchEngine: Sendable {
    /// The items.
    public let store: ItemStore
    /// How queries are matched and ranked.
    public let options: MatchOptions
    /// The lines as shown, when the items searched are only some of their fields (`--nth`):
    /// the `length` tiebreak counts the whole line, as fzf does.
    private let lines: ItemStore?
    /// How the searched fields were cut out of `lines`: other tiebreaks measure where a match
    /// lies in the whole line.
    private let searchedFields: (splitter: FieldSplitter, ranges: [FieldRange])?

    /// Byte counts from a sample of the items, to pick the character a scan looks for.
    let frequencies: ByteFrequencies
    /// The remembered items' points (`--frecency`); nil without any, which costs nothing.
    public let frecency: FrecencyBoosts?

    public init(
        store: ItemStore, options: MatchOptions = MatchOptions(), lines: ItemStore? = nil,
        searchedFields: (splitter: FieldSplitter, ranges: [FieldRange])? = nil
    ) {
        self.store = store
        self.options = options
        self.lines = lines === store ? nil : lines
        self.searchedFields = lines === store ? nil : searchedFields
        frequencies = ByteFrequencies(bytes: store.layout.bytes, length: store.totalBytes)
        frecency = nil
    }

    private init(_ engine: SearchEngine, options: MatchOptions, frecency: FrecencyBoosts?) {
        store = engine.store
        self.options = options
        lines = engine.lines
        searchedFields = engine.searchedFields
        frequencies = engine.frequencies
        self.frecency = frecency
    }

    /// This engine with results sorted by rank or not (`toggle-sort`).
    public func sorting(_ sorts: Bool) -> SearchEngine {
        var options = options
        options.sort = sorts
        return SearchEngine(self, options: options, frecency: frecency)
    }

    /// This engine with `boosts` added to the remembered items' scores.
    public func remembering(_ boosts: FrecencyBoosts) -> SearchEngine {
        SearchEngine(self, options: options, frecency: boosts.isEmpty ? nil : boosts)
    }

    /// Every item in the order an empty query lists them: the remembered ones first when sorting.
    public func allRows(count: Int) -> Rows {
        guard let frecency, options.sort else { return .all(count: count, reversed: options.reverseInput) }
        return .remembered(RememberedRows(leading: frecency.leading, count: count, reversed: options.reverseInput))
    }

    /// Parses `text` with this engine's options.
    public func query(_ text: String) -> Query {
        Query(text, options: options)
    }

    /// The ranked matches of `query` among the first `itemCount` items, or nil when cancelled;
    /// with fewer than `typosBelow` matches, the typo fallback's too (`SearchResult.typos`).
    public func search(
        _ query: Query,
        itemCount: Int? = nil,
        narrowing previous: MatchSet? = nil,
        typosBelow: Int = 0,
        typoBase: TypoBase? = nil,
        isCancelled: @Sendable () -> Bool = { false }
    ) -> SearchResult? {
        guard let matched = matches(query, itemCount: itemCount, narrowing: previous, isCancelled: isCancelled) else { return nil }
        return rank(matched, typosBelow: typosBelow, typoBase: typoBase, isCancelled: isCancelled)
    }

    /// Which of the first `itemCount` items match `query`, or nil when cancelled.
    ///
    /// `previous` is reused when it covers no more items and `query` can only match a subset of it.
    public func matches(
        _ query: Query,
        itemCount: Int? = nil,
        narrowing previous: MatchSet? = nil,
        isCancelled: @Sendable () -> Bool = { false }
    ) -> MatchSet? {
        let total = min(itemCount ?? store.count, store.count, RankKey.maximumItems)
        let reusable = previous.flatMap { $0.itemCount <= total && query.narrows($0.query) ? $0 : nil }
        // Candidates: the previous matches, then the items read since; or every item.
        let candidates = reusable?.items ?? []
        let firstNew = reusable?.itemCount ?? 0
        let candidateCount = candidates.count + total - firstNew
        let itemMatcher = Matcher(query: query).itemMatcher(frequencies: frequencies)
        let store = store
        let scansEveryItem = candidates.isEmpty && firstNew == 0
        // Each chunk writes its matches into its own stretch of one array (a chunk finds at most
        // as many as it has candidates); the stretches are then moved together, so the matches
        // are never held twice.
        let items = ParallelOutput.collect(count: candidateCount, of: UInt32.self, isCancelled: isCancelled) { range, output in
            let scratch = MatchScratch()
            let (bytes, starts) = store.layout
            if scansEveryItem, let leading = itemMatcher.leadingCharacter {
                Self.scan(range, for: leading, bytes: bytes, starts: starts, end: store.totalBytes, itemMatcher: itemMatcher, scratch: scratch, into: output)
                return
            }
            for candidate in range {
                let item = candidate < candidates.count ? Int(candidates[candidate]) : firstNew + candidate - candidates.count
                let start = starts[item]
                let text = UnsafeBufferPointer(start: bytes + start, count: starts[item + 1] - 1 - start)
                if itemMatcher.matches(text, scratch: scratch) { output.append(UInt32(item)) }
            }
        }
        guard let items else { return nil }
        return MatchSet(query: query, itemCount: total, items: items)
    }

    /// Matches the items in `range`, looking only at those holding `leading`: the bytes of the whole
    /// range are scanned for it a word at a time, like grep, and only the items where it occurs are tested.
    private static func scan(
        _ range: Range<Int>,
        for leading: (character: UInt32, variant: FoldVariant),
        bytes: UnsafePointer<UInt8>,
        starts: UnsafePointer<Int>,
        end byteLimit: Int,
        itemMatcher: ItemMatcher,
        scratch: MatchScratch,
        into output: ParallelOutput<UInt32>.Chunk
    ) {
        let tables = MatchTables()
        let end = min(starts[range.upperBound], byteLimit)
        var item = range.lowerBound
        var position = starts[item]
        while item < range.upperBound {
            guard let after = Prefilter.find(leading.character, variant: leading.variant, in: bytes, from: position, count: end, tables: tables) else {
                return
            }
            let hit = after - 1
            while starts[item + 1] <= hit { item += 1 }
            let start = starts[item]
            let text = UnsafeBufferPointer(start: bytes + start, count: starts[item + 1] - 1 - start)
            if itemMatcher.matches(text, scratch: scratch) { output.append(UInt32(item)) }
            item += 1
            position = starts[item]
        }
    }

    /// Scores and ranks `matched`, or nil when cancelled; with fewer than `typosBelow` matches,
    /// runs the typo fallback over the other items too (`SearchResult.typos`), narrowing `typoBase`.
    public func rank(
        _ matched: MatchSet, typosBelow: Int = 0, typoBase: TypoBase? = nil, isCancelled: @Sendable () -> Bool = { false }
    ) -> SearchResult? {
        let ranker = ranker(for: matched.query)
        let result = ranker.layout.isWide
            ? rank(matched, ranker: ranker, as: UInt128.self, isCancelled: isCancelled)
            : rank(matched, ranker: ranker, as: UInt64.self, isCancelled: isCancelled)
        guard let result, runsTypoFallback(matchCount: matched.count, typosBelow: typosBelow) else { return result }
        result.typos = typoResult(besides: matched, narrowing: typoBase, isCancelled: isCancelled)
        return isCancelled() ? nil : result
    }

    /// What ranking `query`'s matches needs in this engine.
    func ranker(for query: Query) -> MatchRanker {
        MatchRanker(query: query, options: options, lines: lines, searchedFields: searchedFields, frecency: frecency)
    }

    /// `rank` with keys of one width.
    private func rank<Word: RankKeyWord>(
        _ matched: MatchSet, ranker: MatchRanker, as width: Word.Type, isCancelled: @Sendable () -> Bool
    ) -> SearchResult? {
        let items = matched.items
        let store = store
        let keys = ParallelOutput.collect(count: items.count, of: Word.self, isCancelled: isCancelled) { range, output in
            let scratch = MatchScratch()
            var characters: [UInt32] = []
            let (bytes, starts) = store.layout
            for position in range {
                let item = Int(items[position])
                let start = starts[item]
                let text = UnsafeBufferPointer(start: bytes + start, count: starts[item + 1] - 1 - start)
                let match = ranker.itemMatcher.score(text, scratch: scratch) ?? Matcher.Match(tier: 2, score: 0)
                output.append(ranker.key(item: item, text: text, match: match, scratch: scratch, characters: &characters))
            }
        }
        guard let keys else { return nil }
        return SearchResult(query: matched.query, itemCount: matched.itemCount, matches: items, keys: keys)
    }
}

/// The items that match a query, before ranking: enough to count them and to narrow the next search.
public struct MatchSet: Sendable {
    public let query: Query
    /// How many items had been read when the search ran.
    public let itemCount: Int
    /// Matched item indices, ascending.
    public let items: [UInt32]

    /// Number of matches.
    public var count: Int { items.count }

    /// Whether `item` is among the matches.
    public func contains(_ item: Int) -> Bool {
        index(of: item) != nil
    }

    /// Where `item` stands among the matches, if it is one.
    public func index(of item: Int) -> Int? {
        guard let target = UInt32(exactly: item) else { return nil }
        let low = items.lowerBound(of: item)
        return low < items.count && items[low] == target ? low : nil
    }
}
