/// How the matcher treats queries, from the command line.
public struct MatchOptions: Sendable, Equatable {
    /// `-e/--exact`: terms are substrings instead of fuzzy subsequences.
    public var exact = false
    /// Fold diacritics (`a` finds `á`); `--literal` turns it off.
    public var foldDiacritics = true
    /// Sort results by score (`--no-sort` keeps input order).
    public var sort = true
    /// `--tac`: reverse the input order.
    public var reverseInput = false
    /// Whether upper and lower case match each other (`-i`, `+i`; smart case by default).
    public var caseMatching = CaseMatching.smart
    /// fzf's extended search syntax (`+x` turns it off: the whole query is one term, spaces included).
    public var extended = true
    /// `--scheme`: the boundary bonuses (and, unless `--tiebreak` follows, the tiebreaks).
    public var scheme = MatchScheme.default
    /// `--tiebreak`: what orders matches of equal score, before the input order.
    public var tiebreaks: [Tiebreak] = MatchScheme.default.tiebreaks
    /// `--nth` with several ranges: items are the ranges' texts joined by
    /// `FieldProjection.partSeparator`, and a term matches within one of them (the first it is in).
    package var searchesParts = false
    /// `--typos`: whether lines a few typos from the query are listed below too few true matches;
    /// nil: the default, on in the picker and off in `--filter`.
    package var typos: Bool?

    /// Options as fzf's defaults have them, but for those given: `exact` (`--exact`),
    /// `foldDiacritics` (off with `--literal`), `sort` (off with `--no-sort`), `reverseInput`
    /// (`--tac`), `scheme` (`--scheme`) and `tiebreaks` (`--tiebreak`; the scheme's when nil).
    public init(
        exact: Bool = false, foldDiacritics: Bool = true, sort: Bool = true, reverseInput: Bool = false,
        scheme: MatchScheme = .default, tiebreaks: [Tiebreak]? = nil
    ) {
        self.exact = exact
        self.foldDiacritics = foldDiacritics
        self.sort = sort
        self.reverseInput = reverseInput
        self.scheme = scheme
        self.tiebreaks = tiebreaks ?? scheme.tiebreaks
    }

    /// These options as `--filter` applies them: unless its matches stream out in input order
    /// (`streams`), fzf's filter sorts them even under `--no-sort` (a query of exclusions alone
    /// still keeps the input order, reversed with `--tac`).
    package func filtering(streams: Bool) -> MatchOptions {
        var options = self
        if !streams { options.sort = true }
        options.typos = typos ?? false
        return options
    }

    /// Whether, of equally good alignments, the last one counts: fzf searches backward when
    /// `end` or `pathname` comes before `begin` among the tiebreaks.
    var prefersLastAlignment: Bool {
        tiebreaks.first { $0 == .begin || $0 == .end || $0 == .pathname }.map { $0 != .begin } ?? false
    }
}

/// How a term treats case: fzf's `--smart-case`, `-i` and `+i`.
public enum CaseMatching: Sendable, Equatable {
    /// Case-sensitive when the term holds an upper-case letter.
    case smart
    /// Never case-sensitive (`-i`).
    case ignore
    /// Always case-sensitive (`+i`).
    case respect
}

