import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSystem

/// fzf's action grammar in `--bind`: arguments in brackets or after a colon, chains, and
/// fzf's own `TestBind` cases (`src/options_test.go`, checked against fzf 0.74.5).
@Suite struct BindGrammarTests {
    func parse(_ text: String) throws -> [KeyBinding] {
        try KeyBindingParser.parse(text)
    }

    func actions(_ text: String) throws -> [Action]? {
        try parse(text).first?.actions
    }

    @Test func fzfsTestBindSplitsWhereFzfSplits() throws {
        let parsed = try parse(
            "ctrl-a:kill-line,ctrl-b:toggle-sort+up+down,c:page-up,alt-z:page-down,"
                + "f1:execute(ls {+})+abort+execute(echo \n{+})+select-all,f2:execute/echo {}, {}, {}/,f3:execute[echo '({})'],f4:execute;less {};,"
                + "alt-a:execute-Multi@echo (,),[,],/,:,;,%,{}@,alt-b:execute;echo (,),[,],/,:,@,%,{};,"
                + "x:Execute(foo+bar),X:execute/bar+baz/"
                + ",f1:+first,f1:+top"
                + ",,:abort,::accept,+:execute:++\nfoobar,Y:execute(baz)+up")
        var options = Options()
        options.bindings = parsed
        let map = options.keyMap
        #expect(map[.ctrl("a")] == [.controller(.killLine)])
        #expect(map[.ctrl("b")] == [.controller(.toggleSort), .controller(.up), .controller(.down)])
        #expect(map[.character("c")] == [.controller(.pageUp)])
        #expect(map[.alt("z")] == [.controller(.pageDown)])
        #expect(map[.character(",")] == [.controller(.abort)])
        #expect(map[.character(":")] == [.controller(.accept)])
        #expect(map[.function(1)] == [.session(.execute("ls {+}")), .controller(.abort), .session(.execute("echo \n{+}")), .controller(.selectAll), .controller(.first), .controller(.first)])
        #expect(map[.function(2)] == [.session(.execute("echo {}, {}, {}"))])
        #expect(map[.function(3)] == [.session(.execute("echo '({})'"))])
        #expect(map[.function(4)] == [.session(.execute("less {}"))])
        #expect(map[.character("x")] == [.session(.execute("foo+bar"))])
        #expect(map[.character("X")] == [.session(.execute("bar+baz"))])
        #expect(map[.alt("b")] == [.session(.execute("echo (,),[,],/,:,@,%,{}"))])
        // `Y:` is inside `+`'s command, which runs to the end.
        #expect(map[.character("+")] == [.session(.execute("++\nfoobar,Y:execute(baz)+up"))])
        #expect(map[.character("Y")] == nil)
        // fzf's deprecated execute-multi is kept, as fzf keeps it.
        #expect(map[.alt("a")] == [.session(.executeMulti("echo (,),[,],/,:,;,%,{}"))])
    }

    @Test(arguments: Array("~!@#$%^&*|;/"))
    func anyOfFzfsDelimitersEnclosesAnArgument(delimiter: Character) throws {
        #expect(try actions("a:change-query\(delimiter)foobar\(delimiter)") == [.controller(.changeQuery("foobar"))])
    }

    @Test(arguments: [("(", ")"), ("[", "]"), ("{", "}"), ("<", ">")])
    func anyOfFzfsBracketPairsEnclosesAnArgument(open: String, close: String) throws {
        #expect(try actions("a:change-prompt\(open)> \(close)+first") == [.controller(.changePrompt("> ")), .controller(.first)])
    }

    @Test func anArgumentKeepsPlusesColonsCommasAndOtherBrackets() throws {
        #expect(try actions("a:change-query(a+b,c:d [x) y])+up") == [.controller(.changeQuery("a+b,c:d [x) y]")), .controller(.up)])
        #expect(try actions("a:Change-Query(Keeps Case)") == [.controller(.changeQuery("Keeps Case"))])
    }

    @Test func aColonArgumentTakesTheRestOfTheBinding() throws {
        let parsed = try parse("a:up+change-query:x+y,b:down")
        #expect(parsed == [KeyBinding(key: .character("a"), actions: [.controller(.up), .controller(.changeQuery("x+y,b:down"))])])
    }

