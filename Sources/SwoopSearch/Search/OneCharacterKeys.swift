/// The first key typed, one ASCII character of a fuzzy term, where most lines match: an ASCII
/// line's key made straight from its bytes, read once (`ASCIIText.bestBonus`: the score is 16 plus
/// twice the best bonus among the character's occurrences, as `FuzzyAlgorithm` has it), with the
/// matcher's own tier, without the layers a query of any shape goes through. Only with the
/// default ranking (the length tiebreak, no `--nth`, no remembered items); other lines, and
/// lines that are not ASCII, take the general path.
struct OneCharacterKeys: Sendable {
    /// The character, compared the term's way.
    private let probe: ByteProbe

    init?(_ ranker: MatchRanker) {
        let matcher = ranker.itemMatcher
        guard ranker.matchesWholeLines, !ranker.remembers, ranker.layout.sorts, ranker.layout.isLengthOnly, !matcher.searchesParts,
              !matcher.tracksBounds, matcher.terms.count == 1 else { return nil }
        let term = matcher.terms[0]
        guard term.kind == .fuzzy, !term.isInverse, term.relaxedVariants == nil, term.characters.count == 1,
              let probe = ByteProbe(term.characters[0], term.variants[0]) else { return nil }
        self.probe = probe
    }

    /// The key of `item` (its bytes: `text`), or `.some(nil)` when the character is not there;
    /// nil when the bytes are not all ASCII and have no projection to one byte a character
    /// (`MatchScratch.projectASCII`, written to `scratch`): the general path decides those.
    @inline(__always)
    func key<Word: RankKeyWord>(item: Int, text: UnsafeBufferPointer<UInt8>, ranker: MatchRanker, scratch: MatchScratch) -> Word?? {
        guard let base = text.baseAddress else { return nil }
        let matcher = ranker.itemMatcher
        let line = ASCIIText(bytes: base, count: text.count, tables: matcher.tables)
        let found = line.bestBonus(of: probe)
        if found.isASCII { return key(item: item, line: line, bonus: found.bonus, ranker: ranker) }
        guard let count = scratch.projectASCII(text, variants: matcher.variants, tables: matcher.tables) else { return nil }
        let projected = ASCIIText(bytes: scratch.projected, count: count, tables: matcher.tables)
        return key(item: item, line: projected, bonus: projected.bestBonus(of: probe).bonus, ranker: ranker)
    }

    /// The key of `item`, seen as the one-byte-a-character `line` whose best bonus is `bonus`.
    @inline(__always)
    private func key<Word: RankKeyWord>(item: Int, line: ASCIIText, bonus: Int32?, ranker: MatchRanker) -> Word?? {
        guard let best = bonus else { return .some(nil) }
        let score = MatchScoring.firstCharacter(bonus: best)
        var values = TiebreakValues()
        values.first = UInt16(clamping: line.trimmedCount)
        return RankKey.make(item: item, tier: ranker.itemMatcher.tier(of: line), score: score, values: values, layout: ranker.layout)
    }
}
