/// One `{…}` of a command template, as fzf 0.74 reads it: what it stands for and its flags.
///
/// A placeholder is a brace pair whose inside is one of (fzf's pattern):
/// flags `+*sfr` then a field range list (`{}`, `{+}`, `{2..}`, `{+sf1,3}`),
/// `q` or `q:` with an optional `s` and a range list (`{q}`, `{q:2..}`),
/// `fzf:query`, `fzf:action`, `fzf:prompt`, or the index forms `{n}`, `{+n}`,
/// `{*fn}`. Flags written anywhere count (`{nf}` is `{fn}`); a range list fzf
/// rejects leaves the placeholder in the command as written, without its flags.
import SwoopItems
package struct Placeholder: Sendable, Equatable {
    /// What the placeholder stands for.
    package enum Kind: Sendable, Equatable {
        /// The query (`{q}`, `{fzf:query}`).
        case query
        /// Fields of the query, split at blanks (`{q:1}`, `{q:s2..}`).
        case queryFields([FieldRange])
        /// The whole item, or its index with `n` (`{}`, `{+}`, `{n}`).
        case item
        /// Fields of the item (`{1}`, `{-1}`, `{2..3}`, `{1,3}`, `{..}`).
        case fields([FieldRange])
        /// The name of the action running the command (`{fzf:action}`), unquoted.
        case action
        /// The prompt (`{fzf:prompt}`).
        case prompt
    }

    /// The flags written in the braces.
    package struct Flags: OptionSet, Sendable, Hashable {
        package let rawValue: UInt8
        /// Flags from their bits.
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `+`: every marked item (the current one when none is marked).
        package static let marked = Flags(rawValue: 1 << 0)
        /// `*`: every matched item.
        package static let matched = Flags(rawValue: 1 << 1)
        /// `s`: keep the fields' leading and trailing white space.
        package static let keepsSpace = Flags(rawValue: 1 << 2)
        /// `n`: the item's index instead of its text.
        package static let index = Flags(rawValue: 1 << 3)
        /// `f`: the values written to a temporary file, the placeholder standing for its path.
        package static let file = Flags(rawValue: 1 << 4)
        /// `r`: the values unquoted.
        package static let raw = Flags(rawValue: 1 << 5)
    }

    package var kind: Kind
    package var flags: Flags

    /// What the template holds at a brace: a placeholder, text (a `\{…}` escape or a rejected
    /// range list), or nothing when the brace starts no placeholder.
    enum Parsed: Equatable {
        case placeholder(Placeholder)
        case text(String)
    }

    /// Reads `body`, the text between `{` and the next `}`; nil when fzf's pattern does not match it.
    static func parse(_ body: Substring) -> Parsed? {
        switch body {
        case "fzf:query": return .placeholder(Placeholder(kind: .query, flags: []))
        case "fzf:action": return .placeholder(Placeholder(kind: .action, flags: []))
        case "fzf:prompt": return .placeholder(Placeholder(kind: .prompt, flags: []))
        default: break
        }
        guard isFieldForm(body) || isQueryForm(body) || isIndexForm(body) else { return nil }
        var flags: Flags = []
        var rest = ""
        for character in body {
            switch character {
            case "+": flags.insert(.marked)
            case "*": flags.insert(.matched)
            case "s": flags.insert(.keepsSpace)
            case "n": flags.insert(.index)
            case "f": flags.insert(.file)
            case "r": flags.insert(.raw)
            default: rest.append(character)
            }
        }
        if rest == "q" { return .placeholder(Placeholder(kind: .query, flags: flags)) }
        if rest.hasPrefix("q:") {
            guard let ranges = FieldRange.parsedList(String(rest.dropFirst(2))) else { return .text("{\(rest)}") }
            return .placeholder(Placeholder(kind: .queryFields(ranges), flags: flags))
        }
        if rest.isEmpty { return .placeholder(Placeholder(kind: .item, flags: flags)) }
        guard let ranges = FieldRange.parsedList(rest) else { return .text("{\(rest)}") }
        return .placeholder(Placeholder(kind: .fields(ranges), flags: flags))
    }

    /// `[+*sfr]*[0-9,-.]*`: flags, then a range list (both may be empty).
    private static func isFieldForm(_ body: Substring) -> Bool {
        let ranges = body.drop { "+*sfr".contains($0) }
        return ranges.utf8.allSatisfy(FieldRange.isRangeListByte)
    }

    /// `q(:s?[0-9,-.]+)?`.
    private static func isQueryForm(_ body: Substring) -> Bool {
        guard body.first == "q" else { return false }
        let rest = body.dropFirst()
        guard !rest.isEmpty else { return true }
        guard rest.first == ":" else { return false }
        var ranges = rest.dropFirst()
        if ranges.first == "s" { ranges = ranges.dropFirst() }
        return FieldRange.isRangeListText(ranges)
    }

    /// `[+*]?f?nf?`.
    private static func isIndexForm(_ body: Substring) -> Bool {
        var rest = body
        if rest.first == "+" || rest.first == "*" { rest = rest.dropFirst() }
        if rest.first == "f" { rest = rest.dropFirst() }
        guard rest.first == "n" else { return false }
        rest = rest.dropFirst()
        return rest.isEmpty || rest == "f"
    }

    /// Whether the value depends on more than the current item: the query, the action or the prompt.
    var dependsOnState: Bool {
        switch kind {
        case .query, .queryFields, .action, .prompt: true
        case .item, .fields: false
        }
    }
}
