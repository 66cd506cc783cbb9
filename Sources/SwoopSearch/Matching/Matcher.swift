import CLibc

/// Matches one query against items: pure, `Sendable`, no I/O.
///
/// `match` answers whether an item matches and how well (for every item,
/// so it is the hot path); `positions` says which characters matched (for
/// the few rows on screen).
public struct Matcher: Sendable {
    /// How an item ranks: above all scores for equal/prefix items, then by score.
    public struct Match: Equatable, Sendable {
        /// 0: equal to the query, 1: starts with it, 2: anything else, 3 (`relaxedTier`): a Hangul
        /// syllable matched only as the start of a longer one (서 in 성).
        public var tier: UInt8
        /// The summed score of the query's groups.
        public var score: Int32
    }

    /// The tier of matches that needed a term's relaxed variants: below every other.
    package static let relaxedTier: UInt8 = 3

    /// The query matched.
    public let query: Query
    private let compiled: CompiledQuery

    /// A matcher for `query`, its terms compiled once.
    public init(query: Query) {
        self.query = query
        compiled = CompiledQuery(query)
    }

    /// How `item` matches, or nil when it does not.
    public func match(_ item: UnsafeBufferPointer<UInt8>) -> Match? {
        itemMatcher().match(item, scratch: MatchScratch())
    }

    /// The hot-loop form of this matcher; `frequencies` choose the character a scan looks for.
    package func itemMatcher(frequencies: ByteFrequencies = ByteFrequencies()) -> ItemMatcher {
        ItemMatcher(compiled, tables: MatchTables(scheme: query.scheme), frequencies: frequencies,
                    prefersLast: query.prefersLastAlignment, tracksBounds: query.needsBounds, searchesParts: query.searchesParts)
    }

    /// Highlights are looked for in this many first bytes of an item at most: a row shows far
    /// less, and a line of hundreds of megabytes must not be decoded on every redraw.
    package static let highlightedPrefix = 1 << 20

    /// The byte offsets in `item` where matched characters start, in order; empty when it does
    /// not match (within its first `highlightedPrefix` bytes).
    public func positions(in item: UnsafeBufferPointer<UInt8>) -> [Int] {
        let item = UnsafeBufferPointer(rebasing: item.prefix(Self.highlightedPrefix))
        let scratch = MatchScratch()
        let itemMatcher = itemMatcher()
        guard itemMatcher.match(item, scratch: scratch) != nil else { return [] }
        if query.searchesParts, let parts = PartedItem(item) { return itemMatcher.positions(in: parts, scratch: scratch) }
        let tables = MatchTables(scheme: query.scheme)
        if let base = item.baseAddress, ItemMatcher.isASCII(base, count: item.count) {
            return positions(in: ASCIIText(bytes: base, count: item.count, tables: tables), scratch: scratch)
        }
        return positions(in: DecodedText(item, variants: compiled.variants, scratch: scratch, tables: tables), scratch: scratch)
    }

    /// The character positions of the term that counts in each group (its first positive term
    /// that matches, as in fzf), as byte offsets.
    private func positions<Text: MatchText>(in text: Text, scratch: MatchScratch) -> [Int] {
        var characters = Set<Int>()
        var groupStart = 0
        for groupEnd in compiled.groupEnds {
            for term in compiled.terms[groupStart..<groupEnd] where !term.isInverse {
                var found: [Int] = []
                if ItemMatcher.score(term, in: text, scratch: scratch, positions: &found, prefersLast: query.prefersLastAlignment) != nil {
                    found.forEach { characters.insert($0) }
                    break
                }
            }
            groupStart = groupEnd
        }
        return characters.sorted().map { text.byteOffset($0) }
    }
}

