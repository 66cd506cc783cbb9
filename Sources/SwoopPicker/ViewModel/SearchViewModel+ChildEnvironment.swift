import SwoopItems
extension SearchViewModel {
    /// The variables every command swoop runs gets about the picker's state (`FZF_QUERY`,
    /// the counts, the position, the current item…); callers add what only they know.
    package func childEnvironment(lines: ItemStore, query: String) -> ChildEnvironment {
        var environment = ChildEnvironment()
        environment.query = query
        environment.totalCount = searchState.heldTotal ?? lines.count
        environment.matchCount = matchCount
        environment.selectCount = marked.count
        // In raw mode every item is listed, matching or not: the position is the cursor's row.
        environment.position = (isRaw ? rows.isEmpty : matchCount == 0) ? 0 : cursor + 1
        if isRaw { environment.currentItemMatches = highlightedItem.map { rows.isMatch($0) } ?? false }
        environment.currentItem = highlightedItem.flatMap { $0 < lines.count ? Array(lines[$0]) : nil }
        return environment
    }
}
