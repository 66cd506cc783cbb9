import Testing
@testable import SwoopItems

/// `--delimiter` patterns that are a fixed string or a set of characters, NUL among them
/// (fzf-tab's `--delimiter='\x00'`): found without `regcomp`, split as fzf splits them.
/// Every expected answer is what fzf 0.74.5 printed for `-d D --accept-nth N -f ''`.
@Suite struct SimpleDelimiterPatternTests {
    /// The lines every case splits.
    static let lines = ["a\0b\0c", "\0lead", "trail\0", "x\0\0y", "\0\0\0", "p,q\0r", "x.y", "A|B", "k\\l", "AxB"]

    /// What `--accept-nth template` prints for each of `lines` with `--delimiter delimiter`:
    /// the fields, then the last delimiter dropped.
    static func accepted(_ delimiter: String, _ template: String) throws -> [String] {
        let splitter = try FieldSplitter.parse(delimiter: delimiter)
        let fields = try FieldTemplate.parse(template, option: "--accept-nth")
        return lines.map { line in
            let printed = Array(line.utf8).withUnsafeBufferPointer { fields.render($0, splitter: splitter, index: 0) }
            let end = printed.withUnsafeBufferPointer { splitter.lastDelimiterStart(in: $0) }
            return String(decoding: printed[..<end], as: UTF8.self)
        }
    }

    /// `accepted`, or the error's text as the only answer.
    static func answers(_ delimiter: String, _ template: String) -> [String] {
        do { return try accepted(delimiter, template) } catch { return ["\(error)"] }
    }

    @Test(arguments: [
        ("\\x00", [0]), ("\\0", [0]), ("\\000", [0]), ("\\x{0}", [0]), ("(?i)\\x00", [0]), ("(?s)\\x00", [0]),
        ("\\x00\\x00", [0, 0]), ("\\Q\\x00\\E", Array("\\x00".utf8)), ("\\.", Array(".".utf8)),
        ("a\\|b", Array("a|b".utf8)), ("\\\\", Array("\\".utf8)), ("\\x41", Array("A".utf8)), ("\\x{e9}", Array("é".utf8)),
        ("x{", Array("x{".utf8)),
    ] as [(String, [UInt8])])
    func aPatternThatMeansOneStringIsThatString(pattern: String, text: [UInt8]) {
        #expect(GoSimplePattern(pattern) == .fixed(text))
    }

    @Test(arguments: ["[\\x00,]", "\\x00+", "\\x00|,", "[^\\x00]", "[[:cntrl:]]", "\\s+", "[:,]+", "(?i)[\\x00,]"])
    func aPatternThatMatchesOneOfSomeCharactersIsASet(pattern: String) {
        guard case .characters = GoSimplePattern(pattern) else {
            Issue.record("'\(pattern)' is not read as a set")
            return
        }
    }

    @Test(arguments: ["a.b", "x{2}", "^x", "a+b", "(a)", "\\bx", "a|bc", "[ab]|c+", "(?i)a", "(?i)[a,]", "\\x00*", "\\pL"])
    func aPatternThatIsMoreNeedsARegularExpression(pattern: String) {
        #expect(GoSimplePattern(pattern) == nil)
    }

    @Test func nulSplitsAsAPatternDoesNotAsAString() {
        #expect(Self.answers("\\x00", "1") == ["a", "", "trail", "x", "", "p,q", "x.y", "A|B", "k\\l", "AxB"])
        #expect(Self.answers("\\x00", "2") == ["b", "lead", "", "", "", "r", "", "", "", ""])
        // No empty field after a NUL at the end ("trail\0" has one field), as for any pattern.
        #expect(Self.answers("\\x00", "-1") == ["c", "lead", "trail", "y", "", "r", "x.y", "A|B", "k\\l", "AxB"])
        #expect(Self.answers("\\x00", "2..") == ["b\0c", "lead", "", "\0y", "\0", "r", "", "", "", ""])
        #expect(Self.answers("\\x00", "{2}:{1}") == ["b:a", "lead:", ":trail", ":x", ":", "r:p,q", ":x.y", ":A|B", ":k\\l", ":AxB"])
    }

    @Test(arguments: ["\\0", "\\000", "\\x{0}", "(?i)\\x00"])
    func everySpellingOfNulSplitsAlike(pattern: String) {
        #expect(Self.answers(pattern, "2") == ["b", "lead", "", "", "", "r", "", "", "", ""])
    }

    @Test func aLongerFixedStringMatchesWithoutOverlapping() {
        #expect(Self.answers("\\x00\\x00", "1") == ["a\0b\0c", "\0lead", "trail\0", "x", "", "p,q\0r", "x.y", "A|B", "k\\l", "AxB"])
        #expect(Self.answers("\\x00\\x00", "2") == ["", "", "", "y", "\0", "", "", "", "", ""])
    }

    @Test func setsOfCharactersHoldingNulSplitAsInGo() {
        #expect(Self.answers("[\\x00,]", "1") == ["a", "", "trail", "x", "", "p", "x.y", "A|B", "k\\l", "AxB"])
        #expect(Self.answers("[\\x00,]", "-1") == ["c", "lead", "trail", "y", "", "r", "x.y", "A|B", "k\\l", "AxB"])
        #expect(Self.answers("\\x00|,", "2") == ["b", "lead", "", "", "", "q", "", "", "", ""])
        #expect(Self.answers("\\x00+", "2") == ["b", "lead", "", "y", "", "r", "", "", "", ""])
        #expect(Self.answers("[[:cntrl:]]", "2") == ["b", "lead", "", "", "", "r", "", "", "", ""])
        #expect(Self.answers("[^\\x00]", "1") == ["", "\0", "", "", "\0\0\0", "", "", "", "", ""])
        #expect(Self.answers("[^\\x00]", "2") == ["\0", "", "", "\0\0", "", "", "", "", "", ""])
    }

    @Test func escapedMetacharactersAreTheCharacters() {
        #expect(Self.answers("\\.", "2") == ["", "", "", "", "", "", "y", "", "", ""])
        #expect(Self.answers("a\\|b", "1") == Self.lines)
        #expect(Self.answers("\\\\", "2") == ["", "", "", "", "", "", "", "", "l", ""])
        #expect(Self.answers("\\x41", "2") == ["", "", "", "", "", "", "", "|B", "", "xB"])
    }

    @Test func aPatternGoRejectsAfterItsNulIsAString() throws {
        let splitter = try FieldSplitter.parse(delimiter: "\\x00(")
        #expect(splitter.kind == .literal(Array("\\x00(".utf8)))
        #expect(Self.answers("\\x00(", "1") == Self.lines)
    }

    @Test(arguments: ["\\x00.", "(?i)a\\x00", "x\\x00*", "\\x00{2}"])
    func nulInAnyOtherPatternIsOneLineOfError(pattern: String) {
        do {
            _ = try FieldSplitter.parse(delimiter: pattern)
            Issue.record("'\(pattern)' was accepted")
        } catch {
            #expect(error.description.hasPrefix("--delimiter: '\(pattern)' uses NUL outside a fixed string or a set of characters"))
            #expect(!error.description.contains("\n"))
        }
    }
}