/// Evaluates a compiled query on one item after another, with no reference counting per item.
package struct ItemMatcher: @unchecked Sendable {
    /// Keeps the buffers below alive.
    private let owner: CompiledQuery
    package let terms: UnsafeMutableBufferPointer<CompiledQuery.Term>
    let groupEnds: UnsafeMutableBufferPointer<Int>
    private let rankingTerm: CompiledQuery.Term?
    package let variants: UInt8
    package let tables: MatchTables
    /// Whether every term is positive and its kind's cheap test decides whether it matches (fuzzy):
    /// then `matches` needs no scoring, and scoring rejects as fast as the test would.
    private let testsDecide: Bool
    /// Of equally good alignments, whether the last counts (fzf's backward search).
    let prefersLast: Bool
    /// Whether matches record where they lie (`MatchScratch.bounds`).
    package let tracksBounds: Bool
    /// Whether items are `--nth` ranges joined by `FieldProjection.partSeparator` (see `ItemMatcher+Parts`).
    package let searchesParts: Bool
    /// Whether every query character is ASCII: a non-ASCII item is then matched through its
    /// projection to one byte a character (`MatchScratch.projectASCII`) rather than decoded.
    let projectsASCII: Bool
    /// A character every match must contain, when each group is a single positive term whose kind
    /// needs every one of its characters (`TermRequirement.needsEveryCharacter`):
    /// the rarest of them by typical text, so a scan may skip from one occurrence of it to the next.
    package let leadingCharacter: (character: UInt32, variant: FoldVariant)?

    init(
        _ compiled: CompiledQuery, tables: MatchTables, frequencies: ByteFrequencies, prefersLast: Bool = false,
        tracksBounds: Bool = false, searchesParts: Bool = false
    ) {
        owner = compiled
        self.searchesParts = searchesParts
        self.prefersLast = prefersLast
        self.tracksBounds = tracksBounds
        terms = compiled.terms
        groupEnds = compiled.groupEnds
        rankingTerm = compiled.rankingTerm
        variants = compiled.variants
        self.tables = tables
        projectsASCII = compiled.terms.allSatisfy { term in term.characters.allSatisfy { $0 < 0x80 } }
        testsDecide = compiled.terms.allSatisfy { !$0.isInverse && $0.requirement == .charactersInOrder(isSufficient: true) }
        let singleTermGroups = compiled.groupEnds.indices.allSatisfy { compiled.groupEnds[$0] == $0 + 1 }
        let everyCharacterNeeded = compiled.terms.allSatisfy { !$0.isInverse && $0.requirement.needsEveryCharacter }
        if everyCharacterNeeded, singleTermGroups, !compiled.terms.isEmpty {
            let required = compiled.terms.flatMap { term in
                zip(term.characters, term.coarsestVariants).map { ($0, FoldVariant(rawValue: $1)) }
            }
            leadingCharacter = required.min { frequencies.commonness($0.0, $0.1) < frequencies.commonness($1.0, $1.1) }
        } else {
            leadingCharacter = nil
        }
    }

    /// Whether `item` matches at all. When the terms' cheap tests decide (`testsDecide`: positive
    /// fuzzy terms) that is the tests alone, much cheaper than scoring; others are scored.
    @inline(__always)
    package func matches(_ item: UnsafeBufferPointer<UInt8>, scratch: MatchScratch) -> Bool {
        if searchesParts, let parts = PartedItem(item) { return evaluate(parts, scratch: scratch) != nil }
        guard testsDecide else { return match(item, scratch: scratch) != nil }
        guard let base = item.baseAddress, item.count > 0 else { return groupEnds.isEmpty }
        var groupStart = 0
        for groupEnd in groupEnds {
            var found = false
            for index in groupStart..<groupEnd where Prefilter.admits(terms[index], in: base, count: item.count, tables: tables) {
                found = true
                break
            }
            if !found { return false }
            groupStart = groupEnd
        }
        return true
    }

    /// How `item` matches, or nil.
    @inline(__always)
    package func match(_ item: UnsafeBufferPointer<UInt8>, scratch: MatchScratch) -> Matcher.Match? {
        if searchesParts, let parts = PartedItem(item) { return evaluate(parts, scratch: scratch) }
        // An empty item still matches a query of exclusions only.
        let base = item.baseAddress ?? Self.emptyItem
        let isASCII = Self.isASCII(base, count: item.count)
        if isASCII && testsDecide {
            // Scoring rejects as fast as the cheap tests would.
            return evaluate(ASCIIText(bytes: base, count: item.count, tables: tables), scratch: scratch)
        }
        // Reject cheaply first: every group needs a term that passes its kind's cheap test.
        var groupStart = 0
        for groupEnd in groupEnds {
            var possible = false
            for index in groupStart..<groupEnd {
                let term = terms[index]
                if term.isInverse || Prefilter.admits(term, in: base, count: item.count, tables: tables) {
                    possible = true
                    break
                }
            }
            if !possible { return nil }
            groupStart = groupEnd
        }
        if isASCII {
            return evaluate(ASCIIText(bytes: base, count: item.count, tables: tables), scratch: scratch)
        }
        return evaluateNonASCII(item, scratch: scratch)
    }

    /// How a non-ASCII item matches: through its projection when it has one, else decoded.
    @inline(__always)
    private func evaluateNonASCII(_ item: UnsafeBufferPointer<UInt8>, scratch: MatchScratch) -> Matcher.Match? {
        if projectsASCII, let count = scratch.projectASCII(item, variants: variants, tables: tables) {
            return evaluate(ASCIIText(bytes: scratch.projected, count: count, tables: tables), scratch: scratch)
        }
        return evaluate(DecodedText(item, variants: variants, scratch: scratch, tables: tables), scratch: scratch)
    }

    /// How `item`, known to match, scores: `match` without its cheap rejection.
    @inline(__always)
    package func score(_ item: UnsafeBufferPointer<UInt8>, scratch: MatchScratch) -> Matcher.Match? {
        if searchesParts, let parts = PartedItem(item) { return evaluate(parts, scratch: scratch) }
        let base = item.baseAddress ?? Self.emptyItem
        if Self.isASCII(base, count: item.count) {
            return evaluate(ASCIIText(bytes: base, count: item.count, tables: tables), scratch: scratch)
        }
        return evaluateNonASCII(item, scratch: scratch)
    }

    /// How `item` matches through the decoding path, whatever its bytes: for checking the fast path.
    func matchDecoded(_ item: UnsafeBufferPointer<UInt8>, scratch: MatchScratch) -> Matcher.Match? {
        if searchesParts, let parts = PartedItem(item) { return evaluate(parts, scratch: scratch) }
        return evaluate(DecodedText(item, variants: variants, scratch: scratch, tables: tables), scratch: scratch)
    }

    /// Where an item without bytes (and so without an address) is read from: nowhere, as it has none.
    package nonisolated(unsafe) static let emptyItem = UnsafePointer(UnsafeMutablePointer<UInt8>.allocate(capacity: 1))

    /// Whether `count` bytes are all below 0x80, sixteen at a time (`swoop_is_ascii`).
    @inline(__always)
    package static func isASCII(_ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
        swoop_is_ascii(bytes, count) != 0
    }

    /// Besides the match, leaves the item's length and where the groups matched (when
    /// `tracksBounds`) in `scratch`, for the tiebreaks: a small `Match` comes back in registers.
    @inline(__always)
    private func evaluate<Text: MatchText>(_ text: Text, scratch: MatchScratch) -> Matcher.Match? {
        // Two copies: without bounds the algorithms are inlined with no span to fill, and which
        // of equal alignments counts does not matter (the score is the same).
        if tracksBounds { return evaluateTrackingBounds(text, scratch: scratch) }
        return evaluate(text, scratch: scratch, span: nil, prefersLast: false)
    }

    @inline(never)
    private func evaluateTrackingBounds<Text: MatchText>(_ text: Text, scratch: MatchScratch) -> Matcher.Match? {
        evaluate(text, scratch: scratch, span: scratch.span, prefersLast: prefersLast)
    }

    /// The query's score from each term's (`scoreOf`: nil when the term is not there): each
    /// group scores its first positive term that matches (fzf's rule: `a | b` scores `a` where
    /// both match), or 0 when only an exclusion holds; nil when a group fails.
    @inline(__always)
    func scoreGroups(_ scoreOf: (CompiledQuery.Term) -> Int32?) -> Int32? {
        var total: Int32 = 0
        var groupStart = 0
        for groupEnd in groupEnds {
            var groupScore: Int32?
            for index in groupStart..<groupEnd {
                let term = terms[index]
                // An exclusion that holds gives 0, unless a term that matches follows.
                if term.isInverse && groupScore != nil { continue }
                let score = scoreOf(term)
                if term.isInverse {
                    if score == nil { groupScore = 0 }
                } else if let score {
                    groupScore = score
                    break
                }
            }
            guard let groupScore else { return nil }
            total &+= groupScore
            groupStart = groupEnd
        }
        return total
    }

    @inline(__always)
    private func evaluate<Text: MatchText>(
        _ text: Text, scratch: MatchScratch, span: UnsafeMutablePointer<MatchSpan>?, prefersLast: Bool
    ) -> Matcher.Match? {
        var bounds = MatchBounds()
        scratch.matchedRelaxed = false
        let total = scoreGroups { term in
            let score = Self.score(term, in: text, scratch: scratch, positions: nil, span: span, prefersLast: prefersLast)
            if score != nil, !term.isInverse, let span { bounds.add(span.pointee) }
            return score
        }
        guard let total else { return nil }
        scratch.length = text.trimmedCount
        if span != nil { scratch.bounds = bounds }
        return Matcher.Match(tier: scratch.matchedRelaxed ? Matcher.relaxedTier : tier(of: text), score: total)
    }


    /// `tier(of:)` for a line other than the text matched: the whole line, when only some of its
    /// fields are searched (`--nth`).
    package func tier(of line: UnsafeBufferPointer<UInt8>, scratch: MatchScratch) -> UInt8 {
        guard rankingTerm != nil else { return 2 }
        let base = line.baseAddress ?? Self.emptyItem
        if Self.isASCII(base, count: line.count) { return tier(of: ASCIIText(bytes: base, count: line.count, tables: tables)) }
        return tier(of: DecodedText(line, variants: variants, scratch: scratch, tables: tables))
    }

    /// 0 when the item equals the plain query, 1 when it starts with it, 2 otherwise.
    @inline(__always)
    package func tier<Text: MatchText>(of text: Text) -> UInt8 {
        guard let term = rankingTerm, let first = term.characters.first else { return 2 }
        // Most items do not even start with the query's first character.
        var start = 0
        while start < text.count && text.isWhite(start) { start += 1 }
        guard first == 0x20 || first == 0x09 || (start < text.count && text.unit(start, term.variants[0]) == first) else { return 2 }
        if ExactAlgorithm.score(text, placement: .whole, characters: term.characters, variants: term.variants, positions: nil) != nil { return 0 }
        if ExactAlgorithm.score(text, placement: .prefix, characters: term.characters, variants: term.variants, positions: nil) != nil { return 1 }
        return 2
    }

    /// One term's score in `text`, or nil when it is not there: with its relaxed variants when
    /// the strict ones find nothing (then `scratch.matchedRelaxed` is set).
    @inline(__always)
    static func score<Text: MatchText>(
        _ term: CompiledQuery.Term, in text: Text, scratch: MatchScratch, positions: UnsafeMutablePointer<[Int]>?,
        span: UnsafeMutablePointer<MatchSpan>? = nil, prefersLast: Bool = false
    ) -> Int32? {
        let found = score(term, variants: term.variants, in: text, scratch: scratch, positions: positions, span: span, prefersLast: prefersLast)
        if found != nil || term.relaxedVariants == nil { return found }
        return relaxedScore(term, in: text, scratch: scratch, positions: positions, span: span, prefersLast: prefersLast)
    }

    /// The term's score with its relaxed variants (only Hangul queries have them: kept out of line).
    @inline(never)
    private static func relaxedScore<Text: MatchText>(
        _ term: CompiledQuery.Term, in text: Text, scratch: MatchScratch, positions: UnsafeMutablePointer<[Int]>?,
        span: UnsafeMutablePointer<MatchSpan>?, prefersLast: Bool
    ) -> Int32? {
        guard let variants = term.relaxedVariants else { return nil }
        let found = score(term, variants: variants, in: text, scratch: scratch, positions: positions, span: span, prefersLast: prefersLast)
        if found != nil { scratch.matchedRelaxed = true }
        return found
    }

    /// The term's score with its characters folded by `variants`: every kind of term is scored
    /// here, by its own algorithm.
    @inline(__always)
    private static func score<Text: MatchText>(
        _ term: CompiledQuery.Term, variants: UnsafeBufferPointer<UInt8>, in text: Text, scratch: MatchScratch,
        positions: UnsafeMutablePointer<[Int]>?, span: UnsafeMutablePointer<MatchSpan>?, prefersLast: Bool
    ) -> Int32? {
        let placement: ExactAlgorithm.Placement
        switch term.kind {
        case .fuzzy:
            return FuzzyAlgorithm.score(text, characters: term.characters, variants: variants, scratch: scratch,
                                        positions: positions, span: span, prefersLast: prefersLast)
        case .substring: placement = .anywhere
        case .boundary: placement = .word
        case .prefix: placement = .prefix
        case .suffix: placement = .suffix
        case .equal: placement = .whole
        case .typo:
            return TypoAlgorithm.score(text, characters: term.characters, variants: variants, scratch: scratch,
                                       positions: positions, span: span)
        }
        return ExactAlgorithm.score(text, placement: placement, characters: term.characters, variants: variants,
                                    positions: positions, span: span, prefersLast: prefersLast)
    }
}
