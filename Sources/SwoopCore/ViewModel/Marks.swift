/// The marked items (`--multi`): one bit an item, so marking ten million rows costs
/// a little over a megabyte, and the count.
public struct Marks: Equatable, Sendable {
    public static func == (lhs: Marks, rhs: Marks) -> Bool {
        lhs.count == rhs.count && lhs.sorted() == rhs.sorted()
    }

    private var words: [UInt64] = []
    /// Number of marked items.
    public private(set) var count = 0

    public init() {}

    /// Whether nothing is marked.
    public var isEmpty: Bool { count == 0 }

    /// Whether `item` is marked.
    public func contains(_ item: Int) -> Bool {
        let word = item >> 6
        return word < words.count && words[word] & (1 << UInt64(item & 63)) != 0
    }

    /// Marks `item`.
    public mutating func insert(_ item: Int) {
        guard item >= 0, !contains(item) else { return }
        let word = item >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        words[word] |= 1 << UInt64(item & 63)
        count += 1
    }

    /// Unmarks `item`.
    public mutating func remove(_ item: Int) {
        guard contains(item) else { return }
        words[item >> 6] &= ~(1 << UInt64(item & 63))
        count -= 1
    }

    /// Unmarks everything.
    public mutating func removeAll() {
        words = []
        count = 0
    }

    /// The marked items in input order.
    public func sorted() -> [Int] {
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
    public mutating func apply(_ change: SelectionChange, rows: Rows, highlighted: Int?, limit: Int) {
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
    public init(arrayLiteral items: Int...) {
        for item in items { insert(item) }
    }
}
