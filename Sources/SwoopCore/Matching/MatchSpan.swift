/// Where a term matched in an item: characters `start..<end`.
struct MatchSpan: Equatable {
    var start = 0
    var end = 0
}

/// Where a query's groups matched, as fzf's tiebreaks read it: the earliest start, the
/// earliest end and the latest end of the groups' spans (exclusions have none).
struct MatchBounds: Equatable, Sendable {
    var begin = Int.max
    var firstEnd = Int.max
    var end = 0

    /// Whether some group matched characters (a query of exclusions alone has no bounds).
    var isValid: Bool { begin != Int.max }

    /// Takes a group's span into account.
    @inline(__always)
    mutating func add(_ span: MatchSpan) {
        guard span.start < span.end else { return }
        begin = min(begin, span.start)
        firstEnd = min(firstEnd, span.end)
        end = max(end, span.end)
    }
}
