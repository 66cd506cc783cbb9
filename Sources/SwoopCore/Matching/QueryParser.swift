/// Splits a query into terms with fzf's extended search syntax.
///
/// | syntax    | matches items that                     |
/// |-----------|----------------------------------------|
/// | `sbtrkt`  | contain s, b, t, r, k, t in order       |
/// | `'wild`   | contain `wild` (with `-e`: fuzzy again) |
/// | `^music`  | start with `music`                     |
/// | `.mp3$`   | end with `.mp3`                        |
/// | `^x$`     | are exactly `x`                        |
/// | `!fire`   | do not contain `fire` (also `!^`, `!$`, `!'`) |
/// | `a | b`   | match `a` or `b`                       |
///
/// Terms are separated by spaces, all must match; `\ ` is a literal space.
enum QueryParser {
    static func parse(_ text: String, options: MatchOptions) -> [[QueryTerm]] {
        var groups: [[QueryTerm]] = []
        var joinWithPrevious = false
        for token in tokens(text) {
            if token == "|" {
                joinWithPrevious = !groups.isEmpty
                continue
            }
            guard let term = term(token, options: options) else {
                joinWithPrevious = false
                continue
            }
            if joinWithPrevious, !groups.isEmpty {
                groups[groups.count - 1].append(term)
            } else {
                groups.append([term])
            }
            joinWithPrevious = false
        }
        return groups
    }

    /// The space-separated words of `text`, with `\ ` kept as a space inside a word.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if escaped {
                if character != " " { current.append("\\") }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == " " {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// One term from its word, operators stripped; nil when nothing is left to match.
    static func term(_ token: String, options: MatchOptions) -> QueryTerm? {
        var text = Substring(token)
        var isInverse = false
        var kind: QueryTerm.Kind = options.exact ? .substring : .fuzzy
        if text.hasPrefix("!") {
            isInverse = true
            kind = .substring
            text = text.dropFirst()
        }
        if text.hasPrefix("'") {
            kind = options.exact && !isInverse ? .fuzzy : .substring
            text = text.dropFirst()
        } else if text.hasPrefix("^") {
            kind = .prefix
            text = text.dropFirst()
        }
        if text.hasSuffix("$"), !text.hasSuffix("\\$") {
            kind = kind == .prefix ? .equal : .suffix
            text = text.dropLast()
        } else if text.hasSuffix("\\$") {
            text = text.dropLast(2) + "$"
        }
        guard !text.isEmpty else { return nil }
        return QueryTerm(kind: kind, isInverse: isInverse, text: String(text), foldDiacritics: options.foldDiacritics)
    }
}
