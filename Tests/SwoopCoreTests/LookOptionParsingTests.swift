import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSystem

/// The look options as parsed: fzf's forms, and fzf's words when a value is wrong.
@Suite struct LookOptionParsingTests {
    private func look(_ arguments: [String]) throws -> LookOptions {
        try OptionParser.parse(arguments).look
    }

    @Test func borderTakesFzfsStylesRoundedWithoutOne() throws {
        #expect(try look([]).border == .none)
        #expect(try look(["--border"]).border == .rounded)
        #expect(try look(["--border", "sharp"]).border == .sharp)
        #expect(try look(["--border=double", "FILE"]).border == .double)
        for shape in BorderShape.allCases where shape != .inline {
            #expect(try look(["--border=\(shape.rawValue)"]).border == shape)
        }
        #expect(try look(["--border", "--no-border"]).border == .none)
        // The next word is a value only when it is not an option.
        let options = try OptionParser.parse(["--border", "--cycle"])
        #expect(options.look.border == .rounded && options.cycles)
    }

    @Test func borderLabelAndItsPosition() throws {
        let parsed = try look(["--border-label= Hi ", "--border-label-pos=-3:bottom"])
        #expect(parsed.borderLabel == " Hi ")
        #expect(parsed.borderLabelPosition == LookOptions.LabelPosition(column: -3, isBottom: true))
        #expect(try look(["--border-label-pos=bottom,5"]).borderLabelPosition == .init(column: 5, isBottom: true))
        #expect(try look(["--border-label-pos=7:top"]).borderLabelPosition == .init(column: 7, isBottom: false))
        #expect(try look(["--border-label-pos=center"]).borderLabelPosition == .init())
        #expect(try look(["--border-label=a", "--no-border-label"]).borderLabel == "")
    }

    @Test func marginAndPaddingTakeOneToFourSizes() throws {
        typealias Edges = LookOptions.Edges
        #expect(try look(["--margin=1"]).margin == Edges(top: .cells(1), right: .cells(1), bottom: .cells(1), left: .cells(1)))
        #expect(try look(["--margin=1,10%"]).margin == Edges(top: .cells(1), right: .percent(10), bottom: .cells(1), left: .percent(10)))
        #expect(try look(["--margin=1,2,3"]).margin == Edges(top: .cells(1), right: .cells(2), bottom: .cells(3), left: .cells(2)))
        #expect(try look(["--padding", "1,2,3,4"]).padding == Edges(top: .cells(1), right: .cells(2), bottom: .cells(3), left: .cells(4)))
        #expect(try look(["--margin=2", "--no-margin"]).margin == .zero)
        #expect(LookOptions.EdgeSize.percent(10).cells(of: 25) == 2)
    }

    @Test func signsScrollbarEllipsisSeparatorGapAndWrap() throws {
        let parsed = try look(["--pointer=->", "--marker=*", "--ellipsis=..", "--separator=~", "--gap=3", "--wrap", "--scrollbar=ab"])
        #expect(parsed.pointer == "->" && parsed.marker == "*" && parsed.ellipsis == ".." && parsed.separator == "~")
        #expect(parsed.gap == 3 && parsed.wraps && parsed.scrollbar == "ab")
        #expect(try look(["--gap"]).gap == 1)
        #expect(try look(["--gap", "2"]).gap == 2)
        #expect(try look(["--gap", "--no-gap"]).gap == 0)
        #expect(try look(["--scrollbar"]).scrollbar == "│")
        #expect(try look(["--scrollbar", "--no-scrollbar"]).scrollbar == nil)
        #expect(try look(["--no-separator"]).separator == "")
        #expect(try look(["--wrap=char"]).wraps)
        #expect(try look(["--wrap", "--no-wrap"]).wraps == false)
        #expect(try look(["--pointer=▶"]).pointer == "▶")
        #expect(try look(["--pointer=a\nb"]).pointer == "a")
        #expect(try look(["--no-highlight-line"]).highlightsLine == false)
        #expect(try look(["--no-highlight-line", "--highlight-line"]).highlightsLine)
        #expect(try look(["--no-unicode"]).usesUnicode == false)
        let word = try OptionParser.parse(["--wrap=word"])
        #expect(word.look.wraps && word.look.wrapsWords)
    }

