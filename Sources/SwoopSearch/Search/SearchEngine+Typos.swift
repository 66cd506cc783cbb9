import SwoopItems
extension SearchEngine {
    /// Whether a search with `count` true matches runs the typo fallback: with `--typos` on (the
    /// picker's default) and fewer matches than `typosBelow` (a screenful; `Int.max` in `--filter`).
    func runsTypoFallback(matchCount count: Int, typosBelow: Int) -> Bool {
        (options.typos ?? true) && count < typosBelow
    }

    /// The ranked typo matches of `matched`'s query (`Query.typoFallback`) among the items it
    /// covers, its own matches left out; nil when the query has no fallback or the search is cancelled.
    ///
    /// Same chunks and cancellation as `search`: each chunk walks its items and the matches among
    /// them together, testing only the others (the typo kind's own cheap test, then the search),
    /// and ranks each typo match as it finds it: its edits are counted once.
    ///
    /// With `base` (the last search's true and typo matches, when this query extends its query
    /// and allows as many edits), only those and the items read since are candidates: a stretch
    /// within k edits of the longer query holds one within k edits of the shorter.
    func typoResult(besides matched: MatchSet, narrowing base: TypoBase? = nil, isCancelled: @Sendable () -> Bool) -> SearchResult? {
        guard let typoQuery = matched.query.typoFallback else { return nil }
        let ranker = ranker(for: typoQuery)
        return ranker.layout.isWide
            ? typoResult(typoQuery, besides: matched, narrowing: base, ranker: ranker, as: UInt128.self, isCancelled: isCancelled)
            : typoResult(typoQuery, besides: matched, narrowing: base, ranker: ranker, as: UInt64.self, isCancelled: isCancelled)
    }

    /// `typoResult` with keys of one width.
    private func typoResult<Word: RankKeyWord>(
        _ typoQuery: Query, besides matched: MatchSet, narrowing base: TypoBase?, ranker: MatchRanker, as width: Word.Type,
        isCancelled: @Sendable () -> Bool
    ) -> SearchResult? {
        let store = store
        let excluded = excluded
        let trueMatches = matched.items
        let total = matched.itemCount
        // Candidates: every item, or the base's matches and the items read since.
        let reused = base.flatMap { $0.candidates(for: typoQuery, itemCount: total) }
        let candidates = reused ?? []
        let firstNew = reused == nil ? 0 : (base?.itemCount ?? 0)
        let count = candidates.count + total - firstNew
        let scanned = reused == nil ? Self.scannablePieces(of: ranker.itemMatcher, frequencies: frequencies) : nil
        let byteLimit = store.totalBytes
        let keys = ParallelOutput.collect(count: count, of: Word.self, isCancelled: isCancelled) { range, output in
            let scratch = MatchScratch()
            var characters: [UInt32] = []
            let (bytes, starts) = store.layout
            let item = { (candidate: Int) in candidate < candidates.count ? Int(candidates[candidate]) : firstNew + candidate - candidates.count }
            let term = ranker.itemMatcher.terms[0]
            let marked = scanned.map { pieces in
                let span = (bytes: bytes, starts: starts, end: min(starts[range.upperBound], byteLimit))
                return Self.itemsHoldingPieces(pieces, of: term, in: range, span)
            }
            var next = trueMatches.lowerBound(of: item(range.lowerBound))
            for candidate in range where marked?[candidate - range.lowerBound] ?? true {
                let item = item(candidate)
                while next < trueMatches.count, Int(trueMatches[next]) < item { next += 1 }
                if next < trueMatches.count, Int(trueMatches[next]) == item { continue }
                if item < firstItem { continue }
                if let excluded, excluded.contains(item) { continue }
                let start = starts[item]
                let text = UnsafeBufferPointer(start: bytes + start, count: starts[item + 1] - 1 - start)
                // A full pass tests the bytes as they are first (most items fail); narrowing, most
                // candidates still match and the cheap test would not pay for itself.
                if reused == nil, let base = text.baseAddress, !TypoAlgorithm.holdsMostCharacters(term, in: base, count: text.count) { continue }
                guard let match = ranker.itemMatcher.score(text, scratch: scratch) else { continue }
                output.append(ranker.key(item: item, text: text, match: match, scratch: scratch, characters: &characters))
            }
        }
        guard let keys else { return nil }
        return SearchResult(query: typoQuery, itemCount: total, keys: keys)
    }

