import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopSearch

/// Tracking in the model, searches run at once: what fzf 0.74's `--track` and `track-current` do
/// as the query changes (its `test_track` and `test_track_action`, `seq 1000`).
@Suite struct SearchViewModelTrackingTests {
    /// `seq 1000` in a list of 18 rows, fzf's way (a new query keeps the cursor's position).
    func model(tracksCursor: Bool) -> SearchViewModel {
        let model = SearchViewModel(store: ItemStore(lines: (1...1000).map(String.init)),
                                    rules: ListRules(keepsItemOnNewQuery: false, tracksCursor: tracksCursor))
        model.setViewportHeight(18)
        return model
    }

    @Test func globalTrackingKeepsTheItemOnItsScreenRowAsTheQueryWidens() {
        let model = model(tracksCursor: true)
        #expect(model.tracking == .global)
        model.search("555")
        #expect(model.highlightedItem == 554)
        model.search("55")
        #expect(model.highlightedItem == 554)
        let screenRow = model.cursor - model.scrollOffset
        model.search("5")
        #expect(model.highlightedItem == 554)
        #expect(model.cursor - model.scrollOffset == screenRow)
        model.search("")
        #expect(model.highlightedItem == 554)
        #expect(model.cursor - model.scrollOffset == screenRow)
    }

    @Test func trackingTheCurrentItemFollowsItUntilASearchLeavesItOut() {
        let model = model(tracksCursor: false)
        model.search("55")
        model.tracking = .current
        let tracked = model.highlightedItem
        model.search("5")
        #expect(model.highlightedItem == tracked && model.tracking == .current)
        model.search("54")
        #expect(model.tracking == .off)
    }

    @Test func trackingTheCurrentItemEndsWhenTheCursorMovesAndAMoveThenTrackTracksTheNewItem() {
        let model = model(tracksCursor: false)
        model.tracking = .current
        model.move(.by(1))
        #expect(model.tracking == .off)
        model.move(.by(1))
        model.tracking = model.tracking.trackingCurrent
        #expect(model.tracking == .current && model.highlightedItem == 2)
    }

    /// `seq 20 | fzf --track --tac`: the cursor starts on 1, the last row, and a ranked search keeps to it.
    @Test func withTacTrackingStartsFromTheFirstLineReadAsFzfs() {
        let store = ItemStore()
        let model = SearchViewModel(store: store, options: MatchOptions(reverseInput: true),
                                    rules: ListRules(keepsItemOnNewQuery: false, tracksCursor: true))
        model.setViewportHeight(6)
        for line in 1...20 { store.append(Array(String(line).utf8)) }
        model.itemsDidGrow()
        #expect(model.highlightedItem == 0 && model.cursor == 19)
        model.search("1")
        #expect(model.highlightedItem == 0 && model.cursor == 0)
    }

    @Test func aTrackedItemFoundAfterAReloadIsHighlighted() {
        let model = model(tracksCursor: true)
        model.move(.by(3))
        let reloaded = ItemStore(lines: (1...1000).reversed().map(String.init))
        model.replaceItems(with: ItemForms(original: reloaded, spec: ReadSpec()))
        #expect(model.lists(996))
        model.follow(item: 996)
        #expect(model.highlightedItem == 996 && model.tracking == .global)
    }
}
