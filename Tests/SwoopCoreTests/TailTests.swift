import Testing
@testable import SwoopPicker
@testable import SwoopSearch
import SwoopItems

/// `--tail=N`: only the last N items read are listed, counted and searched, as fzf 0.74 keeps them;
/// the marks on items that leave go with them.
@Suite struct TailTests {
    func picker(lines: ClosedRange<Int>, tail: Int, multi: Int? = nil) -> (ItemStore, SearchViewModel, SearchController) {
        let store = ItemStore(lines: lines.map(String.init))
        let model = SearchViewModel(store: store, rules: ListRules(markLimit: multi, keptItems: tail))
        let controller = SearchController()
        controller.keyMap = KeyMap(multiSelect: multi != nil)
        controller.delegate = model
        return (store, model, controller)
    }

    @Test func onlyTheLastItemsAreListedCountedAndSearched() {
        let (_, model, controller) = picker(lines: 1...10, tail: 3)
        #expect(model.rows.items == [7, 8, 9])
        #expect(model.totalCount == 3 && model.matchCount == 3)
        controller.handle(.character("1"))
        #expect(model.rows.items == [9])
        controller.handle(.backspace)
        #expect(model.rows.items == [7, 8, 9])
    }

    @Test func itemsReadLaterPushTheFirstOutAndTheirMarksGo() {
        let (store, model, controller) = picker(lines: 1...3, tail: 3, multi: .max)
        controller.perform(.toggle)
        #expect(model.marked.contains(0))
        controller.handle(.character("1"))
        for line in 4...12 { store.append(Array(String(line).utf8)) }
        model.itemsDidGrow()
        #expect(model.totalCount == 3)
        // "10", "11", "12" are kept; "1" is gone, and its mark.
        #expect(Set(model.rows.items) == [9, 10, 11])
        #expect(model.marked.isEmpty)
    }

    @Test func theFullListReversedWithTac() {
        let store = ItemStore(lines: (1...10).map(String.init))
        var options = MatchOptions()
        options.reverseInput = true
        let model = SearchViewModel(store: store, options: options, rules: ListRules(keptItems: 3))
        #expect(model.rows.items == [9, 8, 7])
        #expect(model.rows.position(of: 8) == 1 && model.rows.position(of: 2) == nil)
    }
}
