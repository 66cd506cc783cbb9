/// Where the shown query matches the rows drawn lately: the shown results' matcher and the
/// offsets found with it, so a redraw does not match the same rows again.
import SwoopItems
import SwoopSearch
struct MatchHighlights {
    /// Rows remembered at most (a few screenfuls).
    static let capacity = 512
    /// The matcher of the shown results (nil: the full list, nothing highlighted).
    private(set) var matcher: Matcher?
    /// The matcher of the query's typo fallback (`Query.typoFallback`), for rows `matcher` does not match.
    private var typoMatcher: Matcher?
    /// The offsets found for each item with `matcher`.
    private var known: [Int: [Int]] = [:]

    /// Highlights `query`'s matches from now on (nil: none); a new query forgets what was found.
    mutating func show(_ query: Query?) {
        guard query == nil || matcher?.query != query else { return }
        matcher = query.map { Matcher(query: $0) }
        typoMatcher = query?.typoFallback.map { Matcher(query: $0) }
        known = [:]
    }

    /// What finds the offsets in `store` (shown as `displayStore`, cut by `searchedFields`) with these matchers.
    func finder(store: ItemStore, displayStore: ItemStore?, searchedFields: (splitter: FieldSplitter, ranges: [FieldRange])?) -> MatchOffsets {
        MatchOffsets(matcher: matcher, typoMatcher: typoMatcher, store: store, displayStore: displayStore, searchedFields: searchedFields)
    }

    /// The offsets for `item`: those found before, or those `find` finds (none while nothing
    /// is highlighted), remembered.
    mutating func offsets(of item: Int, find: () -> [Int]) -> [Int] {
        guard matcher != nil || typoMatcher != nil else { return [] }
        if let offsets = known[item] { return offsets }
        let offsets = find()
        if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
        known[item] = offsets
        return offsets
    }
}
