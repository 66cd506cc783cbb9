import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSystem

/// `--bind` and `--expect` values read as fzf reads them (answers checked against fzf 0.74.5).
@Suite struct KeyBindingParserTests {
    func bindings(_ text: String) throws -> [KeyBinding] {
        try KeyBindingParser.parse(text)
    }

    @Test func keysBeforeAnActionShareIt() throws {
        #expect(try bindings("u,U:up") == [KeyBinding(key: .character("u"), actions: [.controller(.up)]), KeyBinding(key: .character("U"), actions: [.controller(.up)])])
        #expect(try bindings("ctrl-x,f2,alt-,:last").map(\.key) == [.ctrl("x"), .function(2), .alt(",")])
    }

    /// fzf puts what a key does to the preview window first in its chain, so a preview it starts runs
    /// in the window as the key leaves it (`preview(…)+change-preview-window(up)` runs in the pane on top).
    @Test func aKeysPreviewWindowActionsComeFirst() throws {
        var options = Options()
        options.bindings = try bindings("e:down+preview(echo {})+change-preview-window(up)+toggle-preview,e:+hide-preview")
        #expect(options.keyMap[.character("e")] == [
            .session(.changePreviewWindow("up")), .controller(.togglePreview), .controller(.hidePreview),
            .controller(.down), .session(.preview("echo {}")),
        ])
    }

    @Test func commaColonAndPlusAreKeys() throws {
        #expect(try bindings(",:abort,::accept,+:up").map(\.key) == [.character(","), .character(":"), .character("+")])
        #expect(try bindings("a:up,,:down").map(\.key) == [.character("a"), .character(",")])
    }

    @Test func aLeadingPlusAppendsToWhatTheKeyDoes() throws {
        let parsed = try bindings("enter:+first,a:")
        #expect(parsed == [KeyBinding(key: .enter, actions: [.controller(.first)], appends: true), KeyBinding(key: .character("a"), actions: [], appends: true)])
        var options = Options()
        options.bindings = parsed
        #expect(options.keyMap[.enter] == [.controller(.accept), .controller(.first)])
        #expect(options.keyMap[.character("a")] == nil)
    }

    @Test func actionNamesIgnoreCaseAndFzfsSynonymsMapToSwoopsActions() throws {
        #expect(try bindings("a:UP+Toggle-Down+top+line-discard").first?.actions == [.up, .toggleDown, .first, .unixLineDiscard].map(Action.controller))
    }

    @Test func fzfsDeprecatedExecuteMultiIsBoundWithTheRest() throws {
        let parsed = try KeyBindingParser.parse("ctrl-y:execute-multi(echo {+} | pbcopy)+abort,a:up,ctrl-b:toggle-sort")
        #expect(parsed == [
            KeyBinding(key: .ctrl("y"), actions: [.session(.executeMulti("echo {+} | pbcopy")), .controller(.abort)]),
            KeyBinding(key: .character("a"), actions: [.controller(.up)]), KeyBinding(key: .ctrl("b"), actions: [.controller(.toggleSort)]),
        ])
    }

    @Test(arguments: [
        ("a:up,", "--bind: key name required"), (",a:up", "--bind: key name required"), ("", "--bind: key name required"),
        ("a:up,,b:down", "--bind: key name required"), ("a,b", "--bind: no action for a, b"),
        ("a:up+", "--bind: unknown action ''"), ("a:up++down", "--bind: unknown action ''"),
        ("comma:up", "--bind: unknown key 'comma'"), ("f13:up", "--bind: unknown key 'f13'"), (" a:up", "--bind: unknown key ' a'"),
        ("a:bogus(x)", "--bind: unknown action 'bogus(x)'"), ("a:preview", "--bind: unknown action 'preview'"),
    ])
    func malformedBindingsFailAsInFzf(text: String, message: String) {
        #expect(throws: OptionError(message)) { try KeyBindingParser.parse(text) }
    }

    @Test func anExpectedKeyPicksWhateverItIsBoundTo() {
        var options = Options()
        options.bindings = [KeyBinding(key: .ctrl("x"), actions: [.controller(.up)])]
        options.expectedKeys = [.ctrl("x")]
        #expect(options.keyMap[.ctrl("x")] == [.controller(.accept)])
    }

    @Test func expectKeepsTheNamesAsGiven() throws {
        let parsed = try KeyBindingParser.keys("ctrl-x,ALT-enter,F2,shift-left,start", option: "--expect")
        #expect(parsed.keys.map(\.key) == [.ctrl("x"), .ctrlAlt("m"), .function(2), .modified(.left, .shift)])
        #expect(parsed.keys.map(\.name) == ["ctrl-x", "ALT-enter", "F2", "shift-left"])
        // An event is taken and does nothing, as in fzf (its Enter still prints an empty key line).
    }
}

