/// Scores a `typo` term: the query found with a few typos, for the fallback below true matches.
///
/// A term of n characters allows k edits: none below 4 characters, one from
/// 4, two from 8 (`allowedEdits`). An item matches when some stretch of it is
/// within k edits of the term, by the optimal-string-alignment distance: an
/// inserted, deleted or substituted character, or two adjacent characters
/// swapped, each count one (`swtizerland` is one edit from `switzerland`).
/// The search is Myers' bit-parallel one with Hyyrö's transposition
/// extension: one machine word holds a column of the distance table, so an
/// item costs a few operations per character (terms of up to 64 characters;
/// longer ones get no fallback). The score puts fewer edits first:
/// `-editPenalty × edits`; ties go to the tiebreaks (the shorter line).
/// The highlighted characters are those of the best stretch that equal a
/// term character in the alignment (`align`).
enum TypoAlgorithm {
    /// The longest term searched with typos: one machine word of bits.
    static let maximumLength = 64
    /// What one edit costs in the score: more than any difference the tiebreaks could make up.
    static let editPenalty: Int32 = 1024

    /// Edits a term of `length` characters may have: 0 below 4, 1 from 4, 2 from 8.
    static func allowedEdits(_ length: Int) -> Int {
        length < 4 ? 0 : (length < 8 ? 1 : 2)
    }

    /// The score of `characters` found with at most `allowedEdits` edits in `text`, or nil; fills
    /// `positions` with the characters of the best stretch that equal term characters, and `span`.
    @inline(never)
    static func score<Text: MatchText>(
        _ text: Text,
        characters: UnsafeBufferPointer<UInt32>,
        variants: UnsafeBufferPointer<UInt8>,
        scratch: MatchScratch,
        positions: UnsafeMutablePointer<[Int]>?,
        span: UnsafeMutablePointer<MatchSpan>? = nil
    ) -> Int32? {
        let m = characters.count
        let allowed = allowedEdits(m)
        guard allowed > 0, m <= maximumLength, text.count > 0 else { return nil }
        // The masks are made once per term and thread, not per item.
        let pattern: TypoPattern
        if let made = scratch.typoPattern, made.key == characters.baseAddress, made.length == m {
            pattern = made
        } else {
            pattern = TypoPattern(characters: characters, variants: variants)
            scratch.typoPattern = pattern
        }
        guard let (distance, end) = pattern.bestEnd(in: text), distance <= allowed else { return nil }
        if positions != nil || span != nil {
            let (start, matched) = align(text, characters: characters, variants: variants, end: end, distance: distance)
            positions?.pointee = matched
            span?.pointee = MatchSpan(start: start, end: end + 1)
        }
        return -editPenalty * Int32(truncatingIfNeeded: distance)
    }

    /// The start of the best stretch ending at `end` (within `distance` edits of the term) and its
    /// characters that equal term characters: a table over the stretches that may end there, walked back.
    static func align<Text: MatchText>(
        _ text: Text, characters: UnsafeBufferPointer<UInt32>, variants: UnsafeBufferPointer<UInt8>, end: Int, distance: Int
    ) -> (start: Int, matched: [Int]) {
        let m = characters.count
        let first = max(0, end + 1 - m - distance)
        let width = end + 1 - first
        // cost[i][j]: edits between the term's first i characters and a stretch ending before text[first + j].
        var cost = [[Int]](repeating: [Int](repeating: 0, count: width + 1), count: m + 1)
        for i in 0...m { cost[i][0] = i }
        func same(_ i: Int, _ j: Int) -> Bool { text.unit(first + j - 1, variants[i - 1]) == characters[i - 1] }
        for i in 1...m {
            for j in 1...width {
                var best = min(cost[i - 1][j] + 1, cost[i][j - 1] + 1, cost[i - 1][j - 1] + (same(i, j) ? 0 : 1))
                if i > 1, j > 1, text.unit(first + j - 1, variants[i - 2]) == characters[i - 2],
                   text.unit(first + j - 2, variants[i - 1]) == characters[i - 1] {
                    best = min(best, cost[i - 2][j - 2] + 1)
                }
                cost[i][j] = best
            }
        }
        var matched: [Int] = []
        var i = m
        var j = width
        while i > 0 && j > 0 {
            if same(i, j), cost[i][j] == cost[i - 1][j - 1] {
                matched.append(first + j - 1)
                i -= 1
                j -= 1
            } else if i > 1, j > 1, cost[i][j] == cost[i - 2][j - 2] + 1,
                      text.unit(first + j - 1, variants[i - 2]) == characters[i - 2],
                      text.unit(first + j - 2, variants[i - 1]) == characters[i - 1] {
                matched += [first + j - 1, first + j - 2]
                i -= 2
                j -= 2
            } else if cost[i][j] == cost[i - 1][j - 1] + 1 {
                i -= 1
                j -= 1
            } else if cost[i][j] == cost[i - 1][j] + 1 {
                i -= 1
            } else {
                j -= 1
            }
        }
        return (first + j, matched.reversed())
    }

