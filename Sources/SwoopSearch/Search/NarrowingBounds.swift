/// What a search that narrows an earlier one knows of a candidate before scoring it: a bound
/// on its key, from its key in the earlier result.
///
/// When the new query only adds characters at the ends of fuzzy terms, each added character
/// raises a line's score by at most one match and the largest bonus (`RankKey.bound`); the
/// tiebreaks, measured on the line alone, do not change. The earlier result's leading rows
/// that still match (with a sample of its other matches when too few do), scored for the new
/// query, give the `threshold` (the `fewestRanked`-th smallest of their keys, so at least that
/// many keys are no greater): every candidate whose
/// bound is above it ranks below them, so it is only tested (for the count), its bound kept in
/// place of a key until completed; the keys up to the threshold are exact and in order.
import SwoopItems
struct NarrowingBounds<Word: RankKeyWord>: @unchecked Sendable {
    /// The earlier result's keys, in item order.
    let previousKeys: RankedKeys<Word>
    /// How far a score may rise.
    let increase: Int
    /// When the earlier query was one fuzzy character: how far a score may rise, worked out per
    /// line from the earlier score (`SecondCharacter`).
    let secondCharacter: SecondCharacter?
    /// When those bounds are too loose for a line: how far its score may rise, worked out from the
    /// line (`AppendedCharacter`).
    let appendedCharacter: AppendedCharacter?
    /// The `fewestRanked`-th smallest of the new keys of the earlier leading rows.
    let threshold: Word
    /// Longer lines are always scored: past the fuzzy algorithm's exact bound, a line's score is
    /// not its best alignment's, so no bound holds for it.
    let longestBounded: Int

    /// The fewest rows a narrowing search ranks for sure (a tall screen's worth).
    static var fewestRanked: Int { 100 }
    /// How many earlier matches are scored for the threshold when too few leading rows still match.
    static var sampleSize: Int { 4096 }

    init?(_ query: Query, ranker: MatchRanker, previous: SearchResult, store: ItemStore) {
        let leadingRows = SearchEngine.leadingRows
        guard ranker.layout.valuesFollowTheLine, previous.count >= Self.fewestRanked,
              let appended = query.charactersAppendedToFuzzyTerms(since: previous.query),
              let previousKeys = previous.rankedKeys(as: Word.self) else { return nil }
        // Remembered items' points may have changed since: allow for the most.
        let perCharacter = Int(MatchScoring.match + ranker.itemMatcher.tables.maximumBonus)
        increase = appended * perCharacter + (ranker.remembers ? Int(FrecencyBoosts.maximumBonus) : 0)
        secondCharacter = ranker.remembers ? nil : SecondCharacter(query, after: previous.query, appended: appended,
                                                                    maximumBonus: Int(ranker.itemMatcher.tables.maximumBonus))
        appendedCharacter = AppendedCharacter(query, after: previous.query, appended: appended, ranker: ranker)
        let scratch = MatchScratch()
        var characters: [UInt32] = []
        var probed: [Word] = []
        func probe(_ item: Int) {
            if let key: Word = ranker.key(ifMatching: item, text: store[item], scratch: scratch, characters: &characters) { probed.append(key) }
        }
        // The rows already in order (ordering more could mean completing the earlier keys)...
        let leading = previousKeys.orderedItems(upTo: leadingRows)
        leading.forEach(probe)
        // ...and, when too few of them still match, an even sample of the earlier matches.
        if probed.count < Self.fewestRanked {
            let step = max(1, previous.count / Self.sampleSize)
            let probedAlready = Set(leading)
            let sample = previousKeys.withKeys { keys in stride(from: 0, to: keys.count, by: step).map { RankKey.item(keys[$0]) } }
            sample.filter { !probedAlready.contains($0) }.forEach(probe)
        }
        guard probed.count >= Self.fewestRanked else { return nil }
        probed.sort()
        self.previousKeys = previousKeys
        threshold = probed[Self.fewestRanked - 1]
        let longestTerm = query.groups.joined().map(\.characters.count).max() ?? 1
        longestBounded = FuzzyAlgorithm.cellLimit / max(longestTerm, 1)
    }

