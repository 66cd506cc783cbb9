/// Finds the best-placed occurrence of a substring term, in time linear in the item.
///
/// Occurrences are looked for by comparing at each place the first character
/// occurs, which is fast on ordinary text; when those comparisons pass a
/// budget (a text like `aaaa…` against a term like `aaa…ab`), the rest of the
/// item is searched with a bit-parallel automaton (Shift-And: one bit per term
/// character, a word operation per item character). Each occurrence is
/// scored as a consecutive run (or, for a `'word'`, by `ExactAlgorithm.wordScore`,
/// occurrences not at word boundaries skipped); an occurrence that
/// starts at the strongest boundary cannot be beaten, so the search stops
/// there (unless the last of equals is wanted), and past
/// `FuzzyAlgorithm.cellLimit` characters scored the best so far is kept.
/// Whether the term occurs is always exact; only which occurrence counts
/// is bounded.
enum SubstringSearch {
    /// What an occurrence must be, and how it scores.
    enum Kind {
        /// Anywhere, scored as a consecutive run.
        case substring
        /// At word boundaries only (`'word'`).
        case word
    }

    /// The start of the best-scoring occurrence of `characters` in `text`, and its score; of equal
    /// scores the first, or the last with `prefersLast`.
    static func best<Text: MatchText>(
        _ text: Text, characters: UnsafeBufferPointer<UInt32>, variants: UnsafeBufferPointer<UInt8>,
        kind: Kind = .substring, prefersLast: Bool = false
    ) -> (start: Int, score: Int32)? {
        let m = characters.count
        let n = text.count
        guard m > 0, m <= n else { return nil }
        var tally = Tally(length: m, kind: kind, prefersLast: prefersLast, variant: variants[0])
        // Comparisons allowed before the automaton takes over.
        var budget = 4 * n + FuzzyAlgorithm.cellLimit
        var candidate = text.firstOccurrence(of: characters[0], variants[0], from: 0, to: n - m + 1)
        while let start = candidate {
            var offset = 1
            while offset < m, text.unit(start &+ offset, variants[offset]) == characters[offset] { offset += 1 }
            budget -= offset
            if offset == m, tally.add(text, start: start) { break }
            if budget < 0 {
                ShiftAnd(characters: characters, variants: variants).forEachEnd(in: text, from: start + 1) { last in
                    tally.add(text, start: last - m + 1)
                }
                break
            }
            candidate = text.firstOccurrence(of: characters[0], variants[0], from: start + 1, to: n - m + 1)
        }
        return tally.best
    }

    /// The best occurrence so far, and how much scoring is left.
    private struct Tally {
        let length: Int
        let kind: Kind
        let prefersLast: Bool
        /// The fold variant `_` is compared with (any: it folds to itself).
        let variant: UInt8
        var best: (start: Int, score: Int32)?
        /// Characters that may still be scored.
        var allowance = FuzzyAlgorithm.cellLimit

        init(length: Int, kind: Kind, prefersLast: Bool, variant: UInt8) {
            self.length = length
            self.kind = kind
            self.prefersLast = prefersLast
            self.variant = variant
        }

        /// Scores the occurrence at `start`; true when no later one can do better (or may be looked at).
        @discardableResult
        mutating func add<Text: MatchText>(_ text: Text, start: Int) -> Bool {
            if allowance <= 0, best != nil { return true }
            allowance -= length
            let score: Int32
            switch kind {
            case .substring:
                score = ExactAlgorithm.runScore(text, at: start, length: length)
            case .word:
                guard let wordScore = ExactAlgorithm.wordScore(text, at: start, length: length, underscoreVariant: variant) else {
                    return false
                }
                score = wordScore
            }
            let previous = best?.score ?? Int32.min
            if score > previous || (prefersLast && score == previous) { best = (start, score) }
            guard !prefersLast else { return false }
            switch kind {
            case .substring:
                return text.bonus(start) >= text.maximumBonus
            case .word:
                let count = Int32(truncatingIfNeeded: length)
                return score >= text.maximumBonus + MatchScoring.match * count + text.boundaryWhite * (count + 1)
            }
        }
    }
}

/// Shift-And over a term whose characters each compare by their own fold variant.
private struct ShiftAnd {
    /// Words of the state and of each mask.
    let words: Int
    let length: Int
    /// The variants the term uses, and for each, the term positions (as masks) of each folded character.
    private var tables: [(variant: UInt8, masks: [UInt32: [UInt64]])] = []

    init(characters: UnsafeBufferPointer<UInt32>, variants: UnsafeBufferPointer<UInt8>) {
        length = characters.count
        words = (length + 63) / 64
        for position in 0..<length {
            let variant = variants[position]
            var index = tables.firstIndex { $0.variant == variant }
            if index == nil {
                tables.append((variant, [:]))
                index = tables.count - 1
            }
            guard let index else { continue }
            var mask = tables[index].masks[characters[position]] ?? [UInt64](repeating: 0, count: words)
            mask[position / 64] |= 1 << UInt64(position % 64)
            tables[index].masks[characters[position]] = mask
        }
    }

    /// Calls `body` with the index of the last character of each occurrence starting at or after
    /// `from`, in order, until it returns true.
    func forEachEnd<Text: MatchText>(in text: Text, from: Int, _ body: (Int) -> Bool) {
        var state = [UInt64](repeating: 0, count: words)
        var mask = [UInt64](repeating: 0, count: words)
        let lastBit: UInt64 = 1 << UInt64((length - 1) % 64)
        for index in from..<text.count {
            for word in 0..<words { mask[word] = 0 }
            for table in tables {
                guard let positions = table.masks[text.unit(index, table.variant)] else { continue }
                for word in 0..<words { mask[word] |= positions[word] }
            }
            // state = ((state << 1) | 1) & mask, carrying across words.
            var carry: UInt64 = 1
            for word in 0..<words {
                let shifted = state[word] >> 63
                state[word] = ((state[word] << 1) | carry) & mask[word]
                carry = shifted
            }
            if state[words - 1] & lastBit != 0, body(index) { return }
        }
    }
}
