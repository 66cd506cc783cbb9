import Testing
@testable import SwoopPicker

@Suite struct KeyDecoderTests {
    func keys(_ bytes: [UInt8]) -> [Key] {
        KeyDecoder.decode(bytes).keys
    }

    @Test func decodesPrintableASCIIAndUTF8() {
        #expect(keys(Array("aZ".utf8)) == [.character("a"), .character("Z")])
        #expect(keys(Array("é東🙂".utf8)) == [.character("é"), .character("東"), .character("🙂")])
    }

    @Test func decodesControlKeys() {
        #expect(keys([0x0D, 0x09, 0x7F, 0x08, 0x01, 0x03, 0x15, 0x17]) ==
            [.enter, .tab, .backspace, .ctrl("h"), .ctrl("a"), .ctrl("c"), .ctrl("u"), .ctrl("w")])
    }

    @Test func decodesArrowsInBothCursorModes() {
        #expect(keys(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)) == [.up, .down, .right, .left])
        #expect(keys(Array("\u{1B}OA\u{1B}OB".utf8)) == [.up, .down])
        #expect(keys(Array("\u{1B}[1;5A".utf8)) == [.modified(.up, .ctrl)])
    }

    @Test func decodesHomeEndPageAndDeleteVariants() {
        #expect(keys(Array("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~".utf8)) == [.home, .end, .home, .end, .home, .end])
        #expect(keys(Array("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z".utf8)) == [.pageUp, .pageDown, .delete, .backTab])
    }

    @Test func loneEscapeWaitsThenFlushesAsEscape() {
        let decoded = KeyDecoder.decode([0x1B])
        #expect(decoded.keys.isEmpty)
        #expect(decoded.remainder == [0x1B])
        #expect(KeyDecoder.flush(decoded.remainder) == [.escape])
    }

    @Test func escapeFollowedByALetterIsAlt() {
        #expect(keys([0x1B, UInt8(ascii: "b")]) == [.alt("b")])
    }

    @Test func doubleEscapeIsEscapeThenWaits() {
        let decoded = KeyDecoder.decode([0x1B, 0x1B])
        #expect(decoded.keys == [.escape])
        #expect(decoded.remainder == [0x1B])
    }

    @Test func splitSequencesAreKeptUntilComplete() {
        let first = KeyDecoder.decode([0x1B, UInt8(ascii: "[")])
        #expect(first.keys.isEmpty)
        let second = KeyDecoder.decode(first.remainder + [UInt8(ascii: "B")])
        #expect(second.keys == [.down])
        let half = KeyDecoder.decode([0xC3])
        #expect(half.remainder == [0xC3])
        #expect(KeyDecoder.decode(half.remainder + [0xA9]).keys == [.character("é")])
    }

    @Test func unknownSequencesAndInvalidBytesAreSkipped() {
        #expect(keys(Array("\u{1B}[99Xa".utf8)) == [.unknown, .character("a")])
        #expect(keys([0xFF, 0x80, UInt8(ascii: "a")]) == [.character("a")])
        #expect(keys([0xED, 0xA0, 0x80]) == [])
    }
}
