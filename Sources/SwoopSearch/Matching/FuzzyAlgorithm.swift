/// Finds the best-scoring way a fuzzy term's characters line up in an item.
///
/// 1. A forward scan finds the first possible position of each query
///    character, rejecting most items in O(n).
/// 2. A backward scan finds the last occurrence of the final character:
///    no alignment ends after it.
/// 3. For each query character, its occurrences inside that window are
///    listed (ASCII text is read eight bytes at a time).
/// 4. A dynamic programme over those occurrences computes, for each query
///    character `i` and each of its occurrences `j`, the best score of an
///    alignment that puts `i` at `j`: either right after `i - 1` (a
///    consecutive run) or after a gap, whose best start is kept as a
///    running maximum, since the affine gap cost `-(gap + 2)` makes
///    `score[k] + k` the value to beat. Work is proportional to the number
///    of occurrences, not to the item's length times the query's.
///
/// The bound: steps 3 and 4 run only while query length × window width is at
/// most `cellLimit` (65,536), so an item costs O(n) plus that constant. Past
/// it (where fzf falls back to its greedy V1), the window shrinks to the
/// shortest one ending where the earliest alignment ends, found by scanning
/// back, and gets steps 3 and 4 if now under the bound, else its earliest
/// alignment is scored.
///
/// Of equally good alignments the one ending first counts, or the one ending
/// last with `prefersLast` (fzf's backward search, for the `end` and
/// `pathname` tiebreaks).
package enum FuzzyAlgorithm {
    /// Unreachable cell.
    static let impossible: Int32 = -1 << 28
    /// The most query characters × window width searched exactly; past it, see the header.
    package static let cellLimit = 1 << 16

    /// The best score of `term`'s characters in `text`, or nil when they are not all there.
    /// Fills `positions` with the matched character indices and `span` with where the
    /// alignment starts and ends when they are non-nil.
    static func score<Text: MatchText>(
        _ text: Text,
        characters: UnsafeBufferPointer<UInt32>,
        variants: UnsafeBufferPointer<UInt8>,
        scratch: MatchScratch,
        positions: UnsafeMutablePointer<[Int]>?,
        span: UnsafeMutablePointer<MatchSpan>? = nil,
        prefersLast: Bool = false,
        cellLimit: Int = FuzzyAlgorithm.cellLimit
    ) -> Int32? {
        let m = characters.count
        let n = text.count
        guard m > 0 else { return 0 }
        guard m <= n else { return nil }
        scratch.reserveQuery(m + 1)
        let first = scratch.firstPositions

        // 1. Earliest position of each character.
        var j = 0
        for i in 0..<m {
            guard let found = text.firstOccurrence(of: characters[i], variants[i], from: j, to: n) else { return nil }
            first[i] = found
            j = found &+ 1
        }

        if m == 1 {
            return single(text, character: characters[0], variant: variants[0], from: first[0], to: n &- 1,
                          positions: positions, span: span, prefersLast: prefersLast)
        }

        // 2. Last occurrence of the final character.
        var last = text.lastOccurrence(of: characters[m - 1], variants[m - 1], from: first[m - 1], to: n) ?? first[m - 1]
        if m * (last - first[0] + 1) > cellLimit {
            // Past the bound: keep to the shortest window ending where the earliest alignment ends.
            last = shortestWindow(text, characters: characters, variants: variants, first: first)
            if m * (last - first[0] + 1) > cellLimit {
                return greedy(text, characters: characters, variants: variants, scratch: scratch, positions: positions, span: span)
            }
        }
        return alignment(text, characters: characters, variants: variants, last: last, scratch: scratch,
                         positions: positions, span: span, prefersLast: prefersLast)
    }

    /// Moves `first` into the shortest window that ends at `first[m - 1]` (the earliest possible end),
    /// found by scanning back from there: `first[0]` becomes its start, `first[i]` the earliest
    /// positions after it. Returns the window's end. O(end).
    private static func shortestWindow<Text: MatchText>(
        _ text: Text, characters: UnsafeBufferPointer<UInt32>, variants: UnsafeBufferPointer<UInt8>, first: UnsafeMutablePointer<Int>
    ) -> Int {
        let m = characters.count
        let end = first[m - 1]
        var start = end
        for i in stride(from: m - 2, through: 0, by: -1) {
            // The forward scan found character i at first[i], so the search stops there at the latest.
            start &-= 1
            while start > first[i] && text.unit(start, variants[i]) != characters[i] { start &-= 1 }
        }
        first[0] = start
        for i in 1..<m {
            // The backward scan found one in the window, so the fallback is never taken.
            first[i] = text.firstOccurrence(of: characters[i], variants[i], from: first[i - 1] &+ 1, to: end &+ 1) ?? end
        }
        return end
    }

    /// One character: its best-placed occurrence.
    private static func single<Text: MatchText>(
        _ text: Text, character: UInt32, variant: UInt8, from: Int, to: Int,
        positions: UnsafeMutablePointer<[Int]>?, span: UnsafeMutablePointer<MatchSpan>?, prefersLast: Bool
    ) -> Int32 {
        var best = impossible
        var bestPosition = from
        var next: Int? = from
        while let j = next {
            let bonus = text.bonus(j)
            if bonus > best || (prefersLast && bonus == best) {
                best = bonus
                bestPosition = j
                if bonus >= text.maximumBonus && !prefersLast { break }
            }
            next = j < to ? text.firstOccurrence(of: character, variant, from: j &+ 1, to: to &+ 1) : nil
        }
        positions?.pointee = [bestPosition]
        span?.pointee = MatchSpan(start: bestPosition, end: bestPosition &+ 1)
        return MatchScoring.firstCharacter(bonus: best)
    }

    /// Two or more characters: the dynamic programme over each character's occurrences in `first[i]...last`.
    /// The caller keeps `characters.count × (last - first[0] + 1)` within the bound.
    private static func alignment<Text: MatchText>(
        _ text: Text,
        characters: UnsafeBufferPointer<UInt32>,
        variants: UnsafeBufferPointer<UInt8>,
        last: Int,
        scratch: MatchScratch,
        positions: UnsafeMutablePointer<[Int]>?,
        span: UnsafeMutablePointer<MatchSpan>?,
        prefersLast: Bool
    ) -> Int32? {
        let m = characters.count
        let first = scratch.firstPositions
        let width = last - first[0] + 1
        scratch.reserveRows(width * m)
        let (occurrence, score, run, from) = scratch.occurrenceRows
        // rowStart[i]..<rowStart[i + 1] are character i's entries.
        let rowStart = scratch.rowStarts(m + 1)

        var count = 0
        for i in 0..<m {
            rowStart[i] = count
            count = text.listOccurrences(of: characters[i], variants[i], from: first[i], to: last &- (m &- 1 &- i) &+ 1, into: occurrence, count: count)
        }
        rowStart[m] = count
        scratch.cellsFilled &+= count

        // Row 0: the first character, its bonus doubled.
        for index in rowStart[0]..<rowStart[1] {
            let bonus = text.bonus(Int(occurrence[index]))
            score[index] = MatchScoring.firstCharacter(bonus: bonus)
            run[index] = bonus
        }

        for i in 1..<m {
            let previousEnd = rowStart[i]
            var previous = rowStart[i - 1]
            // Best `score[k] + k` among the previous character's occurrences k <= j - 2.
            var gapBase = impossible
            var gapFrom: Int32 = -1
            for index in rowStart[i]..<rowStart[i + 1] {
                let j = occurrence[index]
                while previous < previousEnd && occurrence[previous] <= j &- 2 {
                    let value = score[previous]
                    if value > impossible && value &+ occurrence[previous] > gapBase {
                        gapBase = value &+ occurrence[previous]
                        gapFrom = Int32(truncatingIfNeeded: previous)
                    }
                    previous &+= 1
                }
                let bonus = text.bonus(Int(j))
                var best = impossible
                var bestRun = bonus
                var bestFrom: Int32 = -1
                if gapBase > impossible {
                    best = gapBase &- j &- 1 &+ MatchScoring.match &+ bonus
                    bestFrom = gapFrom
                }
                if previous < previousEnd && occurrence[previous] == j &- 1 && score[previous] > impossible {
                    let runStart = run[previous]
                    let restarts = bonus >= MatchScoring.boundary && bonus > runStart
                    let runBonus = restarts ? bonus : max(bonus, max(MatchScoring.consecutive, runStart))
                    let consecutive = score[previous] &+ MatchScoring.match &+ runBonus
                    if consecutive >= best {
                        best = consecutive
                        bestRun = restarts ? bonus : runStart
                        bestFrom = Int32(truncatingIfNeeded: previous)
                    }
                }
                score[index] = best
                run[index] = bestRun
                from[index] = bestFrom
            }
        }
        var bestScore = impossible
        var bestIndex = -1
        for index in rowStart[m - 1]..<rowStart[m] where score[index] > bestScore || (prefersLast && score[index] == bestScore) {
            bestScore = score[index]
            bestIndex = index
        }
        guard bestIndex >= 0, bestScore > impossible else { return nil }

        if let span {
            var index = bestIndex
            for _ in 1..<m { index = Int(from[index]) }
            span.pointee = MatchSpan(start: Int(occurrence[index]), end: Int(occurrence[bestIndex]) &+ 1)
        }
        if let positions {
            var found = [Int](repeating: 0, count: m)
            var index = bestIndex
            for i in stride(from: m - 1, through: 0, by: -1) {
                found[i] = Int(occurrence[index])
                if i > 0 { index = Int(from[index]) }
            }
            positions.pointee = found
        }
        return bestScore
    }

    /// The score of the alignment at `first` (the earliest one), for windows too large for the full search.
    private static func greedy<Text: MatchText>(
        _ text: Text,
        characters: UnsafeBufferPointer<UInt32>,
        variants: UnsafeBufferPointer<UInt8>,
        scratch: MatchScratch,
        positions: UnsafeMutablePointer<[Int]>?,
        span: UnsafeMutablePointer<MatchSpan>?
    ) -> Int32 {
        let first = scratch.firstPositions
        var total: Int32 = 0
        var runStart: Int32 = 0
        for i in 0..<characters.count {
            let j = first[i]
            let bonus = text.bonus(j)
            if i == 0 {
                total = MatchScoring.firstCharacter(bonus: bonus)
                runStart = bonus
            } else if first[i - 1] == j &- 1 {
                let restarts = bonus >= MatchScoring.boundary && bonus > runStart
                total &+= MatchScoring.match &+ (restarts ? bonus : max(bonus, max(MatchScoring.consecutive, runStart)))
                if restarts { runStart = bonus }
            } else {
                total &+= MatchScoring.match &+ bonus &- Int32(truncatingIfNeeded: j &- first[i - 1] &+ 1)
                runStart = bonus
            }
        }
        positions?.pointee = (0..<characters.count).map { first[$0] }
        span?.pointee = MatchSpan(start: first[0], end: first[characters.count &- 1] &+ 1)
        return total
    }
}
