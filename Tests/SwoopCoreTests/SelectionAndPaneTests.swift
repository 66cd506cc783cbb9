import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopSearch

@Suite struct MultiSelectionTests {
    let rows = Rows.all(count: 5, reversed: false)

    @Test func changesDoNothingWhenMarkingIsOff() {
        var selection = MultiSelection()
        selection.apply(.selectAll, rows: rows, highlighted: 0)
        selection.apply(.toggle, rows: rows, highlighted: 0)
        #expect(selection.marks.isEmpty)
    }

    @Test func marksStopAtTheLimit() {
        var selection = MultiSelection()
        selection.limit = 2
        for item in [4, 1, 3] { selection.apply(.toggle, rows: rows, highlighted: item) }
        #expect(selection.marks == [1, 4])
        selection.apply(.toggle, rows: rows, highlighted: 4)
        selection.apply(.toggle, rows: rows, highlighted: 3)
        #expect(selection.marks == [1, 3])
    }

    @Test func toggleWithNothingHighlightedMarksNothing() {
        var selection = MultiSelection()
        selection.limit = 10
        selection.apply(.toggle, rows: rows, highlighted: nil)
        #expect(selection.marks.isEmpty)
        selection.apply(.selectAll, rows: rows, highlighted: nil)
        selection.apply(.deselectAll, rows: rows, highlighted: nil)
        #expect(selection.marks.isEmpty)
    }
}

@Suite struct PaneStateTests {
    @Test func scrollStopsAtTheFirstLine() {
        var pane = PaneState()
        pane.scroll(by: 3)
        pane.scroll(by: -1)
        #expect(pane.scroll == 2)
        pane.scroll(by: -10)
        #expect(pane.scroll == 0)
    }

    @Test func modelTogglesAndScrollsThePaneByKey() {
        let model = SearchViewModel(store: ItemStore(lines: ["a"]))
        let controller = SearchController()
        controller.delegate = model
        controller.handle(.shiftDown)
        controller.handle(.shiftDown)
        controller.handle(.shiftUp)
        #expect(model.paneScroll == 1)
        controller.handle(.ctrl("_"))
        #expect(model.isPaneHidden)
        model.paneState.scroll = 0
        controller.handle(.shiftUp)
        #expect(model.paneScroll == 0)
    }
}

@Suite struct PickOutcomeTests {
    @Test func enterPicksTheMarkedItemsOverTheHighlightedOne() {
        #expect(PickOutcome.accepting([7, 2], highlighted: 5) == .picked([7, 2]))
    }

    @Test func marksArePickedInTheOrderMarkedOrWithMultiOrderInputInInputOrder() {
        var selection = MultiSelection()
        selection.limit = Int.max
        let rows = Rows.all(count: 10, reversed: false)
        for item in [7, 2, 5] { selection.apply(.toggle, rows: rows, highlighted: item) }
        #expect(selection.picks == [7, 2, 5])
        selection.apply(.toggle, rows: rows, highlighted: 2)
        #expect(selection.picks == [7, 5])
        selection.picksInInputOrder = true
        #expect(selection.picks == [5, 7])
    }

    @Test func enterWithoutMarksPicksTheHighlightedItem() {
        #expect(PickOutcome.accepting([], highlighted: 5) == .picked([5]))
        #expect(PickOutcome.accepting([], highlighted: nil) == .nothingToPick)
    }
}

@Suite struct MatchHighlightsTests {
    @Test func offsetsAreFoundOncePerQuery() {
        var highlights = MatchHighlights()
        var searches = 0
        /// The offsets of item 0 now.
        func offsets() -> [Int] {
            highlights.offsets(of: 0) { searches += 1; return [1] }
        }
        let unhighlighted = offsets()
        #expect(unhighlighted.isEmpty)
        highlights.show(Query("a"))
        let found = offsets()
        let again = offsets()
        #expect(found == [1] && again == [1])
        #expect(searches == 1)
        highlights.show(Query("a"))
        _ = offsets()
        #expect(searches == 1)
        highlights.show(Query("ab"))
        _ = offsets()
        #expect(searches == 2)
        highlights.show(nil)
        let cleared = offsets()
        #expect(cleared.isEmpty)
        #expect(searches == 2)
    }

    @Test func atMostAFewScreenfulsAreRemembered() {
        var highlights = MatchHighlights()
        highlights.show(Query("a"))
        var searches = 0
        let find: () -> [Int] = { searches += 1; return [] }
        for item in 0...MatchHighlights.capacity { _ = highlights.offsets(of: item, find: find) }
        _ = highlights.offsets(of: 0, find: find)
        #expect(searches == MatchHighlights.capacity + 2)
    }
}
