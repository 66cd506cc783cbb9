/// The scoring rules of the fuzzy matcher, in one place.
///
/// A query matches an item when its characters appear in the item in order
/// (a subsequence). Of all the ways they can line up, the matcher picks the
/// one with the highest score, adding up, for each query character:
///
/// * **16** for the match itself;
/// * a **bonus** for where it lands, from the item character before it:
///   - **10** at the start of the item or after white space (`f` in `foo`, ` foo`),
///   - **9** after a delimiter `/ , : ; |` (`b` in `usr/bin`),
///   - **8** after any other non-word character (`b` in `foo-bar`, `foo.bar`),
///   - **7** at a camelCase hump or where digits start (`B` in `fooBar`, `1` in `v1`),
///   - **0** in the middle of a word;
///
///   punctuation earns the same boundary bonus as a letter where it starts
///   a word (at the start, after white space or after a delimiter: `.` in
///   `.vimrc` 10, in `/.vimrc` 9), and **8** anywhere else (`.` in `a.vimrc`),
///   so `.vimrc` ranks `/.vimrc` above `a.vimrc`;
/// * the first query character's bonus counts **twice**: what the user typed
///   first usually starts a word (`og` prefers `to-go` to `ongoing`);
/// * in a run of **consecutive** characters each gets at least **4**, or the
///   bonus of the run's first character if that is larger, so `foob` prefers
///   `foobar` to `foo-bar`; a run is restarted by a stronger word boundary;
///
/// and subtracting for each gap between matched characters **3** for its
/// first skipped character and **1** for every further one: `ff` scores
/// `fuzzy-finder` (two word starts) above `fuzzyfinder`, but the bonus is
/// spent once the gap grows past about 8 characters.
///
/// `--scheme` changes some of this (`MatchScheme`): `path` gives 8 after
/// white space, counts only `/` as a delimiter and the line start as one
/// (9), so file names win over directories; `history` gives 8 after white
/// space and after delimiters alike.
///
/// A line's score is the sum over the query's terms; a group of
/// alternatives (`a | b`) scores its first term that matches, as in fzf.
///
/// A term quoted on both sides (`'word'`) matches only where it starts and
/// ends a word; it scores `16` a character, plus the white-space bonus for each
/// character and one more, plus its first character's bonus, less a point or
/// two when an `_` borders it (`-xyz-` above `_xyz_`).
///
/// Results are ordered by score, then by the tiebreaks (`Tiebreak`; by
/// default the shorter line in characters, white space at either end not
/// counted), then input order. Above all scores, an item equal to the query
/// comes first, then items that start with it; below all of them come items
/// that a Hangul syllable matched only as the start of a longer one (`서` in
/// `성`, see `HangulFolding`).
///
/// These are fzf's rules (its header comment in `algo.go` explains them at
/// length), computed here as an exact dynamic programme over every
/// alignment, up to a size bound past which only a short window is searched
/// (see `FuzzyAlgorithm`).
package enum MatchScoring {
    package static let match: Int32 = 16
    package static let gapStart: Int32 = -3
    static let gapExtension: Int32 = -1

    /// After white space and delimiters the bonus depends on the scheme: `MatchScheme`.
    static let boundary: Int32 = 8
    static let nonWord: Int32 = 8
    package static let camelOrDigit: Int32 = 7
    package static let consecutive: Int32 = 4
    package static let firstCharacterMultiplier: Int32 = 2

    /// The score of a query's first character where its bonus is `bonus`, which counts twice.
    @inline(__always)
    package static func firstCharacter(bonus: Int32) -> Int32 {
        match &+ bonus &* firstCharacterMultiplier
    }

    /// The bonus for a character of class `current` that follows one of class `previous`.
    static func bonus(previous: CharacterClass, current: CharacterClass, scheme: MatchScheme = .default) -> Int32 {
        if current != .white {
            // A word (or punctuation) starting after white space, a delimiter or other punctuation.
            switch previous {
            case .white: return scheme.boundaryWhite
            case .delimiter: return scheme.boundaryDelimiter
            case .nonWord: return boundary
            default: break
            }
        }
        if previous == .lower && current == .upper { return camelOrDigit }
        if previous != .number && current == .number { return camelOrDigit }
        switch current {
        case .nonWord, .delimiter: return nonWord
        case .white: return scheme.boundaryWhite
        default: return 0
        }
    }

    /// `bonus(previous:current:scheme:)` for every pair of classes, indexed `previous * 8 + current`.
    static func bonusTable(_ scheme: MatchScheme) -> [Int32] {
        (0..<64).map { index in
            guard let previous = CharacterClass(rawValue: UInt8(index / 8)),
                  let current = CharacterClass(rawValue: UInt8(index % 8)) else { return 0 }
            return bonus(previous: previous, current: current, scheme: scheme)
        }
    }

    /// The class of each ASCII byte under `scheme`; bytes from 0x80 are classed `.letter` (never looked up that way).
    static func asciiClasses(_ scheme: MatchScheme) -> [CharacterClass] {
        (0..<256).map { byte in
            switch UInt8(byte) {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
            case 0x20, 0x09...0x0D: return .white
            // Placeholders of non-ASCII characters (`MatchScratch.projectASCII`), then other bytes.
            case 0x80...0x87: return CharacterClass(rawValue: UInt8(byte) & 7) ?? .letter
            case 0x88...: return .letter
            case let other where scheme.isDelimiter(other): return .delimiter
            default: return .nonWord
            }
        }
    }
}
