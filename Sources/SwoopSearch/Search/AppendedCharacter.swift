import CLibc

/// A bound worked out from the line itself on what one character appended to a one-term fuzzy
/// query adds to a line's score: for use when the bound from the earlier key alone is too loose.
///
/// The appended character `c` lands on one of its occurrences `j` in the line. After a gap it
/// gains at most 16 plus `j`'s bonus less 3. Right after the term's last character it continues
/// a run, and gains 16 plus the largest of 4 and the bonuses of the run's characters: those are
/// the stretch before `j` whose characters are the term's last ones, read backwards. At the top
/// of a list of paths this is exact (`/usr` after `/us` gains 16 + 9, where the general bound
/// allows 16 + 10), so the lines tied there need no scoring. ASCII lines only.
///
/// It reads the term in the ranker's matcher, which must outlive it (a search's own).
struct AppendedCharacter: @unchecked Sendable {
    private let tables: MatchTables
    /// The new term's characters and their folds.
    private let characters: UnsafeBufferPointer<UInt32>
    private let variants: UnsafeBufferPointer<UInt8>
    /// Where the first appended character is in the term.
    private let appendedAt: Int
    /// What the characters appended after the first add at most.
    private let rest: Int

    init?(_ query: Query, after previous: Query, appended: Int, ranker: MatchRanker) {
        let matcher = ranker.itemMatcher
        guard !ranker.remembers, !matcher.searchesParts, matcher.terms.count == 1, appended >= 1,
              previous.groups.count == 1, previous.groups[0].count == 1 else { return nil }
        let term = matcher.terms[0]
        let appendedAt = previous.groups[0][0].characters.count
        guard term.kind == .fuzzy, !term.isInverse, term.relaxedVariants == nil, appendedAt >= 1,
              term.characters.count == appendedAt + appended, term.characters.allSatisfy({ $0 < 0x80 }) else { return nil }
        tables = matcher.tables
        characters = term.characters
        variants = term.variants
        self.appendedAt = appendedAt
        rest = (appended - 1) * Int(MatchScoring.match + matcher.tables.maximumBonus)
    }

    /// Where in the line whose bytes are `text` the appended character lands at the earliest when
    /// the new term's characters are found in order among its bytes (so the line matches), -1 when
    /// they are not (an ASCII line then does not match; another may, through a character folding
    /// to one of them).
    @inline(__always)
    func earliest(in text: UnsafeBufferPointer<UInt8>) -> Int {
        // The characters in order, each as early as it goes, sixteen bytes at a time.
        guard let base = text.baseAddress, let characterBase = characters.baseAddress, let variantBase = variants.baseAddress else { return -1 }
        return swoop_earliest_in_order(base, text.count, characterBase, variantBase, characters.count, appendedAt)
    }

    /// How far the score of the ASCII line whose bytes are `text` may rise, the appended character
    /// landing at `earliest` or later.
    @inline(__always)
    func rise(in text: UnsafeBufferPointer<UInt8>, from earliest: Int) -> Int {
        let line = ASCIIText(bytes: text.baseAddress ?? ItemMatcher.emptyItem, count: text.count, tables: tables)
        let n = appendedAt
        guard let probe = ByteProbe(characters[n], variants[n]) else { return Int(MatchScoring.match &+ line.maximumBonus) &+ rest }
        let maximum = line.maximumBonus
        var best = Int32.min
        // The character's occurrences, sixty-four bytes at a time.
        var window = earliest
        while window < line.count {
            var occurrences = swoop_equal_mask_64(line.bytes, line.count, window, probe.target, probe.caseBit)
            while occurrences != 0 {
                let j = window &+ occurrences.trailingZeroBitCount
                occurrences &= occurrences &- 1
                let own = line.bonus(j)
                var gained = own &+ MatchScoring.gapStart
                if line.unit(j &- 1, variants[n &- 1]) == characters[n &- 1] {
                    // The run that `c` would continue: its characters are the term's last ones.
                    var run = max(own, MatchScoring.consecutive)
                    var k = 1
                    while k <= n && k <= j && line.unit(j &- k, variants[n &- k]) == characters[n &- k] {
                        run = max(run, line.bonus(j &- k))
                        k &+= 1
                    }
                    gained = max(gained, run)
                }
                best = max(best, gained)
                if best >= maximum { return Int(MatchScoring.match &+ best) &+ rest }
            }
            window &+= 64
        }
        return Int(MatchScoring.match &+ best) &+ rest
    }
}
