import Testing
@testable import SwoopItems
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSystem

/// fzf 0.74.5's `src/options_test.go`, the cases about what swoop parses, with fzf's answers
/// (the Go test's own expectations, which fzf passes). Each test names the Go test it ports.
/// Not ported: the delimiter and `--nth` relevance tests (fields), `toggle-sort` (not in swoop),
/// history (`TestDefaultCtrlNP`: HistoryActionTests), and the sign widths of `--pointer` and `--marker` (not implemented).
/// Nested in the option parser's serialized suite: getopt_long keeps global state.
extension OptionParserTests {
    @Suite struct FzfOptionsPortTests {
        /// The fields fzf's `Range{begin, end}` selects among `count` (0 is its `..`), 0-based.
        static func fzfFields(begin: Int, end: Int, count: Int) -> [Int] {
            let first = begin == 0 ? 1 : begin < 0 ? count + begin + 1 : begin
            let last = end == 0 ? count : end < 0 ? count + end + 1 : end
            let lower = max(first, 1) - 1, upper = min(last, count)
            return lower < upper ? Array(lower..<upper) : []
        }

        /// TestSplitNth: each range selects the fields fzf's does, for lines of 1 to 6 fields.
        @Test func splitNth() throws {
            let fzf: [(Int, Int)] = [(0, 3), (0, 0), (2, 3), (4, 0), (-3, -2), (0, 0), (2, 2), (-2, -2), (2, -2), (0, 0)]
            let ranges = try FieldRange.parseList("..3,1..,2..3,4..-1,-3..-2,..,2,-2,2..-2,1..-1", option: "--nth")
            #expect(ranges.count == 10)
            let all = try FieldRange.parseList("..", option: "--nth")
            for count in 1...6 {
                #expect(all.count == 1 && Array(all[0].indices(count: count)) == Self.fzfFields(begin: 0, end: 0, count: count))
                for (range, (begin, end)) in zip(ranges, fzf) {
                    #expect(Array(range.indices(count: count)) == Self.fzfFields(begin: begin, end: end, count: count), "\(range)")
                }
            }
        }

        /// The keys of an `--expect` value and the name each keeps (fzf's `parseKeyChords` map).
        static func chords(_ text: String) throws -> [Key: String] {
            var chords: [Key: String] = [:]
            for (key, name) in try KeyBindingParser.keys(text, option: "--expect").keys { chords[key] = name }
            return chords
        }

