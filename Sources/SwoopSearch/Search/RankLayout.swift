/// How matches are ranked: the options that shape a key, worked out once per search.
struct RankLayout: Sendable {
    /// Whether matches are sorted at all (`--no-sort`, or a query of exclusions alone: input order).
    let sorts: Bool
    let reverseInput: Bool
    /// The tiebreaks after the score, at most three.
    let tiebreaks: [Tiebreak]
    /// Whether keys need two words: a `UInt64` holds tier, score, one tiebreak and the position.
    let isWide: Bool
    /// Whether `length` is the only tiebreak (the default): the match's own length serves.
    let isLengthOnly: Bool

    /// Whether a key's tiebreak values depend on the line alone, not on where the query matched:
    /// then a narrowing search may bound a key from the last one's (`RankKey.bound`).
    var valuesFollowTheLine: Bool { !tiebreaks.contains { $0.needsBounds } }

    init(_ options: MatchOptions) {
        sorts = options.sort
        reverseInput = options.reverseInput
        tiebreaks = options.sort ? Array(options.tiebreaks.prefix(3)) : []
        isWide = tiebreaks.count > 1
        isLengthOnly = tiebreaks == [.length]
    }

    /// The tiebreak values of a match at `bounds` in `matched`, whose line as shown is `line`.
    @inline(__always)
    func values(line: UnsafeBufferPointer<UInt8>, matched: UnsafeBufferPointer<UInt8>, bounds: MatchBounds, characters: inout [UInt32]) -> TiebreakValues {
        if tiebreaks.isEmpty { return TiebreakValues() }
        return RankCriteria.values(tiebreaks, line: line, matched: matched, bounds: bounds, characters: &characters)
    }
}
