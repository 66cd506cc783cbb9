import Testing
@testable import SwoopItems
@testable import SwoopSearch

/// Ranks `lines` for `query` the way the picker lists them.
func ranked(_ query: String, _ lines: [String], options: MatchOptions = MatchOptions()) -> [String] {
    let store = ItemStore(lines: lines)
    let engine = SearchEngine(store: store, options: options)
    let parsed = engine.query(query)
    let items = parsed.isEmpty
        ? Rows.all(count: store.count, reversed: options.reverseInput).items
        : engine.search(parsed).map { Rows.results($0).items } ?? []
    return items.map { store.text(at: $0) }
}

/// The score of `line` for `query`, or nil when it does not match.
func score(_ query: String, _ line: String, options: MatchOptions = MatchOptions()) -> Int32? {
    let bytes = Array(line.utf8)
    return bytes.withUnsafeBufferPointer { Matcher(query: Query(query, options: options)).match($0)?.score }
}

@Suite struct MatchRankingTests {
    @Test func wordStartsBeatMiddles() {
        #expect(ranked("bar", ["foobar", "foo bar", "foo/bar", "foo-bar"]).first != "foobar")
        #expect(ranked("ff", ["fuzzyfinder", "fuzzy-finder"]) == ["fuzzy-finder", "fuzzyfinder"])
        #expect(ranked("br", ["foob-r", "fo-bar"]).first == "fo-bar")
    }

    @Test func consecutiveBeatsScattered() {
        #expect(ranked("abc", ["xaxxbxxc", "xxabcxx"]).first == "xxabcxx")
        #expect(score("abc", "xxabcxx") ?? 0 > score("abc", "xaxxbxxc") ?? 0)
        #expect(ranked("foob", ["foo-bar", "foobar"]).first == "foobar")
    }

    @Test func shorterBeatsLongerOnATie() {
        #expect(ranked("abc", ["abc-long-tail", "abc-tail", "abc-x"]) == ["abc-x", "abc-tail", "abc-long-tail"])
    }

    @Test func inputOrderBreaksFullTies() {
        #expect(ranked("x", ["ax1", "ax2", "ax3"]) == ["ax1", "ax2", "ax3"])
    }

    @Test func itemEqualToTheQueryComesFirstThenPrefixes() {
        let lines = ["Niger", "Nigeria", "The Niger Delta", "niger"]
        #expect(ranked("niger", lines).prefix(2).sorted() == ["Niger", "niger"])
        #expect(ranked("niger", lines)[2] == "Nigeria")
        #expect(ranked("united kingdom", ["United Kingdom of Great Britain", "United Kingdom"]).first == "United Kingdom")
    }

    @Test func smartCaseIsInsensitiveForLowerCaseQueries() {
        #expect(score("abc", "ABC") != nil)
        #expect(score("Abc", "abc") == nil)
        #expect(score("Abc", "xAbc") != nil)
        #expect(ranked("Foo", ["foo", "Foo", "FOO"]) == ["Foo"])
    }

    @Test func diacriticsFoldInEveryScript() {
        #expect(score("cote", "Côte d'Ivoire") != nil)
        #expect(score("aland", "Åland Islands") != nil)
        #expect(score("e", "é") != nil)
        #expect(score("йемен", "Йемен") != nil)
        #expect(score("иемен", "Йемен") != nil)
        #expect(score("αθηνα", "Αθήνα") != nil)
        #expect(score("かき", "がき") != nil)
        #expect(score("curacao", "Curaçao") != nil)
    }

    @Test func aQueryLetterWithADiacriticMatchesOnlyThatLetter() {
        #expect(score("á", "á") != nil)
        #expect(score("á", "Á") != nil)
        #expect(score("á", "a") == nil)
        #expect(score("côte", "Cote") == nil)
        #expect(score("côte", "CÔTE") != nil)
    }

