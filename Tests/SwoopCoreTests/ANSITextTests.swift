import Testing
@testable import SwoopItems

@Suite struct ANSITextTests {
    func parse(_ text: String) -> ANSIText {
        Array(text.utf8).withUnsafeBufferPointer { ANSIText($0) }
    }

    @Test func stripsColourCodesAndRecordsWhereTheyApply() {
        let text = parse("\u{1B}[31mred\u{1B}[0m plain \u{1B}[1;4mloud\u{1B}[m")
        #expect(String(decoding: text.visible, as: UTF8.self) == "red plain loud")
        #expect(text.style(at: 0).foreground == 1)
        #expect(text.style(at: 3).isPlain)
        #expect(text.style(at: 10).isBold && text.style(at: 10).isUnderlined)
    }

    @Test func strikethroughRunsFromSGR9ToSGR29() {
        let text = parse("a\u{1B}[9mstruck\u{1B}[29m plain")
        #expect(!text.style(at: 0).isStruck)
        #expect(text.style(at: 1).isStruck && text.style(at: 6).isStruck)
        #expect(!text.style(at: 7).isStruck)
    }

    @Test func readsBrightIndexedAndTrueColours() {
        #expect(parse("\u{1B}[92mx").style(at: 0).foreground == 10)
        #expect(parse("\u{1B}[38;5;208mx").style(at: 0).foreground == 208)
        #expect(parse("\u{1B}[48;5;17mx").style(at: 0).background == 17)
        #expect(parse("\u{1B}[38;2;255;0;0mx").style(at: 0).foreground == 196)
        #expect(parse("\u{1B}[38;2;128;128;128mx").style(at: 0).foreground == 244)
    }

    @Test func dropsEveryOtherEscapeSequence() {
        let text = parse("a\u{1B}[2Jb\u{1B}[10;5Hc\u{1B}]0;title\u{07}d\u{1B}]8;;http://x\u{1B}\\e\u{1B}(Bf")
        #expect(String(decoding: text.visible, as: UTF8.self) == "abcdef")
        #expect(text.spans.isEmpty)
    }

    @Test func keepsBytesThatAreNotEscapesEvenInvalidOnes() {
        let bytes: [UInt8] = [0xFF, 0x1B, 0x5B, 0x33, 0x32, 0x6D, 0xC3, 0x0D]
        let text = bytes.withUnsafeBufferPointer { ANSIText($0) }
        #expect(text.visible == [0xFF, 0xC3, 0x0D])
        #expect(text.style(at: 1).foreground == 2)
    }

    @Test func aTrailingLoneEscapeIsKeptAsText() {
        #expect(parse("end\u{1B}").visible == Array("end\u{1B}".utf8))
    }

    @Test func whatIsASequenceIsFzfsRule() {
        // Overstrike drops the character and the backspace; SI and SO go; a CSI with other
        // parameters than digits, ';', ':' and '?' is only ESC and the byte after it.
        #expect(parse("over\u{08}strike").visible == Array("ovestrike".utf8))
        #expect(parse("\u{0E}x\u{0F}y").visible == Array("xy".utf8))
        #expect(parse("\u{1B}[>4mkeep").visible == Array(">4mkeep".utf8))
        #expect(parse("\u{1B}]foo\u{07}bar").visible == Array("foo\u{07}bar".utf8))
        #expect(parse("\u{1B}\nx").visible == Array("\u{1B}\nx".utf8))
        #expect(parse("\u{1B}éx").visible == Array("x".utf8))
        // A backspace right after a sequence or a newline has nothing to strike.
        #expect(parse("\u{1B}[1m\u{08}x").visible == Array("\u{08}x".utf8))
        #expect(parse("é\u{08}x").visible == Array("x".utf8))
    }

    @Test func backgroundEndIsWhereTheLastBackgroundColourStops() {
        #expect(parse("a\u{1B}[41m  \u{1B}[0m  ").backgroundEnd == 3)
        #expect(parse("\u{1B}[44mab  ").backgroundEnd == 4)
        #expect(parse("\u{1B}[31mab  ").backgroundEnd == 0)
    }

    @Test func visibleStoreKeepsItemsInOrder() {
        let original = ItemStore(lines: ["\u{1B}[31mone\u{1B}[0m", "two", "\u{1B}[1mthree"])
        let visible = ItemStore(visibleTextOf: original)
        #expect((0..<visible.count).map { visible.text(at: $0) } == ["one", "two", "three"])
    }
}
