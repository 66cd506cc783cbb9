/// Sorts unsigned keys by their bytes, least significant first: O(n), for `--filter`'s full sort.
enum RadixSort {
    /// Sorts `keys` ascending. When their lowest `orderedBits` bits (the item, for a result's keys
    /// in item order) strictly ascend, or descend, from one key to the next, the bytes wholly within
    /// them need no pass: the others are sorted stably.
    @_specialize(where Word == UInt64)
    @_specialize(where Word == UInt128)
    static func sort<Word: FixedWidthInteger & UnsignedInteger>(_ keys: inout [Word], orderedBits: Int = 0) {
        let count = keys.count
        guard count > 256 else {
            keys.sort()
            return
        }
        // Skip byte positions where every key has the same byte (common: tiers, high score bits).
        let bytes = Word.bitWidth / 8
        var varying = [Bool](repeating: false, count: bytes)
        let first = keys[0]
        var differing: Word = 0
        for key in keys { differing |= key ^ first }
        for byte in 0..<bytes { varying[byte] = (differing &>> (byte * 8)) & 0xFF != 0 }
        if orderedBits >= 8, let order = lowBitsOrder(keys, bits: orderedBits) {
            if order == .descending { keys.reverse() }
            for byte in 0..<orderedBits / 8 { varying[byte] = false }
        }

        var scratch = [Word](repeating: 0, count: count)
        var counts = [Int](repeating: 0, count: 256)
        for byte in 0..<bytes where varying[byte] {
            let shift = byte * 8
            for index in 0..<256 { counts[index] = 0 }
            keys.withUnsafeBufferPointer { source in
                for key in source { counts[Int(truncatingIfNeeded: key &>> shift) & 0xFF] += 1 }
            }
            var total = 0
            for index in 0..<256 {
                let value = counts[index]
                counts[index] = total
                total += value
            }
            keys.withUnsafeBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { target in
                    counts.withUnsafeMutableBufferPointer { offsets in
                        for key in source {
                            let bucket = Int(truncatingIfNeeded: key &>> shift) & 0xFF
                            target[offsets[bucket]] = key
                            offsets[bucket] += 1
                        }
                    }
                }
            }
            swap(&keys, &scratch)
        }
    }

    private enum Order { case ascending, descending }

    /// How the lowest `bits` bits of `keys` run from one key to the next, when strictly one way.
    @inline(__always)
    private static func lowBitsOrder<Word: FixedWidthInteger & UnsignedInteger>(_ keys: [Word], bits: Int) -> Order? {
        let mask: Word = bits >= Word.bitWidth ? ~0 : (1 << bits) &- 1
        var rises = 0
        var falls = 0
        keys.withUnsafeBufferPointer { keys in
            for index in 1..<keys.count {
                let previous = keys[index &- 1] & mask
                let low = keys[index] & mask
                if low > previous { rises &+= 1 } else if low < previous { falls &+= 1 }
            }
        }
        return rises == keys.count - 1 ? .ascending : falls == keys.count - 1 ? .descending : nil
    }
}
