/// Sort keys of either width, each kind called on its concrete type (so the sorting is
/// specialised for it, not dispatched through generic witnesses).
enum RankKeys {
    case narrow(RankedKeys<UInt64>)
    case wide(RankedKeys<UInt128>)

    init<Word: RankKeyWord>(_ keys: [Word]) {
        self = Word.rankKeys(keys)
    }

    /// The item ranked at `position`.
    func item(at position: Int) -> Int {
        switch self {
        case .narrow(let keys): keys.item(at: position)
        case .wide(let keys): keys.item(at: position)
        }
    }

    /// Where `item` ranks, if it has a key.
    func position(of item: Int) -> Int? {
        switch self {
        case .narrow(let keys): keys.position(of: item)
        case .wide(let keys): keys.position(of: item)
        }
    }

    /// Orders the first `count` keys.
    func orderLeadingRows(_ count: Int) {
        switch self {
        case .narrow(let keys): keys.orderLeadingRows(count)
        case .wide(let keys): keys.orderLeadingRows(count)
        }
    }

    /// Every item, ranked.
    func allItems() -> [Int] {
        switch self {
        case .narrow(let keys): keys.allItems()
        case .wide(let keys): keys.allItems()
        }
    }
}

/// Keys of one width, of which only a prefix is put in order, growing as it is asked for.
final class RankedKeys<Word: RankKeyWord> {
    /// The first `orderedCount` are the smallest, in order.
    private var keys: [Word]
    private var orderedCount = 0

    init(_ keys: [Word]) {
        self.keys = keys
    }

    /// The item ranked at `position`.
    func item(at position: Int) -> Int {
        order(through: position)
        return RankKey.item(keys[position])
    }

    /// Where `item` ranks, if it has a key.
    func position(of item: Int) -> Int? {
        // Already in the ordered prefix (the rows on screen usually are)?
        if let position = keys[0..<orderedCount].firstIndex(where: { RankKey.item($0) == item }) { return position }
        guard let key = keys.first(where: { RankKey.item($0) == item }) else { return nil }
        var position = 0
        for other in keys where other < key { position += 1 }
        order(through: position)
        return position
    }

    /// Orders the first `count` keys.
    func orderLeadingRows(_ count: Int) {
        if !keys.isEmpty { order(through: min(count, keys.count) - 1) }
    }

    /// Every item, ranked (a full sort, once).
    func allItems() -> [Int] {
        if orderedCount < keys.count {
            RadixSort.sort(&keys)
            orderedCount = keys.count
        }
        return keys.map { RankKey.item($0) }
    }

    /// Makes sure `keys[0...position]` hold the smallest keys in order.
    private func order(through position: Int) {
        guard position >= orderedCount, position < keys.count else { return }
        let target = min(keys.count, max(position + 1, orderedCount * 2, 256))
        TopSelection.orderPrefix(&keys, from: orderedCount, through: target)
        orderedCount = target
    }
}
