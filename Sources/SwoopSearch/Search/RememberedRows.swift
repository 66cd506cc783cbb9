/// The full list with remembered items first (`--frecency`, empty query): `leading` in their
/// order, then every other item in input order (or reversed with `--tac`), none twice.
package struct RememberedRows: Sendable {
    /// The remembered items, first in the list.
    let leading: [Int]
    /// Where the leading items stand in the plain list, ascending.
    private let plainPositions: [Int]
    /// How many items are listed.
    let count: Int
    /// Whether the plain list is in reverse input order.
    let reversed: Bool

    /// The first `count` items, `leading` (those below `count`) first.
    package init(leading: [Int], count: Int, reversed: Bool) {
        self.leading = leading.filter { $0 < count }
        self.count = count
        self.reversed = reversed
        plainPositions = self.leading.map { reversed ? count - 1 - $0 : $0 }.sorted()
    }

    /// The item shown at `position`.
    func item(at position: Int) -> Int {
        if position < leading.count { return leading[position] }
        var plain = position - leading.count
        for skipped in plainPositions {
            if skipped <= plain { plain += 1 } else { break }
        }
        return reversed ? count - 1 - plain : plain
    }

    /// Every item in order, in one pass (not `item(at:)` row by row).
    func allItems() -> [Int] {
        var isLeading = [Bool](repeating: false, count: count)
        for item in leading { isLeading[item] = true }
        var items = leading
        items.reserveCapacity(count)
        for plain in 0..<count {
            let item = reversed ? count - 1 - plain : plain
            if !isLeading[item] { items.append(item) }
        }
        return items
    }

    /// Where `item` is listed, if it is.
    func position(of item: Int) -> Int? {
        guard (0..<count).contains(item) else { return nil }
        if let position = leading.firstIndex(of: item) { return position }
        let plain = reversed ? count - 1 - item : item
        return leading.count + plain - plainPositions.lowerBound(of: plain)
    }
}
