/// The full list with remembered items first (`--frecency`, empty query) and the excluded ones
/// left out (`exclude`): `leading` in their order, then every other item in input order (or
/// reversed with `--tac`), none twice and none hidden.
///
/// Made again each time more items arrive, so making it costs only the leading items' count and
/// a lookup among the hidden ones, never a pass over them.
package struct RememberedRows: Sendable {
    /// The remembered items, first in the list.
    let leading: [Int]
    /// Where the leading items stand in the plain list, ascending.
    private let leadingPositions: [Int]
    /// The items not listed, ascending (those below `itemCount`), and the same as a set.
    private let hiddenItems: ArraySlice<Int>
    private let hidden: ItemSet?
    /// How many items there are, listed or not.
    private let itemCount: Int
    /// How many items are listed.
    let count: Int
    /// Whether the plain list is in reverse input order.
    let reversed: Bool

    /// The first `count` items, `leading` (those below `count`) first, those in `hidden` (whose
    /// items `hiddenInOrder` lists ascending) left out.
    package init(leading: [Int], count: Int, reversed: Bool, hidden: ItemSet? = nil, hiddenInOrder: [Int] = []) {
        let hidden = hidden?.isEmpty == false ? hidden : nil
        self.leading = leading.filter { $0 < count && hidden?.contains($0) != true }
        hiddenItems = hidden == nil ? [] : hiddenInOrder[..<hiddenInOrder.lowerBound(of: count)]
        self.hidden = hidden
        itemCount = count
        self.count = count - hiddenItems.count
        self.reversed = reversed
        leadingPositions = self.leading.map { reversed ? count - 1 - $0 : $0 }.sorted()
    }

    /// How many plain positions before `plain` are skipped (leading or hidden).
    private func skipped(before plain: Int) -> Int {
        let hiddenBefore = reversed
            // Position p holds item n-1-p: those before `plain` hold the items from n-plain on.
            ? hiddenItems.count - hiddenItems.lowerBound(of: itemCount - plain)
            : hiddenItems.lowerBound(of: plain)
        return leadingPositions.lowerBound(of: plain) + hiddenBefore
    }

    /// The item shown at `position`.
    func item(at position: Int) -> Int {
        if position < leading.count { return leading[position] }
        // The plain position with `rest` listed ones before it: one before the first position with
        // more than `rest` listed ones before it (the number only grows), found by bisection.
        let rest = position - leading.count
        var low = rest + 1, high = rest + 1 + leadingPositions.count + hiddenItems.count
        while low < high {
            let middle = (low + high) / 2
            if middle - skipped(before: middle) > rest { high = middle } else { low = middle + 1 }
        }
        let plain = low - 1
        return reversed ? itemCount - 1 - plain : plain
    }

    /// Calls `body` with every listed item, in no particular order.
    func forEachItem(_ body: (Int) -> Void) {
        for item in 0..<itemCount where hidden?.contains(item) != true { body(item) }
    }

    /// Every item in order, in one pass (not `item(at:)` row by row).
    func allItems() -> [Int] {
        var isSkipped = [Bool](repeating: false, count: itemCount)
        for item in leading { isSkipped[item] = true }
        var items = leading
        items.reserveCapacity(count)
        for plain in 0..<itemCount {
            let item = reversed ? itemCount - 1 - plain : plain
            if !isSkipped[item], hidden?.contains(item) != true { items.append(item) }
        }
        return items
    }

    /// Where `item` is listed, if it is.
    func position(of item: Int) -> Int? {
        guard (0..<itemCount).contains(item), hidden?.contains(item) != true else { return nil }
        if let position = leading.firstIndex(of: item) { return position }
        let plain = reversed ? itemCount - 1 - item : item
        return leading.count + plain - skipped(before: plain)
    }
}