    @Test func fzfsSingleActionListCaseReadsEachCommandWhole() throws {
        #expect(try actions("a:Execute@foo+bar,baz@+up+up+reload:down+down")
            == [.session(.execute("foo+bar,baz")), .controller(.up), .controller(.up), .session(.reload("down+down"))])
    }

    @Test func stateActionsReadTheirArguments() throws {
        #expect(try actions("a:put") == [.controller(.put(nil))])
        #expect(try actions("a:put(xy)+put:z") == [.controller(.put("xy")), .controller(.put("z"))])
        #expect(try actions("a:pos(-1)+pos(3)") == [.controller(.position(-1)), .controller(.position(3))])
        #expect(try actions("a:unbind(b,ctrl-c)+rebind(b)") == [.controller(.unbind([.character("b"), .ctrl("c")])), .controller(.rebind([.character("b")]))])
        #expect(try actions("a:accept-non-empty+accept-or-print-query") == [.controller(.acceptNonEmpty), .controller(.acceptOrPrintQuery)])
        #expect(try actions("a:toggle-search+enable-search+disable-search") == [.controller(.toggleSearch), .controller(.enableSearch), .controller(.disableSearch)])
        #expect(try actions("a:select+deselect+toggle-in+toggle-out") == [.controller(.select), .controller(.deselect), .controller(.toggleIn), .controller(.toggleOut)])
        #expect(try actions("a:half-page-up+half-page-down") == [.controller(.halfPageUp), .controller(.halfPageDown)])
    }

    @Test func commandActionsCarryTheirCommands() throws {
        let parsed = try parse("ctrl-y:execute-silent(echo {} | pbcopy)+abort,b:change-preview(cat {}),c:transform-query(date)")
        #expect(parsed == [
            KeyBinding(key: .ctrl("y"), actions: [.session(.executeSilent("echo {} | pbcopy")), .controller(.abort)]),
            KeyBinding(key: .character("b"), actions: [.session(.changePreview("cat {}"))]),
            KeyBinding(key: .character("c"), actions: [.session(.transform(.query, "date"))]),
        ])
    }

    @Test func everyProcessAndLabelActionIsRead() throws {
        #expect(try actions("a:become(vim {1} +{2})+reload-sync(ls)+print(x)+print-query") == [.session(.become("vim {1} +{2}")), .session(.reloadSync("ls")), .session(.print("x")), .session(.printQuery)])
        #expect(try actions("a:preview(cat {})+refresh-preview+change-preview-window(down|hidden|)") == [.session(.preview("cat {}")), .session(.refreshPreview), .session(.changePreviewWindow("down|hidden|"))])
        #expect(try actions("a:change-border-label(B)+transform-preview-label(date)+transform(echo up)+transform-header:ls") == [
            .session(.changeLabel(.border, "B")), .session(.transform(.label(.preview), "date")), .session(.transform(.actions, "echo up")), .session(.transform(.header, "ls")),
        ])
        #expect(try actions("a:track-current+untrack-current+toggle-track+offset-up+offset-down") == [.session(.trackCurrent), .session(.untrackCurrent), .session(.toggleTrack), .controller(.offsetUp), .controller(.offsetDown)])
    }

    @Test func eventsAreBoundLikeKeys() throws {
        let parsed = try parse("start:reload(ls),change:first,load:pos(2),focus:ignore,result:ignore,one:accept,zero:abort,resize:ignore,backward-eof:abort")
        #expect(parsed.map(\.key) == [.event(.start), .event(.change), .event(.load), .event(.focus), .event(.result),
                                              .event(.one), .event(.zero), .event(.resize), .event(.backwardEOF)])
        #expect(try actions("a:unbind(change,load)") == [.controller(.unbind([.event(.change), .event(.load)]))])
    }

    @Test func aTransformsOutputIsReadAsAnActionList() throws {
        #expect(try KeyBindingParser.parseActions("change-query(a+b)+first") == [.controller(.changeQuery("a+b")), .controller(.first)])
        #expect(try KeyBindingParser.parseActions("reload:ls +x") == [.session(.reload("ls +x"))])
        #expect(throws: OptionError.self) { try KeyBindingParser.parseActions("bogus") }
    }

    @Test(arguments: [
        ("a:change-query(foobar)baz", "--bind: unknown action 'change-query(foobar)baz'"),
        ("a:unbind()", "unbind target required"),
        ("a:rebind(nokey)", "rebind: unknown key 'nokey'"),
    ])
    func malformedArgumentsFailAsInFzf(text: String, message: String) {
        #expect(throws: OptionError(message)) { try KeyBindingParser.parse(text) }
    }
}
