/// Splits a query into terms with fzf's extended search syntax.
///
/// | syntax    | matches items that                     |
/// |-----------|----------------------------------------|
/// | `sbtrkt`  | contain s, b, t, r, k, t in order       |
/// | `'wild`   | contain `wild` (with `-e`: fuzzy again) |
/// | `'wild'`  | contain `wild` as a word: it starts and ends at word boundaries |
/// | `^music`  | start with `music`                     |
/// | `.mp3$`   | end with `.mp3`                        |
/// | `^x$`     | are exactly `x`                        |
/// | `!fire`   | do not contain `fire` (also `!^`, `!$`; `!'fire` fuzzy) |
/// | `a | b`   | match `a` or `b`                       |
///
/// Terms are separated by spaces, all must match; `\ ` is a literal space.
enum QueryParser {
    /// The groups of `text`'s terms, with fzf's rules for stray operators: a `|` joins the
    /// terms around it only when a term stands before it and it does not follow another `|`
    /// (otherwise it is a term of its own, the character `|`); a lone `$`, `^`, `!` or `'`
    /// leaves nothing to match and is dropped, except `$`, which is the character itself.
    static func parse(_ text: String, options: MatchOptions) -> [[QueryTerm]] {
        guard options.extended else {
            // fzf's `+x`: no operators, and spaces are characters like any other.
            guard !text.isEmpty else { return [] }
            let kind: QueryTerm.Kind = options.exact ? .substring : .fuzzy
            return [[QueryTerm(
                kind: kind, isInverse: false, text: text, foldDiacritics: options.foldDiacritics,
                caseMatching: options.caseMatching)]]
        }
        var groups: [[QueryTerm]] = []
        var group: [QueryTerm] = []
        var startsNewGroup = false
        var followsBar = false
        for token in tokens(text) {
            if !group.isEmpty, !followsBar, token == "|" {
                startsNewGroup = false
                followsBar = true
                continue
            }
            followsBar = false
            guard let term = term(token, options: options) else { continue }
            if startsNewGroup {
                groups.append(group)
                group = []
            }
            group.append(term)
            startsNewGroup = true
        }
        if !group.isEmpty { groups.append(group) }
        return groups
    }

    /// The space-separated words of `text`; `\ ` is a space inside a word (so is a tab).
    static func tokens(_ text: String) -> [String] {
        text.replacing("\\ ", with: "\t")
            .split(separator: " ", omittingEmptySubsequences: true)
            .map { String($0.replacing("\t", with: " ")) }
    }

    /// One term from its word, operators stripped in fzf's order; nil when nothing is left to match.
    static func term(_ token: String, options: MatchOptions) -> QueryTerm? {
        var text = Substring(token)
        var isInverse = false
        var kind: QueryTerm.Kind = options.exact ? .substring : .fuzzy
        if text.hasPrefix("!") {
            isInverse = true
            kind = .substring
            text = text.dropFirst()
        }
        if text != "$", text.hasSuffix("$") {
            kind = .suffix
            text = text.dropLast()
        }
        if text.utf8.count > 2, text.hasPrefix("'"), text.hasSuffix("'") {
            kind = .boundary
            text = text.dropFirst().dropLast()
        } else if text.hasPrefix("'") {
            // Flips exactness (and forgets a `$` suffix, as fzf does).
            kind = !options.exact && !isInverse ? .substring : .fuzzy
            text = text.dropFirst()
        } else if text.hasPrefix("^") {
            kind = kind == .suffix ? .equal : .prefix
            text = text.dropFirst()
        }
        guard !text.isEmpty else { return nil }
        return QueryTerm(
            kind: kind, isInverse: isInverse, text: String(text), foldDiacritics: options.foldDiacritics,
            caseMatching: options.caseMatching)
    }
}
