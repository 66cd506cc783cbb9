import CLibc
import Dispatch
import SwoopItems
import SwoopSystem

/// Matches queries against the `ItemStore` on all cores.
///
/// A search is one pass cut into chunks run in parallel with
/// `concurrentPerform`: each item is matched and, when it matches, scored and
/// given its sort key (`RankKey`) at once; the result orders only the rows
/// asked for (`SearchResult`). The pass looks only at the previous result's
/// matches when the new query can only match fewer, and checks `isCancelled`
/// between blocks of items, giving up as soon as a newer query makes it
/// stale. The picker and `--filter` both search through here.
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
    package let frecency: FrecencyBoosts?
    /// The items `exclude` took out of every result until the items are replaced; nil: none.
    package let excluded: ItemSet?
    /// The same items in ascending order, for the full list to skip.
    private let excludedInOrder: [Int]
    /// `--tail`: the items before this one are no longer listed or matched (0: every item is).
    package let firstItem: Int

    /// An engine over `store`, matching and ranking as `options` say.
    public convenience init(store: ItemStore, options: MatchOptions = MatchOptions()) {
        self.init(store: store, options: options, lines: nil, searchedFields: nil)
    }

    /// An engine over `store`, the searched fields of `lines` as shown (`--nth`): its tiebreaks
    /// measure the whole line.
    package init(
        store: ItemStore, options: MatchOptions, lines: ItemStore?,
        searchedFields: (splitter: FieldSplitter, ranges: [FieldRange])?
    ) {
        self.store = store
        self.options = options
        self.lines = lines === store ? nil : lines
        self.searchedFields = lines === store ? nil : searchedFields
        frequencies = ByteFrequencies(bytes: store.layout.bytes, length: store.totalBytes)
        frecency = nil
        excluded = nil
        excludedInOrder = []
        firstItem = 0
    }

    private init(
        _ engine: SearchEngine, options: MatchOptions, frecency: FrecencyBoosts?, excluded: ItemSet?, inOrder: [Int]? = nil,
        firstItem: Int? = nil
    ) {
        store = engine.store
        self.options = options
        lines = engine.lines
        searchedFields = engine.searchedFields
        frequencies = engine.frequencies
        self.frecency = frecency
        self.excluded = excluded
        excludedInOrder = inOrder ?? engine.excludedInOrder
        self.firstItem = firstItem ?? engine.firstItem
    }

    /// This engine with the items before `first` left out of the list and of every result (`--tail`).
    package func keeping(from first: Int) -> SearchEngine {
        SearchEngine(self, options: options, frecency: frecency, excluded: excluded, firstItem: first)
    }

    /// This engine over other forms of the same items (`change-nth`): `store` searched, the fields of
    /// `lines` as shown; what it leaves out and remembers is kept.
    package func searching(
        _ store: ItemStore, lines: ItemStore?, searchedFields: (splitter: FieldSplitter, ranges: [FieldRange])?,
        searchesParts: Bool
    ) -> SearchEngine {
        var options = options
        options.searchesParts = searchesParts
        let fresh = SearchEngine(store: store, options: options, lines: lines, searchedFields: searchedFields)
        return SearchEngine(fresh, options: options, frecency: frecency, excluded: excluded, inOrder: excludedInOrder,
                            firstItem: firstItem)
    }

    /// This engine with results sorted by rank or not (`toggle-sort`).
    package func sorting(_ sorts: Bool) -> SearchEngine {
        var options = options
        options.sort = sorts
        return SearchEngine(self, options: options, frecency: frecency, excluded: excluded)
    }

    /// This engine with `boosts` added to the remembered items' scores.
    package func remembering(_ boosts: FrecencyBoosts) -> SearchEngine {
        SearchEngine(self, options: options, frecency: boosts.isEmpty ? nil : boosts, excluded: excluded)
    }

    /// This engine with `items` also left out of every result (`exclude`).
    package func excluding(_ items: ItemSet) -> SearchEngine {
        var all = excluded ?? ItemSet()
        all.formUnion(items)
        return SearchEngine(self, options: options, frecency: frecency, excluded: all.isEmpty ? nil : all, inOrder: all.sorted())
    }

    /// Every item in the order an empty query lists them: the remembered ones first when sorting,
    /// the excluded ones left out.
    package func allRows(count: Int) -> Rows {
        let leading = options.sort ? frecency?.leading ?? [] : []
        guard !leading.isEmpty || excluded != nil else {
            guard firstItem > 0 else { return .all(count: count, reversed: options.reverseInput) }
            return .tail(from: min(firstItem, count), count: count, reversed: options.reverseInput)
        }
        return .remembered(RememberedRows(leading: leading, count: count, reversed: options.reverseInput, hidden: excluded,
                                          hiddenInOrder: excludedInOrder))
    }

    /// Parses `text` with this engine's options.
    public func query(_ text: String) -> Query {
        Query(text, options: options)
    }

    /// The ranked matches of `query` among the store's items, or nil when `isCancelled` said so
    /// first (it is asked between blocks of items, from the search's threads).
    ///
    /// Pass the result of a query this one extends as `previous` (typing `ab` after `a`): only
    /// its matches are searched then, and their earlier keys spare most of the scoring.
    public func search(
        _ query: Query, narrowing previous: SearchResult? = nil, isCancelled: @Sendable () -> Bool = { false }
    ) -> SearchResult? {
        search(query, narrowing: previous, typosBelow: 0, isCancelled: isCancelled)
    }

    /// The ranked matches of `query` among the first `itemCount` items, or nil when cancelled;
    /// with fewer than `typosBelow` matches, the typo fallback's too (`SearchResult.typos`).
    ///
    /// `previous` is narrowed when it covers no more items and `query` can only match a subset of it.
    package func search(
        _ query: Query,
        itemCount: Int? = nil,
        narrowing previous: SearchResult? = nil,
        typosBelow: Int,
        typoBase: TypoBase? = nil,
        isCancelled: @Sendable () -> Bool = { false }
    ) -> SearchResult? {
        let ranker = ranker(for: query)
        let total = min(itemCount ?? store.count, store.count, RankKey.maximumItems)
        let reusable = previous.flatMap { $0.itemCount <= total && query.narrows($0.query) ? $0 : nil }
        let result = ranker.layout.isWide
            ? search(query, ranker: ranker, itemCount: total, narrowing: reusable, as: UInt128.self, isCancelled: isCancelled)
            : search(query, ranker: ranker, itemCount: total, narrowing: reusable, as: UInt64.self, isCancelled: isCancelled)
        result?.searchedBy = self
        result?.searchedItems = store
        guard let result, runsTypoFallback(matchCount: result.count, typosBelow: typosBelow) else { return result }
        result.typos = typoResult(besides: result.matchSet, narrowing: typoBase, isCancelled: isCancelled)
        return isCancelled() ? nil : result
    }

    /// What ranking `query`'s matches needs in this engine.
    func ranker(for query: Query) -> MatchRanker {
        MatchRanker(query: query, options: options, lines: lines, searchedFields: searchedFields, frecency: frecency, frequencies: frequencies)
    }

    /// How many candidates ahead a narrowing search asks for a line's bytes.
    static let fetchAhead = 32

    /// How many rows a search puts in order as it runs: a few screenfuls.
    static let leadingRows = 256

    /// The one pass of `search`, with keys of one width: each candidate (the previous matches, then
    /// the items read since; or every item) is matched and, when it matches, scored and given its
    /// sort key at once, in parallel chunks that keep their smallest keys. Chunks keep input order,
    /// so the keys' items ascend. Narrowing, a candidate whose key is bound to rank below the
    /// leading rows (`NarrowingBounds`) is only tested, and keeps its bound until completed.
    private func search<Word: RankKeyWord>(
        _ query: Query, ranker: MatchRanker, itemCount total: Int, narrowing previous: SearchResult?, as width: Word.Type,
        isCancelled: @Sendable () -> Bool
    ) -> SearchResult? {
        // `--tail`: nothing before `firstItem` is read again (earlier matches before it are skipped).
        let firstItem = min(firstItem, total)
        let firstNew = max(previous?.itemCount ?? 0, firstItem)
        let candidateCount = (previous?.count ?? 0) + total - firstNew
        let store = store
        let excluded = excluded
        let bounds = previous.flatMap { NarrowingBounds<Word>(query, ranker: ranker, previous: $0, store: store) }
        let oneCharacter = OneCharacterKeys(ranker)
        func pass(_ earlier: EarlierMatches<Word>) -> (results: [Word], smallest: [Word])? {
            ParallelOutput.collect(count: candidateCount, keepingSmallest: Self.leadingRows, isCancelled: isCancelled) { range, output in
                let keyer = ItemKeyer<Word>(ranker: ranker, output: output, oneCharacter: oneCharacter, excluded: excluded,
                                            firstItem: firstItem)
                let (bytes, starts) = store.layout
                if previous == nil, let leading = ranker.itemMatcher.leadingCharacter {
                    let items = (range.lowerBound + firstNew)..<(range.upperBound + firstNew)
                    Self.scan(items, for: leading, bytes: bytes, starts: starts, end: store.totalBytes, keyer: keyer)
                    return
                }
                let earlierCount = earlier.items?.count ?? 0
                var rest = range
                if let bounds, let oldKeys = earlier.keys, let items = earlier.items {
                    // The earlier matches, each only tested when its bound ranks it below the threshold.
                    // A block past the earlier matches (all read since) has none of them.
                    let end = max(range.lowerBound, min(range.upperBound, earlierCount))
                    for candidate in range.lowerBound..<end {
                        let item = items[candidate]
                        if item < firstItem { continue }
                        // The lines a few candidates on, fetched while this one is worked on.
                        if candidate &+ Self.fetchAhead < end { swoop_prefetch(bytes + starts[items[candidate &+ Self.fetchAhead]]) }
                        let start = starts[item]
                        let text = UnsafeBufferPointer(start: bytes + start, count: starts[item + 1] - 1 - start)
                        switch bounds.bound(of: oldKeys[candidate], text: text) {
                        case .mustScore: keyer.add(item, text)
                        case .fails: break
                        case .below(let bound, let tested): if tested || keyer.matches(text) { output.append(bound) }
                        }
                    }
                    rest = end..<range.upperBound
                }
                for candidate in rest {
                    let item = candidate < earlierCount ? earlier.items?[candidate] ?? 0 : firstNew + candidate - earlierCount
                    let start = starts[item]
                    keyer.add(item, UnsafeBufferPointer(start: bytes + start, count: starts[item + 1] - 1 - start))
                }
            }
        }
        // Narrowing, the earlier keys say which items are candidates (and bound their new keys).
        let found = previous.map { previous in
            previous.withMatches(keysAs: Word.self) { pass(EarlierMatches(items: $0, keys: bounds == nil ? nil : $1)) }
        } ?? pass(EarlierMatches(items: nil, keys: nil))
        guard let found else { return nil }
        let keys = RankedKeys(found.results, leading: found.smallest, exactThrough: bounds?.threshold ?? .max,
                              completion: bounds.map { _ in completion(ranker, as: Word.self) })
        return SearchResult(query: query, itemCount: total, keys: keys)
    }

    /// Matches the items in `range`, looking only at those holding `leading`: the bytes of the whole
    /// range are scanned for it a word at a time, like grep, and only the items where it occurs are tested.
    private static func scan<Word: RankKeyWord>(
        _ range: Range<Int>,
        for leading: (character: UInt32, variant: FoldVariant),
        bytes: UnsafePointer<UInt8>,
        starts: LineStarts,
        end byteLimit: Int,
        keyer: ItemKeyer<Word>
    ) {
        guard !range.isEmpty else { return }
        let tables = MatchTables()
        let end = min(starts[range.upperBound], byteLimit)
        var item = range.lowerBound
        // Item `item` is `start..<next - 1`: each start is read once, on the way.
        var start = starts[item]
        var next = starts[item + 1]
        while item < range.upperBound {
            guard let after = Prefilter.find(leading.character, variant: leading.variant, in: bytes, from: start, count: end, tables: tables) else {
                return
            }
            while next < after {
                item += 1
                start = next
                next = starts[item + 1]
            }
            keyer.add(item, UnsafeBufferPointer(start: bytes + start, count: next - 1 - start))
            item += 1
            guard item < range.upperBound else { return }
            start = next
            next = starts[item + 1]
        }
    }
}

