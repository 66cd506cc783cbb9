import Testing
@testable import SwoopOptions
@testable import SwoopPicker

/// fzf's readline keys and actions through the controller: the default keys, what `yank` gets back,
/// the `/eof` deletes, `--filepath-word`, and the names `--bind` and `FZF_ACTION` use. The expected
/// answers are what fzf 0.74.5 did with the same query and keys in tmux.
@Suite struct WordKeysTests {
    let recorder = EventRecorder()

    /// A controller holding `text`, cursor at its end, with the default keys (under either name: the
    /// name changes none of these keys).
    func controller(_ text: String, _ options: Options = Personality.fzf.defaults) -> SearchController {
        let controller = SearchController(initialQuery: text)
        controller.keyMap = options.keyMap
        controller.wordsArePathSegments = options.wordsArePathSegments
        controller.delegate = recorder
        return controller
    }

    /// The query with `|` at the edit cursor.
    func marked(_ controller: SearchController) -> String {
        let query = controller.query
        return String(query.characters[..<query.cursor]) + "|" + String(query.characters[query.cursor...])
    }

    @Test(arguments: [Key.alt("b"), .modified(.left, .shift), .modified(.left, .alt)])
    func altBShiftLeftAndAltLeftMoveBackAWord(key: Key) {
        let controller = controller("foo bar-baz")
        controller.handle(key)
        #expect(marked(controller) == "foo bar-|baz")
    }

    @Test(arguments: [Key.alt("f"), .modified(.right, .shift), .modified(.right, .alt)])
    func altFShiftRightAndAltRightMoveOnAWord(key: Key) {
        let controller = controller("foo bar-baz")
        controller.handle(.ctrl("a"))
        controller.handle(key)
        controller.handle(key)
        #expect(marked(controller) == "foo bar|-baz")
    }

