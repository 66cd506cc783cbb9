/// A Go bracket expression (`[a-z\d,]`, `[[:alpha:]]`) written as a POSIX one.
///
/// Go reads escapes inside brackets and its named classes are ASCII; POSIX
/// reads a backslash there as itself. So the members are collected as code
/// point ranges and written out in an order POSIX reads as meant (`]` first,
/// `-` last, `^` never first, `[` never before `:`, `.` or `=`).
enum GoBracket {
    /// Code points, one or a range.
    typealias Member = ClosedRange<UInt32>

    /// The bracket whose `[` was just read, as POSIX text.
    static func translate(_ reader: inout PatternReader) throws -> String {
        let parsed = try parse(&reader)
        return try bracket(parsed.members, negated: parsed.negated, allowsNUL: reader.allowsNUL)
    }

    /// The members of the bracket whose `[` was just read, and whether it matches the characters
    /// that are not among them.
    static func parse(_ reader: inout PatternReader) throws -> (members: [Member], negated: Bool) {
        var negated = false
        if reader.peek() == "^" {
            reader.skip()
            negated = true
        }
        var members: [Member] = []
        // `[:^alpha:]`, `\D`: POSIX has no negated class inside brackets, only a negated bracket.
        var complements: [[Member]] = []
        var first = true
        while true {
            guard let scalar = reader.peek() else { throw GoRegexSyntax.rejected() }  // missing ]
            if scalar == "]", !first {
                reader.skip()
                break
            }
            first = false
            if scalar == "[", reader.peek(1) == ":", let (named, isNegated) = try namedClass(&reader) {
                if isNegated { complements.append(named) } else { members += named }
                continue
            }
            if scalar == "\\", let next = reader.peek(1), let perl = perlClass(next) {
                reader.skip()
                reader.skip()
                if next.properties.isUppercase { complements.append(perl) } else { members += perl }
                continue
            }
            let low = try classCharacter(&reader)
            var high = low
            if reader.peek() == "-", let after = reader.peek(1), after != "]" {
                reader.skip()
                high = try classCharacter(&reader)
                guard high >= low else { throw GoRegexSyntax.rejected() }
            }
            members.append(low.value...high.value)
        }
        guard !complements.isEmpty else { return (members, negated) }
        guard complements.count == 1, members.isEmpty else { throw GoRegexSyntax.unsupported("a negated class beside others in brackets") }
        return (complements[0], !negated)
    }

