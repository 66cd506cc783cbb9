/// The items that match a query, as a list: what the typo pass leaves out and may narrow.
public struct MatchSet: Sendable {
    public let query: Query
    /// How many items had been read when the search ran.
    public let itemCount: Int
    /// Matched item indices, ascending.
    public let items: [UInt32]

    /// Number of matches.
    public var count: Int { items.count }
}