/// One search term of a query: what to find and how.
package struct QueryTerm: Sendable, Equatable {
    /// How the term's characters must appear in an item.
    package enum Kind: Sendable, Equatable {
        /// In order, with gaps allowed.
        case fuzzy
        /// Together, anywhere (`'term`, or any term with `-e`).
        case substring
        /// Together, starting and ending at word boundaries (`'term'`).
        case boundary
        /// At the start (`^term`).
        case prefix
        /// At the end (`term$`).
        case suffix
        /// The whole item (`^term$`).
        case equal
        /// Anywhere with a few typos (`TypoAlgorithm`): never typed, made for the fallback below
        /// true matches (`Query.typoFallback`).
        case typo

        /// The cheap test an item must pass before a term of this kind is scored in it
        /// (`Prefilter.admits`); the scan for a leading character relies on it too.
        var requirement: TermRequirement {
            switch self {
            case .fuzzy: .charactersInOrder(isSufficient: true)
            case .substring, .boundary, .prefix, .suffix, .equal: .charactersInOrder(isSufficient: false)
            case .typo: .mostCharactersInOrder
            }
        }

        /// Whether a term of this kind, grown by characters typed at its end, can only match
        /// fewer items (so a search may narrow the previous one's matches).
        var narrowsWhenExtended: Bool {
            switch self {
            case .fuzzy, .substring, .prefix: true
            case .suffix, .equal, .boundary, .typo: false
            }
        }
    }

    package var kind: Kind
    /// `!term`: the item must not contain it.
    package var isInverse: Bool
    /// Smart case: the term holds an upper-case letter.
    package var isCaseSensitive: Bool
    /// The characters as typed (after operators are removed).
    package var text: String
    /// The characters to compare, lower-cased unless case-sensitive.
    package var characters: [UInt32]
    /// For each character, how item characters are folded before comparing (a `FoldVariant` raw value).
    package var variants: [UInt8]
    /// The variants tried when `variants` find nothing, when they differ: a Hangul syllable without
    /// a final consonant (서) then matches the syllables that extend it (성), as a lesser match.
    /// Exclusions have none.
    var relaxedVariants: [UInt8]?

    /// A term for `text`, folded per `options`.
    init(kind: Kind, isInverse: Bool, text: String, foldDiacritics: Bool, caseMatching: CaseMatching = .smart) {
        self.kind = kind
        self.isInverse = isInverse
        self.text = text
        let scalars = text.unicodeScalars.map(\.value)
        switch caseMatching {
        case .smart: isCaseSensitive = scalars.contains { UnicodeFolding.lowercased($0) != $0 }
        case .ignore: isCaseSensitive = false
        case .respect: isCaseSensitive = true
        }
        var characters: [UInt32] = []
        var variants: [UInt8] = []
        var relaxed: [UInt8] = []
        for scalar in scalars {
            let value = isCaseSensitive ? scalar : UnicodeFolding.lowercased(scalar)
            characters.append(value)
            // Hangul has no case or diacritics: its folds hold with `--literal` and `+i` too.
            if HangulFolding.isInitialConsonant(value) {
                variants.append(FoldVariant.hangulInitial.rawValue)
                relaxed.append(FoldVariant.hangulInitial.rawValue)
                continue
            }
            let keepsDiacritics = !foldDiacritics || UnicodeFolding.strippingDiacritics(value) != value
            let variant = FoldVariant(caseSensitive: isCaseSensitive, keepsDiacritics: keepsDiacritics).rawValue
            variants.append(variant)
            relaxed.append(!isInverse && HangulFolding.isOpenSyllable(value) ? FoldVariant.hangulOpenSyllable.rawValue : variant)
        }
        self.characters = characters
        self.variants = variants
        relaxedVariants = relaxed == variants ? nil : relaxed
    }

    /// The variants every match satisfies: the relaxed ones when there are (see `relaxedVariants`).
    var coarsestVariants: [UInt8] { relaxedVariants ?? variants }

    package static func == (lhs: QueryTerm, rhs: QueryTerm) -> Bool {
        lhs.kind == rhs.kind && lhs.isInverse == rhs.isInverse && lhs.text == rhs.text
            && lhs.characters == rhs.characters && lhs.variants == rhs.variants && lhs.relaxedVariants == rhs.relaxedVariants
    }
}

/// What an item must hold for a term to match it: the cheap test run before scoring, declared by
/// the term's kind (`QueryTerm.Kind.requirement`).
enum TermRequirement: Equatable {
    /// The term's characters, in order. `isSufficient`: holding them is a match (fuzzy), so the
    /// test alone decides which items match and scoring waits for the ranking.
    case charactersInOrder(isSufficient: Bool)
    /// All but the edits the term allows of its characters, in order (`TypoAlgorithm.holdsMostCharacters`).
    case mostCharactersInOrder

