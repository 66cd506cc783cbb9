import CLibc
import Glibc
import SwoopItems

/// An item made of several `--nth` ranges, joined by `FieldProjection.partSeparator`.
///
/// fzf matches each range's text on its own: a term is scored in the first
/// range where it matches, as if that range were the whole line (its first
/// character starts a word), and no term spans two ranges.
struct PartedItem {
    /// The whole item, separators included.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Each part's bytes within `bytes`.
    let parts: [Range<Int>]

    /// `item` cut at its separators; nil when it has none (one part: matched as usual).
    init?(_ item: UnsafeBufferPointer<UInt8>) {
        guard let base = item.baseAddress, item.count > 0,
              memchr(base, Int32(FieldProjection.partSeparator), item.count) != nil else { return nil }
        bytes = item
        var parts: [Range<Int>] = []
        var start = 0
        while let found = memchr(base + start, Int32(FieldProjection.partSeparator), item.count - start) {
            let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            parts.append(start..<end)
            start = end + 1
        }
        parts.append(start..<item.count)
        self.parts = parts
    }
}

extension ItemMatcher {
    /// How a parted item matches: each term counts in the first part it matches in (an
    /// exclusion holds when it matches in none); groups add up as in `evaluate`.
    func evaluate(_ item: PartedItem, scratch: MatchScratch) -> Matcher.Match? {
        var bounds = MatchBounds()
        scratch.matchedRelaxed = false
        let total = scoreGroups { term in
            guard let found = firstMatch(of: term, in: item, scratch: scratch, positions: nil) else { return nil }
            if tracksBounds, !term.isInverse { bounds.add(found.span) }
            return found.score
        }
        guard let total else { return nil }
        scratch.length = item.bytes.count
        if tracksBounds { scratch.bounds = bounds }
        // The tier is the whole line's, worked out by the engine from the line itself (unless relaxed).
        return Matcher.Match(tier: scratch.matchedRelaxed ? Matcher.relaxedTier : 2, score: total)
    }

    /// The byte offsets of the characters matched by the term that counts in each group.
    func positions(in item: PartedItem, scratch: MatchScratch) -> [Int] {
        var offsets = Set<Int>()
        var groupStart = 0
        for groupEnd in groupEnds {
            for index in groupStart..<groupEnd where !terms[index].isInverse {
                var found: [Int] = []
                if firstMatch(of: terms[index], in: item, scratch: scratch, positions: &found) != nil {
                    found.forEach { offsets.insert($0) }
                    break
                }
            }
            groupStart = groupEnd
        }
        return offsets.sorted()
    }

    /// The term's score in the first part it matches in, with where it lies in the whole item
    /// (characters, for the tiebreaks) and, when asked, the byte offsets it matched in the item.
    private func firstMatch(
        of term: CompiledQuery.Term, in item: PartedItem, scratch: MatchScratch, positions: UnsafeMutablePointer<[Int]>?
    ) -> (score: Int32, span: MatchSpan)? {
        // Characters before the current part (a separator is one character: U+FFFD).
        var characters = 0
        for part in item.parts {
            let bytes = UnsafeBufferPointer(rebasing: item.bytes[part])
            let base = bytes.baseAddress ?? Self.emptyItem
            let found: (score: Int32, span: MatchSpan, count: Int)
            if Self.isASCII(base, count: bytes.count) {
                found = score(term, in: ASCIIText(bytes: base, count: bytes.count, tables: tables), byteStart: part.lowerBound,
                              scratch: scratch, positions: positions)
            } else {
                found = score(term, in: DecodedText(bytes, variants: variants, scratch: scratch, tables: tables),
                              byteStart: part.lowerBound, scratch: scratch, positions: positions)
            }
            if found.score > Int32.min {
                return (found.score, MatchSpan(start: characters + found.span.start, end: characters + found.span.end))
            }
            characters += found.count + 1
        }
        return nil
    }

    /// The term scored in one part's text: its score (`Int32.min` when absent), span and the
    /// part's character count; positions are turned into byte offsets in the item.
    private func score<Text: MatchText>(
        _ term: CompiledQuery.Term, in text: Text, byteStart: Int, scratch: MatchScratch, positions: UnsafeMutablePointer<[Int]>?
    ) -> (score: Int32, span: MatchSpan, count: Int) {
        var span = MatchSpan()
        var found: [Int] = []
        let wantsPositions = positions != nil
        let score = withUnsafeMutablePointer(to: &span) { span in
            withUnsafeMutablePointer(to: &found) { found in
                Self.score(term, in: text, scratch: scratch, positions: wantsPositions ? found : nil,
                           span: tracksBounds ? span : nil, prefersLast: prefersLast)
            }
        }
        guard let score else { return (Int32.min, span, text.count) }
        positions?.pointee = found.map { byteStart + text.byteOffset($0) }
        return (score, span, text.count)
    }
}
