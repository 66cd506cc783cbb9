import SwoopItems

extension ANSIText {
    /// The index of the span covering visible byte `offset`, or -1 before the first.
    func spanIndex(at offset: Int) -> Int {
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].start <= offset { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }
}
