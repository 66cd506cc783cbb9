/// What the cursor keeps to as the rows change: fzf's `--track` and `track-current` (`TrackingMode`),
/// and a tracked item found again after a reload.
extension SearchViewModel {
    /// Puts the cursor on `item` (a tracked item found again after a reload); when it is not listed,
    /// tracking loses it as when a search leaves it out.
    package func follow(item: Int) {
        listCursor.follow(item: item, in: rows)
    }

    /// Whether `item` is listed now.
    package func lists(_ item: Int) -> Bool {
        rows.position(of: item) != nil
    }

    /// What the cursor keeps to when the rows change (`--track`, `track-current`); set, the item
    /// highlighted now is the one kept to.
    package var tracking: TrackingMode {
        get { listCursor.tracking }
        set { listCursor.track(newValue, in: rows) }
    }

    /// Whether the cursor keeps to an item when the rows change.
    package var isTracking: Bool { tracking.isOn }
}
