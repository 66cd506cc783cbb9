import Testing
@testable import SwoopPicker

/// fzf's events from the picker's state after each round of the loop: each fires once for its change.
@Suite struct EventWatchTests {
    func look(query: String = "", focus: Int? = 0, version: Int = 1, loading: Bool = false, pending: Bool = false, matches: Int = 5) -> EventWatch.Look {
        EventWatch.Look(query: query, focus: focus, resultVersion: version, isLoading: loading, isSearchPending: pending, matchCount: matches)
    }

    @Test func theFirstRoundLoadsShowsAResultAndFocuses() {
        var watch = EventWatch()
        #expect(watch.events(for: look()) == [.load, .result, .resultFinal, .focus])
        #expect(watch.events(for: look()).isEmpty)
    }

    @Test func loadWaitsForTheInputAndItsSearch() {
        var watch = EventWatch()
        #expect(!watch.events(for: look(loading: true)).contains(.load))
        #expect(!watch.events(for: look(version: 2, pending: true)).contains(.load))
        #expect(watch.events(for: look(version: 3)).contains(.load))
        #expect(!watch.events(for: look(version: 4)).contains(.load))
        watch.inputRestarted()
        #expect(watch.events(for: look(version: 5)).contains(.load))
    }

    @Test func changeFiresWhenTheQueryDiffers() {
        var watch = EventWatch()
        _ = watch.events(for: look())
        #expect(watch.events(for: look(query: "a", pending: true)) == [.change])
        #expect(watch.events(for: look(query: "a", version: 2)) == [.result, .resultFinal])
    }

    @Test func oneAndZeroFireWithFinalResultsOfTheWholeInput() {
        var watch = EventWatch()
        _ = watch.events(for: look())
        #expect(watch.events(for: look(version: 2, loading: true, matches: 0)) == [.result])
        #expect(watch.events(for: look(version: 3, matches: 0)) == [.zero, .result, .resultFinal])
        #expect(watch.events(for: look(focus: 7, version: 4, matches: 1)) == [.one, .result, .resultFinal, .focus])
    }

    @Test func focusFiresForEachNewItemAndForNoneLeftAsFzfs() {
        var watch = EventWatch()
        #expect(!watch.events(for: look(focus: nil)).contains(.focus))
        #expect(watch.events(for: look(focus: 3)) == [.focus])
        #expect(watch.events(for: look(focus: 3)).isEmpty)
        #expect(watch.events(for: look(focus: 4)) == [.focus])
        // Nothing matches: no item has the focus now (`{}` is empty for its actions).
        #expect(watch.events(for: look(focus: nil)) == [.focus])
        #expect(watch.events(for: look(focus: nil)).isEmpty)
        #expect(watch.events(for: look(focus: 4)) == [.focus])
    }

    @Test func noItemWhileASearchIsUnderWayIsNoFocusYet() {
        var watch = EventWatch()
        _ = watch.events(for: look(focus: 3))
        #expect(watch.events(for: look(focus: nil, pending: true)).isEmpty)
        #expect(watch.events(for: look(focus: 3)).isEmpty)
    }

    @Test func whatTheEventsOwnActionsChangedIsNoEventAgain() {
        var watch = EventWatch()
        _ = watch.events(for: look())
        #expect(watch.events(for: look(query: "a")) == [.change])
        watch.settle(look(query: "ab", focus: 2))
        #expect(watch.events(for: look(query: "ab", focus: 2)).isEmpty)
    }
}