    @Test func infoTakesFzfsFiveStyles() throws {
        for style in Options.InfoStyle.allCases {
            #expect(try OptionParser.parse(["--info=\(style.rawValue)"]).info == style)
        }
        let prefixed = try OptionParser.parse(["--info=inline-right:<"])
        #expect(prefixed.info == .inlineRight && prefixed.infoPrefix == "<")
        let inline = try OptionParser.parse(["--info=inline: | "])
        #expect(inline.info == .inline && inline.infoPrefix == " | ")
        #expect(try OptionParser.parse(["--info=inline: | ", "--inline-info"]).infoPrefix == nil)
    }

    @Test func stylePresetsSetWhatFzfsSet() throws {
        let full = try OptionParser.parse(["--style=full"])
        #expect(full.info == .inlineRight && full.look.scrollbar == "│" && full.look.highlightsLine)
        // fzf's frames around the list, the input and the header; the border around everything stays as given.
        #expect(full.look.border == .none)
        #expect([full.look.listFrame.shape, full.look.inputFrame.shape, full.look.headerFrame.shape] == [.rounded, .rounded, .rounded])
        let double = try look(["--border=sharp", "--style=full:double"])
        #expect(double.border == .sharp && double.listFrame.shape == .double && double.headerFrame.shape == .double)
        // full:line draws lines between the parts, and a line border (no list frame), as fzf's does.
        let line = try look(["--style=full:line"])
        #expect(line.border == .line && line.listFrame.shape == .none && line.inputFrame.shape == .line)
        for preset in ["default", "minimal", "MINIMAL"] {
            let options = try OptionParser.parse(["--style=full", "--style=\(preset)"])
            #expect(options.look.listFrame.shape == .none && options.look.inputFrame.shape == .none, "\(preset)")
            #expect(options.look.headerFrame.shape == .none && options.info == .default && options.look.scrollbar == nil, "\(preset)")
            #expect(options.look.highlightsLine == false, "\(preset)")
        }
        // A later option wins over the preset.
        #expect(try OptionParser.parse(["--style=full", "--info=hidden"]).info == .hidden)
    }

    /// fzf 0.74.5's own messages (`fzf --border=bogus` and so on print these and exit 2).
    @Test(arguments: [
        (["--border=bogus"], "invalid border style (expected: rounded|sharp|bold|block|thinblock|double|dashed|horizontal|vertical|top|bottom|left|right|line|inline|none)"),
        (["--margin=1,2,3,4,5"], "invalid margin: 1,2,3,4,5"),
        (["--padding=50%"], "padding too large (max: 49%)"),
        (["--margin=1.5"], "margin (without %) must be a non-negative integer"),
        (["--margin=-1"], "margin must be non-negative"),
        (["--margin=x"], "not a valid integer: x"),
        (["--pointer=abc"], "pointer display width should be up to 2"),
        (["--marker=漢字"], "marker display width should be up to 2"),
        (["--scrollbar=abc"], "--scrollbar should be given one or two characters"),
        (["--scrollbar=漢"], "scrollbar display width should be 1"),
        (["--style=x"], "unsupported style preset: x"),
        (["--style=full:x"], "invalid border style (expected: rounded|sharp|bold|block|thinblock|double|dashed|horizontal|vertical|top|bottom|left|right|line|inline|none)"),
        (["--border-label-pos=x"], "not a valid integer: x"),
        (["--gap=x"], "not a valid integer: x"),
        (["--info=x"], "invalid info style (expected: default|right|hidden|inline[-right][:PREFIX])"),
        (["--wrap=x"], "invalid wrap mode: x (expected: char or word)"),
        (["--ellipsis"], "option --ellipsis needs a value"),
    ])
    func badValuesFailWithFzfsWords(arguments: [String], message: String) {
        #expect(throws: OptionError(message)) { try OptionParser.parse(arguments) }
    }

    @Test func theRowsAreImplementedAndDocumented() {
        for name in ["border", "border-label", "border-label-pos", "margin", "padding", "pointer", "marker", "highlight-line",
                     "scrollbar", "ellipsis", "separator", "gap", "wrap", "style", "no-unicode"] {
            let entry = OptionTable.entry(long: Substring(name))
            #expect(entry?.isImplemented == true, "\(name)")
            #expect(entry?.help != nil, "\(name)")
        }
        #expect(!OptionTable.fzfOnly.contains { ["border", "wrap", "pointer", "no-separator", "margin"].contains($0.long) })
    }
}
