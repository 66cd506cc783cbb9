/// Filters the `ItemStore` for a query.
///
/// Incremental: when the new query extends the previous one, only the
/// previous matches are examined again, since a longer substring can only
/// match a subset of them.
public final class SearchEngine {
    /// The items searched.
    public let store: ItemStore
    private var lastQuery = ""
    private var lastMatches: [Int]?

    /// An engine over `store`.
    public init(store: ItemStore) {
        self.store = store
    }

    /// The indices of the items matching `query`, in input order.
    public func search(_ query: String) -> [Int] {
        let matcher = SubstringMatcher(pattern: query)
        let candidates: [Int]
        if let lastMatches, !lastQuery.isEmpty, matcher.pattern.hasPrefix(lastQuery) {
            candidates = lastMatches
        } else {
            candidates = Array(0..<store.count)
        }
        let matches = candidates.filter { matcher.matches(store[$0]) }
        lastQuery = matcher.pattern
        lastMatches = matches
        return matches
    }
}
