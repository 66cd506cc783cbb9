/// Finds the best-scoring way a fuzzy term's characters line up in an item.
///
/// 1. A forward scan finds the first possible position of each query
///    character, rejecting most items in O(n).
/// 2. A backward scan finds the last occurrence of the final character:
///    no alignment ends after it.
/// 3. A dynamic programme over that window computes, for each query
///    character `i` and item position `j`, the best score of an alignment
///    that puts `i` at `j`: either right after `i - 1` (a consecutive run) or
///    after a gap, whose best start is kept as a running maximum, since the
///    affine gap cost `-(gap + 2)` makes `score[k] + k` the value to beat.
///    That is O(n·m) time and O(n) memory, plus O(n·m) back-pointers only
///    when positions are wanted (rows on screen).
enum FuzzyAlgorithm {
    /// Unreachable cell.
    static let impossible: Int32 = -1 << 28

    /// The best score of `term`'s characters in `text`, or nil when they are not all there.
    /// Fills `positions` with the matched character indices when it is non-nil.
    static func score<Text: MatchText>(
        _ text: Text,
        characters: UnsafeBufferPointer<UInt32>,
        variants: UnsafeBufferPointer<UInt8>,
        scratch: MatchScratch,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int32? {
        let m = characters.count
        let n = text.count
        guard m > 0 else { return 0 }
        guard m <= n else { return nil }
        scratch.reserveQuery(m)
        let first = scratch.firstPositions

        // 1. Earliest position of each character.
        var j = 0
        for i in 0..<m {
            let character = characters[i]
            let variant = variants[i]
            while j < n && text.unit(j, variant) != character { j &+= 1 }
            if j == n { return nil }
            first[i] = j
            j &+= 1
        }

        // 2. Last occurrence of the final character.
        let lastCharacter = characters[m - 1]
        let lastVariant = variants[m - 1]
        var last = n - 1
        while last > first[m - 1] && text.unit(last, lastVariant) != lastCharacter { last &-= 1 }

        if m == 1 { return single(text, character: characters[0], variant: variants[0], from: first[0], to: last, positions: positions) }
        return alignment(text, characters: characters, variants: variants, last: last, scratch: scratch, positions: positions)
    }

    /// One character: its best-placed occurrence.
    private static func single<Text: MatchText>(
        _ text: Text, character: UInt32, variant: UInt8, from: Int, to: Int, positions: UnsafeMutablePointer<[Int]>?
    ) -> Int32 {
        var best = impossible
        var bestPosition = from
        for j in from...to where text.unit(j, variant) == character {
            let bonus = text.bonus(j)
            if bonus > best {
                best = bonus
                bestPosition = j
            }
        }
        positions?.pointee = [bestPosition]
        return MatchScoring.match + best * MatchScoring.firstCharacterMultiplier
    }

    /// Two or more characters: the dynamic programme over `first[0]...last`.
    private static func alignment<Text: MatchText>(
        _ text: Text,
        characters: UnsafeBufferPointer<UInt32>,
        variants: UnsafeBufferPointer<UInt8>,
        last: Int,
        scratch: MatchScratch,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int32 {
        let m = characters.count
        let first = scratch.firstPositions
        let base = first[0]
        let width = last - base + 1
        scratch.reserveRows(width)
        let wantsTrace = positions != nil
        if wantsTrace { scratch.reserveTrace(width * m) }
        let trace = scratch.trace

        // Row 0: the first character, its bonus doubled.
        var (previousScores, currentScores) = scratch.scoreRows
        var (previousRuns, currentRuns) = scratch.runRows
        do {
            let character = characters[0]
            let variant = variants[0]
            for j in base...last {
                let column = j &- base
                if text.unit(j, variant) == character {
                    let bonus = text.bonus(j)
                    previousScores[column] = MatchScoring.match &+ bonus &* MatchScoring.firstCharacterMultiplier
                    previousRuns[column] = bonus
                } else {
                    previousScores[column] = impossible
                }
            }
        }

        var bestScore = impossible
        var bestEnd = last
        for i in 1..<m {
            let character = characters[i]
            let variant = variants[i]
            let start = first[i]
            let previousStart = first[i - 1]
            let isLastRow = i == m - 1
            // Best `score[k] + k` over the previous row for k <= j - 2 (a gap before j).
            var gapBase = impossible
            var gapFrom = -1
            var nextGapCandidate = previousStart
            for j in start...last {
                while nextGapCandidate <= j &- 2 {
                    let value = previousScores[nextGapCandidate &- base]
                    if value > impossible, value &+ Int32(truncatingIfNeeded: nextGapCandidate) > gapBase {
                        gapBase = value &+ Int32(truncatingIfNeeded: nextGapCandidate)
                        gapFrom = nextGapCandidate
                    }
                    nextGapCandidate &+= 1
                }
                let column = j &- base
                guard text.unit(j, variant) == character else {
                    currentScores[column] = impossible
                    continue
                }
                let bonus = text.bonus(j)
                var score = impossible
                var run = bonus
                var from = -1
                if gapBase > impossible {
                    score = gapBase &- Int32(truncatingIfNeeded: j) &- 1 &+ MatchScoring.match &+ bonus
                    from = gapFrom
                }
                let diagonal = previousScores[column &- 1]
                if diagonal > impossible {
                    let runStart = previousRuns[column &- 1]
                    var runBonus: Int32
                    var newRun: Int32
                    if bonus >= MatchScoring.boundary && bonus > runStart {
                        runBonus = bonus
                        newRun = bonus
                    } else {
                        runBonus = max(bonus, max(MatchScoring.consecutive, runStart))
                        newRun = runStart
                    }
                    let consecutive = diagonal &+ MatchScoring.match &+ runBonus
                    if consecutive >= score {
                        score = consecutive
                        run = newRun
                        from = j &- 1
                    }
                }
                currentScores[column] = score
                currentRuns[column] = run
                if wantsTrace { trace[i &* width &+ column] = Int32(truncatingIfNeeded: from) }
                if isLastRow && score > bestScore {
                    bestScore = score
                    bestEnd = j
                }
            }
            swap(&previousScores, &currentScores)
            swap(&previousRuns, &currentRuns)
        }

        if let positions {
            var found = [Int](repeating: 0, count: m)
            var j = bestEnd
            var i = m - 1
            while i >= 0 {
                found[i] = j
                if i > 0 { j = Int(trace[i &* width &+ (j &- base)]) }
                i -= 1
            }
            positions.pointee = found
        }
        return bestScore
    }
}
