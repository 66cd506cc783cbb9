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
import SwoopText
package enum TypoAlgorithm {
    /// The longest term searched with typos: one machine word of bits.
    static let maximumLength = 64
    /// What one edit costs in the score: more than any difference the tiebreaks could make up.
    static let editPenalty: Int32 = 1024

    /// Edits a term of `length` characters may have: 0 below 4, 1 from 4, 2 from 8.
    package static func allowedEdits(_ length: Int) -> Int {
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
        if let made = scratch.typoPattern, made.isFor(characters, variants) {
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
    package static func pieces(ofLength m: Int) -> [Range<Int>] {
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

    /// Whether the UTF-8 `bytes` hold all but k of `term`'s characters in order (k: its allowed
    /// edits), which every item within k edits does: an edit costs the alignment at most one of
    /// the term's characters (a swapped pair keeps one of its two in order).
    ///
    /// One pass, the longest common subsequence counted bit-parallel (Allison and Dix, as Hyyrö
    /// writes it): a zero bit per term character matched so far.
    @inline(__always)
    package static func holdsMostCharacters(_ term: CompiledQuery.Term, in bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
        let m = term.characters.count
        let allowed = allowedEdits(m)
        guard allowed > 0, m <= maximumLength, let masks = term.typoMasks else { return false }
        var row: UInt64 = ~0
        var index = 0
        while index < count {
            let byte = bytes[index]
            let mask: UInt64
            if byte < 0x80 {
                mask = masks[Int(byte)]
                index &+= 1
            } else {
                let (scalar, length) = UTF8Decoding.scalar(at: index, in: bytes, count: count)
                mask = decodedMask(scalar, of: term)
                index &+= length
            }
            let matched = row & mask
            row = (row &+ matched) | (row & ~matched)
        }
        // A zero bit per character matched (counted once: there is no popcount instruction to count on).
        return (~row).nonzeroBitCount >= m - allowed
    }

    /// The term positions a non-ASCII item character equals, with either of the term's variants.
    @inline(never)
    private static func decodedMask(_ scalar: UInt32, of term: CompiledQuery.Term) -> UInt64 {
        var mask: UInt64 = 0
        // Folded once per variant in a row: a term's characters mostly share one.
        var variant: UInt8 = 0xFF
        var folded: UInt32 = 0
        for pass in 0..<2 {
            let folds = pass == 0 ? term.variants : term.coarsestVariants
            for position in 0..<min(term.characters.count, maximumLength) {
                if folds[position] != variant {
                    variant = folds[position]
                    folded = FoldVariant(rawValue: variant).fold(scalar)
                }
                if folded == term.characters[position] { mask |= 1 << UInt64(position) }
            }
            if term.relaxedVariants == nil { break }
        }
        return mask
    }

    /// Fills `masks` (256 entries): for each byte of an ASCII item, the positions of `characters`
    /// it equals when folded by any of `variants` (bytes from 0x80 on: none).
    static func fillByteMasks(_ masks: UnsafeMutablePointer<UInt64>, characters: UnsafeBufferPointer<UInt32>, variants: [UnsafeBufferPointer<UInt8>]) {
        masks.initialize(repeating: 0, count: 256)
        for (position, character) in characters.enumerated() where character < 0x80 && position < maximumLength {
            let bit: UInt64 = 1 << UInt64(position)
            for folds in variants {
                // A case-blind fold makes an upper-case byte the lower-case character it equals.
                if folds[position] & 2 != 0 {
                    masks[Int(character)] |= bit
                } else if !(0x41...0x5A).contains(character) {
                    masks[Int(character)] |= bit
                    if (0x61...0x7A).contains(character) { masks[Int(character) - 0x20] |= bit }
                }
            }
        }
    }

    /// Whether `piece` stands around its character `anchor`, found ending just before `after`, in
    /// `bytes` from `start` to `end` (one line); true as well when a non-ASCII character makes it unsure.
    @inline(__always)
    package static func pieceStands(
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
