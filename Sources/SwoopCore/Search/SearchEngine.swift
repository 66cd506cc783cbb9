import Dispatch

/// Matches queries against the `ItemStore` on all cores.
///
/// The candidates (every item, or only the previous result's matches when
/// the new query can only match fewer) are cut into chunks matched in
/// parallel with `concurrentPerform`, each chunk with its own scratch
/// memory; chunk results are joined in input order. A search checks
/// `isCancelled` between blocks of items and gives up as soon as a newer
/// query makes it stale.
public final class SearchEngine: Sendable {
    /// The items.
    public let store: ItemStore
    /// How queries are matched and ranked.
    public let options: MatchOptions

    /// Items matched between cancellation checks.
    private static let block = 4096

    public init(store: ItemStore, options: MatchOptions = MatchOptions()) {
        self.store = store
        self.options = options
    }

    /// Parses `text` with this engine's options.
    public func query(_ text: String) -> Query {
        Query(text, options: options)
    }

    /// The matches of `query` among the first `itemCount` items, or nil when cancelled.
    ///
    /// `previous` is reused when it covers the same items and `query` can only match a subset of it.
    public func search(
        _ query: Query,
        itemCount: Int? = nil,
        narrowing previous: SearchResult? = nil,
        isCancelled: @Sendable () -> Bool = { false }
    ) -> SearchResult? {
        let total = min(itemCount ?? store.count, store.count, RankKey.maximumItems)
        let reusable = previous.flatMap { $0.itemCount <= total && query.narrows($0.query) ? $0 : nil }
        // Candidates: the previous matches, then the items read since; or every item.
        let candidates = reusable?.matches
        let firstNew = reusable?.itemCount ?? 0
        let candidateCount = (candidates?.count ?? 0) + (total - firstNew)
        let chunkSize = max(Self.block, candidateCount / 64 + 1)
        let chunkCount = max(1, (candidateCount + chunkSize - 1) / chunkSize)
        let outputs = (0..<chunkCount).map { _ in ChunkOutput() }
        let itemMatcher = Matcher(query: query).itemMatcher()
        let store = store
        let options = options

        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let output = outputs[chunk]
            let scratch = MatchScratch()
            let (bytes, starts) = store.layout
            let lower = chunk * chunkSize
            let upper = min(candidateCount, lower + chunkSize)
            var matches: [UInt32] = []
            var keys: [UInt64] = []
            var next = lower
            while next < upper {
                if isCancelled() {
                    output.cancelled = true
                    return
                }
                let blockEnd = min(upper, next + Self.block)
                for candidate in next..<blockEnd {
                    let item: Int
                    if let candidates, candidate < candidates.count {
                        item = Int(candidates[candidate])
                    } else {
                        item = firstNew + candidate - (candidates?.count ?? 0)
                    }
                    let start = starts[item]
                    let length = starts[item + 1] - 1 - start
                    let text = UnsafeBufferPointer(start: bytes + start, count: length)
                    guard let match = itemMatcher.match(text, scratch: scratch) else { continue }
                    matches.append(UInt32(item))
                    keys.append(RankKey.make(item: item, tier: match.tier, score: match.score, length: length, options: options))
                }
                next = blockEnd
            }
            output.matches = matches
            output.keys = keys
        }

        if outputs.contains(where: \.cancelled) || isCancelled() { return nil }
        var matches: [UInt32] = []
        var keys: [UInt64] = []
        let matchCount = outputs.reduce(0) { $0 + $1.matches.count }
        matches.reserveCapacity(matchCount)
        keys.reserveCapacity(matchCount)
        for output in outputs {
            matches.append(contentsOf: output.matches)
            keys.append(contentsOf: output.keys)
        }
        return SearchResult(query: query, itemCount: total, matches: matches, keys: keys)
    }
}

/// One chunk's matches, written by one worker.
private final class ChunkOutput: @unchecked Sendable {
    var matches: [UInt32] = []
    var keys: [UInt64] = []
    var cancelled = false
}