/// Matches, scores and keys one item after another for one chunk of a search.
///
/// A class: its matcher is read in place, where a struct passed `inout` had its matcher
/// (some 180 bytes) copied for every item.
final class ItemKeyer<Word: RankKeyWord> {
    let ranker: MatchRanker
    let output: ParallelOutput<Word>.Chunk
    let scratch = MatchScratch()
    private var characters: [UInt32] = []
    /// The shortcut for a query of one character, when it has that shape.
    private let oneCharacter: OneCharacterKeys?
    /// Items never to match (`exclude`).
    private let excluded: ItemSet?
    /// Items before this one never match (`--tail`).
    private let firstItem: Int

    init(ranker: MatchRanker, output: ParallelOutput<Word>.Chunk, oneCharacter: OneCharacterKeys? = nil, excluded: ItemSet? = nil,
         firstItem: Int = 0) {
        self.ranker = ranker
        self.output = output
        self.oneCharacter = oneCharacter
        self.excluded = excluded
        self.firstItem = firstItem
    }

    /// Whether `text` matches, not scored.
    @inline(__always)
    func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        ranker.itemMatcher.matches(text, scratch: scratch)
    }

    /// Appends `item`'s key when its bytes, `text`, match.
    @inline(__always)
    func add(_ item: Int, _ text: UnsafeBufferPointer<UInt8>) {
        if item < firstItem { return }
        if let excluded, excluded.contains(item) { return }
        if let oneCharacter, let found: Word? = oneCharacter.key(item: item, text: text, ranker: ranker, scratch: scratch) {
            if let found { output.appendRanked(found) }
            return
        }
        guard let key: Word = ranker.key(ifMatching: item, text: text, scratch: scratch, characters: &characters) else { return }
        output.appendRanked(key)
    }
}

