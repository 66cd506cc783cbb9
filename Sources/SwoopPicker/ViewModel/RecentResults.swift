/// The last few search results, kept so that the next search narrows the closest one and a
/// query typed again (backspace) shows its result at once, within a memory budget.
import SwoopSearch
struct RecentResults: Sendable {
    /// Oldest first.
    private var results: [SearchResult] = []

    /// How many results are kept at most.
    static let capacity = 16

    /// The newest result.
    var last: SearchResult? { results.last }

    /// How many matches the results besides the newest may hold in all, among `itemCount` items:
    /// 8 MiB of keys, or two bytes a line when more (the newest is the result on screen).
    static func keptMatches(itemCount: Int) -> Int {
        max(1 << 20, itemCount / 4)
    }

    /// Keeps `result` (the newest), dropping the oldest ones past the capacity or the budget.
    mutating func add(_ result: SearchResult, itemCount: Int) {
        results.removeAll { $0.query.text == result.query.text }
        results.append(result)
        var kept = results.dropLast().reduce(0) { $0 + $1.count }
        while results.count > 1, results.count > Self.capacity || kept > Self.keptMatches(itemCount: itemCount) {
            kept -= results.removeFirst().count
        }
    }

    /// Forgets every result (the items were replaced).
    mutating func removeAll() {
        results = []
    }

    /// A kept result for `query` over `itemCount` items by `engine` that can be shown as it is:
    /// with its typo matches when it has fewer than `typosBelow` true ones.
    func result(for query: Query, itemCount: Int, engine: SearchEngine, typosBelow: Int) -> SearchResult? {
        results.last { result in
            result.query.text == query.text && result.itemCount == itemCount && result.searchedBy === engine
                && (result.count >= typosBelow || result.typos != nil || query.typoFallback == nil)
        }
    }

    /// The kept result with the fewest matches that `query` narrows: what its search starts from.
    func narrowest(for query: Query, itemCount: Int) -> SearchResult? {
        results.filter { $0.itemCount <= itemCount && query.narrows($0.query) }.min { $0.count < $1.count }
    }
}