    /// The pieces the term's cheap test looks for: split into k + 1 pieces with a character left
    /// out between each two, at least one occurs exactly in an item within k edits (an edit spoils
    /// at most one piece, a swap too as pieces never touch).
    static func pieces(ofLength m: Int) -> [Range<Int>] {
        let allowed = allowedEdits(m)
        guard allowed > 0, m <= maximumLength else { return [] }
        let kept = m - allowed
        var pieces: [Range<Int>] = []
        var pieceStart = 0
        for piece in 0...allowed {
            let length = kept / (allowed + 1) + (piece < kept % (allowed + 1) ? 1 : 0)
            pieces.append(pieceStart..<(pieceStart + length))
            pieceStart += length + 1
        }
        return pieces
    }

    /// Whether the UTF-8 `bytes` may hold `term` within its allowed edits: one of its `pieces`
    /// occurs (non-ASCII text or pieces pass).
    static func piecesOccur(_ term: CompiledQuery.Term, in bytes: UnsafePointer<UInt8>, count: Int, tables: MatchTables) -> Bool {
        let caseTable = term.isCaseSensitive ? tables.identity : tables.lowercase
        for piece in pieces(ofLength: term.characters.count) {
            if term.characters[piece].contains(where: { $0 >= 0x80 }) { return true }
            var from = 0
            while let after = Prefilter.find(term.characters[piece.lowerBound], variant: FoldVariant(rawValue: term.variants[piece.lowerBound]),
                                             in: bytes, from: from, count: count, tables: tables) {
                if pieceFollows(term, piece, in: bytes, after: after, end: count, caseTable: caseTable) { return true }
                from = after
            }
        }
        return false
    }

    /// Whether `piece` stands around its character `anchor`, found ending just before `after`, in
    /// `bytes` from `start` to `end` (one line); true as well when a non-ASCII character makes it unsure.
    @inline(__always)
    static func pieceStands(
        _ term: CompiledQuery.Term, _ piece: Range<Int>, anchor: Int, in bytes: UnsafePointer<UInt8>, after: Int,
        start: Int, end: Int, caseTable: UnsafePointer<UInt8>
    ) -> Bool {
        let hit = after - 1
        if bytes[hit] >= 0x80 { return true }
        // The characters before the anchor: one byte each when ASCII (a longer one makes it unsure).
        let first = hit - (anchor - piece.lowerBound)
        guard first >= start else { return false }
        var index = first
        for position in piece.lowerBound..<anchor {
            let byte = bytes[index]
            if byte >= 0x80 { return true }
            if UInt32(caseTable[Int(byte)]) != term.characters[position] { return false }
            index += 1
        }
        return pieceFollows(term, anchor..<piece.upperBound, in: bytes, after: after, end: end, caseTable: caseTable)
    }

