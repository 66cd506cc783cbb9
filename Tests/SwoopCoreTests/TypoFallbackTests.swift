import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopSearch

/// The typo fallback through the engine and the view model: below the true matches, never one of
/// them, ranked by edits, the separator never picked, off with `--typos=0`, never narrowed.
@Suite struct TypoFallbackTests {
    static let lines = ["Switzerland", "Swaziland", "switzerland cheese", "Sweden", "swtizrland", "Eswatini"]

    /// A view model over `lines` showing `rows` rows, after typing `query`.
    static func model(_ lines: [String] = lines, typos: Bool? = nil, rows: Int = 10, typing query: String) -> SearchViewModel {
        var options = MatchOptions()
        options.typos = typos
        let model = SearchViewModel(store: ItemStore(lines: lines), options: options)
        model.setViewportHeight(rows)
        model.search(query)
        return model
    }

    /// The lines the model lists, the separator as `──`.
    static func listed(_ model: SearchViewModel) -> [String] {
        model.rows.map { $0 == Rows.separator ? "──" : lines[$0] }
    }

    @Test func typoMatchesComeAfterTheTrueOnesBehindTheSeparator() {
        let model = Self.model(typing: "switzrland")
        #expect(Self.listed(model) == ["Switzerland", "switzerland cheese", "──", "swtizrland"])
        #expect(model.matchCount == 2)
    }

    @Test func typoMatchesNeverIncludeATrueMatch() throws {
        let engine = SearchEngine(store: ItemStore(lines: Self.lines))
        let result = try #require(engine.search(engine.query("swizerland"), typosBelow: 10))
        let typos = try #require(result.typos)
        let trueMatches = Set(result.allItems())
        #expect(!typos.allItems().isEmpty)
        #expect(typos.allItems().allSatisfy { !trueMatches.contains($0) })
    }

    @Test func typoMatchesRankByEditsThenTheShorterLine() throws {
        let lines = ["a switzerlandd line that is long", "swtizerland", "swtizerlnd", "xswitzerlandx"]
        let engine = SearchEngine(store: ItemStore(lines: lines))
        let result = try #require(engine.search(engine.query("switzerland"), typosBelow: 10))
        // One edit (a swap), then two (a swap and a deletion).
        #expect(result.typos?.allItems() == [1, 2])
    }

    @Test func theSeparatorIsNeverUnderTheCursor() {
        let model = Self.model(typing: "swtizerland")
        #expect(model.rows.separatorPosition == 0)
        #expect(model.cursor == 1)
        #expect(model.highlightedItem == 4)
        model.move(.by(-1))
        #expect(model.cursor == 1)
        model.move(.first)
        #expect(model.cursor == 1)
        model.moveCursor(to: 0)
        #expect(model.cursor == 1)
        let withTrueMatches = Self.model(typing: "switzrland")
        let separator = withTrueMatches.rows.separatorPosition ?? -1
        #expect(separator == 2)
        withTrueMatches.move(.position(separator + 1))  // 1-based: the separator's row, from above
        #expect(withTrueMatches.cursor == separator + 1)
        withTrueMatches.move(.by(-1))
        #expect(withTrueMatches.cursor == separator - 1)
        withTrueMatches.move(.by(1))
        #expect(withTrueMatches.cursor == separator + 1)
        withTrueMatches.move(.last)
        #expect(withTrueMatches.cursor == separator + 1)
    }

    @Test func enterWithNoTrueMatchPicksTheHighlightedTypoMatch() {
        let model = Self.model(typing: "swtizerland")
        #expect(model.matchCount == 0 && model.typoCount == 3)
        let picked = model.highlightedItem
        model.searchControllerDidAccept(SearchController(isLive: true))
        #expect(picked == 4)
        #expect(model.outcome == .picked([4]))
    }

    @Test func typosOffListsNoTypoMatch() {
        let model = Self.model(typos: false, typing: "swtizerland")
        #expect(model.rows.isEmpty)
        #expect(model.typoCount == 0)
    }

    @Test func aScreenfulOfTrueMatchesRunsNoFallback() {
        let model = Self.model(rows: 2, typing: "switzrland")
        #expect(model.rows.separatorPosition == nil)
        #expect(model.matchCount == 2)
    }