    /// Whether every character of the term is in each item it matches (one may be scanned for).
    var needsEveryCharacter: Bool {
        switch self {
        case .charactersInOrder: true
        case .mostCharactersInOrder: false
        }
    }
}

/// How an item character is folded before it is compared with a query character.
package struct FoldVariant: Equatable {
    let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    init(caseSensitive: Bool, keepsDiacritics: Bool) {
        rawValue = (caseSensitive ? 2 : 0) | (keepsDiacritics ? 1 : 0)
    }

    /// How many variants there are: raw values are below it.
    static let count: UInt8 = 6
    /// For a query's Hangul initial consonant (ㅅ): a syllable folds to its initial (서, 성 → ㅅ).
    static let hangulInitial = FoldVariant(rawValue: 4)
    /// For a query's open Hangul syllable (서), when the exact one is not there: a syllable folds
    /// to itself without its final consonant (성 → 서).
    static let hangulOpenSyllable = FoldVariant(rawValue: 5)

    /// Whether this is one of the Hangul folds, to which case and diacritics mean nothing.
    var isHangul: Bool { rawValue >= Self.hangulInitial.rawValue }
    var isCaseSensitive: Bool { rawValue & 2 != 0 }
    var keepsDiacritics: Bool { rawValue & 1 != 0 }

    /// `scalar` folded this way.
    @inline(__always)
    func fold(_ scalar: UInt32) -> UInt32 {
        if isHangul {
            return self == Self.hangulInitial ? HangulFolding.initialConsonant(of: scalar) : HangulFolding.openSyllable(of: scalar)
        }
        let cased = isCaseSensitive ? scalar : UnicodeFolding.lowercased(scalar)
        return keepsDiacritics ? cased : UnicodeFolding.strippingDiacritics(cased)
    }
}

/// A parsed query: every group must match, and a group matches when any of its terms does.
public struct Query: Sendable, Equatable {
    /// The text typed.
    public let text: String
    /// The groups of alternative terms (`a | b`), all required.
    package let groups: [[QueryTerm]]
    /// The whole query as one term, when it is plain text: items equal to it, then items
    /// starting with it, rank above every score.
    let rankingTerm: QueryTerm?
    /// The boundary bonuses the query is scored with (`--scheme`).
    package let scheme: MatchScheme
    /// Of equally good alignments, whether the last one counts (see `MatchOptions.prefersLastAlignment`).
    let prefersLastAlignment: Bool
    /// Whether ranking needs where matches lie (a `Tiebreak` other than `length`).
    let needsBounds: Bool
    /// Whether items are parts joined by `FieldProjection.partSeparator` (see `MatchOptions.searchesParts`).
    let searchesParts: Bool

    /// Whether the query matches everything (no terms).
    public var isEmpty: Bool { groups.isEmpty }

    /// Whether matches are ranked: only when some term must be found (exclusions alone
    /// leave nothing to score, so matches keep the input order, as in fzf).
    package var isSortable: Bool { groups.contains { $0.contains { !$0.isInverse } } }

    /// `options` as they apply to ranking this query's matches.
    package func ranking(_ options: MatchOptions) -> MatchOptions {
        var ranking = options
        ranking.sort = options.sort && isSortable
        return ranking
    }

    /// Parses `text` with fzf's extended syntax.
    public init(_ text: String, options: MatchOptions = MatchOptions()) {
        self.text = text
        scheme = options.scheme
        prefersLastAlignment = options.prefersLastAlignment
        needsBounds = options.sort && options.tiebreaks.contains { $0.needsBounds }
        searchesParts = options.searchesParts
        groups = QueryParser.parse(text, options: options)
        let isPlain = !groups.isEmpty && groups.allSatisfy { group in
            group.count == 1 && !group[0].isInverse && (group[0].kind == .fuzzy || group[0].kind == .substring)
        }
        let plainText = groups.map { $0[0].text }.joined(separator: " ")
        rankingTerm = isPlain ? QueryTerm(
            kind: .prefix, isInverse: false, text: plainText, foldDiacritics: options.foldDiacritics,
            caseMatching: options.caseMatching) : nil
    }
}
