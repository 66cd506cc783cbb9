/// The marked items (`--multi`): one bit an item, so marking ten million rows costs
/// a little over a megabyte, and the count.
import SwoopSearch
package struct Marks: Equatable, Sendable {
    package static func == (lhs: Marks, rhs: Marks) -> Bool {
        lhs.count == rhs.count && lhs.sorted() == rhs.sorted()
    }

    private var words: [UInt64] = []
    /// Number of marked items.
    package private(set) var count = 0

    package init() {}

    /// Whether nothing is marked.
    package var isEmpty: Bool { count == 0 }

    /// Whether `item` is marked.
    package func contains(_ item: Int) -> Bool {
        let word = item >> 6
        return word < words.count && words[word] & (1 << UInt64(item & 63)) != 0
    }

    /// Marks `item`.
    package mutating func insert(_ item: Int) {
        guard item >= 0, !contains(item) else { return }
        let word = item >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        words[word] |= 1 << UInt64(item & 63)
        count += 1
    }

    /// Unmarks `item`.
    package mutating func remove(_ item: Int) {
        guard contains(item) else { return }
        words[item >> 6] &= ~(1 << UInt64(item & 63))
        count -= 1
    }

    /// Unmarks everything.
    package mutating func removeAll() {
        words = []
        count = 0
    }

    /// The marked items in input order.
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

    /// Applies `change` to the rows listed, the highlighted one being `highlighted`; at most
    /// `limit` items stay marked.
    package mutating func apply(_ change: SelectionChange, rows: Rows, highlighted: Int?, limit: Int) {
        switch change {
        case .toggle:
            guard let item = highlighted else { return }
            if contains(item) { remove(item) } else if count < limit { insert(item) }
        case .select:
            guard let item = highlighted, !contains(item), count < limit else { return }
            insert(item)
        case .deselect:
            guard let item = highlighted else { return }
            remove(item)
        case .toggleAll:
            rows.forEachItem { item in
                if contains(item) { remove(item) } else if count < limit { insert(item) }
            }
        case .selectAll:
            rows.forEachItem { item in if count < limit { insert(item) } }
        case .deselectAll:
            removeAll()
        }
    }
}

extension Marks: ExpressibleByArrayLiteral {
    package init(arrayLiteral items: Int...) {
        for item in items { insert(item) }
    }
}
