import Testing
@testable import SwoopItems
@testable import SwoopPicker

/// The `--bind` actions that change the picker's state without a child process, with fzf's meanings.
@Suite struct StateActionTests {
    let store = ItemStore(lines: ["Austria", "Belgium", "Brazil", "Bulgaria", "Burundi", "Canada"])

    func picker(_ bindings: [Key: [Action]] = [:], multi: Bool = false) -> (SearchViewModel, SearchController) {
        let model = SearchViewModel(store: store, rules: ListRules(markLimit: multi ? .max : nil))
        let controller = SearchController()
        controller.delegate = model
        for (key, actions) in bindings { controller.keyMap[key] = actions }
        return (model, controller)
    }

    func type(_ text: String, into controller: SearchController) {
        text.unicodeScalars.forEach { controller.handle(.character($0)) }
    }

    @Test func changeQueryReplacesTheQueryAndSearchesIt() {
        let (model, controller) = picker([.ctrl("q"): [.controller(.changeQuery("bu"))]])
        type("ca", into: controller)
        controller.handle(.ctrl("q"))
        #expect(controller.text == "bu")
        #expect(controller.query.cursor == 2)
        #expect(model.rows.items.sorted() == [1, 3, 4])
    }

    @Test func changePromptSetsThePromptTheBarShows() {
        let (_, controller) = picker([.ctrl("p"): [.controller(.changePrompt("files> "))]])
        #expect(controller.prompt == nil)
        controller.handle(.ctrl("p"))
        #expect(controller.prompt == "files> ")
    }

    @Test func changeHeaderSetsTheHeaderLinesAndAnEmptyOneRemovesThem() {
        let (_, controller) = picker()
        #expect(controller.header == nil)
        controller.perform(.changeHeader("one\ntwo\n"))
        #expect(controller.header == ["one", "two"])
        controller.perform(.changeHeader(""))
        #expect(controller.header == [])
    }

    @Test func putInsertsItsTextAndBarePutTheKeysCharacter() {
        let (_, controller) = picker([.ctrl("x"): [.controller(.put("ar"))], .character("!"): [.controller(.put(nil)), .controller(.beginningOfLine)]])
        type("Bz", into: controller)
        controller.handle(.left)
        controller.handle(.ctrl("x"))
        #expect(controller.text == "Barz")
        controller.handle(.character("!"))
        #expect(controller.text == "Bar!z")
        #expect(controller.query.cursor == 0)
    }

    @Test func posCountsFromOneOrFromTheEndAndStaysInTheList() {
        let (model, controller) = picker([.ctrl("l"): [.controller(.position(-1))], .ctrl("t"): [.controller(.position(3))], .ctrl("o"): [.controller(.position(99))]])
        controller.handle(.ctrl("t"))
        #expect(model.cursor == 2)
        controller.handle(.ctrl("l"))
        #expect(model.cursor == 5)
        controller.perform(.position(-99))
        #expect(model.cursor == 0)
        controller.handle(.ctrl("o"))
        #expect(model.cursor == 5)
    }

    @Test func halfPageMovesHalfTheViewport() {
        let (model, controller) = picker()
        model.setViewportHeight(4)
        controller.perform(.halfPageDown)
        #expect(model.cursor == 2)
        controller.perform(.halfPageUp)
        #expect(model.cursor == 0)
    }

    @Test func acceptNonEmptyPicksOnlyWhenSomethingIsListed() {
        let (model, controller) = picker([.enter: [.controller(.acceptNonEmpty)]])
        type("zzz", into: controller)
        controller.handle(.enter)
        #expect(model.outcome == nil)
        controller.perform(.clearQuery)
        controller.handle(.enter)
        #expect(model.outcome == .picked([0]))
        #expect(controller.acceptKey == .enter)
    }

    @Test func acceptNonEmptyAcceptsAnInputThatIsEmptyAndRead() {
        let model = SearchViewModel(store: ItemStore(lines: [String]()))
        let controller = SearchController()
        controller.delegate = model
        controller.keyMap[.enter] = [.controller(.acceptNonEmpty)]
        model.setLoading(true)
        controller.handle(.enter)
        #expect(model.outcome == nil)
        model.setLoading(false)
        controller.handle(.enter)
        #expect(model.outcome == .nothingToPick)
    }

    @Test func offsetsScrollTheListAndTheCursorOnlyWhenItWouldLeave() {
        let (model, controller) = picker([.ctrl("e"): [.controller(.offsetDown)], .ctrl("y"): [.controller(.offsetUp)]])
        model.setViewportHeight(3)
        controller.perform(.down)
        controller.handle(.ctrl("e"))
        #expect(model.scrollOffset == 1 && model.cursor == 1)
        controller.handle(.ctrl("e"))
        #expect(model.scrollOffset == 2 && model.cursor == 2)
        controller.handle(.ctrl("y"))
        #expect(model.scrollOffset == 1 && model.cursor == 2)
    }

    @Test func acceptOrPrintQueryPrintsTheQueryWhenNothingMatches() {
        let (model, controller) = picker([.enter: [.controller(.acceptOrPrintQuery)]])
        type("zzz", into: controller)
        controller.handle(.enter)
        #expect(model.outcome == .query)
        let (other, otherController) = picker([.enter: [.controller(.acceptOrPrintQuery)]])
        otherController.handle(.enter)
        #expect(other.outcome == .picked([0]))
    }

    @Test func disabledSearchEditsTheQueryWithoutFilteringUntilToggledOn() {
        let (model, controller) = picker([.ctrl("s"): [.controller(.toggleSearch)]])
        controller.isSearchEnabled = false
        type("bu", into: controller)
        #expect(controller.text == "bu")
        #expect(model.matchCount == 6)
        controller.handle(.ctrl("s"))
        #expect(model.rows.items.sorted() == [1, 3, 4])
        controller.perform(.disableSearch)
        type("r", into: controller)
        #expect(model.rows.items.sorted() == [1, 3, 4])
        controller.perform(.enableSearch)
        #expect(model.rows.items.sorted() == [3, 4])
    }

    @Test func selectAndDeselectMarkAndUnmarkTheCursorLine() {
        let (model, controller) = picker(multi: true)
        controller.perform(.select)
        controller.perform(.select)
        #expect(model.marked == [0])
        controller.perform(.deselect)
        controller.perform(.deselect)
        #expect(model.marked.isEmpty)
    }

    @Test func toggleInAndOutMoveAsTheLayoutDrawsTheList() {
        let (model, controller) = picker(multi: true)
        controller.isReverseLayout = true
        controller.perform(.down)
        controller.perform(.toggleIn)
        #expect(model.marked == [1])
        #expect(model.cursor == 0)
        controller.perform(.toggleOut)
        #expect(model.marked == [0, 1])
        #expect(model.cursor == 1)
        controller.isReverseLayout = false
        controller.perform(.toggleIn)
        #expect(model.cursor == 2)
    }

    @Test func unbindLetsAKeyTypeAndRebindRestoresIt() {
        let (model, controller) = picker([.character("j"): [.controller(.down)], .ctrl("u"): [.controller(.unbind([.character("j")]))],
                                          .ctrl("r"): [.controller(.rebind([.character("j")]))]])
        controller.handle(.character("j"))
        #expect(model.cursor == 1)
        controller.handle(.ctrl("u"))
        controller.handle(.character("j"))
        #expect(controller.text == "j")
        controller.handle(.ctrl("r"))
        controller.handle(.character("j"))
        #expect(controller.text == "j")
    }
}
