import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSystem

/// fzf's `every(N)`, `result-final`, `jump`, `jump-cancel` and `click-header` events, and its
/// `trigger`, `toggle-bind`, `jump` and `jump-accept` actions, as `--bind` reads them and the key map
/// keeps them.
@Suite struct TimerAndTriggerBindingTests {
    func actions(_ text: String) throws -> [Action] {
        try #require(KeyBindingParser.parse("a:" + text).first).actions
    }

    @Test(arguments: [("every(1)", 1000), ("every(0.5)", 500), ("every( 2.25 )", 2250), ("every(0.001)", 10),
                      ("every(0.0123)", 12), ("EVERY(1e-1)", 100)])
    func everyIsReadInSecondsAsFzfReadsIt(name: String, milliseconds: Int) {
        #expect(KeyName.parse(name) == .every(milliseconds))
    }

    @Test(arguments: ["every(0)", "every(-1)", "every(abc)", "every()", "every(inf)", "every(nan)", "every(3000000)"])
    func aBadIntervalIsFzfsError(name: String) {
        #expect(throws: OptionError("every() requires a positive number of seconds")) {
            try KeyBindingParser.parse("\(name):abort")
        }
    }

    @Test func theEventsAreBoundLikeKeys() throws {
        let parsed = try KeyBindingParser.parse("result-final:first,jump:accept,jump-cancel:abort,click-header:ignore")
        #expect(parsed.map(\.key) == [.event(.resultFinal), .event(.jump), .event(.jumpCancel), .event(.clickHeader)])
        #expect(Key.every(100).isEvent && Key.event(.jump).isEvent)
    }

    @Test func triggerKeepsItsKeysInOrderRepeatsToo() throws {
        #expect(try actions("trigger(y,ctrl-a,y,start,every(0.5))") == [
            .session(.trigger([.character("y"), .ctrl("a"), .character("y"), .event(.start), .every(500)])),
        ])
        #expect(try actions("trigger(x)").map(\.name) == ["trigger"])
    }

    @Test(arguments: ["trigger(nosuchkey)", "trigger()"])
    func aTriggerFzfCannotReadDoesNothing(text: String) throws {
        #expect(try actions(text) == [.controller(.ignore)])
    }

    @Test func toggleBindNeedsItsKeys() throws {
        #expect(try actions("toggle-bind(c,d)") == [.controller(.toggleBind([.character("c"), .character("d")]))])
        #expect(throws: OptionError("toggle-bind target required")) { try KeyBindingParser.parse("a:toggle-bind()") }
    }

    @Test func toggleBindUnbindsWhatIsBoundAndRebindsWhatIsNot() {
        var map = KeyMap()
        map[.character("c")] = [.controller(.clearQuery)]
        map.toggleBind([.character("c"), .ctrl("a")])
        #expect(map[.character("c")] == nil && map[.ctrl("a")] == nil)
        map.toggleBind([.character("c")])
        #expect(map[.character("c")] == [.controller(.clearQuery)] && map[.ctrl("a")] == nil)
        // A key bound to nothing stays so.
        map.toggleBind([.character("z")])
        #expect(map[.character("z")] == nil)
        map.rebind([.ctrl("a")])
        #expect(map[.ctrl("a")] == [.controller(.beginningOfLine)])
    }

    @Test func theKeyMapListsTheIntervalsBound() throws {
        var map = KeyMap()
        #expect(map.everyIntervals.isEmpty)
        map[.every(200)] = [.controller(.ignore)]
        map[.every(50)] = [.controller(.ignore)]
        #expect(map.everyIntervals.sorted() == [50, 200])
    }

    @Test func jumpAndJumpAcceptAreTheSessions() throws {
        #expect(try actions("jump+jump-accept") == [.session(.jump), .session(.jumpAccept)])
    }

    @Test func jumpLabelsAreFzfsByDefaultAndMustBePrintableASCII() throws {
        #expect(try OptionParser.parse([]).look.jumpLabels.prefix(5) == ["a", "s", "d", "f", "g"])
        #expect(try OptionParser.parse(["--jump-labels=12"]).look.jumpLabels == ["1", "2"])
        #expect(throws: OptionError("empty jump labels")) { try OptionParser.parse(["--jump-labels="]) }
        #expect(throws: OptionError("non-ascii jump labels are not allowed")) { try OptionParser.parse(["--jump-labels=aé"]) }
    }

    @Test func resultFinalFiresWithResultOnceTheInputIsRead() {
        var watch = EventWatch()
        func look(_ version: Int, loading: Bool) -> EventWatch.Look {
            EventWatch.Look(query: "1", focus: 0, resultVersion: version, isLoading: loading, isSearchPending: false,
                            matchCount: 2)
        }
        #expect(watch.events(for: look(1, loading: true)) == [.result, .focus])
        #expect(watch.events(for: look(2, loading: true)) == [.result])
        #expect(watch.events(for: look(3, loading: false)) == [.load, .result, .resultFinal])
        #expect(watch.events(for: look(4, loading: false)) == [.result, .resultFinal])
    }
}
