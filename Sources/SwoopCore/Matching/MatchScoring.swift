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
///     and 8 on a non-word character itself (`-`, `.`),
///   - **7** at a camelCase hump or where digits start (`B` in `fooBar`, `1` in `v1`),
///   - **0** in the middle of a word;
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
/// Results are ordered by score, then shorter items first, then input order.
/// Above all scores, an item equal to the query comes first, then items that
/// start with it.
///
/// These are fzf's rules (its header comment in `algo.go` explains them at
/// length), computed here as an exact dynamic programme over every
/// alignment, up to a size bound past which only a short window is searched
/// (see `FuzzyAlgorithm`).
enum MatchScoring {
    static let match: Int32 = 16
    static let gapStart: Int32 = -3
    static let gapExtension: Int32 = -1

    static let boundaryWhite: Int32 = 10
    static let boundaryDelimiter: Int32 = 9
    static let boundary: Int32 = 8
    static let nonWord: Int32 = 8
    static let camelOrDigit: Int32 = 7
    static let consecutive: Int32 = 4
    static let firstCharacterMultiplier: Int32 = 2

    /// The bonus for a character of class `current` that follows one of class `previous`.
    static func bonus(previous: CharacterClass, current: CharacterClass) -> Int32 {
        switch current {
        case .lower, .upper, .letter, .number:
            switch previous {
            case .white: return boundaryWhite
            case .delimiter: return boundaryDelimiter
            case .nonWord: return boundary
            default: break
            }
            if previous == .lower && current == .upper { return camelOrDigit }
            if previous != .number && current == .number { return camelOrDigit }
            return 0
        case .nonWord, .delimiter:
            return nonWord
        case .white:
            return boundaryWhite
        }
    }

    /// `bonus(previous:current:)` for every pair of classes, indexed `previous * 8 + current`.
    static let bonusTable: [Int32] = (0..<64).map { index in
        guard let previous = CharacterClass(rawValue: UInt8(index / 8)),
              let current = CharacterClass(rawValue: UInt8(index % 8)) else { return 0 }
        return bonus(previous: previous, current: current)
    }

    /// The class of each ASCII byte; bytes from 0x80 are classed `.letter` (never looked up that way).
    static let asciiClasses: [CharacterClass] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case 0x20, 0x09...0x0D: return .white
        case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"): return .delimiter
        case 0x80...: return .letter
        default: return .nonWord
        }
    }
}
