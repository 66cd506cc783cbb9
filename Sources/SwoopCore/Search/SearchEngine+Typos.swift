extension SearchEngine {
    /// Whether a search with `count` true matches runs the typo fallback: with `--typos` on (the
    /// picker's default) and fewer matches than `typosBelow` (a screenful; `Int.max` in `--filter`).
    func runsTypoFallback(matchCount count: Int, typosBelow: Int) -> Bool {
        (options.typos ?? true) && count < typosBelow
    }

    /// The ranked typo matches of `matched`'s query (`Query.typoFallback`) among the items it
    /// covers, its own matches left out; nil when the query has no fallback or the search is cancelled.
    ///
    /// Same chunks and cancellation as `matches`: each chunk walks its items and the matches among
    /// them together, testing only the others (the typo kind's own cheap test, then the search).
    func typoResult(besides matched: MatchSet, isCancelled: @Sendable () -> Bool) -> SearchResult? {
        guard let typoQuery = matched.query.typoFallback else { return nil }
        let itemMatcher = Matcher(query: typoQuery).itemMatcher()
        let store = store
        let trueMatches = matched.items
        let items = ParallelOutput.collect(count: matched.itemCount, of: UInt32.self, isCancelled: isCancelled) { range, output in
            let scratch = MatchScratch()
            let (bytes, starts) = store.layout
            var next = Self.firstIndex(in: trueMatches, notBelow: range.lowerBound)
            for item in range {
                if next < trueMatches.count, Int(trueMatches[next]) == item {
                    next += 1
                    continue
                }
                let start = starts[item]
                let text = UnsafeBufferPointer(start: bytes + start, count: starts[item + 1] - 1 - start)
                if itemMatcher.matches(text, scratch: scratch) { output.append(UInt32(item)) }
            }
        }
        guard let items else { return nil }
        return rank(MatchSet(query: typoQuery, itemCount: matched.itemCount, items: items), isCancelled: isCancelled)
    }

    /// The index of the first of the ascending `items` at or above `item`.
    private static func firstIndex(in items: [UInt32], notBelow item: Int) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if Int(items[middle]) < item { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
