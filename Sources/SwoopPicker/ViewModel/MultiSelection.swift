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
    /// Counts fzf's changes to the marks (its `multi` event fires when it moves): each mark made or
    /// taken, and what fzf counts though nothing changes (`clear-selection`, `exclude` on an unmarked item).
    private(set) var version = 0
    /// After `change-with-nth`: the next search's result unmarks the items it does not match, as fzf's
    /// marks are filtered then.
    var awaitsMatches = false

    /// What Enter picks of the marked items: in the order they were marked (fzf's), or in input order.
    var picks: [Int] { picksInInputOrder ? marks.sorted() : order }

    /// Applies `change` to the listed `rows`, the highlighted one being `highlighted`.
    mutating func apply(_ change: SelectionChange, rows: Rows, highlighted: Int?) {
        switch change {
        case .clearAll: return clearAll()
        case .changeLimit(let newLimit): return changeLimit(to: newLimit)
        default: break
        }
        guard let limit else { return }
        let before = marks
        // As fzf: deselecting the listed rows counts as a change once something is marked.
        if change == .deselectAll, !marks.isEmpty, !rows.isEmpty { version += 1 }
        marks.apply(change, rows: rows, highlighted: highlighted, limit: limit)
        guard marks != before else { return }
        if change != .deselectAll { version += 1 }
        switch change {
        case .toggle, .toggleMoving, .select, .deselect:
            guard let item = highlighted else { return }
            if marks.contains(item) { order.append(item) } else { order.removeAll { $0 == item } }
        case .clearAll, .changeLimit:
            break
        case .deselectAll, .toggleAll, .selectAll:
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

    /// Unmarks the items `keeps` says no to (raw mode turned off: the ones that do not match).
    mutating func keepOnly(_ keeps: (Int) -> Bool) {
        let leaving = order.filter { !keeps($0) }
        guard !leaving.isEmpty else { return }
        for item in leaving { marks.remove(item) }
        order.removeAll { !keeps($0) }
        version += 1
    }

    /// Unmarks everything, whatever the limit (the items were replaced).
    mutating func clear() {
        marks = Marks()
        order = []
    }

    /// `clear-selection`: unmarks everything, listed or not, while marking is on.
    mutating func clearAll() {
        guard limit != nil else { return }
        clear()
        version += 1
    }

    /// `exclude`: `item` leaves the list, and so its mark (counted as a change even when unmarked, as in fzf).
    mutating func unmark(_ item: Int) {
        if marks.contains(item) {
            marks.remove(item)
            order.removeAll { $0 == item }
        }
        version += 1
    }

    /// `change-multi(N)`: up to `limit` marks from now on (0: marking off); a new limit, with
    /// marking on, unmarks everything.
    mutating func changeLimit(to newLimit: Int) {
        let current = limit ?? 0
        if current > 0, newLimit != current {
            clear()
            version += 1
        }
        limit = newLimit > 0 ? newLimit : nil
    }
}