        /// TestParseKeys.
        @Test func parseKeys() throws {
            var pairs = try Self.chords("ctrl-z,alt-z,f2,@,Alt-a,!,ctrl-G,J,g,ctrl-alt-a,ALT-enter,alt-SPACE")
            #expect(pairs.count == 12)
            let first: [(Key, String)] = [
                (.ctrl("z"), "ctrl-z"), (.function(2), "f2"), (.ctrl("g"), "ctrl-G"), (.alt("z"), "alt-z"),
                (.character("@"), "@"), (.alt("a"), "Alt-a"), (.character("!"), "!"), (.character("J"), "J"),
                (.character("g"), "g"), (.ctrlAlt("a"), "ctrl-alt-a"), (.ctrlAlt("m"), "ALT-enter"), (.alt(" "), "alt-SPACE"),
            ]
            for (key, name) in first { #expect(pairs[key] == name) }

            pairs = try Self.chords("enter,Return,space,tab,btab,esc,up,down,left,right")
            #expect(pairs.count == 9)
            let synonyms: [(Key, String)] = [
                (.enter, "Return"), (.character(" "), "space"), (.tab, "tab"), (.backTab, "btab"), (.escape, "esc"),
                (.up, "up"), (.down, "down"), (.left, "left"), (.right, "right"),
            ]
            for (key, name) in synonyms { #expect(pairs[key] == name) }

            pairs = try Self.chords(
                "Tab,Ctrl-I,PgUp,page-up,pgdn,Page-Down,Home,End,Alt-BS,Alt-BSpace,shift-left,shift-right,btab,shift-tab,return,Enter,bspace")
            #expect(pairs.count == 11)
            let third: [(Key, String)] = [
                (.tab, "Ctrl-I"), (.pageUp, "page-up"), (.pageDown, "Page-Down"), (.home, "Home"), (.end, "End"),
                (.alt("\u{7F}"), "Alt-BSpace"), (.modified(.left, .shift), "shift-left"), (.modified(.right, .shift), "shift-right"),
                (.backTab, "shift-tab"), (.enter, "Enter"), (.backspace, "bspace"),
            ]
            for (key, name) in third { #expect(pairs[key] == name) }
        }

        /// TestParseKeysWithComma.
        @Test(arguments: [
            (",", [","]), (",,a,b", ["a", "b", ","]), ("a,b,,", ["a", "b", ","]), ("a,,,b", ["a", "b", ","]),
            ("a,,,b,c", ["a", "b", "c", ","]), (",,,", [","]),
        ])
        func parseKeysWithComma(text: String, names: [String]) throws {
            let pairs = try Self.chords(text)
            #expect(pairs.count == names.count, "\(text)")
            for name in names { #expect(pairs[.character(name.unicodeScalars.first ?? " ")] == name, "\(text): \(name)") }
        }

        /// TestParseKeysWithComma, its last case.
        @Test func parseAltComma() throws {
            let pairs = try Self.chords(",ALT-,,")
            #expect(pairs.count == 1 && pairs[.alt(",")] == "ALT-,")
        }

        /// TestBind: the bindings of swoop's actions come out as fzf's; those with fzf's
        /// command actions are split where fzf splits them, each carrying its command.
        @Test func bind() throws {
            #expect(KeyMap()[.ctrl("a")] == [.controller(.beginningOfLine)])
            let text = "ctrl-a:kill-line,ctrl-b:toggle-sort+up+down,c:page-up,alt-z:page-down,"
                + "f1:execute(ls {+})+abort+execute(echo \n{+})+select-all,f2:execute/echo {}, {}, {}/,f3:execute[echo '({})'],f4:execute;less {};,"
                + "alt-a:execute-Multi@echo (,),[,],/,:,;,%,{}@,alt-b:execute;echo (,),[,],/,:,@,%,{};,"
                + "x:Execute(foo+bar),X:execute/bar+baz/"
                + ",f1:+first,f1:+top"
                + ",,:abort,::accept,+:execute:++\nfoobar,Y:execute(baz)+up"
            var options = try OptionParser.parseTable([("bind", text)])
            #expect(options.keyMap[.ctrl("a")] == [.controller(.killLine)])
            #expect(options.keyMap[.character("c")] == [.controller(.pageUp)])
            #expect(options.keyMap[.character(",")] == [.controller(.abort)])
            #expect(options.keyMap[.character(":")] == [.controller(.accept)])
            #expect(options.keyMap[.alt("z")] == [.controller(.pageDown)])
            #expect(options.keyMap[.function(1)] == [.session(.execute("ls {+}")), .controller(.abort), .session(.execute("echo \n{+}")), .controller(.selectAll), .controller(.first), .controller(.first)])
            #expect(options.keyMap[.function(2)] == [.session(.execute("echo {}, {}, {}"))])
            #expect(options.keyMap[.function(3)] == [.session(.execute("echo '({})'"))])
            #expect(options.keyMap[.function(4)] == [.session(.execute("less {}"))])
            #expect(options.keyMap[.character("x")] == [.session(.execute("foo+bar"))])
            #expect(options.keyMap[.character("X")] == [.session(.execute("bar+baz"))])
            #expect(options.keyMap[.alt("b")] == [.session(.execute("echo (,),[,],/,:,@,%,{}"))])
            #expect(options.keyMap[.character("+")] == [.session(.execute("++\nfoobar,Y:execute(baz)+up"))])
            // fzf's deprecated execute-multi is kept, as fzf keeps it.
            #expect(options.keyMap[.ctrl("b")] == [.controller(.toggleSort), .controller(.up), .controller(.down)])

            for (index, character) in "~!@#$%^&*|;/".enumerated() {
                options = try OptionParser.parseTable([("bind", "\(index % 10):execute\(character)foobar\(character)")])
                #expect(options.keyMap[.character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(index % 10)))] == [.session(.execute("foobar"))], "\(character)")
            }
            options = try OptionParser.parseTable([("bind", "f1:abort")])
            #expect(options.keyMap[.function(1)] == [.controller(.abort)])
        }

        /// TestParseEveryEvent: fzf's timer events are read in milliseconds, 10 at least; bad periods are errors.
        @Test func parseEveryEvent() throws {
            for (name, milliseconds) in [("every(2)", 2000), ("every(0.5)", 500), ("every(0.001)", 10)] {
                #expect(KeyName.parse(name) == .every(milliseconds), "\(name)")
            }
            for name in ["every(0)", "every(-1)", "every(abc)", "every()", "every(2147484)"] {
                #expect(KeyName.parse(name) == nil, "\(name)")
                #expect(throws: OptionError.self) { try KeyBindingParser.parse("\(name):up") }
            }
        }

        /// TestColorSpec.
        @Test func colorSpec() throws {
            #expect(try ColorSpec.parse("dark").base == .dark)
            let light = try ColorSpec.parse("dark,light")
            #expect(light.base == .light && light.settings.isEmpty)
            let customized = try ColorSpec.parse("fg:231,bg:232")
            #expect(customized.settings.map(\.color) == [.palette(231), .palette(232)])
            #expect(customized.settings.map(\.element) == [.fg, .bg])
            // A scheme named after a setting starts over: fg is dark's own again, bg is customized.
            let reset = try ColorSpec.parse("fg:231,dark   bg:232")
            #expect(reset.base == .dark && reset.settings.map(\.element) == [.bg] && reset.settings[0].color == .palette(232))
        }

        /// TestAdditiveExpect.
        @Test func additiveExpect() throws {
            #expect(try OptionParser.parseTable([("expect", "a"), ("expect", "b"), ("expect", "c")]).expectedKeys.count == 3)
        }

        /// TestPreviewOpts, with fzf's answers.
        @Test func previewOpts() throws {
            var options = try OptionParser.parseTable([])
            #expect(options.previewCommand == nil && options.previewWindow == PaneSpec(position: .right, size: .percent(50)))
            #expect(!options.previewWindow.isHidden && options.previewWindow.wrap == PaneSpec.Wrap.none)
            options = try OptionParser.parseTable([("preview", "cat {}"), ("preview-window", "left:15,hidden,wrap:+{1}-/2")])
            var window = options.previewWindow
            #expect(options.previewCommand == "cat {}" && window.isHidden && window.wrap == .characters)
            #expect(window.position == .left && window.scroll?.expression == "+{1}-/2" && window.size == .cells(15))
            options = try OptionParser.parseTable([
                ("preview-window", "up,15,wrap,hidden,+{1}+3-1-2/2"), ("preview-window", "down"), ("preview-window", "cycle"),
            ])
            window = options.previewWindow
            #expect(options.previewCommand == nil && window.isHidden && window.wrap == .characters && window.cycles)
            #expect(window.position == .down && window.scroll?.expression == "+{1}+3-1-2/2" && window.size == .cells(15))
            options = try OptionParser.parseTable([("preview-window", "up:15:wrap:hidden")])
            window = options.previewWindow
            #expect(window.isHidden && window.wrap == .characters && window.position == .up && window.size == .cells(15))
            options = try OptionParser.parseTable([("preview", "foo"), ("preview-window", "up"), ("preview-window", "default:70%")])
            #expect(options.previewCommand == "foo" && options.previewWindow == PaneSpec(position: .right, size: .percent(70)))
            options = try OptionParser.parseTable([("preview-window", "hidden"), ("preview-window", "nohidden,down")])
            #expect(options.previewWindow.position == .down && !options.previewWindow.isHidden)
        }

        /// TestPreviewWrapSign: taken with its value, the empty one too.
        @Test func previewWrapSign() throws {
            for pairs in [[("preview-wrap-sign", ">> ")], [("wrap-sign", "| "), ("preview-wrap-sign", ">> ")]] {
                #expect(try OptionParser.parseTable(pairs).previewWrapSign == ">> ")
            }
            #expect(try OptionParser.parseTable([("preview-wrap-sign", "")]).previewWrapSign == "")
        }

        /// TestParseSingleActionList and TestMaskActionContents: arguments are skipped where fzf skips them.
        @Test func maskActionContents() {
            let original = ":execute((f)(o)(o)(b)(a)(r))+change-query@qu@ry@+up,x:reload:hello:world"
            let expected = ":execute                    +change-query       +up,x:reload            "
            #expect(String(decoding: FzfActions.maskingArguments(Array(original.utf8)), as: UTF8.self) == expected)
            let single = ":Execute@foo+bar,baz@+up+up+reload:down+down"
            let masked = String(decoding: FzfActions.maskingArguments(Array(single.utf8)), as: UTF8.self)
            #expect(masked.split(separator: "+", omittingEmptySubsequences: false).count == 4)
        }

        /// TestParseSingleActionListError.
        @Test func parseSingleActionListError() {
            #expect(throws: OptionError("--bind: unknown action 'change-query(foobar)baz'")) {
                try KeyBindingParser.parse("a:change-query(foobar)baz")
            }
        }
    }
}

extension OptionParser {
    /// Options from `(name, value)` pairs, as `--name=value` words, parsed alone.
    static func parseTable(_ pairs: [(String, String)]) throws(OptionError) -> Options {
        try parse(pairs.map { "--\($0.0)=\($0.1)" })
    }
}
