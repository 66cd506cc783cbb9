import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopTUI

/// `--listen`'s GET answer against what fzf 0.74 answers for the same list, query and marks.
@Suite struct ListenStateTests {
    static func json(_ model: SearchViewModel, query: String, limit: Int = 100, offset: Int = 0) -> String {
        let lines = ItemStore(lines: (1...10).map(String.init))
        return String(decoding: ListenState.json(model: model, query: query, lines: lines, limit: limit, offset: offset), as: UTF8.self)
    }

    static func model(rules: ListRules = ListRules()) -> SearchViewModel {
        SearchViewModel(store: ItemStore(lines: (1...10).map(String.init)), rules: rules)
    }

    /// A state too long to keep in memory goes into a file as it is made; its bytes are those of the same state made in memory.
    @Test func aLongStateIsSpooledAsItIsMadeAndReadsAsTheStateMadeInMemory() throws {
        let lines = ItemStore(lines: (0..<60_000).map { "line \($0) of a list long enough to spill" })
        let model = SearchViewModel(store: lines)
        model.search("spill")
        let inMemory = HTTPResponse.state(ListenState.json(model: model, query: "spill", lines: lines, limit: .max, offset: 0))
        let spooled = ListenState.response(model: model, query: "spill", lines: lines, limit: .max, offset: 0)
        let spool = try #require(spooled.spool)
        #expect(spool.count >= JSONText.spillSize)
        #expect(spooled.tail.count <= JSONText.spillSize + 1 << 16)
        #expect(spooled.count == inMemory.count)
        #expect(spooled.bytes + spool.read() + spooled.tail == inMemory.bytes)
    }

    @Test func aShortStateStaysInMemory() {
        let lines = ItemStore(lines: (1...10).map(String.init))
        let response = ListenState.response(model: SearchViewModel(store: lines), query: "", lines: lines, limit: 100, offset: 0)
        #expect(response.spool == nil)
        #expect(response == HTTPResponse.state(ListenState.json(model: SearchViewModel(store: lines), query: "", lines: lines, limit: 100, offset: 0)))
    }

    @Test func theFullListHasNoPositions() {
        let json = Self.json(Self.model(), query: "", limit: 2)
        #expect(json == #"{"reading":false,"progress":100,"query":"","position":0,"sort":true,"totalCount":10,"matchCount":10,"#
            + #""current":{"index":0,"text":"1"},"matches":[{"index":0,"text":"1"},{"index":1,"text":"2"}],"selected":[]}"#)
    }

    @Test func aQueryGivesPositionsAndTheMarkedItemsAreListed() {
        let model = Self.model(rules: ListRules(markLimit: .max))
        model.changeSelection(.selectAll)
        model.search("1")
        // fzf 0.74: seq 10 | fzf --multi, then select-all and change-query(1), GET ?limit=1&offset=1.
        #expect(Self.json(model, query: "1", limit: 1, offset: 1) == #"{"reading":false,"progress":100,"query":"1","position":0,"sort":true,"#
            + #""totalCount":10,"matchCount":2,"current":{"index":0,"text":"1","positions":[0]},"#
            + #""matches":[{"index":9,"text":"10","positions":[0]}],"selected":[{"index":1,"text":"2"}]}"#)
    }

    @Test func markedItemsAreListedInTheOrderTheyWereMarked() {
        let model = Self.model(rules: ListRules(markLimit: .max))
        model.move(.by(3))
        model.changeSelection(.toggle)
        model.move(.by(-3))
        model.changeSelection(.toggle)
        #expect(Self.json(model, query: "").hasSuffix(#""selected":[{"index":3,"text":"4"},{"index":0,"text":"1"}]}"#))
    }

    @Test func nothingListedIsANullCurrentAndEmptyLists() {
        let model = Self.model()
        model.search("yo")
        #expect(Self.json(model, query: "yo", offset: 99) == #"{"reading":false,"progress":100,"query":"yo","position":0,"sort":true,"#
            + #""totalCount":10,"matchCount":0,"current":null,"matches":[],"selected":[]}"#)
    }

    /// The state is taken when asked for and its JSON made later, on another thread: what the
    /// picker does meanwhile (a new query, a move, marks, a reload) is not in it.
    @Test func aStateTakenIsAnsweredAsItWasWhenTakenWhateverThePickerDoesMeanwhile() async {
        let lines = ItemStore(lines: (0..<20_000).map { "item \($0)" })
        let model = SearchViewModel(store: lines, rules: ListRules(markLimit: .max))
        model.search("1")
        model.move(.by(2))
        model.changeSelection(.toggle)
        let expected = ListenState.json(model: model, query: "1", lines: lines, limit: .max, offset: 0)
        let state = ListenState(model: model, query: "1", lines: lines)
        model.search("2")
        model.move(.by(5))
        model.changeSelection(.selectAll)
        model.replaceItems(with: ItemForms(original: ItemStore(lines: ["other"]), spec: ReadSpec()))
        let made = await Task.detached { state.json(limit: .max, offset: 0) }.value
        #expect(made == expected)
        #expect(String(decoding: made, as: UTF8.self).contains(#""selected":[{"index":"#))
        #expect(ListenState.json(model: model, query: "2", lines: lines, limit: .max, offset: 0) != expected)
    }

    /// An answer no client waits for any more stops being made between batches of items.
    @Test func anAnswerNoLongerWantedIsNotMade() throws {
        let lines = ItemStore(lines: (0..<50_000).map { "line \($0)" })
        let model = SearchViewModel(store: lines)
        let state = ListenState(model: model, query: "", lines: lines)
        var asked = 0
        #expect(state.response(limit: .max, offset: 0, isCancelled: { asked += 1; return asked > 1 }) == nil)
        #expect(asked == 2)
        let whole = try #require(state.response(limit: .max, offset: 0, isCancelled: { false }))
        let sent = { (response: HTTPResponse) in response.bytes + (response.spool?.read() ?? []) + response.tail }
        #expect(sent(whole) == sent(state.response(limit: .max, offset: 0)))
    }
}