    /// The members of `\d`, `\s`, `\w` (and their negations' letters), as Go defines them.
    static func perlClass(_ letter: Unicode.Scalar) -> [Member]? {
        switch letter {
        case "d", "D": return [0x30...0x39]
        case "s", "S": return [0x09...0x0A, 0x0C...0x0D, 0x20...0x20]
        case "w", "W": return [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
        default: return nil
        }
    }

    /// Go's ASCII named classes.
    private static let namedClasses: [String: [Member]] = [
        "alnum": [0x30...0x39, 0x41...0x5A, 0x61...0x7A],
        "alpha": [0x41...0x5A, 0x61...0x7A],
        "ascii": [0x00...0x7F],
        "blank": [0x09...0x09, 0x20...0x20],
        "cntrl": [0x00...0x1F, 0x7F...0x7F],
        "digit": [0x30...0x39],
        "graph": [0x21...0x7E],
        "lower": [0x61...0x7A],
        "print": [0x20...0x7E],
        "punct": [0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E],
        "space": [0x09...0x0D, 0x20...0x20],
        "upper": [0x41...0x5A],
        "word": [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A],
        "xdigit": [0x30...0x39, 0x41...0x46, 0x61...0x66],
    ]

    /// `[:name:]` or `[:^name:]` at the reader, or nil (nothing read) when no `:]` follows, as in Go.
    private static func namedClass(_ reader: inout PatternReader) throws -> ([Member], isNegated: Bool)? {
        var name = ""
        var offset = 2
        while let scalar = reader.peek(offset) {
            if scalar == ":", reader.peek(offset + 1) == "]" {
                for _ in 0..<(offset + 2) { reader.skip() }
                let isNegated = name.hasPrefix("^")
                guard let members = namedClasses[isNegated ? String(name.dropFirst()) : name] else { throw GoRegexSyntax.rejected() }
                return (members, isNegated)
            }
            name.unicodeScalars.append(scalar)
            offset += 1
        }
        return nil
    }

    /// One character of a bracket: itself or an escape.
    private static func classCharacter(_ reader: inout PatternReader) throws -> Unicode.Scalar {
        guard let scalar = reader.next() else { throw GoRegexSyntax.rejected() }
        guard scalar == "\\" else { return scalar }
        guard let escaped = reader.next() else { throw GoRegexSyntax.rejected() }
        return try GoRegexSyntax.characterEscape(escaped, &reader)
    }

    /// A POSIX bracket with `members` (NUL, which POSIX patterns cannot hold, left out of ranges;
    /// alone, it is unsupported unless `allowsNUL`).
    static func bracket(_ members: [Member], negated: Bool, allowsNUL: Bool = false) throws -> String {
        let (close, dash, caret, open) = (UInt32(0x5D), UInt32(0x2D), UInt32(0x5E), UInt32(0x5B))
        var leading: [Member] = []  // `]`, then members starting with `:`, `.` or `=`
        var middle: [Member] = []
        var trailing: [Member] = []  // members ending with `[`
        var hasCaret = false
        var hasDash = false
        // libc's C.UTF-8 rejects ranges beyond ASCII: a short one is listed a character at a time.
        var listed: [Member] = []
        for member in members {
            guard member.count > 1, member.upperBound >= 0x80 else {
                listed.append(member)
                continue
            }
            guard member.count <= 1024 else { throw GoRegexSyntax.unsupported("a long range of non-ASCII characters") }
            listed += member.compactMap { Unicode.Scalar($0) == nil ? nil : $0...$0 }
        }
        for member in listed {
            if member.lowerBound == 0, member.upperBound == 0 {
                guard allowsNUL else { throw GoRegexSyntax.unsupported(GoRegexSyntax.nulMisplaced) }
                continue
            }
            let member = max(1, member.lowerBound)...member.upperBound
            if member.count > 1, [dash, close].contains(member.upperBound) || member.lowerBound == dash {
                throw GoRegexSyntax.unsupported("a range ending in ] or -")
            }
            if member == caret...caret {
                hasCaret = true
            } else if member == dash...dash {
                hasDash = true
            } else if member.lowerBound == close {
                leading.insert(member, at: 0)
            } else if [0x3A, 0x2E, 0x3D].contains(member.lowerBound) {
                leading.append(member)
            } else if member.upperBound == open {
                trailing.append(member)
            } else {
                middle.append(member)
            }
        }
        func text(_ member: Member) -> String {
            let low = String(Unicode.Scalar(member.lowerBound).map(Character.init) ?? "?")
            let high = String(Unicode.Scalar(member.upperBound).map(Character.init) ?? "?")
            return member.count == 1 ? low : low + "-" + high
        }
        var items = (leading + middle + trailing).map(text)
        if hasCaret {
            // Anywhere but first; `[\^]` alone POSIX cannot bracket, but `[^^]` and `\^` say it.
            if items.isEmpty, !hasDash { return negated ? "[^^]" : "\\^" }
            items.insert("^", at: items.isEmpty ? 0 : 1)
        }
        if hasDash { items.append("-") }
        if items.first?.hasPrefix("^") == true {
            // A range from `^` first would read as negation: start with the next member instead.
            guard let other = items.firstIndex(where: { !$0.hasPrefix("^") && $0 != "-" }) else {
                throw GoRegexSyntax.unsupported("a range from ^ alone in brackets")
            }
            items.insert(items.remove(at: other), at: 0)
        }
        let body = items.joined()
        return "[" + (negated ? "^" : "") + body + "]"
    }
}
