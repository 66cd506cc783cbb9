/// The rows a list shows: every item, or a search's ranked results.
///
/// Rows are item indices into the `ItemStore`, never copies of the text, so
/// swapping between the full list and the results costs nothing.
package enum Rows: Sendable {
    /// Items `0..<count` in input order, or the reverse (`--tac`).
    case all(count: Int, reversed: Bool)
    /// A search's matches, best first; then, when it has typo matches, a separator row and them.
    case results(SearchResult)
    /// Every item, the remembered ones first (`--frecency`), the excluded ones left out (`exclude`).
    case remembered(RememberedRows)
    /// `--tail`: items `from..<count` in input order, or the reverse (`--tac`).
    case tail(from: Int, count: Int, reversed: Bool)
    /// Raw mode (`--raw`): the full list as it is (every item, or the remembered first), the
    /// search's matches among them (the others drawn dimmed).
    indirect case raw(Rows, matches: SearchResult)

    /// What the separator row above typo matches holds in place of an item: no item.
    package static let separator = -1

    /// How many rows are true matches (or every item): what the match count counts.
    package var matchCount: Int {
        switch self {
        case .all(let count, _): count
        case .tail(let first, let count, _): count - first
        case .results(let result): result.count
        case .remembered(let rows): rows.count
        case .raw(_, let matches): matches.count
        }
    }

    /// How many typo matches are listed below the separator.
    package var typoCount: Int {
        switch self {
        case .all, .tail, .remembered, .raw: 0
        case .results(let result): result.typos?.count ?? 0
        }
    }

    /// Whether raw mode lists these rows: not every row is a match.
    package var isRaw: Bool {
        if case .raw = self { true } else { false }
    }

    /// Whether `item`, listed here, matches the query (in raw mode, only the search's matches do).
    package func isMatch(_ item: Int) -> Bool {
        if case .raw(_, let matches) = self { matches.contains(item) } else { true }
    }

    /// The rows that match: in raw mode, the search's matches alone, in ranked order.
    package var matchingRows: Rows {
        if case .raw(_, let matches) = self { .results(matches) } else { self }
    }

    /// Where the best match is listed: the first row, or in raw mode the search's first match's row
    /// (nil when nothing matches).
    package var bestPosition: Int? {
        guard case .raw(let all, let matches) = self else { return isEmpty ? nil : 0 }
        return matches.count > 0 ? all.position(of: matches.item(at: 0)) : nil
    }

    /// Where the separator row is, when typo matches are listed.
    package var separatorPosition: Int? {
        typoCount > 0 ? matchCount : nil
    }
}

extension Rows: RandomAccessCollection {
    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch self {
        case .all(let count, _): count
        case .tail(let first, let count, _): count - first
        case .results(let result): result.count + (typoCount > 0 ? 1 + typoCount : 0)
        case .remembered(let rows): rows.count
        case .raw(let all, _): all.endIndex
        }
    }

    /// The item index shown at `position` (`Rows.separator` on the separator row).
    package subscript(position: Int) -> Int {
        switch self {
        case .all(let count, let reversed): return reversed ? count - 1 - position : position
        case .tail(let first, let count, let reversed): return reversed ? count - 1 - position : first + position
        case .results(let result):
            if position < result.count { return result.item(at: position) }
            guard position > result.count, let typos = result.typos else { return Self.separator }
            return typos.item(at: position - result.count - 1)
        case .remembered(let rows): return rows.item(at: position)
        case .raw(let all, _): return all[position]
        }
    }

    /// The position at which `item` is listed, if it is.
    package func position(of item: Int) -> Int? {
        switch self {
        case .all(let count, let reversed):
            guard (0..<count).contains(item) else { return nil }
            return reversed ? count - 1 - item : item
        case .tail(let first, let count, let reversed):
            guard (first..<count).contains(item) else { return nil }
            return reversed ? count - 1 - item : item - first
        case .results(let result):
            if let position = result.position(of: item) { return position }
            return result.typos?.position(of: item).map { result.count + 1 + $0 }
        case .remembered(let rows):
            return rows.position(of: item)
        case .raw(let all, _):
            return all.position(of: item)
        }
    }

    /// Calls `body` with every listed item, in no particular order (nothing is ranked or copied).
    package func forEachItem(_ body: (Int) -> Void) {
        switch self {
        case .all(let count, _): for item in 0..<count { body(item) }
        case .tail(let first, let count, _): for item in first..<count { body(item) }
        case .remembered(let rows): rows.forEachItem(body)
        case .raw(let all, _): all.forEachItem(body)
        case .results(let result):
            for item in result.matchSet.items { body(Int(item)) }
            for item in result.typos?.matchSet.items ?? [] { body(Int(item)) }
        }
    }

    /// Calls `body` with every listed item in order (a result's without copying them).
    package func forEachInOrder(_ body: (Int) -> Void) {
        switch self {
        case .all, .tail, .remembered, .raw: items.forEach(body)
        case .results(let result):
            result.forEachRankedItem(body)
            result.typos?.forEachRankedItem(body)
        }
    }

    /// Every listed item in order.
    package var items: [Int] {
        switch self {
        case .all, .tail: Array(self)
        case .remembered(let rows): rows.allItems()
        case .raw(let all, _): all.items
        case .results(let result): result.allItems() + (result.typos?.allItems() ?? [])
        }
    }
}
