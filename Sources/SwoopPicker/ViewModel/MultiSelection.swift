/// `--multi`: the marked items and how many may be marked.
import SwoopSearch
struct MultiSelection: Equatable, Sendable {
    /// The marked items.
    private(set) var marks = Marks()
    /// The marked items in the order they were marked (what fzf's `{+}` lists); a whole-list
    /// change adds its items in input order.
    private(set) var order: [Int] = []
    /// How many items may be marked (nil: marking is off, and changes do nothing).
    var limit: Int?
    /// `--multi-order=input`: Enter picks the marked items in input order, not in the order marked.
    var picksInInputOrder = false

    /// What Enter picks of the marked items: in the order they were marked (fzf's), or in input order.
    var picks: [Int] { picksInInputOrder ? marks.sorted() : order }

    /// Applies `change` to the listed `rows`, the highlighted one being `highlighted`.
    mutating func apply(_ change: SelectionChange, rows: Rows, highlighted: Int?) {
        guard let limit else { return }
        let before = marks
        marks.apply(change, rows: rows, highlighted: highlighted, limit: limit)
        guard marks != before else { return }
        switch change {
        case .toggle, .select, .deselect:
            guard let item = highlighted else { return }
            if marks.contains(item) { order.append(item) } else { order.removeAll { $0 == item } }
        case .deselectAll:
            order = []
        case .toggleAll, .selectAll:
            order.removeAll { !marks.contains($0) }
            rows.forEachItem { item in
                if marks.contains(item), !before.contains(item) { order.append(item) }
            }
        }
    }

    /// Marks `items` in this order, as far as the limit allows (marks found again after a reload).
    mutating func restore(_ items: [Int]) {
        guard let limit else { return }
        for item in items where !marks.contains(item) && marks.count < limit {
            marks.insert(item)
            order.append(item)
        }
    }

    /// Unmarks everything, whatever the limit (the items were replaced).
    mutating func clear() {
        marks = Marks()
        order = []
    }
}
