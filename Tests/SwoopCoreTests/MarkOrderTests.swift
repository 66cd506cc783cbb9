import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopSearch

/// The marks in the order they were made, for `{+}` as fzf lists them; and the context commands read.
@Suite struct MarkOrderTests {
    let rows = Rows.all(count: 6, reversed: false)

    @Test func marksAreListedInTheOrderTheyWereMade() {
        var selection = MultiSelection()
        selection.limit = 10
        for item in [4, 1, 3] { selection.apply(.toggle, rows: rows, highlighted: item) }
        #expect(selection.order == [4, 1, 3])
        selection.apply(.toggle, rows: rows, highlighted: 1)
        selection.apply(.select, rows: rows, highlighted: 1)
        selection.apply(.select, rows: rows, highlighted: 4)
        #expect(selection.order == [4, 3, 1])
        selection.apply(.deselect, rows: rows, highlighted: 3)
        #expect(selection.order == [4, 1])
    }

    @Test func wholeListChangesKeepTheEarlierOrderAndAddTheRestInInputOrder() {
        var selection = MultiSelection()
        selection.limit = 10
        selection.apply(.toggle, rows: rows, highlighted: 5)
        selection.apply(.toggle, rows: rows, highlighted: 2)
        selection.apply(.selectAll, rows: rows, highlighted: nil)
        #expect(selection.order == [5, 2, 0, 1, 3, 4])
        selection.apply(.toggle, rows: rows, highlighted: 0)
        selection.apply(.toggleAll, rows: rows, highlighted: nil)
        #expect(selection.order == [0])
        selection.apply(.deselectAll, rows: rows, highlighted: nil)
        #expect(selection.order.isEmpty)
        selection.apply(.toggle, rows: rows, highlighted: 3)
        selection.clear()
        #expect(selection.order.isEmpty)
    }

    @Test func theViewModelsContextHasTheItemsMarksAndMatches() throws {
        let lines = ItemStore(lines: ["one 1", "two 2", "three 3"])
        let model = SearchViewModel(store: lines, rules: ListRules(markLimit: .max))
        model.search("t")
        model.changeSelection(.toggle)
        let highlighted = try #require(model.highlightedItem)
        let context = model.commandContext(lines: lines, splitter: FieldSplitter(), query: "t", prompt: "p> ", actionName: "execute")
        let rendered = CommandTemplate("{n} {+2} {q} {fzf:prompt} {fzf:action}").render(context, shell: .system, files: .shared)
        #expect(String(decoding: rendered.bytes, as: UTF8.self) == "\(highlighted) '\(highlighted + 1)' 't' 'p> ' execute")
        #expect(Set(context.matched().map(\.index)) == [1, 2])
        #expect(context.marked.map(\.index) == [highlighted])
    }
}
