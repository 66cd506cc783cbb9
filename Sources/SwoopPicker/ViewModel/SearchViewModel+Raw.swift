import SwoopSearch

/// Raw mode (`--raw`, `toggle-raw`, `enable-raw`, `disable-raw`): a search lists every item, in
/// the full list's order, its matches among them (the views dim the others), as fzf's does.
extension SearchViewModel {
    /// Whether raw mode is on.
    package var isRaw: Bool { searchState.isRaw }

    /// Whether `item`, listed now, matches the query (always, outside raw mode).
    package func isMatch(_ item: Int) -> Bool {
        rows.isMatch(item)
    }

    /// `rows`, a search's results, as raw mode lists them: every item, the matches among them.
    func rawRows(_ rows: Rows) -> Rows {
        switch rows {
        case .results(let result): .raw(engine.allRows(count: store.count), matches: result)
        case .all, .tail, .remembered, .raw: rows
        }
    }

    /// Turns raw mode on or off. The cursor keeps its item and its row on screen; turning it off on
    /// an item that does not match, it goes to the nearest one that does (down the list first, as
    /// fzf's), and the marks on items that do not match are dropped.
    package func setRaw(_ isOn: Bool) {
        guard isOn != searchState.isRaw else { return }
        searchState.isRaw = isOn
        let screenRow = cursor - scrollOffset
        switch rows {
        case .results(let result) where isOn:
            let item = highlightedItem
            searchState.showResults(Rows.raw(engine.allRows(count: store.count), matches: result))
            if let item { listCursor.place(item: item, screenRow: screenRow, in: rows) }
        case .raw(_, let result) where !isOn:
            let item = nearestMatch()
            let raw = rows
            searchState.showResults(Rows.results(result))
            selection.keepOnly { raw.isMatch($0) }
            if let item { listCursor.place(item: item, screenRow: screenRow, in: rows) }
        default:
            break
        }
    }

    /// The highlighted item if it matches, else the matching item nearest the cursor (one row
    /// down the list, then up, then two…), in raw mode.
    private func nearestMatch() -> Int? {
        guard let current = highlightedItem else { return nil }
        guard !rows.isMatch(current), rows.matchCount > 0 else { return current }
        for distance in 1..<max(1, rows.count) {
            var inside = false
            for candidate in [cursor + distance, cursor - distance] where rows.indices.contains(candidate) {
                inside = true
                if rows.isMatch(rows[candidate]) { return rows[candidate] }
            }
            if !inside { break }
        }
        return current
    }
}
