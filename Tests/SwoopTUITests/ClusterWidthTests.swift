import Testing
@testable import SwoopOptions
@testable import SwoopTUI

/// Widths by grapheme cluster, as modern terminals draw them, and rows cut only between clusters.
@Suite(.serialized) struct ClusterWidthTests {
    static let heart = "\u{2764}\u{FE0F}"
    static let coder = "👩\u{200D}💻"
    static let family = "👨\u{200D}👩\u{200D}👧"
    static let japan = "🇯🇵"
    static let thumbsUp = "👍🏽"

    /// The width of `text` measured both ways `DisplayText` measures (a string, UTF-8 bytes).
    static func width(_ text: String) -> Int {
        let string = DisplayText.width(of: text)
        let bytes = Array(text.utf8).withUnsafeBufferPointer { DisplayText.width(of: $0) }
        #expect(string == bytes, "\(text)")
        return string
    }

    @Test func emojiPresentationTakesTwoColumnsAndTheTextBaseKeepsOne() {
        #expect(Self.width(Self.heart) == 2)
        #expect(Self.width("\u{2764}") == 1)
        #expect(Self.width("x" + Self.heart + "y") == 4)
    }

    @Test func aZeroWidthJoinerSequenceTakesItsFirstPartsWidth() {
        #expect(Self.width(Self.coder) == 2)
        #expect(Self.width(Self.family) == 2)
        #expect(Self.width("🏃\u{200D}\u{2640}\u{FE0F}") == 2)
        // A joiner between letters joins nothing.
        #expect(Self.width("a\u{200D}b") == 2)
    }

    @Test func aPairOfRegionalIndicatorsIsAFlagOfTwoColumns() {
        #expect(Self.width(Self.japan) == 2)
        #expect(Self.width("🇯") == 1)
        #expect(Self.width("🇯🇵🇫") == 3)
        #expect(Self.width("🇯🇵🇫🇷") == 4)
    }

    @Test func aSkinToneModifierAddsNothingToItsEmoji() {
        #expect(Self.width(Self.thumbsUp) == 2)
        #expect(Self.width("🏽") == 2)
    }

    @Test func combiningMarksAddNothing() {
        #expect(Self.width("e\u{301}") == 1)
        #expect(Self.width("a\u{300}\u{301}\u{302}b") == 2)
    }

    @Test func ambiguousCharactersTakeTwoColumnsUnderAmbidouble() {
        let text = "¡°±×αЖ─①○"
        #expect(text.unicodeScalars.allSatisfy(DisplayWidth.isAmbiguous))
        #expect(!DisplayWidth.isAmbiguous("a") && !DisplayWidth.isAmbiguous("漢") && !DisplayWidth.isAmbiguous("ç"))
        #expect(Self.width(text) == 9)
        DisplayWidth.ambiguousIsWide = true
        defer { DisplayWidth.ambiguousIsWide = false }
        #expect(Self.width(text) == 18)
        // Combining marks stay zero-width, wide ones stay two.
        #expect(Self.width("e\u{301}漢") == 3)
    }

    @Test func ambidoubleIsAnOptionAndFollowsRunewidthEastasianAsFzfDoes() throws {
        #expect(try OptionParser.parse(["--ambidouble"], environment: [:]).look.ambiguousIsWide == true)
        #expect(try OptionParser.parse([], environment: [:]).look.ambiguousIsWide == false)
        #expect(try OptionParser.parse([], environment: ["RUNEWIDTH_EASTASIAN": "1"]).look.ambiguousIsWide == true)
        #expect(try OptionParser.parse(["--no-ambidouble"], environment: ["RUNEWIDTH_EASTASIAN": "1"]).look.ambiguousIsWide == false)
        #expect(try OptionParser.parse([], environment: ["RUNEWIDTH_EASTASIAN": "0"]).look.ambiguousIsWide == false)
    }

    @Test func theGridKeepsAClusterInOneCellAndBlanksOneThatWouldCrossTheEdge() {
        let screen = GridScreen(rows: 1, columns: 5)
        screen.put("a" + Self.coder + Self.japan, row: 0, column: 0, style: .plain)
        #expect(screen.cells[0].map(\.text) == ["a", Self.coder, "", Self.japan, ""])
        screen.erase()
        screen.put("abcd" + Self.heart, row: 0, column: 0, style: .plain)
        #expect(screen.cells[0].map(\.text) == ["a", "b", "c", "d", " "])
    }

