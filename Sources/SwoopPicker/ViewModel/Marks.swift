/// The marked items (`--multi`): one bit an item (an `ItemSet`), so marking ten million rows
/// costs a little over a megabyte, and the count.
import SwoopSearch
package struct Marks: Equatable, Sendable {
    /// The marked items.
    package private(set) var items = ItemSet()

    package init() {}

    /// Number of marked items.
    package var count: Int { items.count }

    /// Whether nothing is marked.
    package var isEmpty: Bool { items.isEmpty }

    /// Whether `item` is marked.
    package func contains(_ item: Int) -> Bool {
        items.contains(item)
    }

    /// Marks `item`.
    package mutating func insert(_ item: Int) {
        items.insert(item)
    }

    /// Unmarks `item`.
    package mutating func remove(_ item: Int) {
        items.remove(item)
    }

    /// Unmarks everything.
    package mutating func removeAll() {
        items.removeAll()
    }

    /// The marked items in input order.
    package func sorted() -> [Int] {
        items.sorted()
    }

    /// Applies `change` to the rows listed, the highlighted one being `highlighted`; at most
    /// `limit` items stay marked.
    package mutating func apply(_ change: SelectionChange, rows: Rows, highlighted: Int?, limit: Int) {
        switch change {
        case .toggle, .toggleMoving:
            guard let item = highlighted else { return }
            if contains(item) { remove(item) } else if count < limit { insert(item) }
        case .select:
            guard let item = highlighted, !contains(item), count < limit else { return }
            insert(item)
        case .deselect:
            guard let item = highlighted else { return }
            remove(item)
        case .toggleAll:
            // As fzf: the marked rows are unmarked first, then the others marked in order while the limit allows.
            var unmarked = Marks()
            if !isEmpty { rows.forEachItem { item in if contains(item) { remove(item); unmarked.insert(item) } } }
            rows.forEachItem { item in if count < limit, !unmarked.contains(item) { insert(item) } }
        case .selectAll:
            rows.forEachItem { item in if count < limit { insert(item) } }
        case .deselectAll:
            // The listed rows only, as fzf (`clear-selection` unmarks the rest too).
            guard !isEmpty else { return }
            rows.forEachItem { remove($0) }
        case .clearAll:
            removeAll()
        case .changeLimit:
            // The limit is `MultiSelection`'s.
            break
        }
    }
}

extension Marks: ExpressibleByArrayLiteral {
    package init(arrayLiteral items: Int...) {
        for item in items { insert(item) }
    }
}
