/// `--tiebreak`: what orders matches of equal score, fzf's criteria with fzf's meanings.
///
/// Each gives a number, smaller first, capped at 65,535 as in fzf; after
/// the last criterion the input order decides (`index`).
import SwoopSystem
public enum Tiebreak: String, Sendable, CaseIterable {
    /// The line's length in characters, leading and trailing white space not counted.
    case length
    /// The length of the white-space-delimited chunk around the match.
    case chunk
    /// How far the match starts after the line's last `/` or `\` (past it: last).
    case pathname
    /// How near the line's start the match lies (fzf measures to the earliest end of the terms'
    /// matches, leading white space not counted).
    case begin
    /// How close the match ends to the line's end, relative to the line's length.
    case end

    /// Whether the criterion needs where the match lies, not just the line.
    package var needsBounds: Bool { self != .length }

    /// The criteria of a `--tiebreak` value, with fzf's rules: comma-separated, any case,
    /// no repeats, `index` only last (and implied), at most three besides it.
    package static func parseList(_ text: String) throws(OptionError) -> [Tiebreak] {
        var criteria: [Tiebreak] = []
        var seenIndex = false
        for name in text.lowercased().split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            let criterion = Tiebreak(rawValue: name)
            guard criterion != nil || name == "index" else {
                throw OptionError("--tiebreak: invalid sort criterion '\(name)' (length, chunk, pathname, begin, end, index)")
            }
            if (name == "index" && seenIndex) || criteria.contains(where: { $0 == criterion }) {
                throw OptionError("--tiebreak: duplicate sort criterion '\(name)'")
            }
            if seenIndex { throw OptionError("--tiebreak: index must be the last criterion") }
            if let criterion { criteria.append(criterion) } else { seenIndex = true }
        }
        if criteria.count > 3 { throw OptionError("--tiebreak: at most 3 criteria besides index, not '\(text)'") }
        return criteria
    }
}