extension SearchEngine {
    /// Scoring for the keys a narrowing search left as bounds: each key above the threshold is
    /// replaced by its item's exact key, in parallel chunks that check `isCancelled`.
    func completion<Word: RankKeyWord>(_ ranker: MatchRanker, as width: Word.Type) -> KeyCompletion<Word> {
        let store = store
        return KeyCompletion { keys, threshold, onOneCore, isCancelled in
            let block = ParallelOutput<Word>.block
            let blocks = (keys.count + block - 1) / block
            let stopped = Locked(false)
            let shared = SharedKeys(keys: keys)
            @Sendable func completeBlock(_ index: Int) {
                guard !isCancelled() else { return stopped.withLock { $0 = true } }
                let scratch = MatchScratch()
                var characters: [UInt32] = []
                for position in index * block..<min(shared.keys.count, (index + 1) * block) where shared.keys[position] > threshold {
                    // Scoring a block takes milliseconds: a newer key must not wait for it.
                    if position & 255 == 0, isCancelled() { return stopped.withLock { $0 = true } }
                    let item = RankKey.item(shared.keys[position])
                    if let key: Word = ranker.key(ifMatching: item, text: store[item], scratch: scratch, characters: &characters) {
                        shared.keys[position] = key
                    }
                }
            }
            if onOneCore {
                for index in 0..<blocks where !stopped.withLock({ $0 }) { completeBlock(index) }
            } else {
                SearchThreads.perform(iterations: blocks) { completeBlock($0) }
            }
            return !stopped.withLock { $0 }
        }
    }
}

/// The matches of the search narrowed, and their keys when they bound the new ones, read by parallel chunks.
private struct EarlierMatches<Word: RankKeyWord>: @unchecked Sendable {
    let items: MatchedItems?
    let keys: UnsafeBufferPointer<Word>?
}

/// Keys that parallel chunks write, each its own stretch.
private struct SharedKeys<Word: RankKeyWord>: @unchecked Sendable {
    let keys: UnsafeMutableBufferPointer<Word>
}