    @Test func literalTurnsFoldingOff() {
        let literal = MatchOptions(foldDiacritics: false)
        #expect(score("cote", "Côte", options: literal) == nil)
        #expect(score("côte", "Côte", options: literal) != nil)
    }

    @Test func exactModeMatchesSubstringsOnly() {
        let exact = MatchOptions(exact: true)
        #expect(score("ukd", "United Kingdom", options: exact) == nil)
        #expect(score("ted ki", "United Kingdom", options: exact) != nil)
        #expect(ranked("in", ["xinx", "Indonesia", "Berlin"], options: exact).first == "Indonesia")
    }
}

@Suite struct ExtendedSyntaxTests {
    let lines = ["music/song.mp3", "src/main.swift", "tests/main_test.swift", "README.md", "docs/music.md"]

    @Test func spaceSeparatedTermsMustAllMatch() {
        #expect(ranked("main swift", lines).sorted() == ["src/main.swift", "tests/main_test.swift"])
    }

    @Test func quotedTermIsExact() {
        #expect(ranked("'msc", lines).isEmpty)
        #expect(ranked("'usic", lines).sorted() == ["docs/music.md", "music/song.mp3"])
    }

    @Test func caretAnchorsAtTheStart() {
        #expect(ranked("^music", lines) == ["music/song.mp3"])
    }

    @Test func dollarAnchorsAtTheEnd() {
        #expect(ranked(".md$", lines).sorted() == ["README.md", "docs/music.md"])
    }

    @Test func caretAndDollarMatchTheWholeItem() {
        #expect(ranked("^readme.md$", lines) == ["README.md"])
        #expect(ranked("^readme$", lines).isEmpty)
    }

    @Test func bangExcludes() {
        #expect(ranked("swift !test", lines) == ["src/main.swift"])
        #expect(ranked("!^music !md$", lines).sorted() == ["src/main.swift", "tests/main_test.swift"])
        #expect(ranked("md !'music", lines) == ["README.md"])
    }

    @Test func barMeansOr() {
        #expect(ranked("^src | ^docs", lines).sorted() == ["docs/music.md", "src/main.swift"])
        #expect(ranked(".mp3$ | .md$ !docs", lines).sorted() == ["README.md", "music/song.mp3"])
    }

    @Test func escapedSpaceIsLiteral() {
        #expect(ranked("a\\ b", ["a b", "ab", "a-b"]) == ["a b"])
    }

    @Test func lonelyOperatorsMatchEverything() {
        #expect(ranked("^", lines).count == lines.count)
        #expect(ranked("!", lines).count == lines.count)
        #expect(ranked("'", lines).count == lines.count)
        #expect(ranked("!^", lines).count == lines.count)
    }

    @Test func parserSplitsTermsAndGroups() {
        let query = Query("foo 'bar ^baz qux$ !quux | ^x$")
        #expect(query.groups.count == 5)
        #expect(query.groups.map { $0.map(\.kind) } == [[.fuzzy], [.substring], [.prefix], [.suffix], [.substring, .equal]])
        #expect(query.groups[4][0].isInverse)
    }
}

@Suite struct SortOrderTests {
    let lines = ["b1", "a", "b22", "b333"]

    @Test func noSortKeepsInputOrderAmongMatches() {
        let options = MatchOptions(sort: false)
        #expect(ranked("b", ["bbb", "xb", "b"], options: options) == ["bbb", "xb", "b"])
    }

    @Test func tacReversesInputOrder() {
        #expect(ranked("", lines, options: MatchOptions(reverseInput: true)) == ["b333", "b22", "a", "b1"])
        #expect(ranked("b", lines, options: MatchOptions(sort: false, reverseInput: true)) == ["b333", "b22", "b1"])
        #expect(ranked("x", ["ax1", "ax2"], options: MatchOptions(reverseInput: true)) == ["ax2", "ax1"])
    }

    @Test func emptyQueryListsEverythingInInputOrder() {
        #expect(ranked("", lines) == lines)
    }
}
