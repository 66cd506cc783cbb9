extension RandomAccessCollection where Element: BinaryInteger, Index == Int {
    /// In an ascending collection, the index of the first element at or above `value` (`endIndex` when none).
    @inline(__always)
    func lowerBound(of value: Int) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if Int(self[middle]) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
