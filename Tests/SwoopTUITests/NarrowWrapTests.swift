import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopTUI

/// A wrapped preview in a pane no wider than the wrap sign, and fzf's reckoning of wrapped rows for
/// `follow`. Every expected screen is what fzf 0.74.5 drew for the same output and window.
@Suite struct NarrowWrapTests {
    /// Lines of preview output, escape sequences parsed.
    static func lines(_ texts: [String]) -> PaneContent.Lines {
        let content = PaneContent()
        content.lines = texts.map { text in Array(text.utf8).withUnsafeBufferPointer { ANSIText($0) } }
        return content.current
    }

    /// The pane's rows when `texts` are drawn wrapped (`wrap`) in a pane `width` columns wide with no
    /// border, `rows` high; trailing blanks trimmed.
    static func drawn(_ texts: [String], width: Int, wrap: PaneSpec.Wrap, rows: Int = 16) -> [String] {
        let screen = GridScreen(rows: rows, columns: width)
        let pane = PickerFrame.Pane(rows: 0..<rows, columns: 0..<width, border: .none)
        PaneView().draw(lines(texts), in: pane, scroll: 0, lineCount: texts.count, wrap: wrap, on: screen,
                        theme: Theme(colorSupport: .palette256))
        return (0..<rows).map { row in
            var text = screen.text(row: row)
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }

    /// fzf's test_preview_follow_wrap: `seq 1000` in a pane two columns wide; a continued row has
    /// no column left after `↳ `, so it shows the sign alone, one row for each column left over.
    @Test func aContinuedRowWithNoRoomAfterTheSignShowsTheSignAlone() {
        let rows = Self.drawn(["100", "1000", "99"], width: 2, wrap: .characters)
        #expect(Array(rows.prefix(7)) == ["10", "↳", "10", "↳", "↳", "99", ""])
    }

    /// fzf's test_preview_wrap_sign_between_ansi_fragments_overflow: `wrap-word` cuts `123 hi` into
    /// `123` and `hi`; `hi` starts a row with the sign, and each of its letters takes one more.
    @Test func aWordAfterACutTakesARowForTheSignAndOneForEachColumn() {
        let rows = Self.drawn(["\u{1B}[33m123 \u{1B}[mhi", "next"], width: 2, wrap: .words)
        #expect(Array(rows.prefix(9)) == ["12", "↳", "↳", "↳", "↳", "ne", "↳", "↳", ""])
    }

    /// fzf's test_preview_wrap_sign_between_ansi_fragments_overflow2: in one column the sign is cut to
    /// `↳`, and writing the sign at the start of a row wraps it, taking a row of its own.
    @Test func aSignWiderThanThePaneIsCutAndTakesRowsOfItsOwn() {
        let rows = Self.drawn(["123 hi", "next"], width: 1, wrap: .words)
        #expect(Array(rows.prefix(12)) == ["1"] + Array(repeating: "↳", count: 6) + ["n", "↳", "↳", "↳", ""])
    }

    /// A tab stands for the spaces to its stop, a column each; a colour change starts a stretch, which
    /// after a full row starts with the sign.
    @Test func aTabIsItsSpacesAndAColourChangeStartsARow() {
        let rows = Self.drawn(["a\tb\u{1B}[31mcd", "next"], width: 2, wrap: .characters)
        #expect(Array(rows.prefix(15)) == ["a"] + Array(repeating: "↳", count: 10) + ["ne", "↳", "↳", ""])
    }

    @Test func thePositionIsCutAtTheEdgeWithNoEllipsis() {
        let screen = GridScreen(rows: 3, columns: 2)
        let pane = PickerFrame.Pane(rows: 0..<3, columns: 0..<2, border: .none)
        let texts = (1...1000).map(String.init)
        PaneView().draw(Self.lines(texts), in: pane, scroll: 995, lineCount: 1000, wrap: PaneSpec.Wrap.none, on: screen,
                        theme: Theme(colorSupport: .palette256))
        #expect(screen.text(row: 0) == "99")
    }

    /// fzf's estimate of a wrapped line's rows: a line W wide or less is a row, the rest goes in rows
    /// W less the sign's width (at least one column); `wrap-word` counts its pieces on their own.
    @Test func rowsAreReckonedAsFzfReckonsThem() {
        let line = { (text: String) in Array(text.utf8).withUnsafeBufferPointer { ANSIText($0) } }
        let wrapped = PreviewRows(width: 10, signWidth: 2, wrap: .characters)
        #expect(wrapped.rows(of: line("0123456789")) == 1)
        #expect(wrapped.rows(of: line("0123456789a")) == 2)
        #expect(wrapped.rows(of: line(String(repeating: "x", count: 26))) == 3)
        #expect(wrapped.rows(of: line(String(repeating: "x", count: 27))) == 4)
        let narrow = PreviewRows(width: 2, signWidth: 2, wrap: .characters)
        #expect(narrow.rows(of: line("1000")) == 3)
        // Cut at the last blank before the edge: `hello there` and `world`.
        let words = PreviewRows(width: 12, signWidth: 2, wrap: .words)
        #expect(words.rows(of: line("hello there world")) == 2)
        let pieces = line("hello there world").visible.withUnsafeBufferPointer { PreviewRows.pieces(of: $0, width: 12, signWidth: 2) }
        #expect(pieces == [0..<11, 12..<17])
    }

    /// `follow` with wrapping starts at the first line whose rows, with those after it, fit; the last
    /// line alone when it does not fit (fzf's test_preview_follow_wrap_long_line shows `3/3`).
    @Test func followingStartsAtTheFirstLineThatKeepsTheEndInView() {
        let long = String(repeating: "yes ", count: 1000)
        let reckoning = PreviewRows(width: 21, signWidth: 2, wrap: .characters)
        #expect(reckoning.followStart(of: Self.lines(["1", "2", long]), lineCount: 3, headerLines: 0, height: 12) == 2)
        // seq 1000 in two columns: 996 to 999 take two rows each, 1000 three: 11 of 12 rows.
        let narrow = PreviewRows(width: 2, signWidth: 2, wrap: .characters)
        let texts = (1...1000).map(String.init)
        #expect(narrow.followStart(of: Self.lines(texts), lineCount: 1000, headerLines: 0, height: 12) == 995)
        #expect(reckoning.followStart(of: Self.lines(["a", "b"]), lineCount: 2, headerLines: 0, height: 12) == 0)
    }
}
