import Testing
@testable import SwoopItems
@testable import SwoopPicker

/// The preview's scroll offsets (`+{2}-/2`) and scrolling actions (`PaneState`), with fzf's answers.
@Suite struct PreviewScrollTests {
    static func offset(_ expression: String, line: String, index: Int = 0, height: Int = 10, splitter: FieldSplitter = FieldSplitter()) throws -> Int {
        let offset = try #require(PaneScrollOffset(expression))
        return Array(line.utf8).withUnsafeBufferPointer { offset.offset(line: $0, index: index, splitter: splitter, height: height) }
    }

    /// fzf's test_preview_scroll_begin_constant, _expr and _and_offset: the first line shown (from 0).
    @Test func offsetsFromConstantsAndFields() throws {
        #expect(try Self.offset("+123", line: "foo 123 321") == 122)
        #expect(try Self.offset("+{3}", line: "foo 123 321") == 320)
        #expect(try Self.offset("+{2}-2", line: "foo 123 321") == 120)
        #expect(try Self.offset("+{2}-2", line: "foo :123: 321") == 120)
        #expect(try Self.offset("+{-1}", line: "foo 123 321") == 320)
    }

    @Test func aFractionOfTheHeightIsTakenAway() throws {
        #expect(try Self.offset("+{2}-/2", line: "x 50", height: 10) == 44)
        #expect(try Self.offset("+{2}/2", line: "x 50", height: 10) == 44)
        #expect(try Self.offset("+{2}+3/3", line: "x 50", height: 9) == 49)
        // Never before the first line.
        #expect(try Self.offset("+{2}-/2", line: "x 3", height: 20) == 0)
        #expect(try Self.offset("/2", line: "x", height: 20) == 0)
    }

    @Test func theIndexAndFieldsThatAreNotNumbers() throws {
        #expect(try Self.offset("+{n}", line: "anything", index: 41) == 40)
        #expect(try Self.offset("+{2}", line: "x abc") == 0)
        #expect(try Self.offset("+{2}+5", line: "x abc") == 4)
        #expect(try Self.offset("+{1}", line: "a:12:b", splitter: FieldSplitter(delimiter: ":")) == 0)
        #expect(try Self.offset("+{2}", line: "a:12:b", splitter: FieldSplitter(delimiter: ":")) == 11)
    }

    static func pane(lines: Int, height: Int = 10, header: Int = 0, cycles: Bool = false, follows: Bool = false) -> PaneState {
        var pane = PaneState()
        var spec = PaneSpec.preview
        spec.headerLines = header
        spec.cycles = cycles
        spec.follows = follows
        pane.configure(for: spec, height: height)
        pane.start(target: nil)
        pane.settle(lineCount: lines)
        return pane
    }

    /// The scroll after `change`, from `scroll`.
    static func scroll(_ pane: inout PaneState, from scroll: Int, _ change: PaneChange) -> Int {
        pane.scroll = scroll
        pane.apply(change)
        return pane.scroll
    }

    @Test func linesPagesAndHalfPages() {
        var pane = Self.pane(lines: 100)
        #expect(Self.scroll(&pane, from: 0, .scroll(1)) == 1)
        #expect(Self.scroll(&pane, from: 0, .scroll(-1)) == 0)
        #expect(Self.scroll(&pane, from: 5, .pages(1)) == 15)
        #expect(Self.scroll(&pane, from: 5, .pages(-1)) == 0)
        #expect(Self.scroll(&pane, from: 5, .halfPages(1)) == 10)
        #expect(Self.scroll(&pane, from: 5, .halfPages(-1)) == 0)
        // As far as the last line at the top, as in fzf.
        #expect(Self.scroll(&pane, from: 0, .pages(20)) == 99)
        #expect(Self.scroll(&pane, from: 50, .top) == 0)
        #expect(Self.scroll(&pane, from: 0, .bottom) == 90)
        #expect(Self.scroll(&pane, from: 3, .toggle) == 3 && pane.isHidden)
    }

    @Test func cyclingWrapsAroundBothEnds() {
        var pane = Self.pane(lines: 20, cycles: true)
        #expect(Self.scroll(&pane, from: 0, .scroll(-1)) == 19)
        #expect(Self.scroll(&pane, from: 19, .scroll(1)) == 0)
        pane = Self.pane(lines: 20, header: 3, cycles: true)
        #expect(Self.scroll(&pane, from: 0, .scroll(-1)) == 16)
    }

