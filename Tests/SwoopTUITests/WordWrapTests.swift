import Testing
@testable import SwoopTUI

/// Cutting pane text into rows at word boundaries.
@Suite struct WordWrapTests {
    /// `text` wrapped at `width`, each row as its text.
    static func rows(_ text: String, width: Int) -> [String] {
        let bytes = Array(text.utf8)
        var rows: [String] = []
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            repeat {
                let (end, next) = WordWrap.row(of: buffer, from: start, width: width)
                rows.append(String(decoding: buffer[start..<end], as: UTF8.self))
                start = next
            } while start < buffer.count
        }
        return rows
    }

    @Test func breaksBetweenWordsNeverInsideOne() {
        #expect(Self.rows("Clouds drifting in from the west, staying mild", width: 16)
                == ["Clouds drifting", "in from the", "west, staying", "mild"])
    }

    @Test func noWrappedRowStartsWithABlank() {
        let rows = Self.rows("one   two\t\tthree    four five", width: 7)
        #expect(rows == ["one", "two", "three", "four", "five"])
        #expect(rows.dropFirst().allSatisfy { !$0.hasPrefix(" ") && !$0.hasPrefix("\t") })
    }

    @Test func keepsALinesOwnIndent() {
        #expect(Self.rows("    indented words here", width: 12) == ["    indented", "words here"])
    }

    @Test func cutsAWordWiderThanThePaneAtTheEdge() {
        #expect(Self.rows("a supercalifragilistic word", width: 8) == ["a", "supercal", "ifragili", "stic", "word"])
    }

    @Test func countsWideCharactersTwiceAndNeverSplitsOne() {
        // 7 columns: three CJK characters take 6, the fourth goes to the next row whole.
        #expect(Self.rows("東京都渋谷区", width: 7) == ["東京都", "渋谷区"])
        #expect(Self.rows("ab 東京都渋谷区", width: 7) == ["ab", "東京都", "渋谷区"])
    }

    @Test func aCharacterWiderThanThePaneTakesARowAlone() {
        #expect(Self.rows("東 京", width: 1) == ["東", "京"])
    }

    @Test func keepsCombiningMarksWithTheirLetter() {
        #expect(Self.rows("cafe\u{301} cafe\u{301}", width: 4) == ["cafe\u{301}", "cafe\u{301}"])
    }

    @Test func anEmptyLineIsOneEmptyRow() {
        #expect(Self.rows("", width: 10) == [""])
    }

    @Test func everyRowFitsItsWidth() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bb", "東", " ", "  ", "\t", "é", "e\u{301}", "\u{1}", "longerword"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let width = Int.random(in: 2...12, using: &generator)
            let rows = Self.rows(text, width: width)
            #expect(rows.allSatisfy { DisplayText.width(of: $0) <= width }, "\(text.debugDescription) at \(width): \(rows)")
            #expect(rows.dropFirst().allSatisfy { !$0.hasPrefix(" ") && !$0.hasPrefix("\t") })
            // Nothing but blanks is lost between rows.
            #expect(rows.joined().filter { $0 != " " && $0 != "\t" } == text.filter { $0 != " " && $0 != "\t" })
        }
    }
}

extension WordWrapTests {
    @Test func anIndentWiderThanThePaneDoesNotStartTheNextRow() {
        #expect(Self.rows("          x", width: 4) == ["    ", "x"])
    }
}

extension WordWrapTests {
    @Test func aTabWiderThanThePaneLeavesAnEmptyRow() {
        #expect(Self.rows("\tfoo", width: 5) == ["", "foo"])
    }
}
