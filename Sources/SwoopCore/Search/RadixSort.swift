/// Sorts `UInt64` keys by their bytes, least significant first: O(n), for `--filter`'s full sort.
enum RadixSort {
    /// Sorts `keys` ascending.
    static func sort(_ keys: inout [UInt64]) {
        let count = keys.count
        guard count > 256 else {
            keys.sort()
            return
        }
        // Skip byte positions where every key has the same byte (common: tiers, high score bits).
        var varying = [Bool](repeating: false, count: 8)
        let first = keys[0]
        var differing: UInt64 = 0
        for key in keys { differing |= key ^ first }
        for byte in 0..<8 { varying[byte] = (differing >> (UInt64(byte) * 8)) & 0xFF != 0 }

        var scratch = [UInt64](repeating: 0, count: count)
        var counts = [Int](repeating: 0, count: 256)
        for byte in 0..<8 where varying[byte] {
            let shift = UInt64(byte) * 8
            for index in 0..<256 { counts[index] = 0 }
            keys.withUnsafeBufferPointer { source in
                for key in source { counts[Int((key >> shift) & 0xFF)] += 1 }
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
                            let bucket = Int((key >> shift) & 0xFF)
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
