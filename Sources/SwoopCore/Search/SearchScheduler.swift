/// A search to run: the engine, the query, and the matches it may narrow.
public struct SearchRequest: Sendable {
    public let engine: SearchEngine
    public let query: Query
    public let previous: SearchResult?
    /// The typo fallback runs with fewer true matches than this (0: never; see `SearchEngine.rank`).
    public let typosBelow: Int
    /// The last search's true and typo matches, which the typo pass may narrow.
    public let typoBase: TypoBase?

    public init(engine: SearchEngine, query: Query, previous: SearchResult?, typosBelow: Int = 0, typoBase: TypoBase? = nil) {
        self.engine = engine
        self.query = query
        self.previous = previous
        self.typosBelow = typosBelow
        self.typoBase = typoBase
    }

    /// Runs the search here; nil when `isCancelled` said so.
    public func run(isCancelled: @Sendable () -> Bool = { false }) -> SearchResult? {
        engine.search(query, narrowing: previous, typosBelow: typosBelow, typoBase: typoBase, isCancelled: isCancelled)
    }
}

/// Runs searches off the caller's thread; the owner hands each result back with `SearchViewModel.apply`.
public protocol SearchScheduler: AnyObject {
    /// Starts `request`, abandoning any earlier one still running.
    func schedule(_ request: SearchRequest)
}
