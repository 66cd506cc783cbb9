import Testing
@testable import SwoopOptions
@testable import SwoopPicker

/// Ctrl-Z and the mouse are key-map entries like any other key, so `--bind` can change them.
@Suite struct KeyMapGestureTests {
    @Test func ctrlZSuspendsAndTheMouseDoesWhatItDoesInFzf() {
        let map = KeyMap()
        #expect(map[.ctrl("z")] == [.suspend])
        #expect(map[.doubleClick] == [.accept])
        #expect(map[.gesture(.leftClick)] == [.click])
        #expect(map[.gesture(.rightClick)] == [.toggle])
        #expect(map[.gesture(.scrollUp)] == [.up])
        #expect(map[.gesture(.scrollDown)] == [.down])
        #expect(map[.gesture(.shiftScrollDown)] == [.toggle, .down])
        #expect(map[.gesture(.previewScrollUp)] == [.previewUp])
    }

    @Test func theEventLoopDoesWhatNeedsTheTerminalAProcessOrThePane() {
        #expect(Set(Action.named.values.filter(\.isSessionAction)) == [
            .suspend, .click, .printQuery, .refreshPreview, .trackCurrent, .untrackCurrent, .toggleTrack, .toggleTrackCurrent,
            .frecencyForget,
        ])
        #expect(Action.execute("ls").isSessionAction && Action.reload("ls").isSessionAction)
        #expect(!Action.changeQuery("x").isSessionAction)
    }

    @Test func bindingsReplaceTheMouseAndCtrlZDefaults() throws {
        var options = Options()
        options.bindings = try KeyBindingParser.parse("ctrl-z:ignore,scroll-up:page-up,double-click:toggle").bindings
        let map = options.keyMap
        #expect(map[.ctrl("z")] == [.ignore])
        #expect(map[.gesture(.scrollUp)] == [.pageUp])
        #expect(map[.doubleClick] == [.toggle])
    }

    @Test func theControllerLeavesTheEventLoopsActionsAlone() {
        let controller = SearchController()
        controller.perform(.suspend)
        controller.perform(.click)
        #expect(controller.text.isEmpty)
        #expect(!controller.isEditing)
    }
}
