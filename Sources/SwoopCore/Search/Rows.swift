/// The rows a list shows: every item, or a search's ranked results.
///
/// Rows are item indices into the `ItemStore`, never copies of the text, so
/// swapping between the full list and the results costs nothing.
public enum Rows: Sendable {
    /// Items `0..<count` in input order, or the reverse (`--tac`).
    case all(count: Int, reversed: Bool)
    /// A search's matches, best first.
    case results(SearchResult)
    /// Every item, the remembered ones first (`--frecency`).
    case remembered(RememberedRows)
}

extension Rows: RandomAccessCollection {
    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch self {
        case .all(let count, _): count
        case .results(let result): result.count
        case .remembered(let rows): rows.count
        }
    }

    /// The item index shown at `position`.
    public subscript(position: Int) -> Int {
        switch self {
        case .all(let count, let reversed): reversed ? count - 1 - position : position
        case .results(let result): result.item(at: position)
        case .remembered(let rows): rows.item(at: position)
        }
    }

    /// The position at which `item` is listed, if it is.
    public func position(of item: Int) -> Int? {
        switch self {
        case .all(let count, let reversed):
            guard (0..<count).contains(item) else { return nil }
            return reversed ? count - 1 - item : item
        case .results(let result):
            return result.position(of: item)
        case .remembered(let rows):
            return rows.position(of: item)
        }
    }

    /// Calls `body` with every listed item, in no particular order (nothing is ranked or copied).
    public func forEachItem(_ body: (Int) -> Void) {
        switch self {
        case .all(let count, _): for item in 0..<count { body(item) }
        case .remembered(let rows): for item in 0..<rows.count { body(item) }
        case .results(let result): for item in result.matches { body(Int(item)) }
        }
    }

    /// Every listed item in order.
    public var items: [Int] {
        switch self {
        case .all: Array(self)
        case .remembered(let rows): rows.allItems()
        case .results(let result): result.allItems()
        }
    }
}
