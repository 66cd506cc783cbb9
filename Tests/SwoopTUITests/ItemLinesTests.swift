import Testing
@testable import SwoopTUI

/// How an item is cut into rows (`ItemLines`), as fzf 0.74's `Lines` cuts it: at newlines with
/// `--multi-line`, where a row is full with `--wrap`, after the row's last blank with `--wrap=word`.
@Suite struct ItemLinesTests {
    /// The text of each piece of `text` in rows `width` wide, and whether it goes on from the row before.
    static func rows(_ text: String, width: Int, rules: ItemLines.Rules, maxRows: Int = 10) -> [String] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            ItemLines.pieces(of: buffer, width: width, maxRows: maxRows, rules: rules).map { piece in
                (piece.isContinuation ? "↳" : "") + String(decoding: buffer[piece.range], as: UTF8.self)
            }
        }
    }

    @Test func wordsWrapAfterTheLastBlankThatFits() {
        let rules = ItemLines.Rules(wraps: true, atWords: true)
        // 27 columns, as fzf's list had in a pane 30 wide: each row keeps its trailing blank.
        #expect(Self.rows("aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk", width: 27, rules: rules)
            == ["aaaa bbbb cccc dddd eeee ", "↳ffff gggg hhhh iiii jjjj ", "↳kkkk"])
    }

    @Test func aWordTooLongForARowIsCutWhereTheRowEnds() {
        let rules = ItemLines.Rules(wraps: true, atWords: true)
        #expect(Self.rows("ab cdefghijkl", width: 6, rules: rules) == ["ab ", "↳cdef", "↳ghij", "↳kl"])
    }

    @Test func charactersWrapWhereTheRowIsFull() {
        let rules = ItemLines.Rules(wraps: true, atWords: false)
        #expect(Self.rows("aaaa bbbb cc", width: 6, rules: rules) == ["aaaa b", "↳bbb ", "↳cc"])
    }

    @Test func withoutMultiLineANewlineIsJustACharacter() {
        let rules = ItemLines.Rules(wraps: true, breaksLines: false)
        #expect(Self.rows("ab\ncd", width: 10, rules: rules) == ["ab\ncd"])
        #expect(Self.rows("ab\ncd", width: 10, rules: ItemLines.Rules(wraps: false, breaksLines: false)) == ["ab\ncd"])
    }

    @Test func multiLineWithoutWrappingGivesEachLineWholeAndTheEmptyOneAfterAFinalNewline() {
        let rules = ItemLines.Rules(wraps: false, breaksLines: true)
        #expect(Self.rows("one\n" + String(repeating: "x", count: 50) + "\n", width: 10, rules: rules)
            == ["one", String(repeating: "x", count: 50), ""])
        #expect(Self.rows("1\n2\n3\n4", width: 10, rules: rules, maxRows: 2) == ["1", "2"])
    }
}
