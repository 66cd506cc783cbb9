import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSystem

/// fzf's list, mark and background actions as `--bind` reads them, fzf's names for them (`FZF_ACTION`),
/// its default keys, and `--scroll-off`.
@Suite struct ListActionParsingTests {
    func actions(_ text: String) throws -> [Action] {
        try #require(KeyBindingParser.parse("a:" + text).first).actions
    }

    @Test func theListActionsAndTheirSynonymsAreRead() throws {
        let chain = "up-match+down-match+best+up-selected+prev-selected+down-selected+next-selected"
            + "+clear-selection+clear-multi+exclude+exclude-multi+offset-middle+replace-query"
        let expected: [ControllerAction] = [.upMatch, .downMatch, .best, .upSelected, .upSelected, .downSelected,
                                            .downSelected, .clearSelection, .clearSelection, .exclude, .excludeMulti,
                                            .offsetMiddle, .replaceQuery]
        #expect(try actions(chain) == expected.map(Action.controller))
    }

    @Test(arguments: [
        ("change-multi", Int.max), ("change-multi()", .max), ("change-multi(3)", 3), ("change-multi(0)", 0),
        ("change-multi:+2", 2),
    ])
    func changeMultiReadsItsLimitAsFzf(text: String, limit: Int) throws {
        #expect(try actions(text) == [.controller(.changeMulti(limit))])
    }

    @Test(arguments: ["change-multi(xxx)", "change-multi(-1)", "change-multi( 3)"])
    func aBadLimitChangesNothing(text: String) throws {
        #expect(try actions(text) == [.controller(.ignore)])
    }

    @Test func waitAndTheBackgroundActionsAreRead() throws {
        #expect(try actions("change-query(55)+wait+accept")[1] == .session(.wait))
        #expect(try actions("bg-cancel+bg-transform-header(date)+bg-transform:echo up") == [
            .session(.backgroundCancel), .session(.backgroundTransform(.header, "date")),
            .session(.backgroundTransform(.actions, "echo up")),
        ])
        #expect(try actions("bg-transform-border-label(x)+bg-transform-query(y)") == [
            .session(.backgroundTransform(.label(.border), "x")), .session(.backgroundTransform(.query, "y")),
        ])
    }

    @Test func theActionsHaveFzfsNames() throws {
        let named = try actions("prev-selected+up-selected+next-selected+clear-multi+change-multi(2)+best+bg-transform-prompt(x)")
        #expect(named.map(\.name) == ["prev-selected", "prev-selected", "next-selected", "clear-selection", "change-multi",
                                      "best", "bg-transform-prompt"])
    }

    @Test func theMultiEventIsBoundLikeAKey() throws {
        let parsed = try KeyBindingParser.parse("multi:clear-selection")
        #expect(parsed == [KeyBinding(key: .event(.multi), actions: [.controller(.clearSelection)])])
    }

    @Test func ctrlPAndCtrlNMoveToTheNextMatchAsInFzf() {
        let map = KeyMap()
        #expect(map[.ctrl("p")] == [.controller(.upMatch)] && map[.ctrl("n")] == [.controller(.downMatch)])
        #expect(map[.modified(.up, .alt)] == [.controller(.upMatch)] && map[.modified(.down, .alt)] == [.controller(.downMatch)])
        #expect(map[.ctrl("k")] == [.controller(.up)])
    }

    @Test func scrollOffIsFzfsThreeUnderItsNameAndReadFromTheCommandLine() throws {
        #expect(try OptionParser.parse([], environment: [:], personality: .fzf).listRules.scrollOff == 3)
        #expect(try OptionParser.parse([]).listRules.scrollOff == 0)
        #expect(try OptionParser.parse(["--scroll-off=5"], environment: [:], personality: .fzf).listRules.scrollOff == 5)
        #expect(throws: OptionError("--scroll-off needs a number, not 'x'")) { try OptionParser.parse(["--scroll-off", "x"]) }
    }
}