    @Test func filterListsTypoMatchesAfterTrueOnesWithoutASeparator() throws {
        var options = MatchOptions()
        options.typos = true
        let engine = SearchEngine(store: ItemStore(lines: Self.lines), options: options.filtering(streams: false))
        let result = try #require(engine.search(engine.query("switzrland"), typosBelow: .max))
        #expect(Rows.results(result).items == [0, 2, 4])
        let plain = SearchEngine(store: ItemStore(lines: Self.lines), options: MatchOptions().filtering(streams: false))
        let none = try #require(plain.search(plain.query("switzrland"), typosBelow: .max))
        #expect(Rows.results(none).items == [0, 2])
    }

    @Test func theNextKeyNarrowsTheTrueMatchesNeverTheTypoMatches() throws {
        let engine = SearchEngine(store: ItemStore(lines: Self.lines))
        let result = try #require(engine.search(engine.query("swtizerlan"), typosBelow: 10))
        #expect(result.count == 0 && result.typos?.count == 3)
        var state = SearchState(rows: .all(count: Self.lines.count, reversed: false))
        state.begin("swtizerlan")
        state.markPending()
        _ = state.accept(result)
        let kept = try #require(state.recent.last)
        #expect(kept.count == 0)
        #expect(kept.query.groups[0][0].kind == .fuzzy)
        let next = try #require(engine.search(engine.query("swtizerland"), narrowing: kept, typosBelow: 10))
        #expect(next.count == 0)
        #expect(Set(next.typos?.allItems() ?? []) == [0, 2, 4])
    }

    @Test func theNextKeysTypoPassNarrowsTheLastOnesAndFindsTheSame() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdx")
        let lines = (0..<400).map { _ in String((0..<Int.random(in: 3...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }) }
        let engine = SearchEngine(store: ItemStore(lines: lines))
        for _ in 0..<40 {
            let query = String((0..<Int.random(in: 4...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            let shorter = String(query.dropLast())
            let first = try #require(engine.search(engine.query(shorter), typosBelow: .max))
            let narrowed = try #require(engine.search(engine.query(query), typosBelow: .max, typoBase: TypoBase(first)))
            let full = try #require(engine.search(engine.query(query), typosBelow: .max))
            #expect(narrowed.typos?.allItems() == full.typos?.allItems(), "\(shorter) then \(query)")
        }
    }

    @Test func theScanOverEveryItemFindsWhatThePlainTableFinds() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdxAB")
        let lines = (0..<300).map { _ in String((0..<Int.random(in: 0...14, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }) }
        let engine = SearchEngine(store: ItemStore(lines: lines))
        for _ in 0..<30 {
            let query = String((0..<Int.random(in: 4...9, using: &generator)).map { _ in Array("abcdx").randomElement(using: &generator) ?? "a" })
            let result = try #require(engine.search(engine.query(query), typosBelow: .max))
            let trueMatches = Set(result.allItems())
            let expected = lines.indices.filter { index in
                !trueMatches.contains(index) && !lines[index].isEmpty
                    && TypoAlgorithmTests.referenceDistance(query, lines[index].lowercased()) <= TypoAlgorithm.allowedEdits(query.count)
            }
            #expect(Set(result.typos?.allItems() ?? []) == Set(expected), "\(query)")
        }
    }

    @Test func theTypoRowsStayListedUntilTheNextKeysResultLands() throws {
        final class Recorder: SearchScheduler { var requests: [SearchRequest] = []; func schedule(_ request: SearchRequest) { requests.append(request) } }
        // "abcdefgh": both within two edits; "abcdefghi": only the first.
        let lines = ["abcdxfgh", "abcdxfgz"]
        let model = SearchViewModel(store: ItemStore(lines: lines))
        model.setViewportHeight(10)
        let scheduler = Recorder()
        model.scheduler = scheduler
        model.search("abcdefgh")
        let first = try #require(scheduler.requests.last?.run())
        model.apply(first)
        #expect(model.typoCount == 2)
        model.search("abcdefghi")
        let request = try #require(scheduler.requests.last)
        #expect(model.isPending)
        #expect(model.typoCount == 2)
        let ranked = try #require(request.run())
        model.apply(ranked)
        #expect(model.rows.items == [0])
        #expect(model.typoCount == 1)
    }

}
