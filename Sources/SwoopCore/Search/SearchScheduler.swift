/// A search to run: the engine, the query, and the result it may narrow.
public struct SearchRequest: Sendable {
    public let engine: SearchEngine
    public let query: Query
    public let previous: SearchResult?

    /// Runs the search here; nil when `isCancelled` said so.
    public func run(isCancelled: @Sendable () -> Bool = { false }) -> SearchResult? {
        engine.search(query, narrowing: previous, isCancelled: isCancelled)
    }
}

/// Runs searches off the caller's thread; the owner hands results back with `SearchViewModel.apply`.
public protocol SearchScheduler: AnyObject {
    /// Starts `request`, abandoning any earlier one still running.
    func schedule(_ request: SearchRequest)
}
