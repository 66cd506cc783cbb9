/// fzf's delimiter patterns (Go's regular-expression syntax) rewritten as POSIX extended ones.
///
/// fzf compiles `--delimiter` with Go's `regexp` and falls back to the plain
/// string when Go rejects it, so this also tells which patterns Go rejects.
/// Go's escapes (`\d \s \w \n \x41 \Q…\E`, escapes inside brackets) become
/// brackets and characters, `.` stops at newlines as in Go, Go's ASCII named
/// classes are spelled out. What Go accepts but POSIX cannot say (lazy
/// repeats, `(?flags)`, `\pL`, NUL) is reported as unsupported; the patterns
/// that need no regular expression at all (`\x00`, `[\x00,]`) are
/// `GoSimplePattern`'s.
enum GoRegexSyntax {
    /// What a pattern is.
    enum Translation: Equatable {
        /// A pattern Go accepts, as a POSIX extended regular expression (`(?i)` first: ignoring case).
        case posix(String, ignoresCase: Bool)
        /// Go rejects it: fzf splits at the text itself.
        case rejectedByGo
        /// Go accepts it but POSIX cannot express it; the text says what.
        case unsupported(String)
    }

    private struct Failure: Error {
        let translation: Translation
        static let rejected = Failure(translation: .rejectedByGo)
        static func unsupported(_ what: String) -> Failure { Failure(translation: .unsupported(what)) }
    }

    /// What can come before a repetition operator.
    private enum Previous { case nothing, atom, anchor, repetition }

    /// Translates `pattern`; `allowingNUL` reads a NUL as any other character (to learn only
    /// whether Go accepts the pattern: the translation cannot be compiled then).
    static func translate(_ pattern: String, allowingNUL: Bool = false) -> Translation {
        var reader = PatternReader(Array(pattern.unicodeScalars))
        reader.allowsNUL = allowingNUL
        do {
            let flags = leadingFlags(&reader)
            return .posix(try translateSequence(&reader, dotMatchesNewline: flags.contains("s")), ignoresCase: flags.contains("i"))
        } catch let failure as Failure {
            return failure.translation
        } catch {
            return .rejectedByGo
        }
    }

    /// Flags that open the pattern and hold for all of it: `(?i)`, `(?s)`, `(?is)` (nothing read otherwise).
    static func leadingFlags(_ reader: inout PatternReader) -> Set<Unicode.Scalar> {
        guard reader.peek() == "(", reader.peek(1) == "?" else { return [] }
        var flags: Set<Unicode.Scalar> = []
        var offset = 2
        while let scalar = reader.peek(offset), scalar == "i" || scalar == "s" {
            flags.insert(scalar)
            offset += 1
        }
        guard !flags.isEmpty, reader.peek(offset) == ")" else { return [] }
        for _ in 0...offset { reader.skip() }
        return flags
    }

    private static func translateSequence(_ reader: inout PatternReader, dotMatchesNewline: Bool) throws -> String {
        var output = ""
        var previous = Previous.nothing
        var depth = 0
        while let scalar = reader.next() {
            switch scalar {
            case "\\":
                let escape = try translateEscape(&reader)
                output += escape.text
                previous = escape.isAnchor ? .anchor : .atom
            case ".":
                output += dotMatchesNewline ? "." : "[^\n]"
                previous = .atom
            case "[":
                output += try GoBracket.translate(&reader)
                previous = .atom
            case "(":
                if reader.peek() == "?" {
                    reader.skip()
                    guard try groupOpens(&reader) else { continue }
                }
                output += "("
                depth += 1
                previous = .nothing
            case ")":
                guard depth > 0 else { throw Failure.rejected }
                depth -= 1
                output += ")"
                previous = .atom
            case "|":
                output += "|"
                previous = .nothing
            case "^", "$":
                output.unicodeScalars.append(scalar)
                previous = .anchor
            case "*", "+", "?":
                try checkRepetition(after: previous, lazy: reader.peek() == "?")
                output.unicodeScalars.append(scalar)
                previous = .repetition
            case "{":
                if let interval = try parseRepeat(&reader) {
                    try checkRepetition(after: previous, lazy: reader.peek() == "?")
                    output += interval
                    previous = .repetition
                } else {
                    output += "\\{"
                    previous = .atom
                }
            default:
                output += try literal(scalar, allowsNUL: reader.allowsNUL)
                previous = .atom
            }
        }
        guard depth == 0 else { throw Failure.rejected }
        return output
    }

