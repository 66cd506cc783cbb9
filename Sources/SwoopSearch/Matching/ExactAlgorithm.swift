/// Scores terms whose characters must appear together: substrings, words, prefixes, suffixes, whole items.
///
/// A run of adjacent characters is scored like a consecutive run in the
/// fuzzy matcher, so exact and fuzzy results rank on the same scale. Of all
/// occurrences of a substring, the best-placed one counts (the last of equals
/// with `prefersLast`). A `'word'` and a whole item score by fzf's formulas
/// for them (see `MatchScoring`).
enum ExactAlgorithm {
    /// Where the characters must stand in the item.
    enum Placement {
        /// Anywhere (`'term`).
        case anywhere
        /// Anywhere, starting and ending at word boundaries (`'term'`).
        case word
        /// At the start (`^term`).
        case prefix
        /// At the end (`term$`).
        case suffix
        /// The whole item (`^term$`).
        case whole
    }

    /// The score of `characters` placed as `placement` says in `text`, or nil when absent; fills
    /// `positions` with the matched character indices and `span` with their bounds when non-nil.
    /// Kept out of the fuzzy hot loop, which it would only make larger.
    @inline(never)
    static func score<Text: MatchText>(
        _ text: Text,
        placement: Placement,
        characters: UnsafeBufferPointer<UInt32>,
        variants: UnsafeBufferPointer<UInt8>,
        positions: UnsafeMutablePointer<[Int]>?,
        span: UnsafeMutablePointer<MatchSpan>? = nil,
        prefersLast: Bool = false
    ) -> Int32? {
        let m = characters.count
        let n = text.count
        guard m > 0 else { return 0 }
        guard m <= n else { return nil }
        var start: Int?
        switch placement {
        case .anywhere, .word:
            let kind: SubstringSearch.Kind = placement == .word ? .word : .substring
            guard let best = SubstringSearch.best(text, characters: characters, variants: variants, kind: kind, prefersLast: prefersLast) else {
                return nil
            }
            positions?.pointee = Array(best.start..<(best.start + m))
            span?.pointee = MatchSpan(start: best.start, end: best.start + m)
            return best.score
        case .prefix:
            let candidate = leadingWhite(text, keptFor: characters[0])
            if candidate + m <= n, occurs(text, characters, variants, at: candidate) { start = candidate }
        case .suffix:
            let candidate = n - trailingWhite(text, keptFor: characters[m - 1]) - m
            if candidate >= 0, occurs(text, characters, variants, at: candidate) { start = candidate }
        case .whole:
            let candidate = leadingWhite(text, keptFor: characters[0])
            let end = n - trailingWhite(text, keptFor: characters[m - 1])
            if end - candidate == m, occurs(text, characters, variants, at: candidate) { start = candidate }
        }
        guard let start else { return nil }
        positions?.pointee = Array(start..<(start + m))
        span?.pointee = MatchSpan(start: start, end: start + m)
        if placement == .whole {
            return (MatchScoring.match + text.boundaryWhite) * Int32(truncatingIfNeeded: m)
                + (MatchScoring.firstCharacterMultiplier - 1) * text.boundaryWhite
        }
        return runScore(text, at: start, length: m)
    }

    /// Whether the characters appear at `start`.
    @inline(__always)
    static func occurs<Text: MatchText>(
        _ text: Text, _ characters: UnsafeBufferPointer<UInt32>, _ variants: UnsafeBufferPointer<UInt8>, at start: Int
    ) -> Bool {
        for offset in 0..<characters.count where text.unit(start &+ offset, variants[offset]) != characters[offset] {
            return false
        }
        return true
    }

    /// The score of a consecutive run of `length` characters at `start`.
    static func runScore<Text: MatchText>(_ text: Text, at start: Int, length: Int) -> Int32 {
        var runStart = text.bonus(start)
        var score = MatchScoring.firstCharacter(bonus: runStart)
        for index in (start + 1)..<(start + length) {
            let bonus = text.bonus(index)
            if bonus >= MatchScoring.boundary && bonus > runStart {
                runStart = bonus
                score += MatchScoring.match + bonus
            } else {
                score += MatchScoring.match + max(bonus, max(MatchScoring.consecutive, runStart))
            }
        }
        return score
    }

    /// The score of a `'word'` occurrence of `length` characters at `start`, or nil when it does not
    /// start and end at word boundaries (the line's ends, white space or punctuation):
    /// the first character's bonus, less a point or two when an `_` borders it, plus a base
    /// that lets it compete with other kinds of terms (fzf's `'word'` score).
    @inline(__always)
    static func wordScore<Text: MatchText>(_ text: Text, at start: Int, length: Int, underscoreVariant variant: UInt8) -> Int32? {
        let end = start &+ length
        let lastNonWord = CharacterClass.delimiter.rawValue
        guard start == 0 || text.characterClass(start &- 1) <= lastNonWord,
              end == text.count || text.characterClass(end) <= lastNonWord else { return nil }
        let underscore: UInt32 = 0x5F
        let bonus = start == 0 ? text.boundaryWhite : text.bonus(start)
        var score = bonus
        var deduction = bonus - MatchScoring.boundary + 1
        if start > 0 && text.unit(start &- 1, variant) == underscore {
            score -= deduction + 1
            deduction = 1
        }
        if end < text.count && text.unit(end, variant) == underscore { score -= deduction }
        let count = Int32(truncatingIfNeeded: length)
        return score + MatchScoring.match * count + text.boundaryWhite * (count + 1)
    }

    /// Leading white space to skip, unless the term itself starts with white space.
    private static func leadingWhite<Text: MatchText>(_ text: Text, keptFor character: UInt32) -> Int {
        if character == 0x20 || character == 0x09 { return 0 }
        var count = 0
        while count < text.count && text.isWhite(count) { count += 1 }
        return count
    }

    /// Trailing white space to skip, unless the term itself ends with white space.
    private static func trailingWhite<Text: MatchText>(_ text: Text, keptFor character: UInt32) -> Int {
        if character == 0x20 || character == 0x09 { return 0 }
        var count = 0
        while count < text.count && text.isWhite(text.count - 1 - count) { count += 1 }
        return count
    }
}
