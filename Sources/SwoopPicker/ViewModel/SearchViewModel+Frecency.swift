/// `--frecency`: remembered items lead the full list and gain points in searches.
import SwoopItems
import SwoopSearch
extension SearchViewModel {
    /// Looks for `index`'s remembered lines among `lines` (the items as read, indexed like `store`)
    /// and ranks with them from now on.
    package func remember(_ index: FrecencyIndex, in lines: ItemStore) {
        frecency = index
        index.track(lines)
        frecencyDidChange()
    }

    /// `frecency-forget`: the highlighted item is forgotten (in the store too) and the list ranked again.
    package func forgetHighlighted() {
        guard let frecency, let item = highlightedItem, frecency.forget(item: item) else { return }
        frecencyDidChange()
    }

    /// Ranks with the frecency index's current boosts: the list or the search shown again.
    func frecencyDidChange() {
        guard let frecency else { return }
        engine = engine.remembering(frecency.boosts)
        if isSearching || isPending { search(queryText) } else { showAllRows() }
    }
}
