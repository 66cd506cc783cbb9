/// The items that match a query, as a list: what the typo pass leaves out and may narrow.
package struct MatchSet: Sendable {
    package let query: Query
    /// How many items had been read when the search ran.
    package let itemCount: Int
    /// Matched item indices, ascending.
    package let items: [UInt32]

    /// Number of matches.
    package var count: Int { items.count }
}
