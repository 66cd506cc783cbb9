/// A search to run: the engine, the query, and the matches it may narrow.
public struct SearchRequest: Sendable {
    public let engine: SearchEngine
    public let query: Query
    public let previous: MatchSet?
    /// The typo fallback runs with fewer true matches than this (0: never; see `SearchEngine.rank`).
    public let typosBelow: Int
    /// The last search's true and typo matches, which the typo pass may narrow.
    public let typoBase: TypoBase?

    public init(engine: SearchEngine, query: Query, previous: MatchSet?, typosBelow: Int = 0, typoBase: TypoBase? = nil) {
        self.engine = engine
        self.query = query
        self.previous = previous
        self.typosBelow = typosBelow
        self.typoBase = typoBase
    }

    /// Runs both passes here; nil when `isCancelled` said so.
    public func run(isCancelled: @Sendable () -> Bool = { false }) -> SearchResult? {
        engine.search(query, narrowing: previous, typosBelow: typosBelow, typoBase: typoBase, isCancelled: isCancelled)
    }
}

/// What a background search reports, in order: the matches, then their ranking.
public enum SearchProgress: Sendable {
    /// Which items match (count known, not ranked yet).
    case matched(MatchSet)
    /// The ranked result.
    case ranked(SearchResult)
}

/// Runs searches off the caller's thread; the owner hands progress back with `SearchViewModel.apply`.
public protocol SearchScheduler: AnyObject {
    /// Starts `request`, abandoning any earlier one still running.
    func schedule(_ request: SearchRequest)
}
