/// A `--delimiter` regular expression simple enough to need no regular-expression engine, read
/// from Go's syntax: a fixed string, or a set of characters.
///
/// Its fields are still a pattern's (no empty field after the last match, the
/// last match dropped only at the very end), found without `regcomp`; so NUL,
/// which POSIX patterns cannot hold, works here (`\x00`, fzf-tab's delimiter).
/// Only patterns Go accepts are asked about; anything else is nil.
enum GoSimplePattern: Equatable {
    /// The pattern means this text and nothing else (`\x00`, `\0`, `\.`, `a\|b`, `\Q||\E`, `\x41`).
    case fixed([UInt8])
    /// The pattern matches one character of a set, or a run of them (`[\x00,]`, `\s+`, `:|,`).
    case characters(DelimiterCharacters)

    /// What `pattern` (Go's syntax) is, when it is simple. Leading flags may stand before it:
    /// `(?s)`, and `(?i)` before text that has no case (`(?i)\x00`).
    init?(_ pattern: String) {
        var start = PatternReader(Array(pattern.unicodeScalars))
        let flags = GoRegexSyntax.leadingFlags(&start)
        var reader = start
        if let text = Self.fixedText(&reader), !text.isEmpty,
           !flags.contains("i") || text.allSatisfy(Self.isCaseless) {
            self = .fixed(text.flatMap { Array(String($0).utf8) })
            return
        }
        reader = start
        guard let set = Self.characterSet(&reader), !flags.contains("i") || set.members.allSatisfy(Self.isCaseless) else {
            return nil
        }
        self = .characters(set)
    }

    /// Whether every character of `range` (up to 1,024 of them) has no case.
    private static func isCaseless(_ range: ClosedRange<UInt32>) -> Bool {
        range.count <= 1024 && range.allSatisfy { Unicode.Scalar($0).map(isCaseless) ?? true }
    }

    /// Whether `scalar` matches only itself when case is ignored (digits, punctuation, NUL).
    private static func isCaseless(_ scalar: Unicode.Scalar) -> Bool {
        let text = String(scalar)
        return text.lowercased() == text && text.uppercased() == text
    }

    /// The text the whole pattern stands for, or nil when some part of it is more than a character.
    private static func fixedText(_ reader: inout PatternReader) -> [Unicode.Scalar]? {
        var text: [Unicode.Scalar] = []
        while let scalar = reader.next() {
            switch scalar {
            case "\\":
                guard let escaped = reader.next() else { return nil }
                if escaped == "Q" {
                    text += quoted(&reader)
                    continue
                }
                guard let character = escapedCharacter(escaped, &reader) else { return nil }
                text.append(character)
            case "{":
                // A `{` that opens no repetition (`a{`, `{x}`) is itself.
                var probe = reader
                let repetition: String?
                do { repetition = try GoRegexSyntax.parseRepeat(&probe) } catch { return nil }
                guard repetition == nil else { return nil }
                text.append(scalar)
            case ".", "(", ")", "|", "^", "$", "*", "+", "?", "[":
                return nil
            default:
                text.append(scalar)
            }
        }
        return text
    }

    /// What follows `\Q` up to `\E` or the end, each character itself.
    private static func quoted(_ reader: inout PatternReader) -> [Unicode.Scalar] {
        var text: [Unicode.Scalar] = []
        while let scalar = reader.next() {
            if scalar == "\\", reader.peek() == "E" {
                reader.skip()
                break
            }
            text.append(scalar)
        }
        return text
    }

    /// The one character an escape after `\` stands for; nil for anchors, classes and `\p`.
    private static func escapedCharacter(_ escaped: Unicode.Scalar, _ reader: inout PatternReader) -> Unicode.Scalar? {
        guard !"AzbBpPQ".unicodeScalars.contains(escaped), GoBracket.perlClass(escaped) == nil else { return nil }
        return try? GoRegexSyntax.characterEscape(escaped, &reader)
    }

    /// A set: one class (`[…]`, `\d`, a character) with an optional `+`, or classes none of them
    /// negated between `|` (`:|,|\x00`); nil for anything else.
    private static func characterSet(_ reader: inout PatternReader) -> DelimiterCharacters? {
        var alternatives: [(members: [GoBracket.Member], negated: Bool)] = []
        while true {
            guard let alternative = oneClass(&reader) else { return nil }
            alternatives.append(alternative)
            guard reader.peek() == "|" else { break }
            reader.skip()
        }
        var repeats = false
        if alternatives.count == 1, reader.peek() == "+" {
            reader.skip()
            repeats = true
        }
        guard reader.peek() == nil else { return nil }
        if alternatives.count == 1 {
            return DelimiterCharacters(members: alternatives[0].members, negated: alternatives[0].negated, repeats: repeats)
        }
        guard alternatives.allSatisfy({ !$0.negated }) else { return nil }
        return DelimiterCharacters(members: alternatives.flatMap(\.members), negated: false, repeats: false)
    }

    /// The class at the reader, matching one character: a bracket, `\d` `\s` `\w` (or negated),
    /// an escaped character or a plain one.
    private static func oneClass(_ reader: inout PatternReader) -> (members: [GoBracket.Member], negated: Bool)? {
        guard let scalar = reader.next() else { return nil }
        switch scalar {
        case "[":
            return try? GoBracket.parse(&reader)
        case "\\":
            guard let escaped = reader.next() else { return nil }
            if let members = GoBracket.perlClass(escaped) { return (members, escaped.properties.isUppercase) }
            return escapedCharacter(escaped, &reader).map { ([$0.value...$0.value], false) }
        case ".", "(", ")", "|", "^", "$", "*", "+", "?", "{":
            return nil
        default:
            return ([scalar.value...scalar.value], false)
        }
    }
}
