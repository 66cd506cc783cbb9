import Glibc
import SwoopCore
import Testing

/// SwoopCore as another package sees it: only its public API is visible here, so this compiles
/// only while that API still offers what an embedding tool needs.
@Suite struct PublicAPITests {
    static let lines = [
        "Sources/SwoopCore/Search/SearchEngine.swift",
        "Sources/SwoopCore/Search/SearchResult.swift",
        "Tests/SwoopCoreTests/SearchEngineTests.swift",
        "README.md",
        "docs/Library.md",
        "Sources/swoop/main.swift",
    ]

    @Test func typingNarrowsTheMatchesAndRanksTheBestFirst() throws {
        let store = ItemStore(lines: Self.lines)
        let engine = SearchEngine(store: store)
        let first = try #require(engine.search(engine.query("se")))
        let second = try #require(engine.search(engine.query("sea"), narrowing: first))
        let third = try #require(engine.search(engine.query("search"), narrowing: second))
        #expect(first.count == 4)
        #expect(third.count == 3)
        // The shortest line of equal score comes first (fzf's `length` tiebreak).
        #expect(store.text(at: third.item(at: 0)) == "Sources/SwoopCore/Search/SearchEngine.swift")
        #expect(third.allItems().map { store.text(at: $0) } == [
            "Sources/SwoopCore/Search/SearchEngine.swift",
            "Sources/SwoopCore/Search/SearchResult.swift",
            "Tests/SwoopCoreTests/SearchEngineTests.swift",
        ])
        #expect(third.query.text == "search")
    }

    @Test func theMatchedCharactersAreByteOffsetsIntoTheLine() {
        let store = ItemStore(lines: ["naïve café", "plain"])
        let matcher = Matcher(query: Query("cafe"))
        // é is two bytes: it starts at byte 10, after "naïve " (7 bytes) and "caf".
        #expect(matcher.positions(in: store[0]) == [7, 8, 9, 10])
        #expect(matcher.match(store[0]) != nil)
        #expect(matcher.match(store[1]) == nil)
        #expect(matcher.positions(in: store[1]).isEmpty)
    }

    @Test func optionsChangeWhatMatchesAndHowItRanks() throws {
        let store = ItemStore(lines: ["axbxc", "abc", "ABC"])
        let fuzzy = try #require(SearchEngine(store: store).search(Query("abc")))
        #expect(fuzzy.count == 3)
        let exact = SearchEngine(store: store, options: MatchOptions(exact: true))
        #expect(try #require(exact.search(exact.query("abc"))).count == 2)
        var caseSensitive = MatchOptions()
        caseSensitive.caseMatching = .respect
        let respecting = SearchEngine(store: store, options: caseSensitive)
        #expect(try #require(respecting.search(respecting.query("abc"))).count == 2)
        let unsorted = SearchEngine(store: store, options: MatchOptions(sort: false))
        #expect(try #require(unsorted.search(unsorted.query("abc"))).allItems() == [0, 1, 2])
    }

    @Test func anEmptyQueryMatchesEveryLineInInputOrder() throws {
        let store = ItemStore(lines: Self.lines)
        let engine = SearchEngine(store: store)
        let everything = try #require(engine.search(engine.query("")))
        #expect(engine.query("").isEmpty)
        #expect(everything.count == store.count)
        #expect(everything.allItems() == Array(0..<store.count))
    }

    @Test func aSearchCancelledBeforeItEndsGivesNoResult() {
        let engine = SearchEngine(store: ItemStore(lines: Self.lines))
        #expect(engine.search(engine.query("s"), isCancelled: { true }) == nil)
    }

    @Test func aFileIsReadAndAMissingOneSaysWhy() throws {
        let path = "/tmp/swoop-public-api-\(getpid()).txt"
        let file = try #require(fopen(path, "w"))
        fputs("one\ntwo\nthree", file)
        fclose(file)
        defer { unlink(path) }
        let store = try ItemSource.read(path: path)
        #expect(store.count == 3)
        #expect(store.text(at: 2) == "three")
        do {
            _ = try ItemSource.read(path: path + ".missing")
            Issue.record("a missing file was read")
        } catch {
            #expect(error.description.contains("No such file"))
        }
    }
}
