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

    /// Byte counts from a sample of the items, to pick the character a scan looks for.
    private let frequencies: ByteFrequencies

    /// Items handled between cancellation checks.
    private static let block = 4096

    public init(store: ItemStore, options: MatchOptions = MatchOptions()) {
        self.store = store
        self.options = options
        frequencies = ByteFrequencies(bytes: store.layout.bytes, length: store.totalBytes)
    }

    /// Parses `text` with this engine's options.
    public func query(_ text: String) -> Query {
        Query(text, options: options)
    }

    /// The ranked matches of `query` among the first `itemCount` items, or nil when cancelled.
    public func search(
        _ query: Query,
        itemCount: Int? = nil,
        narrowing previous: MatchSet? = nil,
        isCancelled: @Sendable () -> Bool = { false }
    ) -> SearchResult? {
        guard let matched = matches(query, itemCount: itemCount, narrowing: previous, isCancelled: isCancelled) else { return nil }
        return rank(matched, isCancelled: isCancelled)
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
        let chunks = parallelChunks(count: candidateCount, isCancelled: isCancelled) { range, output in
            let scratch = MatchScratch()
            let (bytes, starts) = store.layout
            if scansEveryItem, let leading = itemMatcher.leadingCharacter {
                Self.scan(range, for: leading, bytes: bytes, starts: starts, end: store.totalBytes, itemMatcher: itemMatcher, scratch: scratch, into: output)
                return
            }
            var found: [UInt32] = []
            for candidate in range {
                let item = candidate < candidates.count ? Int(candidates[candidate]) : firstNew + candidate - candidates.count
                let start = starts[item]
                let text = UnsafeBufferPointer(start: bytes + start, count: starts[item + 1] - 1 - start)
                if itemMatcher.matches(text, scratch: scratch) { found.append(UInt32(item)) }
            }
            output.matches += found
        }
        guard let chunks else { return nil }
        return MatchSet(query: query, itemCount: total, items: chunks.flatMap(\.matches))
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
        into output: ChunkOutput
    ) {
        let tables = MatchTables()
        let end = min(starts[range.upperBound], byteLimit)
        var item = range.lowerBound
        var position = starts[item]
        var found: [UInt32] = []
        defer { output.matches += found }
        while item < range.upperBound {
            guard let after = Prefilter.find(leading.character, variant: leading.variant, in: bytes, from: position, count: end, tables: tables) else {
                return
            }
            let hit = after - 1
            while starts[item + 1] <= hit { item += 1 }
            let start = starts[item]
            let text = UnsafeBufferPointer(start: bytes + start, count: starts[item + 1] - 1 - start)
            if itemMatcher.matches(text, scratch: scratch) { found.append(UInt32(item)) }
            item += 1
            position = starts[item]
        }
    }

    /// Scores and ranks `matched`, or nil when cancelled.
    public func rank(_ matched: MatchSet, isCancelled: @Sendable () -> Bool = { false }) -> SearchResult? {
        let items = matched.items
        let itemMatcher = Matcher(query: matched.query).itemMatcher()
        let store = store
        let options = matched.query.ranking(options)
        let chunks = parallelChunks(count: items.count, isCancelled: isCancelled) { range, output in
            let scratch = MatchScratch()
            let (bytes, starts) = store.layout
            var keys: [UInt64] = []
            keys.reserveCapacity(range.count)
            for position in range {
                let item = Int(items[position])
                let start = starts[item]
                let length = starts[item + 1] - 1 - start
                let text = UnsafeBufferPointer(start: bytes + start, count: length)
                let match = itemMatcher.score(text, scratch: scratch) ?? Matcher.Match(tier: 2, score: 0)
                keys.append(RankKey.make(item: item, tier: match.tier, score: match.score, length: length, options: options))
            }
            output.keys += keys
        }
        guard let chunks else { return nil }
        return SearchResult(query: matched.query, itemCount: matched.itemCount, matches: items, keys: chunks.flatMap(\.keys))
    }

    /// Runs `body` over `0..<count` in parallel chunks; the outputs in order, or nil when cancelled.
    private func parallelChunks(
        count: Int,
        isCancelled: @Sendable () -> Bool,
        body: @Sendable (Range<Int>, ChunkOutput) -> Void
    ) -> [ChunkOutput]? {
        let chunkSize = max(Self.block, count / 64 + 1)
        let chunkCount = max(1, (count + chunkSize - 1) / chunkSize)
        let outputs = (0..<chunkCount).map { _ in ChunkOutput() }
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let output = outputs[chunk]
            var next = chunk * chunkSize
            let upper = min(count, next + chunkSize)
            while next < upper {
                if isCancelled() {
                    output.cancelled = true
                    return
                }
                let blockEnd = min(upper, next + Self.block)
                body(next..<blockEnd, output)
                next = blockEnd
            }
        }
        if outputs.contains(where: \.cancelled) || isCancelled() { return nil }
        return outputs
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
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low < items.count && items[low] == target ? low : nil
    }
}

/// One chunk's output, written by one worker.
private final class ChunkOutput: @unchecked Sendable {
    var matches: [UInt32] = []
    var keys: [UInt64] = []
    var cancelled = false
}
