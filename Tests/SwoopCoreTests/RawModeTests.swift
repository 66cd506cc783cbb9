import Testing
@testable import SwoopPicker
@testable import SwoopSearch
import SwoopItems

/// fzf's raw mode (`--raw`, `toggle-raw`, `enable-raw`, `disable-raw`): every item stays listed,
/// the matches among them; the moves that look for matches skip the others. Expected answers are
/// what the real fzf 0.74 shows for `seq 1000 | fzf --raw` and the same keys.
@Suite struct RawModeTests {
    let store = ItemStore(lines: (1...1000).map(String.init))

    func picker(raw: Bool = true, multi: Int? = nil) -> (SearchViewModel, SearchController) {
        let model = SearchViewModel(store: store, rules: ListRules(markLimit: multi, startsRaw: raw))
        model.setViewportHeight(10)
        let controller = SearchController()
        controller.keyMap = KeyMap(multiSelect: multi != nil, tabMoves: true)
        controller.delegate = model
        return (model, controller)
    }

    /// The item's text.
    func text(_ model: SearchViewModel) -> String? {
        model.highlightedItem.map { String(decoding: model.store[$0], as: UTF8.self) }
    }

    @Test func everyItemStaysListedAndTheMatchesAreCounted() {
        let (model, controller) = picker()
        controller.handle(.character("1"))
        #expect(model.rows.count == 1000)
        #expect(model.matchCount == 272)
        #expect(model.isMatch(0) && !model.isMatch(1))
        #expect(text(model) == "1")
    }

    @Test func upAndDownStopOnEveryItemTheMatchMovesSkipTheOthers() {
        let (model, controller) = picker()
        controller.handle(.character("1"))
        controller.perform(.down)
        #expect(text(model) == "2")
        controller.perform(.downMatch)
        #expect(text(model) == "10")
        controller.perform(.upMatch)
        #expect(text(model) == "1")
        // Nothing matches above the first row: the cursor stays.
        controller.perform(.upMatch)
        #expect(text(model) == "1")
    }

    @Test func turningRawOffGoesToTheNearestMatchAndOnKeepsTheItem() {
        let (model, controller) = picker()
        controller.handle(.character("1"))
        controller.perform(.down)
        #expect(text(model) == "2")
        controller.perform(.toggleRaw)
        #expect(!model.isRaw && model.rows.count == 272)
        // "1" is one row away, "10" eight: the nearest match.
        #expect(text(model) == "1")
        controller.perform(.downMatch)
        controller.perform(.enableRaw)
        #expect(model.isRaw && model.rows.count == 1000 && text(model) == "10")
        controller.perform(.enableRaw)
        #expect(model.isRaw)
        controller.perform(.disableRaw)
        #expect(!model.isRaw && text(model) == "10")
    }

    @Test func aNewQueryKeepsTheCursorsRow() {
        let (model, controller) = picker()
        controller.handle(.character("5"))
        for _ in 0..<3 { controller.perform(.down) }
        #expect(text(model) == "4")
        controller.handle(.character("5"))
        #expect(model.matchCount == 28 && text(model) == "4")
    }

    @Test func bestGoesToTheBestMatchsRow() {
        let (model, controller) = picker()
        for character in "999" { controller.handle(.character(character.unicodeScalars.first ?? " ")) }
        #expect(text(model) == "1")
        controller.perform(.best)
        #expect(text(model) == "999")
    }

    @Test func marksOnItemsThatDoNotMatchGoWhenRawModeEnds() {
        let (model, controller) = picker(multi: .max)
        controller.handle(.character("1"))
        controller.handle(.character("1"))
        controller.perform(.downMatch)
        #expect(text(model) == "11")
        for _ in 0..<3 { controller.perform(.toggleDown) }
        #expect(model.marked.count == 3)
        controller.perform(.disableRaw)
        #expect(model.marked.count == 1 && model.marked.contains(10))
    }

    @Test func selectAllMarksTheMatchesAlone() {
        let (model, controller) = picker(multi: .max)
        for character in "99" { controller.handle(.character(character.unicodeScalars.first ?? " ")) }
        controller.perform(.selectAll)
        #expect(model.marked.count == model.matchCount)
    }

    @Test func commandsAreToldWhetherTheCurrentItemMatches() {
        let (model, controller) = picker()
        controller.handle(.character("5"))
        #expect(model.childEnvironment(lines: store, query: "5").currentItemMatches == false)
        for _ in 0..<4 { controller.perform(.down) }
        let environment = model.childEnvironment(lines: store, query: "5")
        #expect(environment.currentItemMatches == true && environment.position == 5)
        let (plain, _) = picker(raw: false)
        #expect(plain.childEnvironment(lines: store, query: "").currentItemMatches == nil)
    }
}