    @Test func theNameChangesNoneOfTheseKeys() {
        let swoop = Personality.swoop.defaults.keyMap
        let fzf = Personality.fzf.defaults.keyMap
        let keys: [Key] = [.alt("b"), .alt("f"), .alt("d"), .alt("\u{7F}"), .ctrl("w"), .ctrl("y"), .ctrl("u"), .ctrl("d"),
                           .ctrl("a"), .ctrl("e"), .modified(.left, .shift), .modified(.right, .alt)]
        for key in keys { #expect(swoop[key] == fzf[key], "\(key)") }
    }

    @Test func ctrlWDeletesToABlankAndAltBackspaceToAnyNonLetter() {
        let controller = controller("foo bar-baz")
        controller.handle(.alt("\u{7F}"))
        #expect(controller.text == "foo bar-")
        controller.handle(.ctrl("w"))
        #expect(controller.text == "foo ")
    }

    @Test func altDDeletesOnToTheEndOfTheWordAndCtrlYPutsItBack() {
        let controller = controller("foo bar-baz")
        controller.handle(.ctrl("a"))
        controller.handle(.alt("d"))
        controller.handle(.alt("d"))
        #expect(marked(controller) == "|-baz")
        controller.handle(.ctrl("y"))
        #expect(marked(controller) == " bar|-baz")
    }

    @Test func yankGetsBackOnlyTheLastKillNotKillsInARow() {
        let controller = controller("foo bar baz")
        controller.handle(.ctrl("w"))
        controller.handle(.ctrl("w"))
        controller.handle(.ctrl("y"))
        #expect(controller.text == "foo bar ")
    }

    @Test func aKillThatDeletesNothingKeepsTheYank() {
        let controller = controller("foo bar")
        controller.handle(.ctrl("w"))
        controller.handle(.ctrl("a"))
        controller.handle(.alt("\u{7F}"))
        controller.handle(.ctrl("w"))
        controller.handle(.ctrl("e"))
        controller.handle(.alt("d"))
        controller.handle(.ctrl("y"))
        #expect(controller.text == "foo bar")
    }

    @Test func cancelKeepsTheQueryItClearsForYank() {
        let controller = controller("foo bar")
        controller.perform(.cancel)
        #expect(controller.text == "")
        controller.handle(.ctrl("y"))
        #expect(controller.text == "foo bar")
    }

    @Test func ctrlDDeletesUnderTheCursorAndQuitsOnlyOnAnEmptyQuery() {
        let controller = controller("ab")
        controller.handle(.ctrl("d"))
        #expect(controller.text == "ab")
        controller.handle(.ctrl("a"))
        controller.handle(.ctrl("d"))
        controller.handle(.ctrl("d"))
        #expect(controller.text == "")
        #expect(!recorder.events.contains(.abort))
        controller.handle(.ctrl("d"))
        #expect(recorder.events.last == .abort)
    }

    @Test func backwardDeleteCharEOFQuitsOnlyOnAnEmptyQuery() {
        let controller = controller("ab")
        controller.handle(.ctrl("a"))
        controller.perform(.backwardDeleteCharEOF)
        #expect(controller.text == "ab")
        controller.handle(.ctrl("e"))
        controller.perform(.backwardDeleteCharEOF)
        controller.perform(.backwardDeleteCharEOF)
        #expect(!recorder.events.contains(.abort))
        controller.perform(.backwardDeleteCharEOF)
        #expect(recorder.events.last == .abort)
    }

    @Test func theEOFDeletesAreNoPlainEditsAndTheBackwardKillsAreBackwardEOF() {
        #expect(!ControllerAction.deleteCharEOF.editsQuery)
        #expect(!ControllerAction.backwardDeleteCharEOF.editsQuery)
        #expect(!ControllerAction.backwardDeleteCharEOF.deletesBackward)
        for action in [ControllerAction.unixWordRubout, .backwardKillWord, .backwardKillSubword, .unixLineDiscard] {
            #expect(action.deletesBackward)
        }
        #expect(!ControllerAction.killWord.deletesBackward)
    }

    @Test func filepathWordMakesWordsTheSegmentsBetweenSlashes() throws {
        let options = try OptionParser.parse(["--filepath-word"], from: Personality.fzf.defaults)
        let controller = controller("/usr/local/bin-x y", options)
        controller.handle(.alt("b"))
        #expect(marked(controller) == "/usr/local/|bin-x y")
        controller.handle(.alt("\u{7F}"))
        #expect(marked(controller) == "/usr/|bin-x y")
        // Ctrl-W and the subword actions do not change.
        controller.handle(.ctrl("e"))
        controller.handle(.ctrl("w"))
        #expect(controller.text == "/usr/bin-x ")
    }

    @Test func fzfsEditingActionsAreBoundNotIgnored() throws {
        let names = ["backward-word", "forward-word", "backward-subword", "forward-subword", "kill-word", "kill-subword",
                     "backward-kill-subword", "unix-word-rubout", "word-rubout", "delete-char/eof",
                     "backward-delete-char/eof", "backward-kill-word", "kill-line", "unix-line-discard", "yank",
                     "beginning-of-line", "end-of-line"]
        for name in names {
            let parsed = try KeyBindingParser.parse("f1:\(name)")
            #expect(parsed.first?.actions.count == 1, "\(name)")
        }
        #expect(try KeyBindingParser.parse("f1:word-rubout").first?.actions == [.controller(.unixWordRubout)])
    }

    @Test(arguments: [
        ("delete-char/eof", "delete-char-eof"), ("backward-delete-char/eof", "backward-delete-char-eof"),
        ("backward-subword", "backward-sub-word"), ("forward-subword", "forward-sub-word"),
        ("kill-subword", "kill-sub-word"), ("backward-kill-subword", "backward-kill-sub-word"),
        ("word-rubout", "unix-word-rubout"), ("kill-word", "kill-word"), ("backward-word", "backward-word"),
    ])
    func fzfActionNamesTheseAfterFzfsActionTypes(bound: String, expected: String) throws {
        let action = try #require(try KeyBindingParser.parse("f1:\(bound)").first?.actions.first)
        #expect(action.name == expected)
    }
}