    /// Whether the rest of `piece` follows its first character, which ends just before `after`, in
    /// `bytes` before `end` (true as well when a non-ASCII character makes it unsure).
    @inline(__always)
    static func pieceFollows(
        _ term: CompiledQuery.Term, _ piece: Range<Int>, in bytes: UnsafePointer<UInt8>, after: Int, end: Int,
        caseTable: UnsafePointer<UInt8>
    ) -> Bool {
        if bytes[after - 1] >= 0x80 { return true }
        var index = after
        for position in (piece.lowerBound + 1)..<piece.upperBound {
            guard index < end else { return false }
            let byte = bytes[index]
            if byte >= 0x80 { return true }
            if UInt32(caseTable[Int(byte)]) != term.characters[position] { return false }
            index += 1
        }
        return true
    }
}

/// A term as bit masks for the bit-parallel search: for each character an item may hold, which
/// term positions it equals. Kept in a `MatchScratch` for the items that follow.
final class TypoPattern {
    /// The term's characters, which the masks are for.
    let key: UnsafePointer<UInt32>?
    /// The term's ASCII characters: entry c has bit i set when character i is c.
    private let ascii = UnsafeMutablePointer<UInt64>.allocate(capacity: 128)
    /// How item characters are folded before looking them up in `ascii`.
    private var asciiVariant: UInt8 = 0
    /// The term's other characters: the character, its fold, its bit.
    private var others: [(character: UInt32, variant: UInt8, bit: UInt64)] = []
    /// The term's length.
    let length: Int

    init(characters: UnsafeBufferPointer<UInt32>, variants: UnsafeBufferPointer<UInt8>) {
        key = characters.baseAddress
        length = characters.count
        ascii.initialize(repeating: 0, count: 128)
        for (index, character) in characters.enumerated() {
            let bit: UInt64 = 1 << UInt64(index)
            if character < 0x80 {
                ascii[Int(character)] |= bit
                asciiVariant = variants[index]
            } else {
                others.append((character, variants[index], bit))
            }
        }
    }

    deinit {
        ascii.deallocate()
    }

    /// The term positions that item character `index` equals.
    @inline(__always)
    private func equal<Text: MatchText>(_ text: Text, _ index: Int) -> UInt64 {
        let unit = text.unit(index, asciiVariant)
        var mask = unit < 0x80 ? ascii[Int(unit)] : 0
        guard !others.isEmpty else { return mask }
        for other in others where text.unit(index, other.variant) == other.character { mask |= other.bit }
        return mask
    }

    /// The fewest edits with which the term ends somewhere in `text`, and the first place it ends with them.
    func bestEnd<Text: MatchText>(in text: Text) -> (distance: Int, end: Int)? {
        let high: UInt64 = 1 << UInt64(length - 1)
        var positive: UInt64 = ~0
        var negative: UInt64 = 0
        var diagonal: UInt64 = 0
        var previous: UInt64 = 0
        var score = length
        var best = length
        var bestEnd = -1
        var index = 0
        while index < text.count {
            let mask = equal(text, index)
            // Hyyrö: a swap of the term's characters i-1, i with the item's j-1, j.
            let swapped = (((~diagonal) & mask) << 1) & previous
            diagonal = (((mask & positive) &+ positive) ^ positive) | mask | negative | swapped
            let horizontalPositive = negative | ~(diagonal | positive)
            let horizontalNegative = diagonal & positive
            if horizontalPositive & high != 0 {
                score += 1
            } else if horizontalNegative & high != 0 {
                score -= 1
            }
            let shiftedPositive = horizontalPositive << 1
            positive = (horizontalNegative << 1) | ~(diagonal | shiftedPositive)
            negative = shiftedPositive & diagonal
            previous = mask
            if score < best {
                best = score
                bestEnd = index
                if best == 0 { break }
            }
            index += 1
        }
        return bestEnd < 0 ? nil : (best, bestEnd)
    }
}
