/// A search to run: the engine, the query, and the matches it may narrow.
package struct SearchRequest: Sendable {
    package let engine: SearchEngine
    package let query: Query
    package let previous: SearchResult?
    /// The typo fallback runs with fewer true matches than this (0: never; see `SearchEngine.rank`).
    package let typosBelow: Int
    /// The last search's true and typo matches, which the typo pass may narrow.
    package let typoBase: TypoBase?

    package init(engine: SearchEngine, query: Query, previous: SearchResult?, typosBelow: Int = 0, typoBase: TypoBase? = nil) {
        self.engine = engine
        self.query = query
        self.previous = previous
        self.typosBelow = typosBelow
        self.typoBase = typoBase
    }

    /// Runs the search here; nil when `isCancelled` said so.
    package func run(isCancelled: @Sendable () -> Bool = { false }) -> SearchResult? {
        engine.search(query, narrowing: previous, typosBelow: typosBelow, typoBase: typoBase, isCancelled: isCancelled)
    }
}

/// Runs searches off the caller's thread; the owner hands each result back with `SearchViewModel.apply`.
package protocol SearchScheduler: AnyObject {
    /// Starts `request`, abandoning any earlier one still running.
    func schedule(_ request: SearchRequest)
}
