import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSystem

/// fzf's action grammar in `--bind`: arguments in brackets or after a colon, chains, and
/// fzf's own `TestBind` cases (`src/options_test.go`, checked against fzf 0.74.5).
@Suite struct BindGrammarTests {
    func parse(_ text: String) throws -> KeyBindingParser.Bindings {
        try KeyBindingParser.parse(text)
    }

    func actions(_ text: String) throws -> [Action]? {
        try parse(text).bindings.first?.actions
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
        options.bindings = parsed.bindings
        let map = options.keyMap
        #expect(map[.ctrl("a")] == [.killLine])
        #expect(map[.ctrl("b")] == [.toggleSort, .up, .down])
        #expect(map[.character("c")] == [.pageUp])
        #expect(map[.alt("z")] == [.pageDown])
        #expect(map[.character(",")] == [.abort])
        #expect(map[.character(":")] == [.accept])
        #expect(map[.function(1)] == [.execute("ls {+}"), .abort, .execute("echo \n{+}"), .selectAll, .first, .first])
        #expect(map[.function(2)] == [.execute("echo {}, {}, {}")])
        #expect(map[.function(3)] == [.execute("echo '({})'")])
        #expect(map[.function(4)] == [.execute("less {}")])
        #expect(map[.character("x")] == [.execute("foo+bar")])
        #expect(map[.character("X")] == [.execute("bar+baz")])
        #expect(map[.alt("b")] == [.execute("echo (,),[,],/,:,@,%,{}")])
        // `Y:` is inside `+`'s command, which runs to the end.
        #expect(map[.character("+")] == [.execute("++\nfoobar,Y:execute(baz)+up")])
        #expect(map[.character("Y")] == nil)
        // fzf's deprecated execute-multi is the one left out.
        #expect(parsed.ignored == ["--bind alt-a:execute-multi"])
    }

    @Test(arguments: Array("~!@#$%^&*|;/"))
    func anyOfFzfsDelimitersEnclosesAnArgument(delimiter: Character) throws {
        #expect(try actions("a:change-query\(delimiter)foobar\(delimiter)") == [.changeQuery("foobar")])
    }

    @Test(arguments: [("(", ")"), ("[", "]"), ("{", "}"), ("<", ">")])
    func anyOfFzfsBracketPairsEnclosesAnArgument(open: String, close: String) throws {
        #expect(try actions("a:change-prompt\(open)> \(close)+first") == [.changePrompt("> "), .first])
    }

    @Test func anArgumentKeepsPlusesColonsCommasAndOtherBrackets() throws {
        #expect(try actions("a:change-query(a+b,c:d [x) y])+up") == [.changeQuery("a+b,c:d [x) y]"), .up])
        #expect(try actions("a:Change-Query(Keeps Case)") == [.changeQuery("Keeps Case")])
    }

    @Test func aColonArgumentTakesTheRestOfTheBinding() throws {
        let parsed = try parse("a:up+change-query:x+y,b:down")
        #expect(parsed.bindings == [KeyBinding(key: .character("a"), actions: [.up, .changeQuery("x+y,b:down")])])
    }

    @Test func fzfsSingleActionListCaseReadsEachCommandWhole() throws {
        #expect(try actions("a:Execute@foo+bar,baz@+up+up+reload:down+down")
            == [.execute("foo+bar,baz"), .up, .up, .reload("down+down")])
    }

    @Test func stateActionsReadTheirArguments() throws {
        #expect(try actions("a:put") == [.put(nil)])
        #expect(try actions("a:put(xy)+put:z") == [.put("xy"), .put("z")])
        #expect(try actions("a:pos(-1)+pos(3)") == [.position(-1), .position(3)])
        #expect(try actions("a:unbind(b,ctrl-c)+rebind(b)") == [.unbind([.character("b"), .ctrl("c")]), .rebind([.character("b")])])
        #expect(try actions("a:accept-non-empty+accept-or-print-query") == [.acceptNonEmpty, .acceptOrPrintQuery])
        #expect(try actions("a:toggle-search+enable-search+disable-search") == [.toggleSearch, .enableSearch, .disableSearch])
        #expect(try actions("a:select+deselect+toggle-in+toggle-out") == [.select, .deselect, .toggleIn, .toggleOut])
        #expect(try actions("a:half-page-up+half-page-down") == [.halfPageUp, .halfPageDown])
    }

    @Test func commandActionsCarryTheirCommands() throws {
        let parsed = try parse("ctrl-y:execute-silent(echo {} | pbcopy)+abort,b:change-preview(cat {}),c:transform-query(date)")
        #expect(parsed.bindings == [
            KeyBinding(key: .ctrl("y"), actions: [.executeSilent("echo {} | pbcopy"), .abort]),
            KeyBinding(key: .character("b"), actions: [.changePreview("cat {}")]),
            KeyBinding(key: .character("c"), actions: [.transform(.query, "date")]),
        ])
        #expect(parsed.ignored.isEmpty)
    }

    @Test func everyProcessAndLabelActionIsRead() throws {
        #expect(try actions("a:become(vim {1} +{2})+reload-sync(ls)+print(x)+print-query") == [.become("vim {1} +{2}"), .reloadSync("ls"), .print("x"), .printQuery])
        #expect(try actions("a:preview(cat {})+refresh-preview+change-preview-window(down|hidden|)") == [.preview("cat {}"), .refreshPreview, .changePreviewWindow("down|hidden|")])
        #expect(try actions("a:change-border-label(B)+transform-preview-label(date)+transform(echo up)+transform-header:ls") == [
            .changeLabel(.border, "B"), .transform(.label(.preview), "date"), .transform(.actions, "echo up"), .transform(.header, "ls"),
        ])
        #expect(try actions("a:track-current+untrack-current+toggle-track+offset-up+offset-down") == [.trackCurrent, .untrackCurrent, .toggleTrack, .offsetUp, .offsetDown])
    }

    @Test func eventsAreBoundLikeKeys() throws {
        let parsed = try parse("start:reload(ls),change:first,load:pos(2),focus:ignore,result:ignore,one:accept,zero:abort,resize:ignore,backward-eof:abort")
        #expect(parsed.bindings.map(\.key) == [.event(.start), .event(.change), .event(.load), .event(.focus), .event(.result),
                                              .event(.one), .event(.zero), .event(.resize), .event(.backwardEOF)])
        #expect(try actions("a:unbind(change,load)") == [.unbind([.event(.change), .event(.load)])])
    }

    @Test func aTransformsOutputIsReadAsAnActionList() throws {
        #expect(try KeyBindingParser.parseActions("change-query(a+b)+first") == [.changeQuery("a+b"), .first])
        #expect(try KeyBindingParser.parseActions("reload:ls +x") == [.reload("ls +x")])
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