    @Test func rowsOfEachKindEndAtTheEdgeWithoutHalfAClusterOrAStrayCell() {
        for cluster in [Self.heart, Self.coder, Self.family, Self.japan, Self.thumbsUp, "漢"] {
            let line = String(repeating: cluster, count: 10)
            // 9 columns for the text: 4 clusters and the ellipsis; 8: 3, the ellipsis and a blank.
            for (columns, shown) in [(11, 4), (10, 3)] {
                let fixture = PickerFixture(lines: [line], columns: columns)
                fixture.render()
                let row = fixture.screen.cells[3]
                #expect(row.count == columns)
                #expect(fixture.screen.text(row: 3) == "> " + String(repeating: cluster, count: shown) + "…"
                        + String(repeating: " ", count: columns - 3 - 2 * shown), "\(cluster) in \(columns)")
                for index in 0..<shown {
                    #expect(row[2 + 2 * index].text == cluster)
                    #expect(row[3 + 2 * index].text == "")
                }
            }
        }
    }

    @Test func anEmojiWidenedAtTheEdgeGoesWhole() {
        let fixture = PickerFixture(lines: ["a" + Self.heart + "b" + Self.heart + "c" + Self.heart + "d" + Self.heart], columns: 11)
        fixture.render()
        #expect(fixture.screen.text(row: 3) == "> a\(Self.heart)b\(Self.heart)c… ")
    }

    @Test func matchesAfterClustersAreHighlightedOnTheirOwnCells() {
        let line = [Self.thumbsUp, Self.japan, Self.heart, Self.coder, "e\u{301}", "tail"].joined(separator: " ")
        let fixture = PickerFixture(lines: [line])
        fixture.type("tail")
        fixture.render()
        let matched = (0..<30).filter { fixture.screen.style(row: 3, column: $0) == fixture.view.theme.cursorMatch }
        #expect(matched == Array(16..<20))
        #expect(matched.map { fixture.screen.cells[3][$0].text } == ["t", "a", "i", "l"])
    }

    @Test func aMatchedClusterIsHighlightedWhole() {
        let fixture = PickerFixture(lines: ["ab" + Self.coder + "cd"])
        fixture.type("💻")
        fixture.render()
        let matched = (0..<30).filter { fixture.screen.style(row: 3, column: $0) == fixture.view.theme.cursorMatch }
        #expect(matched == [4, 5])
        #expect(fixture.screen.cells[3][4].text == Self.coder)
    }

    @Test func aLineShiftedToItsMatchOpensOnAWholeCluster() {
        for cluster in [Self.japan, Self.family, Self.heart] {
            let fixture = PickerFixture(lines: [String(repeating: cluster, count: 500) + "tail"], columns: 12)
            fixture.type("tail")
            fixture.render()
            #expect(fixture.row(3) == "> …\(cluster)\(cluster)tail")
        }
    }

    @Test func ambiguousRowsAreCutByTheirDoubleWidth() {
        DisplayWidth.ambiguousIsWide = true
        defer { DisplayWidth.ambiguousIsWide = false }
        let fixture = PickerFixture(lines: ["±×①○αЖabc"], columns: 12)
        fixture.render()
        // The marker column and the ellipsis are ambiguous too: two columns each.
        #expect(fixture.screen.text(row: 3) == ">  ±×①… ")
        #expect(fixture.screen.cells[3].count == 12)
    }

    @Test func wrappingBreaksBetweenClusters() {
        #expect(WordWrapTests.rows(Self.japan + Self.japan + Self.japan, width: 5) == [Self.japan + Self.japan, Self.japan])
        #expect(WordWrapTests.rows("ab" + Self.heart, width: 3) == ["ab", Self.heart])
        #expect(WordWrapTests.rows("a " + Self.family + Self.thumbsUp, width: 4) == ["a", Self.family + Self.thumbsUp])
        let bytes = Array(("ab" + Self.heart).utf8)
        let pieces = bytes.withUnsafeBufferPointer { ItemLines.pieces(of: $0, width: 3, maxRows: 5) }
        #expect(pieces.map(\.range) == [0..<2, 2..<8])
    }
}
