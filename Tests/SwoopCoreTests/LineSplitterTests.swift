import Testing
@testable import SwoopCore

@Suite struct LineSplitterTests {
    func split(_ chunks: [[UInt8]], separator: UInt8 = 0x0A) -> [[UInt8]] {
        var store = ItemStore()
        var splitter = LineSplitter(separator: separator)
        for chunk in chunks { splitter.feed(chunk, into: &store) }
        splitter.finish(into: &store)
        return (0..<store.count).map { Array(store[$0]) }
    }

    @Test func splitsAtNewlinesKeepingEveryOtherByte() {
        #expect(split([Array("a\r\nb\tc\n\n".utf8)]) == [Array("a\r".utf8), Array("b\tc".utf8), []])
    }

    @Test func lastLineWithoutNewlineIsAnItem() {
        #expect(split([Array("alpha\nbeta".utf8)]) == [Array("alpha".utf8), Array("beta".utf8)])
    }

    @Test func emptyInputHasNoItems() {
        #expect(split([]) == [])
        #expect(split([[]]) == [])
    }

    @Test func linesCutAcrossChunksAreJoined() {
        let bytes = Array("one\ntwo\nthree\n".utf8) + [0xFF, 0xC3]
        for cut in 0...bytes.count {
            #expect(split([Array(bytes[..<cut]), Array(bytes[cut...])]) ==
                [Array("one".utf8), Array("two".utf8), Array("three".utf8), [0xFF, 0xC3]])
        }
    }

    @Test func splitsAtNULInRead0Mode() {
        #expect(split([[0x61, 0x0A, 0x62, 0x00, 0x63]], separator: 0) == [[0x61, 0x0A, 0x62], [0x63]])
    }
}