    /// Reads what follows `(?`: a named group (`P<name>`, `<name>`) or flags before `:` (a group
    /// opens: true) or `)` (nothing opens: false). Go rejects other flags than `imsU`; flags
    /// other than the leading ones `leadingFlags` takes POSIX cannot express.
    private static func groupOpens(_ reader: inout PatternReader) throws -> Bool {
        if reader.peek() == "<" || (reader.peek() == "P" && reader.peek(1) == "<") {
            if reader.peek() == "P" { reader.skip() }
            reader.skip()
            var name = ""
            while let scalar = reader.next() {
                if scalar == ">" {
                    let isWord = { (scalar: Unicode.Scalar) in scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
                    guard !name.isEmpty, name.unicodeScalars.allSatisfy(isWord) else { throw Failure.rejected }
                    return true
                }
                name.unicodeScalars.append(scalar)
            }
            throw Failure.rejected
        }
        var flags = ""
        while let scalar = reader.next() {
            switch scalar {
            case "i", "m", "s", "U", "-":
                flags.unicodeScalars.append(scalar)
            case ":", ")":
                guard !flags.hasSuffix("-"), flags.filter({ $0 == "-" }).count <= 1 else { throw Failure.rejected }
                guard flags.isEmpty else { throw Failure.unsupported("flags (?\(flags)) other than a leading (?i) or (?s)") }
                return scalar == ":"
            default:
                throw Failure.rejected
            }
        }
        throw Failure.rejected
    }

    /// Go's rules for a repetition operator, given what precedes it.
    private static func checkRepetition(after previous: Previous, lazy: Bool) throws {
        switch previous {
        case .nothing: throw Failure.rejected  // missing argument
        case .repetition: throw Failure.rejected  // `a**`: nested repetition
        case .anchor: throw Failure.unsupported("a repeated anchor")
        case .atom: if lazy { throw Failure.unsupported("lazy repetition (*? +? ?? {n}?)") }
        }
    }

    /// `{n}`, `{n,}` or `{n,m}` after the `{` just read, or nil (and nothing read) when it is a literal `{`.
    static func parseRepeat(_ reader: inout PatternReader) throws -> String? {
        var probe = reader
        guard let low = probe.number() else { return nil }
        var high: Int? = low
        if probe.peek() == "," {
            probe.skip()
            high = probe.peek() == "}" ? nil : probe.number()
            if high == nil, probe.peek() != "}" { return nil }
        }
        guard probe.next() == "}" else { return nil }
        reader = probe
        if low > 1000 || (high ?? 0) > 1000 || (high.map { $0 < low } ?? false) { throw Failure.rejected }
        return "{\(low)," + (high.map(String.init) ?? "") + "}"
    }

    /// An escape after the `\` just read, as POSIX text.
    private static func translateEscape(_ reader: inout PatternReader) throws -> (text: String, isAnchor: Bool) {
        guard let scalar = reader.next() else { throw Failure.rejected }
        switch scalar {
        case "A": return ("^", true)
        case "z": return ("$", true)
        case "b": return ("\\b", true)
        case "B": return ("\\B", true)
        case "Q":
            var text = ""
            while let next = reader.next() {
                if next == "\\", reader.peek() == "E" {
                    reader.skip()
                    break
                }
                text += try literal(next, allowsNUL: reader.allowsNUL)
            }
            return (text, false)
        default:
            if let members = GoBracket.perlClass(scalar) {
                return (try GoBracket.bracket(members, negated: scalar.properties.isUppercase), false)
            }
            return (try literal(try characterEscape(scalar, &reader), allowsNUL: reader.allowsNUL), false)
        }
    }

    /// The character a Go escape stands for (`\n`, `\x41`, `\101`, `\.`, `\x00`), after its first character.
    static func characterEscape(_ scalar: Unicode.Scalar, _ reader: inout PatternReader) throws -> Unicode.Scalar {
        switch scalar {
        case "a": return "\u{07}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "v": return "\u{0B}"
        case "p", "P": throw Failure.unsupported("Unicode classes (\\p)")
        case "0"..."7":
            if scalar != "0", !(reader.peek().map { ("0"..."7").contains($0) } ?? false) { throw Failure.rejected }
            var value = scalar.value - 0x30
            for _ in 0..<2 {
                guard let next = reader.peek(), ("0"..."7").contains(next) else { break }
                reader.skip()
                value = value * 8 + next.value - 0x30
            }
            return try character(value)
        case "x":
            var digits = ""
            if reader.peek() == "{" {
                reader.skip()
                var closed = false
                while let next = reader.next() {
                    if next == "}" { closed = true; break }
                    digits.unicodeScalars.append(next)
                }
                guard closed, !digits.isEmpty else { throw Failure.rejected }
            } else {
                for _ in 0..<2 { reader.next().map { digits.unicodeScalars.append($0) } }
                guard digits.unicodeScalars.count == 2 else { throw Failure.rejected }
            }
            guard digits.count <= 8, let value = UInt32(digits, radix: 16) else { throw Failure.rejected }
            return try character(value)
        default:
            // Escaped punctuation is itself; an escaped letter or digit Go does not know is an error.
            guard scalar.isASCII, !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) else { throw Failure.rejected }
            return scalar
        }
    }

    private static func character(_ value: UInt32) throws -> Unicode.Scalar {
        guard let scalar = Unicode.Scalar(value) else { throw Failure.rejected }
        return scalar
    }

    /// `scalar` matched literally; a NUL POSIX cannot hold unless `allowsNUL` (then it stands for itself).
    static func literal(_ scalar: Unicode.Scalar, allowsNUL: Bool = false) throws -> String {
        guard scalar != "\0" || allowsNUL else { throw Failure.unsupported(nulMisplaced) }
        return ".[]()*+?{}|^$\\".unicodeScalars.contains(scalar) ? "\\" + String(scalar) : String(scalar)
    }

    /// What a NUL that is neither (part of) a fixed string nor one of a set of characters is.
    static let nulMisplaced = "NUL outside a fixed string or a set of characters (\\x00, [\\x00,], \\x00+)"

    /// A bracket expression's failure: Go rejects it, or POSIX cannot say it.
    static func rejected() -> Error { Failure.rejected }
    static func unsupported(_ what: String) -> Error { Failure.unsupported(what) }
}

/// Reads a pattern a scalar at a time.
struct PatternReader {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// Whether a NUL is read as any other character, not as something POSIX cannot say.
    var allowsNUL = false

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func next() -> Unicode.Scalar? {
        guard index < scalars.count else { return nil }
        defer { index += 1 }
        return scalars[index]
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func skip() { index += 1 }

    /// A decimal number as Go's `parseRepeat` reads it (no leading zeros), or nil (nothing read).
    mutating func number() -> Int? {
        var end = index
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        guard end > index, end - index <= 8, !(end - index > 1 && scalars[index] == "0") else { return nil }
        let value = scalars[index..<end].reduce(0) { $0 * 10 + Int($1.value - 0x30) }
        index = end
        return value
    }
}