    /// What is known of a candidate whose earlier key was `previousKey` and whose bytes are `text`
    /// before scoring it: a bound when it ranks below the threshold for sure.
    @inline(__always)
    func bound(of previousKey: Word, text: UnsafeBufferPointer<UInt8>) -> CandidateBound<Word> {
        guard text.count <= longestBounded else { return .mustScore }
        let rise = secondCharacter?.increase(after: previousKey) ?? increase
        let bound = RankKey.bound(previousKey, raisingScoreBy: rise)
        guard let appendedCharacter else { return bound > threshold ? .below(bound, tested: false) : .mustScore }
        let earliest = appendedCharacter.earliest(in: text)
        // The second character's bound is about as tight as the line's; past it, the line's is
        // worth working out even below the threshold, as the next key's bound starts from it.
        if earliest >= 0 && bound > threshold && secondCharacter != nil { return .below(bound, tested: true) }
        guard text.baseAddress.map({ ItemMatcher.isASCII($0, count: text.count) }) ?? true else {
            // Not ASCII: it matches when its bytes hold the term in order; else the matcher decides.
            return bound > threshold ? .below(bound, tested: earliest >= 0) : .mustScore
        }
        if earliest < 0 { return .fails }
        let lineRise = appendedCharacter.rise(in: text, from: earliest)
        let lineBound = RankKey.bound(previousKey, raisingScoreBy: min(rise, lineRise))
        return lineBound > threshold ? .below(lineBound, tested: true) : .mustScore
    }
}

/// What a narrowing search knows of a candidate before scoring it (`NarrowingBounds.bound`).
enum CandidateBound<Word: RankKeyWord> {
    /// It may rank among the leading rows: score it.
    case mustScore
    /// It does not match.
    case fails
    /// It ranks below the threshold, its key no less than this bound; `tested`: it is known to match.
    case below(Word, tested: Bool)
}

/// A tighter bound when the earlier query was one fuzzy character `a` and the new one adds `b`
/// (and perhaps more) to it: `a`'s score, 16 + twice its best bonus, tells that bonus, so no
/// run that `b` continues starts higher. `b` then gains at most 16 plus the largest of: that
/// bonus, 4 (a run's least), 7 (what a letter or digit after a letter or digit can have; any
/// bonus when either is something else), and the largest bonus less 3 (after a gap). At the
/// top of a list of paths this is exact (`/us`: 34 + 25), where the general bound is a point over.
struct SecondCharacter: Sendable {
    private let afterFirst: Int
    private let maximumBonus: Int
    /// What the characters after the second add at most.
    private let rest: Int

    init?(_ query: Query, after previous: Query, appended: Int, maximumBonus: Int) {
        guard previous.groups.count == 1, previous.groups[0].count == 1, query.groups.count == 1, query.groups[0].count == 1,
              appended >= 1 else { return nil }
        let old = previous.groups[0][0]
        let new = query.groups[0][0]
        guard old.kind == .fuzzy, new.kind == .fuzzy, !old.isInverse, old.characters.count == 1,
              new.characters.count == 1 + appended else { return nil }
        let isWordish = { (character: UInt32) in
            character < 0x80 && (UInt8(character).isLetterOrDigit)
        }
        afterFirst = isWordish(new.characters[0]) && isWordish(new.characters[1]) ? Int(MatchScoring.camelOrDigit) : maximumBonus
        self.maximumBonus = maximumBonus
        rest = (appended - 1) * (Int(MatchScoring.match) + maximumBonus)
    }

    /// How far the score of the line whose earlier key was `key` may rise.
    @inline(__always)
    func increase<Word: RankKeyWord>(after key: Word) -> Int {
        let firstBonus = min(max((RankKey.score(key) - Int(MatchScoring.match)) / Int(MatchScoring.firstCharacterMultiplier), 0), maximumBonus)
        let run = max(afterFirst, Int(MatchScoring.consecutive), firstBonus)
        return Int(MatchScoring.match) + max(run, maximumBonus - 3) + rest
    }
}

private extension UInt8 {
    /// Whether this ASCII byte is a letter or a digit.
    var isLetterOrDigit: Bool { (self | 0x20) &- 0x61 < 26 || self &- 0x30 < 10 }
}
