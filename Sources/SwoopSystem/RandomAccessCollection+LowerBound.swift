extension RandomAccessCollection where Index == Int {
    /// In a collection ordered so that `isBefore` holds for a leading run of it, the index of the
    /// first element for which it does not (`endIndex` when it holds for all).
    @inlinable
    package func lowerBound(where isBefore: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if isBefore(self[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension RandomAccessCollection where Element: BinaryInteger, Index == Int {
    /// In an ascending collection, the index of the first element at or above `value` (`endIndex` when none).
    @inlinable
    package func lowerBound(of value: Int) -> Int {
        lowerBound { Int($0) < value }
    }
}
