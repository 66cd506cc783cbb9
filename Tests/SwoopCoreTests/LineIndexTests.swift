import Dispatch
import Testing
@testable import SwoopItems

@Suite struct LineIndexTests {
    /// Records `starts` in order and reads each back, directly and through views from each line on.
    func readsBack(_ starts: [Int]) -> Bool {
        let index = LineIndex(maximumCount: starts.count + 1)
        for (line, start) in starts.enumerated() { index.record(line, start: start) }
        let direct = starts.indices.allSatisfy { index[$0] == starts[$0] }
        let viewed = [0, 1, 63, 64, 65].filter { $0 < starts.count }.allSatisfy { first in
            let view = index.starts(from: first)
            return (first..<starts.count).allSatisfy { view[$0 - first] == starts[$0] }
        }
        return direct && viewed
    }

    @Test func linesOfAnyLengthReadBackAcrossBlocks() {
        var starts = [0]
        var random = SplitMix(state: 5)
        for _ in 0..<1000 { starts.append(starts[starts.count - 1] + Int.random(in: 1...300, using: &random)) }
        #expect(readsBack(starts))
    }

    @Test func linesFourGigabytesOrMoreFromTheirBlocksFirstAreKeptApart() {
        // Lines of 1 GiB: from the fifth line of a block on, four bytes cannot say how far
        // each is from the block's first; the next block starts afresh.
        let gigabyte = 1 << 30
        let starts = (0..<200).map { $0 * gigabyte + $0 % 3 }
        #expect(readsBack(starts))
        // One line just under the limit and one at it.
        #expect(readsBack([0, Int(UInt32.max) - 1, Int(UInt32.max), Int(UInt32.max) + 5]))
    }

    @Test func recordingWholeBlocksFromSeveralThreadsAtOnceKeepsEveryStart() {
        let count = 200_000
        let index = LineIndex(maximumCount: count + 1)
        let starts = (0..<count).map { $0 * 37 + ($0 % 64 == 5 ? 1 << 33 : 0) }
        let stretch = 1 << 12
        DispatchQueue.concurrentPerform(iterations: (count + stretch - 1) / stretch) { part in
            let lines = part * stretch..<min(count, (part + 1) * stretch)
            starts[lines].withUnsafeBufferPointer { index.record($0, from: lines.lowerBound) }
        }
        #expect((0..<count).allSatisfy { index[$0] == starts[$0] })
    }

    @Test func aReadLongerThanTheIndexersStretchIsCutAtEveryLine() {
        // One read of over 64 KiB is indexed in stretches: lines across their edges stay whole.
        let lines = (0..<30_000).map { [UInt8](repeating: UInt8(0x61 + $0 % 26), count: $0 % 11) }
        let bytes: [UInt8] = lines.flatMap { $0 + [0x0A] }
        let store = ItemStore()
        if let buffer = store.readBuffer(maximum: bytes.count) {
            buffer.copyBytes(from: bytes)
            store.commitRead(length: bytes.count, separator: 0x0A)
        }
        store.finishReading(separator: 0x0A)
        #expect(store.count == lines.count)
        #expect((0..<store.count).allSatisfy { store.bytes(at: $0) == lines[$0] })
    }
}
