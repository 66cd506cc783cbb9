import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopTUI

/// Where a click on a header line lands, as fzf 0.74 tells it (`FZF_CLICK_HEADER_LINE`, `_COLUMN`,
/// `_WORD`, `_NTH`): answers from `printf 'HL1:a\nHL2: b c\nx\ny\n' | fzf --delimiter : --layout reverse
/// --header-lines 2 --header $'H1 foo\n  H2:bar baz'` and its default-delimiter twin.
@Suite struct HeaderClickTests {
    /// Four header lines on rows 2 to 5, their text from column 2.
    static var frame: PickerFrame {
        var frame = PickerFrame()
        for index in 0..<4 { frame.rows[.header(index)] = 2 + index }
        return frame
    }

    static func click(_ row: Int, _ column: Int, lines: [String], splitter: FieldSplitter) -> HeaderClick? {
        HeaderClick.at(row: row, column: column, frame: frame, textColumns: { _ in 2..<40 },
                       words: { HeaderClick.words(of: Array(lines[$0].utf8), splitter: splitter) })
    }

    static let lines = ["H1 foo", "  H2:bar baz", "HL1:a", "HL2: b c"]

    @Test func aDelimiterSplitsTheWordsAndTheFieldsCountOverTheLinesAbove() throws {
        let colon = try FieldSplitter.parse(delimiter: ":")
        #expect(Self.click(2, 2, lines: Self.lines, splitter: colon) == HeaderClick(line: 1, column: 1, word: "H1 foo", nth: "1"))
        #expect(Self.click(3, 2, lines: Self.lines, splitter: colon) == HeaderClick(line: 2, column: 1))
        #expect(Self.click(3, 4, lines: Self.lines, splitter: colon) == HeaderClick(line: 2, column: 3, word: "  H2:", nth: "2"))
        #expect(Self.click(3, 8, lines: Self.lines, splitter: colon) == HeaderClick(line: 2, column: 7, word: "bar baz", nth: "3"))
        #expect(Self.click(4, 5, lines: Self.lines, splitter: colon) == HeaderClick(line: 3, column: 4, word: "HL1:", nth: "4"))
        #expect(Self.click(5, 7, lines: Self.lines, splitter: colon) == HeaderClick(line: 4, column: 6, word: " b c", nth: "7.."))
    }

    @Test func blanksSplitTheWordsByDefault() throws {
        let blanks = FieldSplitter()
        #expect(Self.click(3, 4, lines: Self.lines, splitter: blanks) == HeaderClick(line: 2, column: 3, word: "H2:bar", nth: "3"))
        #expect(Self.click(3, 13, lines: Self.lines, splitter: blanks) == HeaderClick(line: 2, column: 12, word: "baz", nth: "4"))
        #expect(Self.click(2, 5, lines: Self.lines, splitter: blanks) == HeaderClick(line: 1, column: 4, word: "foo", nth: "2"))
        #expect(Self.click(2, 20, lines: Self.lines, splitter: blanks) == HeaderClick(line: 1, column: 19))
    }

    @Test func aClickBeforeTheTextOrOffTheHeaderIsNone() {
        let blanks = FieldSplitter()
        #expect(Self.click(2, 1, lines: Self.lines, splitter: blanks) == nil)
        #expect(Self.click(6, 3, lines: Self.lines, splitter: blanks) == nil)
    }
}
