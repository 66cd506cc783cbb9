import Testing
@testable import SwoopPicker
@testable import SwoopSearch
import SwoopItems

/// fzf's actions on the marks and the list: `clear-selection`, `change-multi`, `exclude`,
/// `exclude-multi`, `replace-query`, the moves to marked rows, and what the `multi` event counts.
/// Expected answers are what the real fzf 0.74 shows for the same keys.
@Suite struct MarkActionTests {
    let store = ItemStore(lines: (1...10).map(String.init))

    func picker(multi: Int? = .max) -> (SearchViewModel, SearchController) {
        let model = SearchViewModel(store: store, rules: ListRules(markLimit: multi))
        let controller = SearchController()
        controller.keyMap = KeyMap(multiSelect: multi != nil, tabMoves: false)
        controller.delegate = model
        return (model, controller)
    }

    @Test func deselectAllUnmarksOnlyTheListedRowsAndClearSelectionAll() {
        let (model, controller) = picker()
        controller.handle(.tab)
        controller.handle(.character("2"))
        #expect(model.rows.count == 1 && model.marked.count == 1)
        controller.perform(.deselectAll)
        #expect(model.marked.count == 1)
        controller.perform(.clearSelection)
        #expect(model.marked.isEmpty)
    }

    @Test func changeMultiSetsTheLimitAndANewOneClearsTheMarks() {
        let (model, controller) = picker(multi: nil)
        #expect(controller.keyMap[.tab] == [.controller(.ignore)])
        controller.perform(.changeMulti(.max))
        #expect(model.markLimit == .max)
        #expect(controller.keyMap[.tab] == [.controller(.toggleDown)])
        controller.perform(.changeMulti(3))
        controller.handle(.tab)
        #expect(model.markLimit == 3 && model.marked.count == 1)
        controller.perform(.changeMulti(3))
        #expect(model.marked.count == 1)
        controller.perform(.changeMulti(0))
        #expect(model.markLimit == nil && model.marked.isEmpty)
        #expect(controller.keyMap[.tab] == [.controller(.ignore)])
    }

    @Test func tabAtTheLimitNeitherMarksNorMoves() {
        let (model, controller) = picker(multi: 2)
        for _ in 0..<3 { controller.handle(.tab) }
        #expect(model.marked == [0, 1] && model.highlightedItem == 2)
        controller.handle(.backTab)
        #expect(model.highlightedItem == 2)
        controller.perform(.toggleIn)
        #expect(model.highlightedItem == 2)
    }

    @Test func changeMultiLeavesATabBoundByTheUserAlone() {
        let (_, controller) = picker(multi: nil)
        controller.keyMap[.tab] = [.controller(.last)]
        controller.perform(.changeMulti(.max))
        #expect(controller.keyMap[.tab] == [.controller(.last)])
        #expect(controller.keyMap[.backTab] == [.controller(.toggleUp)])
    }

    @Test func theMultiEventCountsWhatFzfCounts() {
        let (model, controller) = picker()
        var version = model.markVersion
        func changed() -> Bool {
            defer { version = model.markVersion }
            return model.markVersion != version
        }
        controller.perform(.toggle)
        #expect(changed())
        controller.perform(.select)
        #expect(!changed())
        // fzf counts these though nothing is marked.
        controller.perform(.clearSelection)
        controller.perform(.clearSelection)
        #expect(changed())
        controller.perform(.exclude)
        #expect(changed())
        controller.perform(.deselectAll)
        #expect(!changed())
    }

    @Test func excludeTakesTheItemOutOfEveryResultAndKeepsThePosition() {
        let (model, controller) = picker()
        controller.perform(.down)
        controller.perform(.down)
        controller.perform(.exclude)
        #expect(model.totalCount == 10 && model.matchCount == 9)
        #expect(model.highlightedItem == 3)
        controller.handle(.character("3"))
        #expect(model.matchCount == 0)
        controller.handle(.backspace)
        #expect(model.rows.position(of: 2) == nil && model.rows.count == 9)
    }

    @Test func excludeMultiTakesTheMarkedOutAndUnmarksThem() {
        let (model, controller) = picker()
        controller.perform(.down)
        controller.perform(.toggle)
        controller.perform(.down)
        controller.perform(.toggle)
        controller.perform(.down)
        controller.perform(.excludeMulti)
        #expect(model.marked.isEmpty && model.matchCount == 8)
        #expect(model.highlightedItem == 5)
        // With nothing marked, the highlighted item goes.
        controller.perform(.excludeMulti)
        #expect(model.matchCount == 7 && model.highlightedItem == 6)
    }

    @Test func aReloadBringsTheExcludedItemsBack() {
        let (model, controller) = picker()
        controller.perform(.exclude)
        model.replaceItems(with: ItemForms(original: store, spec: ReadSpec()))
        #expect(model.matchCount == 10)
    }

    @Test func replaceQueryTypesTheHighlightedItemsText() {
        let (model, controller) = picker()
        controller.perform(.down)
        controller.perform(.replaceQuery)
        #expect(controller.text == "2" && model.queryText == "2")
        controller.handle(.character("x"))
        controller.perform(.replaceQuery)
        #expect(controller.text == "2x")
    }

    @Test func downSelectedAndUpSelectedVisitTheMarks() {
        let (model, controller) = picker()
        for step in 0..<6 {
            if step % 2 == 1 { controller.perform(.toggle) }
            controller.perform(.down)
        }
        controller.perform(.downSelected)
        #expect(model.highlightedItem == 1)
        controller.perform(.upSelected)
        #expect(model.highlightedItem == 5)
        controller.perform(.upSelected)
        #expect(model.highlightedItem == 3)
    }

    @Test func bestAndTheMatchMovesAreFirstUpAndDownWithoutRawMode() {
        let (model, controller) = picker()
        controller.perform(.downMatch)
        controller.perform(.downMatch)
        controller.perform(.upMatch)
        #expect(model.highlightedItem == 1)
        controller.perform(.best)
        #expect(model.highlightedItem == 0)
    }

    @Test func theMultiEventFiresWhenTheMarksChange() {
        var watch = EventWatch()
        func look(_ version: Int) -> EventWatch.Look {
            EventWatch.Look(query: "", focus: 0, resultVersion: 1, isLoading: false, isSearchPending: false, matchCount: 5,
                            markVersion: version)
        }
        _ = watch.events(for: look(0))
        #expect(watch.events(for: look(1)) == [.multi])
        #expect(watch.events(for: look(1)).isEmpty)
    }
}