    /// The pieces of the matcher's one typo term, each with its rarest character (`frequencies`),
    /// when they can be scanned for over many items at once (ASCII, no `--nth` parts).
    private static func scannablePieces(of itemMatcher: ItemMatcher, frequencies: ByteFrequencies) -> [(piece: Range<Int>, anchor: Int)]? {
        guard itemMatcher.terms.count == 1, !itemMatcher.searchesParts, let term = itemMatcher.terms.first, term.kind == .typo,
              !term.characters.contains(where: { $0 >= 0x80 }) else { return nil }
        return TypoAlgorithm.pieces(ofLength: term.characters.count).map { piece in
            let anchor = piece.min { frequencies.commonness(term.characters[$0], FoldVariant(rawValue: term.variants[$0]))
                < frequencies.commonness(term.characters[$1], FoldVariant(rawValue: term.variants[$1])) } ?? piece.lowerBound
            return (piece, anchor)
        }
    }

    /// Which items of `range` hold one of the term's `pieces` (or may, past a non-ASCII character):
    /// the bytes of the whole range are scanned for each piece's rarest character a word at a
    /// time, like `scan`, and each hit checked in place.
    private static func itemsHoldingPieces(
        _ pieces: [(piece: Range<Int>, anchor: Int)], of term: CompiledQuery.Term, in range: Range<Int>,
        _ span: (bytes: UnsafePointer<UInt8>, starts: LineStarts, end: Int)
    ) -> [Bool] {
        let tables = MatchTables()
        let caseTable = term.isCaseSensitive ? tables.identity : tables.lowercase
        let (bytes, starts, end) = span
        var marked = [Bool](repeating: false, count: range.count)
        for (piece, anchor) in pieces {
            let character = term.characters[anchor]
            let variant = FoldVariant(rawValue: term.variants[anchor])
            var item = range.lowerBound
            var position = starts[item]
            while item < range.upperBound,
                  let after = Prefilter.find(character, variant: variant, in: bytes, from: position, count: end, tables: tables) {
                while starts[item + 1] <= after - 1 { item += 1 }
                if TypoAlgorithm.pieceStands(term, piece, anchor: anchor, in: bytes, after: after, start: starts[item],
                                             end: starts[item + 1] - 1, caseTable: caseTable) {
                    marked[item - range.lowerBound] = true
                    item += 1
                    position = starts[item]
                } else {
                    position = after
                }
            }
        }
        return marked
    }

}

/// A search's true matches and typo matches together: what the next, longer query's typo pass may
/// narrow (never the true matches' narrowing: `SearchResult.matchSet` holds only those).
package struct TypoBase: Sendable {
    /// The true matches of the query.
    package let matches: MatchSet
    /// Its typo matches (their query: `Query.typoFallback`).
    package let typos: MatchSet

    /// The base a ranked result leaves, when its typo pass ran.
    package init?(_ result: SearchResult) {
        guard let typos = result.typos else { return nil }
        matches = result.matchSet
        self.typos = typos.matchSet
    }

    /// How many items had been read.
    var itemCount: Int { matches.itemCount }

    /// Both sets' items in ascending order when every typo match of `query` is among them (or read
    /// since): `query` extends the base's typo term and allows as many edits; nil otherwise.
    func candidates(for query: Query, itemCount total: Int) -> [UInt32]? {
        guard itemCount <= total, typos.itemCount == itemCount,
              let old = typos.query.groups.first?.first, let new = query.groups.first?.first,
              old.kind == .typo, new.kind == .typo, old.isCaseSensitive == new.isCaseSensitive,
              TypoAlgorithm.allowedEdits(old.characters.count) == TypoAlgorithm.allowedEdits(new.characters.count),
              new.characters.starts(with: old.characters), new.variants.starts(with: old.variants) else { return nil }
        var merged: [UInt32] = []
        merged.reserveCapacity(matches.count + typos.count)
        var left = 0
        var right = 0
        while left < matches.items.count || right < typos.items.count {
            let fromLeft = right == typos.items.count || (left < matches.items.count && matches.items[left] < typos.items[right])
            if fromLeft {
                merged.append(matches.items[left])
                left += 1
            } else {
                merged.append(typos.items[right])
                right += 1
            }
        }
        return merged
    }
}
