/// The remembered items of the list shown, for ranking: what a search adds to their scores, and
/// the order they lead the list in with an empty query. A value: searches read it on any thread.
///
/// With a query, a remembered item's score gains `bonus(frecency)` points:
/// 1 + ⌊log₂ frecency⌋, at least 1 and at most `maximumBonus` (6, below one
/// word-boundary bonus of 8). The tier (equal, prefix, other) is above the
/// score in a rank key, so a bonus never lifts a match over a better tier; it
/// breaks ties between equal scores and lifts an item over slightly better ones.
package struct FrecencyBoosts: Sendable, Equatable {
    /// The most points a remembered item gains.
    package static let maximumBonus: Int32 = 6

    /// The remembered items, ascending.
    private var items: [UInt32] = []
    /// Each item's points, in `items`' order.
    private var bonuses: [Int32] = []
    /// The remembered items, highest frecency first (input order among equals).
    package private(set) var leading: [Int] = []

    package init() {}

    /// `items` with their frecencies.
    package init(_ remembered: [(item: Int, frecency: Double)]) {
        let byItem = remembered.sorted { $0.item < $1.item }
        items = byItem.map { UInt32($0.item) }
        bonuses = byItem.map { Self.bonus($0.frecency) }
        leading = remembered.enumerated()
            .sorted { $0.element.frecency != $1.element.frecency ? $0.element.frecency > $1.element.frecency : $0.element.item < $1.element.item }
            .map { $0.element.item }
    }

    /// Whether no item is remembered.
    package var isEmpty: Bool { items.isEmpty }

    /// The points a score gains for `frecency`.
    static func bonus(_ frecency: Double) -> Int32 {
        guard frecency >= 1 else { return 1 }
        return min(maximumBonus, 1 + log2Floor(frecency))
    }

    /// ⌊log₂ value⌋ for a value of at least 1.
    private static func log2Floor(_ value: Double) -> Int32 {
        var power: Int32 = 0
        var remaining = value
        while remaining >= 2 {
            remaining /= 2
            power += 1
        }
        return power
    }

    /// The points `item` gains (0 when it is not remembered).
    @inline(__always)
    func bonus(of item: Int) -> Int32 {
        let low = items.lowerBound(of: item)
        return low < items.count && Int(items[low]) == item ? bonuses[low] : 0
    }
}
