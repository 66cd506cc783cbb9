/// How a picker session ended.
public enum PickOutcome: Equatable, Sendable {
    /// Enter on a listed row: the item index picked.
    case picked(Int)
    /// Enter with nothing listed.
    case nothingToPick
    /// Esc with no search active, Ctrl-C, or a signal.
    case cancelled
}

/// The picker's state as views see it; the search bar's delegate.
///
/// It swaps the rows it exposes between the full list and the filtered
/// results (`isSearching`), owns the list cursor and scroll offset, and keeps
/// the cursor on the same item when the results change if it is still listed.
public final class SearchViewModel {
    /// The items.
    public let store: ItemStore
    /// Whether the filtered results are shown instead of the full list.
    public private(set) var isSearching = false
    /// The query the shown results belong to.
    public private(set) var activeQuery = ""
    /// The rows shown now: the full list or the results, by reference.
    public private(set) var rows: Rows
    /// Position of the highlighted row in `rows`.
    public private(set) var cursor = 0
    /// Position in `rows` of the first row on screen.
    public private(set) var scrollOffset = 0
    /// How many list rows fit on screen; set by the layout.
    public private(set) var viewportHeight = 1
    /// Set once the session is over.
    public private(set) var outcome: PickOutcome?
    /// Whether the bar is being typed into, mirrored from the controller.
    public private(set) var isEditing = false

    private let engine: SearchEngine

    /// A model over `store`, showing the full list.
    public init(store: ItemStore) {
        self.store = store
        engine = SearchEngine(store: store)
        rows = .all(count: store.count)
    }

    /// The number of items in the input.
    public var totalCount: Int { store.count }

    /// The number of rows listed.
    public var matchCount: Int { rows.count }

    /// The item index under the cursor, if anything is listed.
    public var highlightedItem: Int? {
        rows.isEmpty ? nil : rows[cursor]
    }

    /// The row positions on screen now.
    public var visiblePositions: Range<Int> {
        scrollOffset..<min(rows.count, scrollOffset + viewportHeight)
    }

    /// Sets how many rows the list can show, keeping the cursor visible.
    public func setViewportHeight(_ height: Int) {
        viewportHeight = max(1, height)
        scrollToCursor()
    }

    /// Shows the results for `query`, or the full list when it is empty.
    public func search(_ query: String) {
        activeQuery = query
        isSearching = !query.isEmpty
        show(isSearching ? .filtered(engine.search(query)) : .all(count: store.count))
    }

    /// Moves the cursor, clamped to the list.
    public func move(_ movement: ListMovement) {
        guard !rows.isEmpty else { return }
        let step: Int
        switch movement {
        case .by(let rowsToMove): step = rowsToMove
        case .pageUp: step = -viewportHeight
        case .pageDown: step = viewportHeight
        }
        cursor = min(max(0, cursor + step), rows.count - 1)
        scrollToCursor()
    }

    /// Replaces the rows, keeping the highlighted item under the cursor if still listed.
    private func show(_ newRows: Rows) {
        let previous = highlightedItem
        rows = newRows
        if let previous, let position = rows.position(of: previous) {
            cursor = position
        } else {
            cursor = 0
            scrollOffset = 0
        }
        scrollToCursor()
    }

    /// Adjusts the scroll offset so the cursor row is on screen.
    private func scrollToCursor() {
        if cursor < scrollOffset { scrollOffset = cursor }
        if cursor >= scrollOffset + viewportHeight { scrollOffset = cursor - viewportHeight + 1 }
        scrollOffset = max(0, min(scrollOffset, max(0, rows.count - viewportHeight)))
    }

    /// Ends the session with `outcome`.
    public func finish(_ outcome: PickOutcome) {
        self.outcome = outcome
    }
}

extension SearchViewModel: SearchControllerDelegate {
    public func searchControllerDidBeginEditing(_ controller: SearchController) {
        isEditing = true
    }

    public func searchController(_ controller: SearchController, didChangeText text: String) {
        search(text)
    }

    public func searchControllerDidSubmit(_ controller: SearchController) {
        isEditing = false
        search(controller.text)
    }

    public func searchControllerDidCancel(_ controller: SearchController) {
        isEditing = false
        search("")
    }

    public func searchController(_ controller: SearchController, didMove movement: ListMovement) {
        move(movement)
    }

    public func searchControllerDidAccept(_ controller: SearchController) {
        finish(highlightedItem.map(PickOutcome.picked) ?? .nothingToPick)
    }

    public func searchControllerDidAbort(_ controller: SearchController) {
        finish(.cancelled)
    }
}
