import Testing
@testable import SwoopTUI

/// `click-footer`'s word (`FZF_CLICK_FOOTER_WORD`), found as fzf finds it.
@Suite struct FooterClickTests {
    @Test func theWordUnderTheColumnWithoutItsBlanksOrColours() {
        let footer = ["Foo bar  baz", "\u{1B}[31mred\u{1B}[0m  green"]
        #expect(FooterClick(line: 1, column: 1).word(in: footer) == "Foo")
        #expect(FooterClick(line: 1, column: 3).word(in: footer) == "Foo")
        #expect(FooterClick(line: 1, column: 4).word(in: footer) == nil)
        #expect(FooterClick(line: 1, column: 5).word(in: footer) == "bar")
        #expect(FooterClick(line: 1, column: 10).word(in: footer) == "baz")
        #expect(FooterClick(line: 2, column: 2).word(in: footer) == "red")
        #expect(FooterClick(line: 2, column: 6).word(in: footer) == "green")
        #expect(FooterClick(line: 2, column: 20).word(in: footer) == nil)
        #expect(FooterClick(line: 3, column: 1).word(in: footer) == nil)
    }

    @Test func tabsAreWidenedAndTheFirstWordKeepsItsLeadingBlanks() {
        #expect(FooterClick(line: 1, column: 9).word(in: ["a\tb"]) == "b")
        #expect(FooterClick(line: 1, column: 3).word(in: ["  lead x"]) == "  lead")
        #expect(FooterClick(line: 1, column: 1).word(in: ["  lead x"]) == nil)
    }
}
