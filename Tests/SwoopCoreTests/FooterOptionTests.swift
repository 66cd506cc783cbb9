import Testing
@testable import SwoopOptions
@testable import SwoopPicker

/// fzf's footer options and the actions that change the footer, the pointer and the ghost text.
@Suite struct FooterOptionTests {
    private func actions(_ text: String) throws -> [Action]? {
        try KeyBindingParser.parse(text).first?.actions
    }

    @Test func theFooterHasALineByDefaultAndTakesEveryBorderStyle() throws {
        #expect(try OptionParser.parse([]).look.footerFrame == PartFrame(shape: .line))
        #expect(try OptionParser.parse(["--footer-border"]).look.footerFrame.shape == .rounded)
        #expect(try OptionParser.parse(["--footer-border=inline"]).look.footerFrame.shape == .inline)
        #expect(try OptionParser.parse(["--footer-border", "--no-footer-border"]).look.footerFrame.shape == .none)
        let options = try OptionParser.parse(["--footer=a\nb", "--footer-label=FL", "--footer-label-pos=3:bottom"])
        #expect(options.footer == "a\nb")
        #expect(options.look.footerFrame.label == "FL")
        #expect(options.look.footerFrame.labelPosition == LookOptions.LabelPosition(column: 3, isBottom: true))
        #expect(try OptionParser.parse(["--footer=x", "--no-footer"]).footer == nil)
        #expect(try OptionParser.parse(["--footer-label=x", "--no-footer-label"]).look.footerFrame.label == "")
    }

    @Test func theActionsOnTheFooterPointerAndGhostAreRead() throws {
        #expect(try actions("a:change-footer(F)+transform-footer(ls)+bg-transform-footer:date") == [
            .session(.changeText(.footer, "F")), .session(.transform(.text(.footer), "ls")),
            .session(.backgroundTransform(.text(.footer), "date")),
        ])
        #expect(try actions("a:change-footer-label(L)+transform-footer-label(ls)+bg-transform-footer-label(ls)") == [
            .session(.changeLabel(.footer, "L")), .session(.transform(.label(.footer), "ls")),
            .session(.backgroundTransform(.label(.footer), "ls")),
        ])
        #expect(try actions("a:change-pointer(>)+transform-pointer(ls)+bg-transform-pointer(ls)") == [
            .session(.changeText(.pointer, ">")), .session(.transform(.text(.pointer), "ls")),
            .session(.backgroundTransform(.text(.pointer), "ls")),
        ])
        #expect(try actions("a:change-ghost(G)+transform-ghost(ls)+bg-transform-ghost(ls)") == [
            .session(.changeText(.ghost, "G")), .session(.transform(.text(.ghost), "ls")),
            .session(.backgroundTransform(.text(.ghost), "ls")),
        ])
    }

    @Test func theirNamesAreFzfsAndOnlyTheFooterTakesEveryLine() {
        #expect(Action.session(.changeText(.footer, "")).name == "change-footer")
        #expect(Action.session(.changeText(.pointer, "")).name == "change-pointer")
        #expect(Action.session(.transform(.text(.ghost), "")).name == "transform-ghost")
        #expect(Action.session(.backgroundTransform(.text(.footer), "")).name == "bg-transform-footer")
        #expect(Action.session(.changeLabel(.footer, "")).name == "change-footer-label")
        #expect(TransformTarget(actionName: "transform-footer") == .text(.footer))
        #expect(TransformTarget(actionName: "transform-footer-label") == .label(.footer))
        #expect(!TransformTarget.text(.footer).takesFirstLine)
        #expect(TransformTarget.text(.pointer).takesFirstLine && TransformTarget.text(.ghost).takesFirstLine)
    }

    @Test func clickFooterIsAnEventToBind() throws {
        let bindings = try KeyBindingParser.parse("click-footer:accept")
        #expect(bindings.map(\.key) == [.event(.clickFooter)])
        #expect(KeyName.name(of: .event(.clickFooter)) == "click-footer")
    }
}
