import Testing
@testable import SwoopSearch

/// fzf's `src/pattern_test.go` and `src/result_test.go`: how queries parse, where exact and
/// equal terms match, and how results order (tiebreaks and the input order).
///
/// Not ported: the result cache's keys (`TestCacheKey`, `TestCacheable`: fzf's cache; swoop
/// narrows by `Query.narrows`), `CaseIgnore`/`CaseRespect` (`-i`/`+i`), `TestColorOffset`
/// (drawing).
@Suite struct FzfPatternCaseTests {
    /// The kinds of each group's terms, `!` before an exclusion.
    func kinds(_ text: String, exact: Bool = false) -> [[String]] {
        Query(text, options: MatchOptions(exact: exact)).groups.map { group in
            group.map { ($0.isInverse ? "!" : "") + "\($0.kind)" }
        }
    }

    @Test func parsesExtendedTermsAsFzf() {
        let query = "aaa 'bbb ^ccc ddd$ !eee !'fff !^ggg !hhh$ | ^iii$ ^xxx | 'yyy | zzz$ | !ZZZ |"
        #expect(kinds(query) == [
            ["fuzzy"], ["substring"], ["prefix"], ["suffix"], ["!substring"], ["!fuzzy"], ["!prefix"],
            ["!suffix", "equal"], ["prefix", "substring", "suffix", "!substring"],
        ])
        #expect(Query(query).groups.prefix(8).allSatisfy { $0[0].text.count == 3 })
    }

    @Test func parsesExtendedTermsUnderExactAsFzf() {
        #expect(kinds("aaa 'bbb ^ccc ddd$ !eee !'fff !^ggg !hhh$", exact: true) == [
            ["substring"], ["fuzzy"], ["prefix"], ["suffix"], ["!substring"], ["!fuzzy"], ["!prefix"], ["!suffix"],
        ])
    }

    @Test func operatorsAloneLeaveNoTerms() {
        #expect(Query("' ^ !' !^").isEmpty)
    }

    @Test func quotesOnBothSidesMakeAWordTerm() {
        // fzf's termExactBoundary: more than two characters, quoted on both sides, after `!` and `$`.
        #expect(kinds("'abc' !'abc' 'abc'$ '-'") == [["boundary"], ["!boundary"], ["boundary"], ["boundary"]])
        #expect(Query("'abc'").groups[0][0].text == "abc")
        // Two characters are no word: a quote, exact.
        #expect(kinds("''") == [["substring"]])
        #expect(Query("''").groups[0][0].text == "'")
        #expect(kinds("'abc' | 'x", exact: true) == [["boundary", "fuzzy"]])
    }

    /// Where `term` matches in `item`, as a range of characters (all ASCII here).
    func span(_ term: String, in item: String) -> Range<Int>? {
        let matcher = Matcher(query: Query(term))
        let positions = Array(item.utf8).withUnsafeBufferPointer { matcher.positions(in: $0) }
        guard let first = positions.first, let last = positions.last else { return nil }
        return first..<(last + 1)
    }

    @Test func exactTermFindsTheWordStart() {
        // TestExact: the occurrence at a word start, not the first.
        #expect(span("'abc", in: "aabbcc abc") == 7..<10)
    }

    @Test func equalTermIgnoresWhiteSpaceAtTheEnds() {
        // TestEqual
        #expect(span("^AbC$", in: "ABC") == nil)
        #expect(span("^AbC$", in: "AbC") == 0..<3)
        #expect(span("^AbC$", in: "AbC  ") == 0..<3)
        #expect(span("^AbC$", in: " AbC ") == 1..<4)
        #expect(span("^AbC$", in: "  AbC") == 2..<5)
    }

    @Test func smartCaseMakesATermWithACapitalCaseSensitive() {
        // TestCaseSensitivity, smart case
        #expect(Query("abc").groups[0][0].isCaseSensitive == false)
        #expect(Query("Abc").groups[0][0].isCaseSensitive == true)
    }

    @Test func fieldsAreMatchedLikeTheirText() {
        // TestOrigTextAndTransformed: "jg" in "junegunn" (field 1 of itself).
        #expect(Array("junegunn".utf8).withUnsafeBufferPointer { Matcher(query: Query("jg")).positions(in: $0) } == [0, 4])
    }

    /// A wide key with fzf's four points (most significant last, as in `Result.points`) and an index.
    func key(_ points: [UInt16], _ index: Int, tac: Bool = false) -> UInt128 {
        var options = MatchOptions(reverseInput: tac)
        options.tiebreaks = [.chunk, .begin, .end]
        let values = TiebreakValues(first: points[2], second: points[1], third: points[0])
        return RankKey.make(item: index, tier: 2, score: 32767 - Int32(points[3]), values: values, layout: RankLayout(options))
    }

    @Test func keysCompareByPointsThenIndex() {
        // TestRankComparison: compareRanks(a, b, tac) is a <= b.
        #expect(!(key([3, 0, 0, 0], 5) <= key([2, 0, 0, 0], 7)))
        #expect(key([3, 0, 0, 0], 5) <= key([3, 0, 0, 0], 6))
        #expect(key([1, 2, 0, 0], 3) <= key([1, 3, 0, 0], 2))
        #expect(key([0, 0, 0, 0], 0) <= key([0, 0, 0, 0], 0))
        #expect(!(key([3, 0, 0, 0], 5, tac: true) <= key([2, 0, 0, 0], 7, tac: true)))
        #expect(key([1, 2, 0, 0], 3, tac: true) <= key([1, 3, 0, 0], 2, tac: true))
        // Equal points under --tac: the later item first.
        #expect(key([3, 0, 0, 0], 6, tac: true) < key([3, 0, 0, 0], 5, tac: true))
    }

    @Test func resultsRankByScoreThenLengthThenIndex() {
        // TestResultRank: [score, length]; "foo" at 1 and 0 with score 2, empty items at 2 with 3 to 6.
        let layout = RankLayout(MatchOptions())
        func key(_ index: Int, _ text: String, _ score: Int32) -> UInt64 {
            let length = Array(text.utf8).withUnsafeBufferPointer { RankCriteria.trimmedLength($0) }
            return RankKey.make(item: index, tier: 2, score: score, values: TiebreakValues(first: UInt16(length)), layout: layout)
        }
        let item1 = key(1, "foo", 2)
        let item2 = key(0, "foo", 2)
        #expect([item1, item2].sorted() == [item2, item1])
        #expect([item2, item1, item1, item2].sorted() == [item2, item2, item1, item1])
        let others = (3...6).map { key(2, "", Int32($0)) }
        #expect(([item1, item2] + others).sorted() == others.reversed() + [item2, item1])
    }

    @Test func chunkIsTheWhiteSpaceDelimitedStretchAroundTheMatch() {
        // TestChunkTiebreak
        let line = Array("hello foobar goodbye".utf8)
        func chunk(_ start: Int, _ end: Int) -> UInt16 {
            var characters: [UInt32] = []
            let bounds = MatchBounds(begin: start, firstEnd: end, end: end)
            return line.withUnsafeBufferPointer {
                RankCriteria.values([.chunk], line: $0, matched: $0, bounds: bounds, characters: &characters).first
            }
        }
        #expect(chunk(8, 9) == UInt16("foobar".count))
        #expect(chunk(7, 18) == UInt16("foobar goodbye".count))
        #expect(chunk(0, 1) == UInt16("hello".count))
        #expect(chunk(5, 7) == UInt16("hello foobar".count))
    }
}
