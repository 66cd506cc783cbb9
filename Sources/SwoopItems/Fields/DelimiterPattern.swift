import Glibc
import SwoopSystem

/// A `--delimiter` regular expression: POSIX extended, compiled and run by libc's `regcomp`/`regexec`,
/// or, when it is a fixed string or a set of characters (`GoSimplePattern`), found without one.
///
/// Matching runs over the line's own bytes with `REG_STARTEND` (no copy, no
/// terminating NUL needed) from where the last field ended, so `^` still
/// means the start of the line and a field costs the bytes up to its
/// delimiter. Patterns compile and run in the C.UTF-8 locale, so a
/// character is a UTF-8 sequence, as in Go, whatever the user's locale.
/// A fixed string is found by `memmem`, a set by `DelimiterCharacters`; both may hold NUL.
final class DelimiterPattern: @unchecked Sendable {
    /// The delimiter as given (fzf's syntax), for comparing splitters.
    let source: String
    /// Where one search goes on from: Go's `FindAllStringIndex` state.
    struct Walk {
        /// Where the next search starts.
        var searchFrom = 0
        /// Where the last match ended (-1: none yet); an empty match there is skipped.
        var lastMatchEnd = -1
    }

    /// What finds the matches.
    private enum Finder {
        /// libc's compiled POSIX pattern.
        case posix(UnsafeMutablePointer<regex_t>)
        /// The string (not empty) the pattern stands for.
        case fixed([UInt8])
        /// The set of characters the pattern matches.
        case characters(DelimiterCharacters)
    }

    private let finder: Finder

    /// The pattern `source` that needs no regular expression, found as `simple` says.
    init(source: String, simple: GoSimplePattern) {
        self.source = source
        switch simple {
        case .fixed(let text): finder = .fixed(text)
        case .characters(let set): finder = .characters(set)
        }
    }

    /// Compiles `posix` (the translation of `source`); the error says why it cannot.
    init(source: String, posix: String, ignoresCase: Bool = false) throws(OptionError) {
        let compiled = UnsafeMutablePointer<regex_t>.allocate(capacity: 1)
        let flags = REG_EXTENDED | (ignoresCase ? REG_ICASE : 0)
        let status = Self.inUTF8 { posix.withCString { regcomp(compiled, $0, flags) } }
        guard status == 0 else {
            var message = [CChar](repeating: 0, count: 256)
            regerror(status, compiled, &message, message.count)
            compiled.deallocate()
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw OptionError("--delimiter: cannot use '\(source)' as a regular expression: \(reason.lowercased())")
        }
        self.source = source
        finder = .posix(compiled)
    }

    deinit {
        guard case .posix(let compiled) = finder else { return }
        regfree(compiled)
        compiled.deallocate()
    }

    /// The next match of Go's `FindAllStringIndex` walk over `line`, or nil when there is none.
    func nextMatch(in line: UnsafeBufferPointer<UInt8>, walk: inout Walk) -> Range<Int>? {
        while walk.searchFrom <= line.count, let match = firstMatch(in: line, from: walk.searchFrom) {
            var accepted = true
            if match.upperBound == walk.searchFrom {
                // An empty match: never right after the previous match; step over one character.
                accepted = match.lowerBound != walk.lastMatchEnd
                walk.searchFrom += walk.searchFrom < line.count ? FieldSplitter.characterLength(at: walk.searchFrom, in: line) : 1
            } else {
                walk.searchFrom = match.upperBound
            }
            walk.lastMatchEnd = match.upperBound
            if accepted { return match }
        }
        walk.searchFrom = line.count + 1
        return nil
    }

    /// The leftmost(-longest) match in `line` starting at or after `start`.
    func firstMatch(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        switch finder {
        case .posix(let compiled):
            return Self.firstMatch(of: compiled, in: line, from: start)
        case .fixed(let text):
            return FieldSplitter.firstOccurrence(of: text, in: line, from: start).map { $0..<($0 + text.count) }
        case .characters(let set):
            return set.firstMatch(in: line, from: start)
        }
    }

    /// The leftmost-longest match of `compiled` in `line` starting at or after `start`.
    private static func firstMatch(of compiled: UnsafeMutablePointer<regex_t>, in line: UnsafeBufferPointer<UInt8>,
                                   from start: Int) -> Range<Int>? {
        var match = regmatch_t()
        // regoff_t is 32 bits: a line longer than that is searched from `start` on, without what precedes it.
        let fits = line.count <= Int(Int32.max)
        let origin = fits ? 0 : start
        match.rm_so = regoff_t(start - origin)
        match.rm_eo = regoff_t(min(line.count - origin, Int(Int32.max)))
        let flags = REG_STARTEND | (origin > 0 ? REG_NOTBOL : 0)
        let status = inUTF8 {
            withBase(of: line) { base in
                base.advanced(by: origin).withMemoryRebound(to: CChar.self, capacity: 1) {
                    regexec(compiled, $0, 1, &match, flags)
                }
            }
        }
        guard status == 0 else { return nil }
        return (origin + Int(match.rm_so))..<(origin + Int(match.rm_eo))
    }

    /// The line's first byte, or a byte of nothing for an empty line.
    private static func withBase<Result>(of line: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<UInt8>) -> Result) -> Result {
        if let base = line.baseAddress { return body(base) }
        var nothing: UInt8 = 0
        return withUnsafePointer(to: &nothing) { body($0) }
    }

    /// Runs `body` in the C.UTF-8 locale (on this thread only).
    private static func inUTF8<Result>(_ body: () -> Result) -> Result {
        guard let locale = utf8Locale else { return body() }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return body()
    }
}

/// C.UTF-8 for regular expressions, made once.
nonisolated(unsafe) private let utf8Locale: locale_t? = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)
