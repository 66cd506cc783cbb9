/// Where fzf's word motions and kills stop: a pattern over two neighbouring scalars, found as fzf's
/// regular expressions find it.
///
/// fzf 0.74 looks for a short pattern in the query's scalars (Go's `regexp`): backwards, for the
/// start of the last match before the cursor (matches found left to right, never overlapping), the
/// cursor ending just after that start; forwards, for the first match after the cursor, the cursor
/// ending just after its start. A word scalar is a letter or a number (`\pL\pN`: `_` and `-` are
/// not); the end-of-word patterns also match the query's last scalar (`(.$)`), so a forward move
/// that finds no word end goes to the end.
///
/// | case | fzf's pattern | used by |
/// |---|---|---|
/// | `wordStart` | `[^\pL\pN][\pL\pN]` | `backward-word`, `backward-kill-word` |
/// | `wordEnd` | `[\pL\pN][^\pL\pN]` or the last | `forward-word`, `kill-word` |
/// | `subwordStart` | `[a-z][A-Z]` or `[^\pL\pN][\pL\pN]` | `backward-subword`, `backward-kill-subword` |
/// | `subwordEnd` | `[a-z][A-Z]`, `[\pL\pN][^\pL\pN]` or the last | `forward-subword`, `kill-subword` |
/// | `blankThenNonblank` | `\s\S` (`\s`: tab, newline, form feed, return, space) | `unix-word-rubout` |
/// | `pathWordStart` | `/[^/]` | `backward-word`, `backward-kill-word` with `--filepath-word` |
/// | `pathWordEnd` | `[^/]/` or the last | `forward-word`, `kill-word` with `--filepath-word` |
package enum WordBoundary: Sendable {
    case wordStart, wordEnd, subwordStart, subwordEnd, blankThenNonblank, pathWordStart, pathWordEnd

    /// Where the last match in `scalars[range]` starts; nil when there is none. Matches are
    /// taken left to right without overlapping, as Go's `FindAllStringIndex` takes them.
    func lastMatch(in scalars: [Unicode.Scalar], _ range: Range<Int>) -> Int? {
        var last: Int?
        var index = range.lowerBound
        while let start = firstMatch(in: scalars, index..<range.upperBound) {
            last = start
            index = min(start + 2, range.upperBound)
        }
        return last
    }

    /// Where the first match in `scalars[range]` starts; nil when there is none.
    func firstMatch(in scalars: [Unicode.Scalar], _ range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        for index in range.lowerBound..<(range.upperBound - 1) where matches(scalars[index], scalars[index + 1]) {
            return index
        }
        let last = range.upperBound - 1
        return matchesLastScalar && scalars[last] != "\n" ? last : nil
    }

    /// Whether `left` followed by `right` is a match.
    private func matches(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Bool {
        switch self {
        case .wordStart: !Self.isWord(left) && Self.isWord(right)
        case .wordEnd: Self.isWord(left) && !Self.isWord(right)
        case .subwordStart: Self.isCaseChange(left, right) || !Self.isWord(left) && Self.isWord(right)
        case .subwordEnd: Self.isCaseChange(left, right) || Self.isWord(left) && !Self.isWord(right)
        case .blankThenNonblank: Self.isBlank(left) && !Self.isBlank(right)
        case .pathWordStart: left == "/" && right != "/"
        case .pathWordEnd: left != "/" && right == "/"
        }
    }

    /// Whether the query's last scalar is a match alone (the end-of-word patterns' `(.$)`).
    private var matchesLastScalar: Bool {
        switch self {
        case .wordEnd, .subwordEnd, .pathWordEnd: true
        case .wordStart, .subwordStart, .blankThenNonblank, .pathWordStart: false
        }
    }

    /// A letter or a number (`\pL`, `\pN`).
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }

    /// An ASCII lower-case letter followed by an upper-case one (`[a-z][A-Z]`: `fooBar`).
    private static func isCaseChange(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(left) && ("A"..."Z").contains(right)
    }

    /// Go's `\s`: tab, newline, form feed, carriage return and space, nothing else (not U+00A0).
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\u{0C}" || scalar == "\r"
    }
}
