import Glibc
import Testing
@testable import SwoopItems

@Suite struct ItemStoreTests {
    /// Feeds `chunks` to a store as reads from a pipe would arrive.
    func store(_ chunks: [[UInt8]], separator: UInt8 = 0x0A) -> [[UInt8]] {
        let store = ItemStore()
        for chunk in chunks {
            guard let buffer = store.readBuffer(maximum: chunk.count) else { continue }
            buffer.copyBytes(from: chunk)
            store.commitRead(length: chunk.count, separator: separator)
        }
        store.finishReading(separator: separator)
        return (0..<store.count).map { store.bytes(at: $0) }
    }

    @Test func splitsAtNewlinesKeepingEveryOtherByte() {
        #expect(store([Array("a\r\nb\tc\n\n".utf8)]) == [Array("a\r".utf8), Array("b\tc".utf8), []])
    }

    @Test func lastLineWithoutNewlineIsAnItem() {
        #expect(store([Array("alpha\nbeta".utf8)]) == [Array("alpha".utf8), Array("beta".utf8)])
    }

    @Test func emptyInputHasNoItems() {
        #expect(store([]) == [])
        #expect(store([[]]) == [])
    }

    @Test func linesCutAcrossChunksAreJoinedWhateverTheBytes() {
        var random = SplitMix(state: 3)
        for _ in 0..<200 {
            let lines = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                (0..<Int.random(in: 0...9, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }.filter { $0 != 0x0A }
            }
            let bytes: [UInt8] = lines.flatMap { $0 + [0x0A] }
            var chunks: [[UInt8]] = []
            var index = 0
            while index < bytes.count {
                let size = Int.random(in: 1...7, using: &random)
                chunks.append(Array(bytes[index..<min(bytes.count, index + size)]))
                index += size
            }
            #expect(store(chunks) == lines)
        }
    }

    @Test func splitsAtNULInRead0Mode() {
        #expect(store([[0x61, 0x0A, 0x62, 0x00, 0x63]], separator: 0) == [[0x61, 0x0A, 0x62], [0x63]])
    }

    @Test func readsARegularFileWithTheSameItems() throws {
        let path = "/tmp/swoop-store-\(getpid()).txt"
        let bytes = Array("one\ntwo\r\n\nlast".utf8) + [0xFF]
        let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        defer { unlink(path) }
        let store = try ItemSource.read(path: path)
        #expect((0..<store.count).map { store.bytes(at: $0) } == [Array("one".utf8), Array("two\r".utf8), [], Array("last".utf8) + [0xFF]])
    }

    @Test func largeFilesAreIndexedLikePipedOnes() throws {
        // Over 1 MiB, so the lines are indexed in parallel segments.
        var random = SplitMix(state: 17)
        var bytes: [UInt8] = []
        var expected: [[UInt8]] = []
        while bytes.count < 3 << 20 {
            let line = (0..<Int.random(in: 0...120, using: &random)).map { _ in UInt8.random(in: 0x20...0xFF, using: &random) }
            expected.append(line)
            bytes += line + [0x0A]
        }
        bytes += [0x41, 0x42]
        expected.append([0x41, 0x42])
        let path = "/tmp/swoop-large-\(getpid()).txt"
        let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        defer { unlink(path) }
        let store = try ItemSource.read(path: path)
        #expect(store.count == expected.count)
        #expect((0..<store.count).allSatisfy { store.bytes(at: $0) == expected[$0] })
    }

    @Test(arguments: [0, 1, 7, 300])
    func indexingInPartsKeepsEveryLineWhateverItsLength(length: Int) {
        // Over 1 MiB, so indexed in parallel segments, recorded from where each segment left its
        // line ends (their pages then given back); with empty lines a segment's ends are where
        // its lines' would be.
        let line = [UInt8](repeating: 0x61, count: length) + [0x0A]
        let count = (3 << 20) / line.count + 5
        let input = InputBytes()
        for _ in 0..<count { input.append(line) }
        let store = ItemStore(input: input, separator: 0x0A)
        #expect(store.count == count)
        let wanted = [UInt8](repeating: 0x61, count: length)
        #expect((0..<store.count).allSatisfy { store.bytes(at: $0) == wanted })
    }

    @Test func aLineLongerThanSeveralSegmentsLeavesThemEmptyAndNoLineIsLost() {
        // Parallel segments of about 320 KB: the 900 KB line spans several, which end no line;
        // 70,000 short lines after it are recorded in stretches that start inside one segment.
        var lines: [[UInt8]] = (0..<100).map { Array("head \($0)".utf8) }
        lines.append([UInt8](repeating: 0x62, count: 900_000))
        lines += (0..<70_000).map { Array("tail \($0)".utf8) }
        let input = InputBytes()
        input.append(lines.flatMap { $0 + [0x0A] })
        let store = ItemStore(input: input, separator: 0x0A)
        #expect(store.count == lines.count)
        #expect((0..<store.count).allSatisfy { store.bytes(at: $0) == lines[$0] })
    }

    @Test(arguments: [1 << 12, 3 << 20])
    func linesOfEveryLengthAreCutAtEachSeparatorInOneReadOrMany(size: Int) {
        // Separators at every offset within sixty-four-byte blocks, among non-ASCII bytes; over
        // 1 MiB the text is indexed in parallel parts, and it is also fed in reads of any length.
        var random = SplitMix(state: 17)
        var lines: [[UInt8]] = []
        var total = 0
        while total < size {
            let line: [UInt8] = (0..<Int.random(in: 0...150, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }.filter { $0 != 0x0A }
            lines.append(line)
            total += line.count + 1
        }
        let bytes: [UInt8] = lines.flatMap { $0 + [0x0A] }
        let input = InputBytes()
        input.append(bytes)
        let whole = ItemStore(input: input, separator: 0x0A)
        #expect(whole.count == lines.count)
        #expect((0..<whole.count).allSatisfy { whole.bytes(at: $0) == lines[$0] })
        var chunks: [[UInt8]] = []
        var index = 0
        while index < bytes.count {
            let next = min(bytes.count, index + Int.random(in: 1...300, using: &random))
            chunks.append(Array(bytes[index..<next]))
            index = next
        }
        #expect(store(chunks) == lines)
    }

    @Test func appendedLinesReadBack() {
        let store = ItemStore(lines: ["Åland", "", "東京"])
        #expect(store.count == 3)
        #expect(store.text(at: 0) == "Åland")
        #expect(store.text(at: 1) == "")
        #expect(store.text(at: 2) == "東京")
    }

    @Test func aFileCutShortWhileReadLosesItsPartialLastLineNotItsEnding() throws {
        let path = "/tmp/swoop-shrunk-\(getpid()).txt"
        let fd = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
        defer { close(fd); unlink(path) }
        _ = Array("a end\nb end\nc e".utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        lseek(fd, 0, SEEK_SET)
        // Read it all, as a reader would have before the file was cut.
        let input = InputBytes()
        let buffer = try #require(input.readBuffer(maximum: 64))
        input.commitRead(length: read(fd, buffer.baseAddress, buffer.count))
        #expect(input.count == 15)
        // Unchanged, its last line without a newline is a line.
        input.endReading(fd, separator: 0x0A)
        #expect(input.count == 15)
        // Cut to 6 bytes: "c e" may be the start of a longer line, so it goes.
        #expect(ftruncate(fd, 6) == 0)
        input.endReading(fd, separator: 0x0A)
        #expect(input.count == 12)
        let store = ItemStore(input: input, separator: 0x0A)
        #expect((0..<store.count).map { store.text(at: $0) } == ["a end", "b end"])
    }
}
