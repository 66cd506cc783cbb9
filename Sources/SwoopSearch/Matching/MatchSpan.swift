/// Where a term matched in an item: characters `start..<end`.
struct MatchSpan: Equatable {
    var start = 0
    var end = 0
}

/// Where a query's groups matched, as fzf's tiebreaks read it: the earliest start, the
/// earliest end and the latest end of the groups' spans (exclusions have none).
package struct MatchBounds: Equatable, Sendable {
    package var begin = Int.max
    package var firstEnd = Int.max
    package var end = 0

    /// No bounds yet: `add` widens them.
    package init() {}

    /// The bounds `begin`, `firstEnd` and `end`.
    package init(begin: Int, firstEnd: Int, end: Int) {
        self.begin = begin
        self.firstEnd = firstEnd
        self.end = end
    }

    /// Whether some group matched characters (a query of exclusions alone has no bounds).
    package var isValid: Bool { begin != Int.max }

    /// Takes a group's span into account.
    @inline(__always)
    mutating func add(_ span: MatchSpan) {
        guard span.start < span.end else { return }
        begin = min(begin, span.start)
        firstEnd = min(firstEnd, span.end)
        end = max(end, span.end)
    }
}
