import Testing
@testable import SwoopItems
@testable import SwoopPicker

/// `--no-input`, `hide-input`, `show-input` and `toggle-input` in the controller, with fzf 0.74's
/// answers: while the input is hidden no action changes the query (typing, `change-query`, `put`,
/// a deletion), its edit cursor stays at the end, and showing it again lets keys edit it.
@Suite struct HiddenInputTests {
    static func picker(query: String = "") -> (SearchViewModel, SearchController) {
        let model = SearchViewModel(store: ItemStore(lines: (1...1000).map(String.init)))
        let controller = SearchController(initialQuery: query)
        controller.delegate = model
        if !query.isEmpty { model.search(query) }
        return (model, controller)
    }

    @Test func typingLeavesAHiddenQueryAlone() {
        let (model, controller) = Self.picker(query: "555")
        controller.perform(.hideInput)
        controller.handle([.character("1"), .character("2"), .backspace, .ctrl("u")])
        #expect(controller.text == "555")
        #expect(model.queryText == "555")
    }

    @Test func actionsThatSetTheQueryAreDroppedWhileItIsHidden() {
        let (_, controller) = Self.picker(query: "999")
        controller.perform(.hideInput)
        controller.perform(.changeQuery("555"))
        controller.perform(.put("x"))
        controller.perform(.clearQuery)
        #expect(controller.text == "999")
    }

    /// fzf's `show-input+change-query(555)+hide-input`: shown for the one action, the query changes.
    @Test func showingTheInputForOneActionLetsItChangeTheQuery() {
        let (model, controller) = Self.picker(query: "999")
        controller.perform(.hideInput)
        for action in [ControllerAction.showInput, .changeQuery("555"), .hideInput] { controller.perform(action) }
        #expect(controller.text == "555")
        #expect(model.queryText == "555")
        #expect(controller.isInputHidden)
    }

    @Test func theEditCursorGoesToTheEndAndStaysThere() {
        let (_, controller) = Self.picker(query: "abc")
        controller.perform(.beginningOfLine)
        #expect(controller.query.cursor == 0)
        controller.perform(.hideInput)
        #expect(controller.query.cursor == 3)
        controller.perform(.backwardChar)
        #expect(controller.query.cursor == 3)
        controller.perform(.showInput)
        controller.perform(.backwardChar)
        #expect(controller.query.cursor == 2)
    }

    @Test func aKillWhileHiddenStillFillsWhatYankInserts() {
        let (_, controller) = Self.picker(query: "abc")
        controller.perform(.hideInput)
        controller.perform(.unixLineDiscard)
        #expect(controller.text == "abc")
        controller.perform(.showInput)
        controller.perform(.yank)
        #expect(controller.text == "abcabc")
    }

    @Test func toggleInputFlipsAndTypingWorksOnceShown() {
        let (_, controller) = Self.picker()
        controller.perform(.toggleInput)
        controller.handle(.character("7"))
        #expect(controller.text.isEmpty)
        controller.perform(.toggleInput)
        controller.handle(.character("7"))
        #expect(controller.text == "7")
        #expect(!controller.isInputHidden)
    }

    @Test func theActionsHaveFzfsNames() {
        for (name, action) in [("show-input", ControllerAction.showInput), ("hide-input", .hideInput), ("toggle-input", .toggleInput)] {
            #expect(Action.named(name) == .controller(action))
            #expect(action.name == name)
            #expect(!action.editsQuery)
        }
    }
}
