import Testing
@testable import SwoopItems
@testable import SwoopSearch

/// Stray operators and exclusions mean what they mean in fzf (answers from `fzf -f`, 0.74.5).
@Suite struct QueryOperatorTests {
    let lines = ["a", "b", "$", "|", "ab", "", "^", "c", "x$"]

    @Test func aLoneDollarIsTheCharacterItself() {
        #expect(ranked("$", lines) == ["$", "x$"])
    }

    @Test func aLoneBarIsTheCharacterItself() {
        #expect(ranked("|", lines) == ["|"])
        #expect(ranked("| |", lines) == ["|"])
    }

    @Test func aLeadingBarIsATermThatMustMatch() {
        // `| a`: the bar has no term before it, so it is a term, and no line holds both.
        #expect(ranked("| a", lines).isEmpty)
        #expect(Query("| a").groups.count == 2)
    }

    @Test func aBarAfterABarIsATerm() {
        // `a | | b`: a, or the character |, then b must match too.
        #expect(Query("a | | b").groups.map { $0.map(\.text) } == [["a", "|"], ["b"]])
        #expect(ranked("a | | b", lines) == ["ab"])
    }

    @Test func aTrailingBarIsIgnored() {
        #expect(Query("a |").groups.map { $0.map(\.text) } == [["a"]])
    }

    @Test func anOperatorLeavingNothingKeepsTheBarOpen() {
        // `a | ^ b`: the `^` term is empty, so `b` is still an alternative to `a`.
        #expect(Query("a | ^ b").groups.map { $0.map(\.text) } == [["a", "b"]])
    }

    @Test func quoteThenDollarIsExactNotSuffix() {
        #expect(ranked("'foo$", ["foox", "foo", "xfoo", "bar"]).sorted() == ["foo", "foox", "xfoo"])
    }

    @Test func bangQuoteIsAFuzzyExclusion() {
        #expect(Query("!'foo").groups[0][0].kind == .fuzzy)
        #expect(ranked("!'foo", ["fxoxo", "foo", "bar"]) == ["bar"])
    }

    @Test func exclusionsAloneMatchEmptyLines() {
        #expect(ranked("!a", ["", "", "b", ""]) == ["", "", "b", ""])
        #expect(ranked("!a !b", ["", "a", "b", "c"]) == ["", "c"])
    }

    @Test func exclusionsAloneKeepTheInputOrder() {
        #expect(ranked("!bad", ["aaaaa", "b", "ccc", "BAD"]) == ["aaaaa", "b", "ccc"])
        #expect(ranked("!bad", ["aaaaa", "b", "ccc"], options: MatchOptions(reverseInput: true)) == ["ccc", "b", "aaaaa"])
        #expect(!Query("!a !b").isSortable)
        #expect(Query("!a b").isSortable)
    }

    @Test func exclusionsMatchLinesWhoseSearchedFieldIsMissing() {
        let original = ItemStore(lines: ["x", "a/b"])
        let searched = ItemStore(projecting: original, splitter: FieldSplitter(delimiter: "/"), ranges: [FieldRange(lower: 2, upper: 2)])
        let engine = SearchEngine(store: searched)
        let items = engine.search(engine.query("!z")).map { Rows.results($0).items } ?? []
        #expect(items == [0, 1])
    }
}
