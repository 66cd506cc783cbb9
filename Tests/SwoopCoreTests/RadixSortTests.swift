import Testing
@testable import SwoopSearch

@Suite struct RadixSortTests {
    /// Keys with random high bits over items in input order (or reversed, as with `--tac`).
    static func keys(count: Int, reversed: Bool, highValues: Int, seed: UInt64) -> [UInt64] {
        var random = SplitMix(state: seed)
        let keys = (0..<count).map { item -> UInt64 in
            let position = UInt64(reversed ? RankKey.itemMask - item : item)
            return UInt64.random(in: 0..<UInt64(highValues), using: &random) << 30 | position
        }
        return keys
    }

    @Test(arguments: [false, true])
    func keysInItemOrderSortAsAComparisonSortDoes(reversed: Bool) {
        for (count, highValues) in [(300, 3), (5000, 1 << 20), (70_000, 40), (70_000, 1 << 34)] {
            var sorted = Self.keys(count: count, reversed: reversed, highValues: highValues, seed: UInt64(count))
            let expected = sorted.sorted()
            RadixSort.sort(&sorted, orderedBits: RankKey.itemBits)
            #expect(sorted == expected)
        }
    }

    @Test func keysWhoseLowBitsAreNotInOrderAreSortedOnEveryByte() {
        var random = SplitMix(state: 9)
        var keys = (0..<20_000).map { _ in UInt64.random(in: 0...UInt64.max, using: &random) }
        let expected = keys.sorted()
        RadixSort.sort(&keys, orderedBits: RankKey.itemBits)
        #expect(keys == expected)
        // Items in order but for one pair.
        var almost = Self.keys(count: 10_000, reversed: false, highValues: 50, seed: 4)
        almost.swapAt(5000, 5001)
        let wanted = almost.sorted()
        RadixSort.sort(&almost, orderedBits: RankKey.itemBits)
        #expect(almost == wanted)
    }
}
