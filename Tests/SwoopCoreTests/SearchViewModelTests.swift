import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopSearch

@Suite struct SearchViewModelTests {
    let store = ItemStore(lines: ["Austria", "Belgium", "Brazil", "Bulgaria", "Burundi", "Canada"])

    @Test func showsTheFullListUntilASearch() {
        let model = SearchViewModel(store: store)
        #expect(!model.isSearching)
        #expect(model.rows.items == Array(0..<6))
        #expect(model.matchCount == 6)
    }

    @Test func swapsToFilteredRowsAndBack() {
        let model = SearchViewModel(store: store)
        model.search("b")
        #expect(model.isSearching)
        #expect(model.rows.items.sorted() == [1, 2, 3, 4])
        model.search("")
        #expect(!model.isSearching)
        #expect(model.rows.items == Array(0..<6))
    }

    @Test func keepsTheCursorOnTheChosenItemWhenStillListed() {
        let model = SearchViewModel(store: store)
        model.move(.by(3))
        #expect(model.highlightedItem == 3)
        model.search("bu")
        #expect(model.highlightedItem == 3)
        model.search("")
        #expect(model.highlightedItem == 3)
        #expect(model.cursor == 3)
    }

    @Test func cursorStaysOnTheBestRowWhileTypingIfNeverMoved() {
        let model = SearchViewModel(store: store)
        model.search("b")
        #expect(model.cursor == 0)
        model.search("bu")
        #expect(model.cursor == 0)
        #expect(model.highlightedItem == model.rows.items.first)
    }

    @Test func cursorGoesToTheTopWhenItsItemIsFilteredOut() {
        let model = SearchViewModel(store: store)
        model.move(.by(5))
        model.search("b")
        #expect(model.cursor == 0)
        #expect(model.highlightedItem == model.rows.items.first)
    }

    @Test func movementIsClampedToTheList() {
        let model = SearchViewModel(store: store)
        model.move(.by(-3))
        #expect(model.cursor == 0)
        model.move(.by(100))
        #expect(model.cursor == 5)
    }

    @Test func pagesByTheViewportHeightLessARowAndScrollsToKeepTheCursorVisible() {
        let model = SearchViewModel(store: store)
        model.setViewportHeight(3)
        model.move(.pageDown)
        #expect(model.cursor == 2)
        model.move(.pageDown)
        #expect(model.cursor == 4)
        #expect(model.visiblePositions == 2..<5)
        model.setViewportHeight(2)
        model.move(.pageUp)
        model.move(.pageUp)
        model.move(.pageUp)
        model.move(.pageUp)
        #expect(model.cursor == 0)
        #expect(model.visiblePositions == 0..<2)
    }

    @Test func acceptPicksTheHighlightedItem() {
        let model = SearchViewModel(store: store)
        let controller = SearchController()
        controller.delegate = model
        "bra".unicodeScalars.forEach { controller.handle(.character($0)) }
        controller.handle(.enter)
        #expect(model.outcome == .picked([2]))
    }

    @Test func acceptWithNothingListedHasNothingToPick() {
        let model = SearchViewModel(store: store)
        let controller = SearchController()
        controller.delegate = model
        "zzz".unicodeScalars.forEach { controller.handle(.character($0)) }
        controller.handle(.enter)
        #expect(model.outcome == .nothingToPick)
    }

    @Test func cancelShowsTheFullListAgain() {
        let model = SearchViewModel(store: store)
        let controller = SearchController()
        controller.delegate = model
        controller.handle(.character("z"))
        #expect(model.matchCount == 1)
        controller.handle(.escape)
        #expect(model.rows.items == Array(0..<6))
        #expect(model.outcome == nil)
        controller.handle(.escape)
        #expect(model.outcome == .cancelled)
    }

    @Test func nonLiveModeFiltersOnlyOnSubmit() {
        let model = SearchViewModel(store: store)
        let controller = SearchController(isLive: false)
        controller.delegate = model
        "ca".unicodeScalars.forEach { controller.handle(.character($0)) }
        #expect(model.matchCount == 6)
        controller.handle(.enter)
        #expect(model.rows.items == [5])
        controller.handle(.enter)
        #expect(model.outcome == .picked([5]))
    }
}

@Suite struct BackgroundResultTests {
    /// Keeps the searches asked for, to run them when a test says so.
    final class Recorder: SearchScheduler {
        var requests: [SearchRequest] = []
        func schedule(_ request: SearchRequest) { requests.append(request) }
    }

