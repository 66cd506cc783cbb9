import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSystem

/// `--preview-window` read with fzf 0.74's grammar; the errors are the ones fzf 0.74.5 prints.
@Suite struct PreviewWindowParserTests {
    static func parse(_ text: String, from spec: PaneSpec = .preview) throws -> PaneSpec {
        try PreviewWindowParser.parse(text, defaults: spec)
    }

    @Test func sidesAndTheirAliases() throws {
        let sides: [(String, PaneSpec.Position)] = [
            ("up", .up), ("top", .up), ("down", .down), ("bottom", .down), ("next", .next), ("left", .left), ("right", .right),
        ]
        for (word, side) in sides {
            #expect(try Self.parse(word).position == side, "\(word)")
        }
    }

    @Test func sizes() throws {
        #expect(try Self.parse("up,30%").size == .percent(30))
        #expect(try Self.parse("down,1").size == .cells(1))
        #expect(try Self.parse("99%").size == .percent(99))
        // fzf: size 0 hides the window but runs the command.
        #expect(try Self.parse("0").size.isZero)
        #expect(try Self.parse("0%").size.isZero)
    }

    @Test func flagsAndTheirNegations() throws {
        var spec = try Self.parse("wrap,follow,cycle,hidden,noinfo")
        #expect(spec.wrap == .characters && spec.follows && spec.cycles && spec.isHidden && !spec.showsInfo)
        spec = try Self.parse("nowrap,nofollow,nocycle,nohidden,info", from: spec)
        #expect(spec.wrap == PaneSpec.Wrap.none && !spec.follows && !spec.cycles && !spec.isHidden && spec.showsInfo)
        #expect(try Self.parse("wrap-word").wrap == .words)
        #expect(try Self.parse("wrap-word,wrap").wrap == .characters)
    }

    @Test func borders() throws {
        let borders: [(String, BorderShape)] = [
            ("border", .rounded), ("rounded", .rounded), ("border-rounded", .rounded), ("sharp", .sharp), ("border-sharp", .sharp),
            ("border-bold", .bold), ("border-double", .double), ("border-block", .block), ("border-thinblock", .thinblock),
            ("border-dashed", .dashed), ("border-horizontal", .horizontal), ("border-vertical", .vertical),
            ("border-top", .top), ("border-up", .top), ("border-bottom", .bottom), ("border-down", .bottom),
            ("border-left", .left), ("border-right", .right), ("border-line", .line), ("noborder", .none), ("border-none", .none),
        ]
        for (word, border) in borders {
            #expect(try Self.parse(word).border == border, "\(word)")
        }
        #expect(try Self.parse("default").border == .rounded)
    }

    @Test func lineFacesTheList() throws {
        #expect(try Self.parse("up,border-line").resolvedBorder == .bottom)
        #expect(try Self.parse("down,border-line").resolvedBorder == .top)
        #expect(try Self.parse("left,border-line").resolvedBorder == .right)
        #expect(try Self.parse("border-line").resolvedBorder == .left)
    }

    @Test func headerLinesAndScrollOffsets() throws {
        #expect(try Self.parse("~3").headerLines == 3)
        #expect(try Self.parse("~0").headerLines == 0)
        for offset in ["+{2}", "+{2}-/2", "+{2}+3/3", "+5", "-3", "+{n}", "+{-1}/3", "/2", "-/2", "+{1}+3-1-2/2"] {
            #expect(try Self.parse(offset).scroll?.expression == offset, "\(offset)")
        }
    }

    @Test func separatorsMayRepeat() throws {
        let spec = try Self.parse("up,,:,50%")
        #expect(spec.position == .up && spec.size == .percent(50))
        #expect(try Self.parse("up:15:wrap:hidden") == Self.parse("up,15,wrap,hidden"))
    }

    @Test func defaultStartsOver() throws {
        let spec = try Self.parse("up,10,wrap,border-bold,~2,+{2},<40(down),default,70%")
        var expected = PaneSpec.preview
        expected.size = .percent(70)
        #expect(spec == expected)
    }

    @Test func anAlternativeStartsFromTheSpecAsItEndsAndIsNotHidden() throws {
        let spec = try Self.parse("right,border-left,hidden,<30(up,30%,border-bottom),wrap")
        #expect(spec.position == .right && spec.border == .left && spec.isHidden && spec.wrap == .characters)
        let alternative = try #require(spec.alternative)
        #expect(alternative.threshold == 30)
        #expect(alternative.spec.position == .up && alternative.spec.size == .percent(30) && alternative.spec.border == .bottom)
        #expect(!alternative.spec.isHidden && alternative.spec.wrap == .characters && alternative.spec.alternative == nil)
        #expect(try Self.parse("<80(up,hidden)").alternative?.spec.isHidden == true)
        // Only one alternative: the last one given.
        #expect(try Self.parse("<80(up)<90(down)").alternative?.threshold == 90)
    }

    @Test(arguments: [
        ("foo", "invalid preview window option: foo"), ("UP", "invalid preview window option: UP"),
        ("up,120%", "window size too large (max: 99%)"), ("100%", "window size too large (max: 99%)"),
        ("50.5", "invalid preview window option: 50.5"), ("5.5%", "invalid preview window option: 5.5%"),
        ("<80(up", "invalid preview window option: <80(up"), ("<0(up)", "invalid preview window option: <0(up)"),
        ("<080(up)", "invalid preview window option: <080(up)"), ("<80()", "invalid preview window option: <80()"),
        ("<80(up<)", "invalid preview window option: <80(up<)"), ("up,<50(foo)", "invalid preview window option: foo"),
        ("~x", "invalid preview window option: ~x"), ("~01", "invalid preview window option: ~01"),
        ("+{1..2}", "invalid preview window option: +{1..2}"), ("+{x}", "invalid preview window option: +{x}"),
        ("+3-/0", "invalid preview window option: +3-/0"), ("+{2}+", "invalid preview window option: +{2}+"),
        ("++3", "invalid preview window option: ++3"), ("+3+-4", "invalid preview window option: +3+-4"),
        ("border-foo", "invalid preview window option: border-foo"), ("inline", "invalid preview window option: inline"),
        ("border-inline", "invalid preview window option: border-inline"),
        ("99999999999999999999", "not a valid integer: 99999999999999999999"),
        ("99999999999999999999%", "window size too large (max: 99%)"),
        ("<99999999999999999999(up)", "not a valid integer: 99999999999999999999"),
    ])
    func errorsAsFzfs(text: String, message: String) {
        #expect(throws: OptionError(message)) { try Self.parse(text) }
    }

    @Test func theOtherPreviewOptions() throws {
        var options = try OptionParser.parse(["--preview-border=sharp", "--preview-label", "files", "--preview-label-pos=-3:bottom"])
        #expect(options.previewWindow.border == .sharp)
        #expect(options.previewLabel == PaneLabel(text: "files", column: -3, isAtBottom: true))
        options = try OptionParser.parse(["--preview-border", "--preview-label-pos", "center"])
        #expect(options.previewWindow.border == .rounded && options.previewLabel.column == 0)
        options = try OptionParser.parse(["--no-preview-border", "--preview-label=x", "--no-preview-label"])
        #expect(options.previewWindow.border == BorderShape.none && options.previewLabel.text.isEmpty)
        #expect(try OptionParser.parse(["--preview-window=up", "--preview-border", "line"]).previewWindow.resolvedBorder == .bottom)
    }
}
