import Testing
@testable import SwoopItems
@testable import SwoopSystem

/// fzf's own tokenizer tests (src/tokenizer_test.go) and its delimiter and range-list tests
/// (src/options_test.go), case for case, against swoop's fields.
@Suite struct FzfTokenizerCaseTests {
    /// The fields of `line` with their delimiters, and where each starts (fzf's token text and prefix length).
    func tokens(_ line: String, _ splitter: FieldSplitter) -> [(text: String, start: Int)] {
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            splitter.tokens(of: buffer).map { (String(decoding: bytes[$0.token], as: UTF8.self), $0.token.lowerBound) }
        }
    }

    /// What `Transform` makes of each range (fields with their delimiters) and where the first piece starts.
    func transform(_ line: String, _ splitter: FieldSplitter, _ list: String) throws -> [(text: String, start: Int?)] {
        let bytes = Array(line.utf8)
        let ranges = try FieldRange.parseList(list, option: "--nth")
        return bytes.withUnsafeBufferPointer { buffer in
            let fields = splitter.tokens(of: buffer)
            return ranges.map {
                let part = FieldProjection(joining: fields, of: buffer, ranges: [$0])
                return (String(decoding: part.bytes, as: UTF8.self), part.pieces.first?.source)
            }
        }
    }

    /// The fields fzf's normalised range `begin...end` (0 for an open end) picks among `count`, 1-based.
    func fzfFields(begin: Int, end: Int, count: Int) -> [Int] {
        func resolve(_ value: Int) -> Int { value < 0 ? value + count + 1 : value }
        let first = begin == 0 ? 1 : resolve(begin)
        let last = end == 0 ? count : resolve(end)
        guard first <= last else { return [] }
        return (first...last).filter { $0 >= 1 && $0 <= count }
    }

    // MARK: TestParseRange

    @Test(arguments: [
        ("..", FieldRange(lower: nil, upper: nil)),
        ("3..", FieldRange(lower: 3, upper: nil)),
        ("3..5", FieldRange(lower: 3, upper: 5)),
        ("-3..-5", FieldRange(lower: -3, upper: -5)),
        ("3", FieldRange(lower: 3, upper: 3)),
    ])
    func parseRangeReadsEachForm(text: String, expected: FieldRange) throws {
        #expect(try FieldRange.parseList(text, option: "--nth") == [expected])
    }

    @Test(arguments: ["1..3..5", "-3..3"])
    func parseRangeRejects(text: String) {
        #expect(throws: OptionError.self) { try FieldRange.parseList(text, option: "--nth") }
    }

    // MARK: TestTokenize

    @Test func tokenizeAtWhiteSpaceKeepsTrailingBlanksAndSkipsLeadingOnes() {
        let first = tokens("  abc: \n\t def:  ghi  ", FieldSplitter())[0]
        #expect(first.text == "abc: \n\t ")
        #expect(first.start == 2)
    }

    @Test func tokenizeAtAStringKeepsTheDelimiterAtTheEnd() {
        let first = tokens("  abc: \n\t def:  ghi  ", FieldSplitter(delimiter: ":"))[0]
        #expect(first.text == "  abc:")
        #expect(first.start == 0)
    }

    @Test func tokenizeAtARegularExpressionStartsWithTheEmptyFieldBeforeItsFirstMatch() {
        let found = tokens("  abc: \n\t def:  ghi  ", FieldSplitter(delimiter: "\\s+"))
        #expect(found.map(\.text) == ["  ", "abc: \n\t ", "def:  ", "ghi  "])
        #expect(found.map(\.start) == [0, 2, 10, 16])
    }

    // MARK: TestTransform

    @Test func transformJoinsFieldsWithTheirOwnBlanks() throws {
        let line = "  abc:  def:  ghi:  jkl"
        let joined = try transform(line, FieldSplitter(), "1,2,3").map(\.text).joined()
        #expect(joined == "abc:  def:  ghi:  ")
        let parts = try transform(line, FieldSplitter(), "1..2,3,2..,1")
        #expect(parts.map(\.text).joined() == "abc:  def:  ghi:  def:  ghi:  jklabc:  ")
        #expect(parts.map(\.text) == ["abc:  def:  ", "ghi:  ", "def:  ghi:  jkl", "abc:  "])
        #expect(parts.map(\.start) == [2, 14, 8, 2])
    }

    @Test func transformJoinsFieldsWithTheirOwnStringDelimiters() throws {
        let parts = try transform("  abc:  def:  ghi:  jkl", FieldSplitter(delimiter: ":"), "1..2,3,2..,1")
        #expect(parts.map(\.text).joined() == "  abc:  def:  ghi:  def:  ghi:  jkl  abc:")
        #expect(parts.map(\.text) == ["  abc:  def:", "  ghi:", "  def:  ghi:  jkl", "  abc:"])
        #expect(parts.map(\.start) == [0, 12, 6, 0])
    }

    @Test func transformOfNoFieldsIsEmpty() throws {
        #expect(try transform("", FieldSplitter(), "1").map(\.text) == [""])
    }

    // MARK: TestDelimiterRegex (options_test.go)

    @Test(arguments: [(".", "."), ("|", "|"), ("[0-9", "[0-9"), ("\t", "\t"), ("\\t", "\t")])
    func delimitersThatAreStrings(text: String, literal: String) {
        #expect(FieldSplitter(delimiter: text).kind == .literal(Array(literal.utf8)))
    }

    @Test(arguments: ["[0-9]", "\t+"])
    func delimitersThatAreRegularExpressions(text: String) {
        guard case .pattern = FieldSplitter(delimiter: text).kind else {
            Issue.record("\(text) should be a regular expression")
            return
        }
    }

    @Test func aStarAloneIsAString() {
        let splitter = FieldSplitter(delimiter: "*")
        #expect(splitter.kind == .literal(Array("*".utf8)))
        #expect(tokens("-*--*---**---", splitter).map(\.text) == ["-*", "--*", "---*", "*", "---"])
    }

    @Test func anEscapedStarIsARegularExpression() {
        let found = tokens("-*--*---**---", FieldSplitter(delimiter: "--\\*")).map(\.text)
        #expect(found == ["-*--*", "---*", "*---"])
    }

    @Test func aCaretMatchesOnlyAtTheStartOfTheLine() {
        let found = tokens("foo  bar baz", FieldSplitter(delimiter: "(^\\s*|\\s+)")).map(\.text)
        #expect(found == ["", "foo  ", "bar ", "baz"])
    }

    // MARK: TestSplitNth (options_test.go)

    @Test func splitNthReadsTenRangesAsFzfNormalisesThem() throws {
        let ranges = try FieldRange.parseList("..3,1..,2..3,4..-1,-3..-2,..,2,-2,2..-2,1..-1", option: "--nth")
        // fzf's normalised (begin, end), 0 for an open end: 1.. and ..-1 are open.
        let fzf = [(0, 3), (0, 0), (2, 3), (4, 0), (-3, -2), (0, 0), (2, 2), (-2, -2), (2, -2), (0, 0)]
        #expect(ranges.count == fzf.count)
        for (range, expected) in zip(ranges, fzf) {
            for count in 0...7 {
                let picked = range.indices(count: count).map { $0 + 1 }
                #expect(picked == fzfFields(begin: expected.0, end: expected.1, count: count), "\(range) of \(count)")
            }
        }
        #expect(try FieldRange.parseList("..", option: "--nth") == [FieldRange(lower: nil, upper: nil)])
    }

    // MARK: TestIrrelevantNth (options_test.go)

    @Test func aSingleWholeRangeSearchesTheWholeLine() throws {
        #expect(FieldRange.searched(try FieldRange.parseList("..", option: "--nth")).isEmpty)
    }

    @Test(arguments: ["..,3", "3,1..", "..-1,1"])
    func aWholeRangeAmongOthersMattersOnlyInExtendedMode(list: String) throws {
        let ranges = try FieldRange.parseList(list, option: "--nth")
        #expect(FieldRange.searched(ranges, isExtended: false).isEmpty)
        #expect(FieldRange.searched(ranges, isExtended: true).count == 2)
    }
}
