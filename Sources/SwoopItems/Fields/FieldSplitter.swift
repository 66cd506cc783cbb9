import CLibc
import SwoopSystem
import SwoopText

/// Splits a line into fields as fzf does: at white space (the default), at a
/// string, or at the matches of a regular expression (`-d/--delimiter`).
///
/// A field keeps the delimiter that ends it (fzf's token): picked fields are
/// joined as they stood in the line, and only the last one's delimiter is
/// dropped (`lastDelimiterStart`). With white space, blanks before the first
/// field belong to no field, and a field is a run of other bytes with the
/// spaces, tabs or newlines after it; a string delimiter leaves a field after
/// its last occurrence, even an empty one; a regular expression does only
/// when text is left.
package struct FieldSplitter: Sendable, Equatable {
    /// How fields end.
    enum Kind: Sendable, Equatable {
        /// Runs of spaces, tabs and newlines.
        case blanks
        /// A string (empty: every character is a field).
        case literal([UInt8])
        /// The matches of a regular expression.
        case pattern(DelimiterPattern)

        static func == (left: Kind, right: Kind) -> Bool {
            switch (left, right) {
            case (.blanks, .blanks): return true
            case (.literal(let a), .literal(let b)): return a == b
            case (.pattern(let a), .pattern(let b)): return a.source == b.source
            default: return false
            }
        }
    }

    let kind: Kind

    /// Splits at white space.
    package init() {
        kind = .blanks
    }

    private init(kind: Kind) {
        self.kind = kind
    }

    /// Splits as `--delimiter text` does; a pattern swoop cannot run splits at the text itself.
    package init(delimiter text: String) {
        self = (try? Self.parse(delimiter: text)) ?? FieldSplitter(kind: .literal(Array(text.replacingTabEscapes().utf8)))
    }

    /// fzf's reading of `--delimiter`: every `\t` is a tab; then one character, or text without
    /// any of `\.+*?()|[]{}^$`, or a pattern Go's regular expressions reject, is a string;
    /// anything else a regular expression: a fixed string or a set of characters found without
    /// `regcomp` (so NUL works: `\x00`), the rest compiled. The error is for patterns that are
    /// neither and hold what POSIX cannot express.
    package static func parse(delimiter text: String) throws(OptionError) -> FieldSplitter {
        let text = text.replacingTabEscapes()
        let literal = FieldSplitter(kind: .literal(Array(text.utf8)))
        guard text.unicodeScalars.count > 1, text.utf8.contains(where: isPatternSyntax) else { return literal }
        let translation = GoRegexSyntax.translate(text)
        if case .unsupported = translation, GoRegexSyntax.translate(text, allowingNUL: true) == .rejectedByGo {
            // Go rejects it further on than the NUL POSIX cannot hold: a string, as fzf reads it.
            return literal
        }
        if translation != .rejectedByGo, let simple = GoSimplePattern(text) {
            return FieldSplitter(kind: .pattern(DelimiterPattern(source: text, simple: simple)))
        }
        switch translation {
        case .rejectedByGo:
            return literal
        case .unsupported(let what):
            throw OptionError("--delimiter: '\(text)' uses \(what), which POSIX regular expressions cannot express")
        case .posix(let posix, let ignoresCase):
            return FieldSplitter(kind: .pattern(try DelimiterPattern(source: text, posix: posix, ignoresCase: ignoresCase)))
        }
    }

    /// Whether fields end at white space (fzf's default, "AWK-style").
    package var splitsAtBlanks: Bool { kind == .blanks }

    /// The fields of `bytes`, each with its trailing delimiter.
    package func tokens(of bytes: UnsafeBufferPointer<UInt8>) -> [Field] {
        var cursor = FieldCursor(splitter: self)
        var fields: [Field] = []
        while let field = cursor.next(in: bytes) { fields.append(field) }
        return fields
    }

    /// The byte ranges of the fields of `bytes`, delimiters excluded.
    package func fields(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        tokens(of: bytes).map(\.content)
    }

    /// Where `bytes` ends once a delimiter at its very end is dropped (fzf's `StripLastDelimiter`):
    /// trailing white space, the string once, or the last match of the pattern if it ends there.
    package func lastDelimiterStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        switch kind {
        case .blanks:
            return UnicodeSpace.endTrimmingSpaces(of: bytes)
        case .literal(let delimiter):
            guard bytes.count >= delimiter.count else { return bytes.count }
            let start = bytes.count - delimiter.count
            return delimiter.indices.allSatisfy({ bytes[start + $0] == delimiter[$0] }) ? start : bytes.count
        case .pattern(let pattern):
            var walk = DelimiterPattern.Walk()
            var last: Range<Int>?
            while let match = pattern.nextMatch(in: bytes, walk: &walk) { last = match }
            return last.map { $0.upperBound == bytes.count ? $0.lowerBound : bytes.count } ?? bytes.count
        }
    }

    /// The bytes that make `--delimiter` text a regular expression for fzf (Go's `QuoteMeta`).
    private static func isPatternSyntax(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "?"),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "|"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "^"), UInt8(ascii: "$"):
            return true
        default:
            return false
        }
    }

    /// fzf's white space between fields: space, tab, newline (a `--read0` item's lines).
    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }

    /// The first occurrence of `needle` (not empty) in `line` at or after `start`, found in linear time.
    static func firstOccurrence(of needle: [UInt8], in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = line.baseAddress, start < line.count else { return nil }
        return needle.withUnsafeBytes { needleBytes in
            memmem(base + start, line.count - start, needleBytes.baseAddress, needleBytes.count)
                .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base }
        }
    }

    /// The length of the UTF-8 character at `index` (1 for a byte that starts none).
    static func characterLength(at index: Int, in line: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = line.baseAddress else { return 1 }
        return UTF8Decoding.scalar(at: index, in: base, count: line.count).1
    }
}

extension String {
    /// Every `\t` written as two characters becomes a tab (as fzf reads `--delimiter`).
    func replacingTabEscapes() -> String {
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        var pending: UInt8?
        while let byte = pending ?? iterator.next() {
            pending = nil
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                continue
            }
            let next = iterator.next()
            if next == UInt8(ascii: "t") {
                bytes.append(0x09)
            } else {
                bytes.append(byte)
                pending = next
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
