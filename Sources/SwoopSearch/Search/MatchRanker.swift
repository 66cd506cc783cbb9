/// What ranking one query's matches needs, worked out once per search: the matcher that scores
/// them, the key layout and the lines the tiebreaks measure. Shared by the ranking pass and the
/// typo pass, which ranks what it finds as it finds it.
import SwoopItems
struct MatchRanker: @unchecked Sendable {
    /// Scores a match (and leaves its length and bounds in the scratch, for the tiebreaks).
    let itemMatcher: ItemMatcher
    let layout: RankLayout
    /// The lines as shown, when only some fields are searched (`--nth`).
    private let lines: ItemStore?
    /// How the searched fields were cut out of `lines`, when a tiebreak measures where a match lies.
    private let fields: (splitter: FieldSplitter, ranges: [FieldRange])?
    /// The remembered items' points (`--frecency`).
    private let frecency: FrecencyBoosts?

    /// Whether remembered items gain points (`--frecency`).
    var remembers: Bool { frecency != nil }
    /// Whether the text matched is the whole line (no `--nth`).
    var matchesWholeLines: Bool { lines == nil }

    init(
        query: Query, options: MatchOptions, lines: ItemStore?, searchedFields: (splitter: FieldSplitter, ranges: [FieldRange])?,
        frecency: FrecencyBoosts?, frequencies: ByteFrequencies = ByteFrequencies()
    ) {
        itemMatcher = Matcher(query: query).itemMatcher(frequencies: frequencies)
        layout = RankLayout(query.ranking(options))
        self.lines = lines
        fields = layout.tiebreaks.contains { $0.needsBounds } ? searchedFields : nil
        self.frecency = frecency
    }

    /// The rank key of `item` (its bytes: `text`) when it matches the query, scored now; nil when it does not.
    @inline(__always)
    func key<Word: RankKeyWord>(
        ifMatching item: Int, text: UnsafeBufferPointer<UInt8>, scratch: MatchScratch, characters: inout [UInt32]
    ) -> Word? {
        guard let match = itemMatcher.match(text, scratch: scratch) else { return nil }
        return key(item: item, text: text, match: match, scratch: scratch, characters: &characters)
    }

    /// The rank key of `item` (its bytes: `text`), which `itemMatcher` just scored as `match` with `scratch`.
    @inline(__always)
    func key<Word: RankKeyWord>(
        item: Int, text: UnsafeBufferPointer<UInt8>, match scored: Matcher.Match, scratch: MatchScratch, characters: inout [UInt32]
    ) -> Word {
        var match = scored
        // With --nth, the whole line is what is equal to the query or starts with it.
        let line = lines?[item] ?? text
        if lines != nil, match.tier != Matcher.relaxedTier { match.tier = itemMatcher.tier(of: line, scratch: scratch) }
        // A remembered item gains a few points within its tier (FrecencyBoosts).
        if let frecency { match.score += frecency.bonus(of: item) }
        var values = TiebreakValues()
        if layout.isLengthOnly {
            values.first = UInt16(clamping: lines == nil ? scratch.length : RankCriteria.trimmedLength(line))
        } else if let fields {
            let projection = FieldProjection(searching: line, splitter: fields.splitter, ranges: fields.ranges)
            let bounds = RankCriteria.mapped(scratch.bounds, in: text, projection: projection, line: line)
            values = layout.values(line: line, matched: line, bounds: bounds, characters: &characters)
        } else {
            values = layout.values(line: line, matched: text, bounds: scratch.bounds, characters: &characters)
        }
        return RankKey.make(item: item, tier: match.tier, score: match.score, values: values, layout: layout)
    }
}