    @Test func headerLinesAreNotScrolledPast() {
        var pane = Self.pane(lines: 100, height: 10, header: 3)
        #expect(pane.bodyHeight == 7)
        #expect(Self.scroll(&pane, from: 0, .bottom) == 90)
        #expect(Self.scroll(&pane, from: 0, .pages(50)) == 96)
        // Without `follow`, reaching the end does not start following.
        #expect(!pane.isFollowing)
        // An offset asks for a line counted from the top, header included (fzf's test_preview_header).
        pane.start(target: 0)
        pane.settle(lineCount: 100)
        #expect(pane.scroll == 0)
        pane.start(target: 54)
        pane.settle(lineCount: 100)
        #expect(pane.scroll == 51)
        // Kept while the output grows, until a key scrolls.
        pane.start(target: 54)
        pane.settle(lineCount: 20)
        #expect(pane.scroll == 16)
        pane.settle(lineCount: 100)
        #expect(pane.scroll == 51)
        #expect(Self.scroll(&pane, from: 51, .scroll(1)) == 52)
        pane.settle(lineCount: 200)
        #expect(pane.scroll == 52)
    }

    /// With wrapping, following starts at the line the view found (its end in rows); a key scrolls
    /// from there, and the end is not found again until the output changes (fzf's
    /// test_preview_follow_wrap_long_line: `3/3`, up to `2/3` and `1/3`, down to `2/3`).
    @Test func followingAWrappedTextStartsWhereItsEndShowsAndScrollsFromThere() {
        var pane = Self.pane(lines: 0, follows: true)
        pane.settle(lineCount: 3, followStart: 2)
        #expect(pane.scroll == 2)
        #expect(Self.scroll(&pane, from: 2, .scroll(-1)) == 1)
        pane.settle(lineCount: 3)
        #expect(pane.scroll == 1)
        #expect(Self.scroll(&pane, from: 1, .scroll(-1)) == 0)
        #expect(Self.scroll(&pane, from: 0, .scroll(1)) == 1)
    }

    @Test func followingKeepsTheEndInViewUntilAKeyScrollsUp() {
        var pane = Self.pane(lines: 0, follows: true)
        #expect(pane.isFollowing)
        pane.settle(lineCount: 25)
        #expect(pane.scroll == 15)
        pane.settle(lineCount: 40)
        #expect(pane.scroll == 30)
        #expect(Self.scroll(&pane, from: 30, .scroll(-1)) == 29)
        #expect(!pane.isFollowing)
        pane.settle(lineCount: 60)
        #expect(pane.scroll == 29)
        #expect(Self.scroll(&pane, from: 29, .bottom) == 50)
        #expect(pane.isFollowing)
    }

    @Test func theModelScrollsThePaneAndTogglesWrapping() {
        let model = SearchViewModel(store: ItemStore(lines: ["a"]))
        let controller = SearchController()
        controller.delegate = model
        model.paneState = Self.pane(lines: 100)
        var keys = KeyMap()
        keys[.ctrl("d")] = [.controller(.previewHalfPageDown)]
        keys[.ctrl("f")] = [.controller(.previewPageDown)]
        keys[.ctrl("b")] = [.controller(.previewPageUp)]
        keys[.ctrl("u")] = [.controller(.previewHalfPageUp)]
        keys[.ctrl("e")] = [.controller(.previewBottom)]
        keys[.ctrl("a")] = [.controller(.previewTop)]
        keys[.ctrl("w")] = [.controller(.togglePreviewWrap)]
        controller.keyMap = keys
        let steps: [(Character, Int)] = [("d", 5), ("f", 15), ("u", 10), ("b", 0), ("e", 90), ("a", 0)]
        for (key, expected) in steps {
            controller.handle(.ctrl(key))
            #expect(model.paneScroll == expected, "ctrl-\(key)")
        }
        controller.handle(.shiftDown)
        #expect(model.paneScroll == 1)
        controller.handle(.ctrl("w"))
        #expect(model.paneState.wrapOverride == .characters)
    }

    @Test func theActionsHaveFzfsNames() {
        let names = ["preview-page-up", "preview-page-down", "preview-half-page-up", "preview-half-page-down", "preview-top",
                     "preview-bottom", "toggle-preview-wrap", "preview-up", "preview-down", "toggle-preview"]
        for name in names {
            #expect(Action.named(name) != nil, "\(name)")
        }
    }
}
