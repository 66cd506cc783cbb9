/// Orders a prefix of an array without sorting the rest: quickselect, then sort the prefix.
enum TopSelection {
    /// Rearranges `keys` so `keys[from..<through]` hold, in order, the smallest keys of `keys[from...]`.
    static func orderPrefix<Word: Comparable>(_ keys: inout [Word], from: Int, through: Int) {
        guard from < through, through <= keys.count else { return }
        keys.withUnsafeMutableBufferPointer { buffer in
            select(buffer, low: from, high: buffer.count - 1, k: through - 1)
            buffer[from..<through].sort()
        }
    }

    /// Moves the k-th smallest of `buffer[low...high]` to index k, smaller ones before it.
    private static func select<Word: Comparable>(_ buffer: UnsafeMutableBufferPointer<Word>, low: Int, high: Int, k: Int) {
        var low = low
        var high = high
        while high > low {
            // Median of three as pivot.
            let middle = low + (high - low) / 2
            if buffer[middle] < buffer[low] { buffer.swapAt(middle, low) }
            if buffer[high] < buffer[low] { buffer.swapAt(high, low) }
            if buffer[high] < buffer[middle] { buffer.swapAt(high, middle) }
            let pivot = buffer[middle]
            var i = low
            var j = high
            while i <= j {
                while buffer[i] < pivot { i += 1 }
                while buffer[j] > pivot { j -= 1 }
                if i <= j {
                    buffer.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j {
                high = j
            } else if k >= i {
                low = i
            } else {
                return
            }
        }
    }
}
