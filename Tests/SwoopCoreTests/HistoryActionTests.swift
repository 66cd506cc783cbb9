import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSystem

/// Nested in the option parser's serialized suite: getopt_long keeps global state.
extension OptionParserTests {
    /// `prev-history` and `next-history` in the search controller, and the options that turn them on.
    @Suite struct HistoryActionTests {
        let recorder = EventRecorder()

        func controller(history: QueryHistory?) -> SearchController {
            let controller = SearchController()
            controller.delegate = recorder
            controller.history = history
            controller.keyMap = (try? OptionParser.parse(["--history=unused"]).keyMap) ?? KeyMap()
            return controller
        }

        @Test func ctrlPBringsBackTheLastQueryAndSearchesIt() {
            let controller = controller(history: QueryHistory(entries: ["one", "two"]))
            controller.handle(.character("x"))
            controller.handle(.ctrl("p"))
            #expect(controller.text == "two")
            #expect(controller.query.cursor == 3)
            #expect(recorder.events == [.beginEditing, .changeText("x"), .changeText("two")])
        }

        @Test func ctrlNGoesForwardToWhatWasTyped() {
            let controller = controller(history: QueryHistory(entries: ["one", "two"]))
            controller.handle(.character("x"))
            controller.handle([.ctrl("p"), .ctrl("p")])
            #expect(controller.text == "one")
            controller.handle(.ctrl("n"))
            #expect(controller.text == "two")
            controller.handle(.ctrl("n"))
            #expect(controller.text == "x")
        }

        @Test func withoutAHistoryTheActionsDoNothing() {
            let controller = controller(history: nil)
            controller.handle(.character("x"))
            controller.perform(.prevHistory)
            controller.perform(.nextHistory)
            #expect(controller.text == "x")
            #expect(recorder.events == [.beginEditing, .changeText("x")])
            #expect(controller.recordQueryInHistory() == nil)
        }

        @Test func theAcceptedQueryIsRecordedUnlessEmpty() {
            let controller = controller(history: QueryHistory(entries: ["one"]))
            #expect(controller.recordQueryInHistory() == nil)
            controller.handle(.character("x"))
            #expect(controller.recordQueryInHistory() == "x")
            #expect(controller.history.map { Array($0.entries) } == ["one", "x"])
        }

        @Test(arguments: [
            // fzf's TestDefaultCtrlNP (src/options_test.go): the key, what it does with these options.
            ([String](), Key.ctrl("n"), ControllerAction.downMatch), ([], .ctrl("p"), .upMatch),
            (["--bind=ctrl-n:accept"], .ctrl("n"), .accept), (["--bind=ctrl-p:accept"], .ctrl("p"), .accept),
            (["--history=h"], .ctrl("n"), .nextHistory), (["--history=h"], .ctrl("p"), .prevHistory),
            (["--history=h", "--bind=ctrl-n:accept"], .ctrl("n"), .accept),
            (["--history=h", "--bind=ctrl-n:accept"], .ctrl("p"), .prevHistory),
            (["--history=h", "--bind=ctrl-p:accept"], .ctrl("n"), .nextHistory),
            (["--history=h", "--bind=ctrl-p:accept"], .ctrl("p"), .accept),
            (["--bind=ctrl-p:accept", "--history=h"], .ctrl("p"), .accept),
            (["--history=h", "--no-history"], .ctrl("p"), .upMatch),
        ])
        func historyMakesCtrlPAndCtrlNWalkItUnlessBound(arguments: [String], key: Key, action: ControllerAction) throws {
            #expect(try OptionParser.parse(arguments).keyMap[key]?.first == .controller(action))
        }

        @Test func theActionsHaveFzfsNames() throws {
            let options = try OptionParser.parse(["--bind", "alt-p:previous-history,alt-o:prev-history,alt-n:next-history"])
            #expect(options.keyMap[.alt("p")] == [.controller(.prevHistory)])
            #expect(options.keyMap[.alt("o")] == [.controller(.prevHistory)])
            #expect(options.keyMap[.alt("n")] == [.controller(.nextHistory)])
        }

        @Test func historyOptionsSetThePathAndSize() throws {
            let options = try OptionParser.parse(["--history-size=5", "--history=FILE"])
            #expect(options.historyPath == "FILE" && options.historySize == 5)
            #expect(try OptionParser.parse([]).historySize == 1000)
            #expect(throws: OptionError("--history-size needs a number of at least 1, not '0'")) {
                try OptionParser.parse(["--history-size=0"])
            }
            #expect(throws: OptionError("--history-size needs a number of at least 1, not 'x'")) {
                try OptionParser.parse(["--history-size", "x"])
            }
        }
    }
}
