/// Sorts unsigned keys by their bytes, least significant first: O(n), for `--filter`'s full sort.
enum RadixSort {
    /// Sorts `keys` ascending.
    static func sort<Word: FixedWidthInteger & UnsignedInteger>(_ keys: inout [Word]) {
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
}
