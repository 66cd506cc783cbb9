import Testing
@testable import SwoopTUI

/// JSON strings as Go writes them (fzf's state), and match positions counted as Go counts characters.
@Suite struct JSONTextTests {
    @Test func escapesAsGoDoes() {
        // fzf 0.74's answer for this line, byte for byte.
        let line: [UInt8] = Array("a<b>&\"\\".utf8) + [0x01, 0x08, 0x0C, 0x7F, 0xFF] + Array("\u{2028}zé😀q\t\n\r".utf8)
        var json = JSONText()
        json.string(line)
        let expected = #""a\u003cb\u003e\u0026\"\\\u0001\b\f"# + "\u{7F}\u{FFFD}" + #"\u2028zé😀q\t\n\r""#
        #expect(String(decoding: json.bytes, as: UTF8.self) == expected)
    }

    @Test func invalidSequencesAreOneReplacementAByte() {
        var json = JSONText()
        json.string([0xC0, 0x80, 0xED, 0xA0, 0x80, 0xE2, 0x82])
        #expect(String(decoding: json.bytes, as: UTF8.self) == "\"" + String(repeating: "\u{FFFD}", count: 7) + "\"")
    }

    @Test func positionsCountCharactersNotBytes() {
        let line: [UInt8] = Array("a<b>&\"\\".utf8) + [0x01, 0x08, 0x0C, 0x7F, 0xFF] + Array("\u{2028}zé😀q".utf8)
        let z = line.firstIndex(of: UInt8(ascii: "z")) ?? 0
        let q = line.firstIndex(of: UInt8(ascii: "q")) ?? 0
        // fzf 0.74 gives [13, 16] for the query `zq` on this line.
        let indices = line.withUnsafeBufferPointer { JSONText.characterIndices(in: $0, ofBytes: [z, q]) }
        #expect(indices == [13, 16])
    }
}
