/// A set of item indices, one bit an item: ten million of them cost a little over a megabyte,
/// and a lookup is one load. What marks (`--multi`) and exclusions (`exclude`) are kept in.
package struct ItemSet: Equatable, Sendable {
    private var words: [UInt64] = []
    /// How many items are in the set.
    package private(set) var count = 0

    package init() {}

    /// Equal when they hold the same items (whatever words trailing zeros take).
    package static func == (lhs: ItemSet, rhs: ItemSet) -> Bool {
        guard lhs.count == rhs.count else { return false }
        let shared = min(lhs.words.count, rhs.words.count)
        return lhs.words[..<shared] == rhs.words[..<shared]
            && lhs.words[shared...].allSatisfy { $0 == 0 } && rhs.words[shared...].allSatisfy { $0 == 0 }
    }

    /// The set holding `items`.
    package init<Items: Sequence<Int>>(_ items: Items) {
        for item in items { insert(item) }
    }

    /// Whether the set is empty.
    package var isEmpty: Bool { count == 0 }

    /// Whether `item` is in the set (never a negative one, such as the separator row's).
    @inline(__always)
    package func contains(_ item: Int) -> Bool {
        let word = item >> 6
        return item >= 0 && word < words.count && words[word] & (1 << UInt64(item & 63)) != 0
    }

    /// Adds `item`; whether it was not there yet.
    @discardableResult
    package mutating func insert(_ item: Int) -> Bool {
        guard item >= 0, !contains(item) else { return false }
        let word = item >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        words[word] |= 1 << UInt64(item & 63)
        count += 1
        return true
    }

    /// Removes `item`; whether it was there.
    @discardableResult
    package mutating func remove(_ item: Int) -> Bool {
        guard contains(item) else { return false }
        words[item >> 6] &= ~(1 << UInt64(item & 63))
        count -= 1
        return true
    }

    /// Removes every item.
    package mutating func removeAll() {
        words = []
        count = 0
    }

    /// Adds every item of `other`, a word at a time.
    package mutating func formUnion(_ other: ItemSet) {
        if other.words.count > words.count { words.append(contentsOf: repeatElement(0, count: other.words.count - words.count)) }
        count = 0
        for index in words.indices {
            if index < other.words.count { words[index] |= other.words[index] }
            count += words[index].nonzeroBitCount
        }
    }

    /// The items in ascending order.
    package func sorted() -> [Int] {
        var items: [Int] = []
        items.reserveCapacity(count)
        for (index, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                items.append(index << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return items
    }
}
