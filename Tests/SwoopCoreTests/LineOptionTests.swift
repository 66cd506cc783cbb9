import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSystem

/// fzf 0.74's options for how an item's lines show and where the input and header go, as parsed
/// (each answer the real fzf's: `--wrap` alone keeps the mode, `--no-wrap-word` keeps wrapping…),
/// and the session actions that toggle them.
@Suite struct LineOptionTests {
    private func look(_ arguments: [String]) throws -> LookOptions {
        try OptionParser.parse(arguments, from: Personality.fzf.defaults).look
    }

    @Test func wrapModesFollowFzfsOrderOfOptions() throws {
        #expect(try look(["--wrap-word"]).wrapName == "word")
        #expect(try look(["--wrap=word", "--wrap"]).wrapName == "word")
        #expect(try look(["--wrap=word", "--wrap=char"]).wrapName == "char")
        #expect(try look(["--wrap-word", "--no-wrap-word"]).wrapName == "char")
        #expect(try look(["--wrap-word", "--no-wrap"]).wrapName == nil)
        #expect(try look(["--no-wrap-word"]).wrapName == nil)
    }

    @Test func lineDisplayOptionsAndTheirDefaults() throws {
        let defaults = try look([])
        #expect(defaults.multiLine && defaults.hscroll && defaults.hscrollOff == 10 && !defaults.keepsRight)
        #expect(!defaults.hidesInput && !defaults.headerFirst)
        let set = try look(["--no-multi-line", "--no-hscroll", "--hscroll-off=3", "--keep-right", "--no-input", "--header-first"])
        #expect(!set.multiLine && !set.hscroll && set.hscrollOff == 3 && set.keepsRight && set.hidesInput && set.headerFirst)
        let undone = try look(["--no-multi-line", "--multi-line", "--no-hscroll", "--hscroll", "--keep-right", "--no-keep-right",
                               "--header-first", "--no-header-first"])
        #expect(undone.multiLine && undone.hscroll && !undone.keepsRight && !undone.headerFirst)
    }

    @Test func theseOptionsTakeEffect() throws {
        let options = try OptionParser.parse(["--no-input", "--wrap-word", "--multi-line", "--keep-right", "--hscroll-off=1",
                                              "--no-hscroll", "--header-first", "--marker-multi-line=abc"])
        #expect(options.look.hidesInput && options.look.wrapsWords && options.look.keepsRight && !options.look.hscroll)
        #expect(options.look.headerFirst && options.look.hscrollOff == 1)
    }

    @Test func markerMultiLineSplitsItsColumnsInThree() throws {
        #expect(try look(["--marker-multi-line=abc"]).shownMarkerMultiLine == ["a", "b", "c"])
        #expect(try look(["--marker-multi-line=aabbcc"]).shownMarkerMultiLine == ["aa", "bb", "cc"])
        #expect(try look(["--marker-multi-line=가나다"]).shownMarkerMultiLine == ["가", "나", "다"])
        #expect(try look([]).shownMarkerMultiLine == ["╻", "┃", "╹"])
        #expect(try look(["--no-unicode"]).shownMarkerMultiLine == [".", "|", "'"])
        // An empty one empties the marker too, and an empty marker the multi-line ones.
        let empty = try look(["--marker-multi-line="])
        #expect(empty.shownMarkerMultiLine == ["", "", ""] && empty.shownMarker == "")
        #expect(try look(["--marker="]).shownMarkerMultiLine == ["", "", ""])
    }

    @Test func badValuesAreFzfsErrors() {
        for (arguments, message) in [
            (["--marker-multi-line=ab"], "invalid total marker width: 2 (expected: 0, 3 or 6)"),
            (["--marker-multi-line=abcd"], "invalid total marker width: 4 (expected: 0, 3 or 6)"),
            (["--hscroll-off=-1"], "--hscroll-off needs a number, not '-1'"),
        ] {
            #expect(throws: OptionError(message), "\(arguments)") { try OptionParser.parse(arguments) }
        }
    }

    /// fzf's `toggle-wrap`: on at any character, off (at words too); `toggle-wrap-word`: on at words, off.
    @Test func wrapTogglesGoAsFzfsDo() {
        var look = LookOptions()
        look.toggleWrap(atWords: false)
        #expect(look.wrapName == "char")
        look.toggleWrap(atWords: true)
        #expect(look.wrapName == "word")
        look.toggleWrap(atWords: false)
        #expect(look.wrapName == nil)
        look.toggleWrap(atWords: true)
        #expect(look.wrapName == "word")
        look.toggleWrap(atWords: true)
        #expect(look.wrapName == nil)
    }

    @Test func theSessionsActionsHaveFzfsNamesAndAreNoLongerIgnored() {
        let names: [(String, SessionAction)] = [
            ("clear-screen", .clearScreen), ("bell", .bell), ("show-header", .showHeader), ("hide-header", .hideHeader),
            ("toggle-header", .toggleHeader), ("toggle-wrap", .toggleWrap), ("toggle-wrap-word", .toggleWrapWord),
            ("toggle-multi-line", .toggleMultiLine), ("toggle-hscroll", .toggleHscroll),
        ]
        for (name, action) in names {
            #expect(Action.named(name) == .session(action))
            #expect(action.name == name)
            #expect(!action.runsCommand)
        }
        for name in names.map(\.0) + ["show-preview", "hide-preview", "close", "toggle-preview-wrap-word", "show-input",
                                      "hide-input", "toggle-input"] {
            #expect(Action.named(name) != nil, "\(name)")
        }
    }

    /// fzf's defaults: Ctrl-L clears the screen, Ctrl-/ and Alt-/ toggle wrapping at words.
    @Test func fzfsDefaultKeys() throws {
        let keys = try OptionParser.parse([], from: Personality.fzf.defaults).keyMap
        #expect(keys[.ctrl("l")] == [.session(.clearScreen)])
        #expect(keys[.ctrl("_")] == [.session(.toggleWrapWord)])
        #expect(keys[.alt("/")] == [.session(.toggleWrapWord)])
    }
}