    /// A model over four lines whose searches wait in `scheduler`.
    func model() -> (SearchViewModel, Recorder) {
        let model = SearchViewModel(store: ItemStore(lines: ["xa", "a", "bb", "ab"]))
        let scheduler = Recorder()
        model.scheduler = scheduler
        return (model, scheduler)
    }

    @Test func theOldRowsStayUntilTheRankedResultLands() {
        let (model, scheduler) = model()
        model.search("a")
        #expect(model.isPending)
        #expect(model.rows.items == [0, 1, 2, 3])
        if let request = scheduler.requests.first, let ranked = request.run() { model.apply(ranked) }
        #expect(!model.isPending)
        #expect(model.rows.items == [1, 3, 0])
    }

    @Test func aQueryTypedAgainShowsItsKeptResultAtOnce() {
        let (model, scheduler) = model()
        model.search("a")
        if let ranked = scheduler.requests.last?.run() { model.apply(ranked) }
        model.search("ab")
        #expect(scheduler.requests.last?.previous?.query.text == "a")
        if let ranked = scheduler.requests.last?.run() { model.apply(ranked) }
        #expect(model.rows.items == [3])
        // Backspace: no new search, the rows of "a" at once.
        model.search("a")
        #expect(scheduler.requests.count == 2)
        #expect(!model.isPending)
        #expect(model.rows.items == [1, 3, 0])
    }

    @Test func aReloadShownBeforeItsFirstLineKeepsTheOldTotalUntilItReadsOne() {
        let (model, _) = model()
        model.setLoading(true)
        let reloaded = ItemStore(lines: [String]())
        model.replaceItems(with: ItemForms(original: reloaded, spec: ReadSpec()), holdingTotal: true)
        #expect(model.totalCount == 4)
        model.itemsDidGrow()
        #expect(model.totalCount == 4)
        reloaded.append(Array("new".utf8))
        model.itemsDidGrow()
        #expect(model.totalCount == 1)
    }

    @Test func aReloadThatReadsNothingEndsWithATotalOfNone() {
        let (model, _) = model()
        model.setLoading(true)
        model.replaceItems(with: ItemForms(original: ItemStore(lines: [String]()), spec: ReadSpec()), holdingTotal: true)
        model.setLoading(false)
        model.itemsDidGrow()
        #expect(model.totalCount == 0)
    }

    @Test func enterBeforeTheSearchLandsPicksFromWhatWasTyped() {
        let (model, scheduler) = model()
        let controller = SearchController()
        controller.delegate = model
        "bb".unicodeScalars.forEach { controller.handle(.character($0)) }
        #expect(model.isPending)
        #expect(model.rows.items == [0, 1, 2, 3])
        controller.handle(.enter)
        #expect(model.outcome == .picked([2]))
        #expect(scheduler.requests.count == 2)
    }

    @Test func aSearchOfReplacedItemsLandingLateIsNotShown() {
        let (model, scheduler) = model()
        model.search("a")
        let stale = scheduler.requests.last?.run()
        // A reload's first line arrives while the old items' search is still in the mailbox.
        model.replaceItems(with: ItemForms(original: ItemStore(lines: ["a"]), spec: ReadSpec()))
        if let stale { model.apply(stale) }
        #expect(model.rows.items == [0])
        #expect(model.isPending)
        if let ranked = scheduler.requests.last?.run() { model.apply(ranked) }
        #expect(model.rows.items == [0])
        #expect(!model.isPending)
    }
}

@Suite struct ListMovementTests {
    let store = ItemStore(lines: ["a", "b", "c", "d"])

    @Test func cycleWrapsOneStepPastEitherEnd() {
        let model = SearchViewModel(store: store, rules: ListRules(cycles: true))
        model.move(.by(-1))
        #expect(model.cursor == 3)
        model.move(.by(1))
        #expect(model.cursor == 0)
    }

    @Test func upMovesUpTheScreenWhenTheListRunsUpward() {
        let model = SearchViewModel(store: store, rules: ListRules(runsUpward: true))
        model.move(.by(-1))
        #expect(model.cursor == 1)
        model.move(.last)
        #expect(model.cursor == 3)
        model.moveCursor(to: 2)
        #expect(model.cursor == 2)
    }

    @Test func marksAreLimitedAndKeptInInputOrder() {
        let model = SearchViewModel(store: store, rules: ListRules(markLimit: 2))
        let controller = SearchController()
        controller.keyMap = KeyMap(multiSelect: true)
        controller.delegate = model
        controller.handle(.tab)
        controller.handle(.tab)
        controller.handle(.tab)
        #expect(model.marked == [0, 1])
        controller.handle(.enter)
        #expect(model.outcome == .picked([0, 1]))
    }
}
