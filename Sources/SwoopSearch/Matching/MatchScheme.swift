/// `--scheme`: fzf's scoring schemes, each tuning the boundary bonuses and the default tiebreaks.
///
/// | scheme    | after white space | after a delimiter | delimiters    | line start counts as | tiebreaks        |
/// |-----------|-------------------|-------------------|---------------|----------------------|------------------|
/// | `default` | 10                | 9                 | `/ , : ; \|`  | white space          | length           |
/// | `path`    | 8                 | 9                 | `/`           | a delimiter          | pathname, length |
/// | `history` | 8                 | 8                 | `/ , : ; \|`  | white space          | none             |
public enum MatchScheme: String, Sendable, CaseIterable {
    /// For any text: word starts after white space score most.
    case `default`
    /// For paths: a start after `/` scores most, and shorter file names win ties.
    case path
    /// For shell history: no length tiebreak, so ties keep the input order.
    case history

    /// The bonus of a word start after white space (and of white space itself).
    var boundaryWhite: Int32 {
        self == .default ? MatchScoring.boundary + 2 : MatchScoring.boundary
    }

    /// The bonus of a word start after a delimiter.
    var boundaryDelimiter: Int32 {
        self == .history ? MatchScoring.boundary : MatchScoring.boundary + 1
    }

    /// Whether `byte` is a delimiter (`/` alone for paths).
    func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"): true
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"): self != .path
        default: false
        }
    }

    /// The class of the character before the first one.
    var initialClass: CharacterClass {
        self == .path ? .delimiter : .white
    }

    /// The tiebreaks after the score when `--tiebreak` does not say (fzf's for the scheme).
    public var tiebreaks: [Tiebreak] {
        switch self {
        case .default: [.length]
        case .path: [.pathname, .length]
        case .history: []
        }
    }
}
