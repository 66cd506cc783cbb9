import Testing
@testable import SwoopOptions
@testable import SwoopPicker

/// Ctrl-Z and the mouse are key-map entries like any other key, so `--bind` can change them.
@Suite struct KeyMapGestureTests {
    @Test func ctrlZSuspendsAndTheMouseDoesWhatItDoesInFzf() {
        let map = KeyMap()
        #expect(map[.ctrl("z")] == [.session(.suspend)])
        #expect(map[.doubleClick] == [.controller(.accept)])
        #expect(map[.gesture(.leftClick)] == [.session(.click)])
        #expect(map[.gesture(.rightClick)] == [.controller(.toggle)])
        #expect(map[.gesture(.scrollUp)] == [.controller(.up)])
        #expect(map[.gesture(.scrollDown)] == [.controller(.down)])
        #expect(map[.gesture(.shiftScrollDown)] == [.controller(.toggle), .controller(.down)])
        #expect(map[.gesture(.previewScrollUp)] == [.controller(.previewUp)])
    }

    @Test func eachNameIsTheControllersOrTheEventLoopsNeverBoth() {
        #expect(Set(ControllerAction.named.keys).isDisjoint(with: SessionAction.named.keys))
        #expect(Action.named("suspend") == .session(.suspend) && Action.named("frecency-forget") == .session(.frecencyForget))
        #expect(Action.named("up") == .controller(.up) && Action.named("put") == .controller(.put(nil)))
        #expect(Action.named("execute") == nil)
    }

    @Test func bindingsReplaceTheMouseAndCtrlZDefaults() throws {
        var options = Options()
        options.bindings = try KeyBindingParser.parse("ctrl-z:ignore,scroll-up:page-up,double-click:toggle")
        let map = options.keyMap
        #expect(map[.ctrl("z")] == [.controller(.ignore)])
        #expect(map[.gesture(.scrollUp)] == [.controller(.pageUp)])
        #expect(map[.doubleClick] == [.controller(.toggle)])
    }
}
