import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopSearch

@Suite struct SearchStateTests {
    let store = ItemStore(lines: ["apple", "banana", "cherry"])

    /// A ranked result for `text` over `store`.
    func ranked(_ text: String) -> SearchResult? {
        SearchEngine(store: store).search(Query(text), narrowing: nil)
    }

    @Test func startsOnTheGivenRowsWithNothingSearched() {
        let state = SearchState(rows: .all(count: 3, reversed: false))
        #expect(state.rows.items == [0, 1, 2])
        #expect(!state.isSearching && !state.isPending && state.queryText.isEmpty)
    }

    @Test func showsOnlyProgressForTheQueryTypedLast() throws {
        var state = SearchState(rows: .all(count: 3, reversed: false))
        state.begin("an")
        state.markPending()
        let stale = try #require(ranked("ch"))
        let staleShown = state.accept(stale)
        #expect(!staleShown)
        #expect(state.isPending)
        #expect(state.recent.last?.query.text == "ch")
        let current = try #require(ranked("an"))
        let currentShown = state.accept(current)
        #expect(currentShown)
        #expect(!state.isPending)
    }

    @Test func itemsArrivingWhileASearchRunsAreSearchedWhenItLands() {
        var state = SearchState(rows: .all(count: 3, reversed: false))
        let listed = state.itemsDidGrow()
        #expect(listed == .listAll)
        state.begin("a")
        state.markPending()
        let deferred = state.itemsDidGrow()
        #expect(deferred == .refreshLater)
        #expect(state.needsRefresh)
        state.begin("a")
        #expect(!state.needsRefresh)
    }

    @Test func shownResultsAreSearchedAgainWhenItemsArrive() throws {
        var state = SearchState(rows: .all(count: 3, reversed: false))
        state.begin("a")
        state.showResults(.results(try #require(ranked("a"))))
        #expect(state.isSearching)
        let searched = state.itemsDidGrow()
        #expect(searched == .searchAgain)
        state.showAll(.all(count: 3, reversed: false))
        #expect(!state.isSearching && !state.isPending)
    }
}

@Suite struct SearchViewModelLoadingTests {
    @Test func theSpinnerTickAndLoadingFlagGoThroughTheModel() {
        let model = SearchViewModel(store: ItemStore(lines: ["a"]))
        model.setLoading(true)
        model.tickLoading()
        model.tickLoading()
        #expect(model.isLoading && model.loadingTick == 2)
    }
}