/// Key names as fzf spells them.
extension KeyNameTests {
    @Test(arguments: [
        ("ctrl-alt-x", Key.ctrlAlt("x")), ("alt-space", .alt(" ")), ("alt-bs", .alt("\u{7F}")), ("alt-enter", .ctrlAlt("m")),
        ("ctrl-alt-m", .ctrlAlt("m")), ("ctrl-alt-h", .ctrlAlt("h")), ("ctrl-alt-bspace", .ctrlAlt("h")),
        ("shift-left", .modified(.left, .shift)), ("shift-right", .modified(.right, .shift)), ("shift-up", .shiftUp),
        ("shift-down", .shiftDown), ("alt-up", .modified(.up, .alt)), ("ctrl-page-down", .modified(.pageDown, .ctrl)),
        ("shift-alt-home", .modified(.home, [.alt, .shift])), ("alt-ctrl-delete", .modified(.delete, [.ctrl, .alt])),
        ("ctrl-alt-shift-end", .modified(.end, [.ctrl, .alt, .shift])), ("f1", .function(1)), ("F12", .function(12)),
        ("space", .character(" ")), (",", .character(",")), ("ctrl-h", .ctrl("h")), ("ctrl-bs", .ctrl("h")),
        ("ctrl-i", .tab), ("ctrl-m", .enter), ("ctrl-^", .ctrl("^")), ("ctrl-6", .ctrl("^")), ("ctrl-]", .ctrl("]")),
        ("ctrl-\\", .ctrl("\\")), ("alt-J", .alt("J")), ("J", .character("J")), ("insert", .insert),
    ])
    func fzfsKeyNamesNameSwoopsKeys(name: String, key: Key) {
        #expect(KeyName.parse(name) == key, "\(name)")
    }

    @Test func fzfsMouseNamesAreKeysThatCanBeBound() {
        #expect(KeyName.parse("left-click") == .gesture(.leftClick))
        #expect(KeyName.parse("Scroll-Up") == .gesture(.scrollUp))
        #expect(KeyName.parse("preview-scroll-down") == .gesture(.previewScrollDown))
        for gesture in MouseGesture.allCases {
            #expect(KeyName.name(of: .gesture(gesture)) == gesture.rawValue)
        }
    }

    @Test func fzfsEventsAreBoundAndTheRestKnown() {
        for event in PickerEvent.allCases {
            #expect(KeyName.parse(event.rawValue) == .event(event))
            #expect(KeyName.name(of: .event(event)) == event.rawValue)
        }
        #expect(KeyName.parse("click-footer") == .event(.clickFooter))
        #expect(KeyName.parse("every(1)") == .every(1000))
        for name in ["comma", "f13", "f0", "ctrl-alt-shift-tab", "alt-ctrl-shift-up", "hyper-x", "ctrl-é"] {
            #expect(KeyName.parse(name) == nil, "\(name)")
        }
    }

    @Test func newNamesRoundTrip() {
        for name in ["ctrl-alt-x", "alt-space", "shift-left", "ctrl-alt-delete", "alt-shift-page-up", "f12", "ctrl-h", "ctrl-alt-shift-up"] {
            #expect(KeyName.parse(name).map(KeyName.name) == name)
        }
    }
}
