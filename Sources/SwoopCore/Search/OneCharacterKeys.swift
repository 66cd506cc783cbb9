/// The first key typed, one ASCII character of a fuzzy term, where most lines match: an ASCII
/// line's key made straight from its bytes, through the matcher's own parts (`FuzzyAlgorithm.single`
/// for the score, `ItemMatcher.tier`) without the layers a query of any shape goes through.
/// Only with the default ranking (the length tiebreak, no `--nth`, no remembered items).
struct OneCharacterKeys: Sendable {
    private let character: UInt32
    private let variant: UInt8

    init?(_ ranker: MatchRanker, searchesLines: Bool) {
        let matcher = ranker.itemMatcher
        guard searchesLines, !ranker.remembers, ranker.layout.sorts, ranker.layout.isLengthOnly, !matcher.searchesParts,
              !matcher.tracksBounds, matcher.terms.count == 1 else { return nil }
        let term = matcher.terms[0]
        guard term.kind == .fuzzy, !term.isInverse, term.relaxedVariants == nil, term.characters.count == 1,
              term.characters[0] < 0x80 else { return nil }
        character = term.characters[0]
        variant = term.variants[0]
    }

    /// The key of `item`, whose bytes `text` hold the character; nil when they are not all ASCII
    /// (the general path decides those).
    @inline(__always)
    func key<Word: RankKeyWord>(item: Int, text: UnsafeBufferPointer<UInt8>, ranker: MatchRanker) -> Word?? {
        guard let base = text.baseAddress, ItemMatcher.isASCII(base, count: text.count) else { return nil }
        let matcher = ranker.itemMatcher
        let line = ASCIIText(bytes: base, count: text.count, tables: matcher.tables)
        guard let first = line.firstOccurrence(of: character, variant, from: 0, to: line.count) else { return .some(nil) }
        let score = FuzzyAlgorithm.single(line, character: character, variant: variant, from: first, to: line.count &- 1,
                                          positions: nil, span: nil, prefersLast: false)
        var values = TiebreakValues()
        values.first = UInt16(clamping: line.trimmedCount)
        return RankKey.make(item: item, tier: matcher.tier(of: line), score: score, values: values, layout: ranker.layout)
    }
}
