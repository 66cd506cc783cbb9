import SwoopSearch

/// The search bar's events, as the model takes them.
extension SearchViewModel: SearchControllerDelegate {
    package func searchControllerDidBeginEditing(_ controller: SearchController) {
        searchState.isEditing = true
    }

    package func searchController(_ controller: SearchController, didChangeText text: String) {
        searchState.holdsQuery = false
        // In raw mode every item stays listed: the cursor keeps its row, as fzf's does.
        if !isRaw { listCursor.queryChanged() }
        search(text)
    }

    package func searchController(_ controller: SearchController, didChangeSearchEnabled isEnabled: Bool) {
        searchState.holdsQuery = !isEnabled
    }

    package func searchControllerDidSubmit(_ controller: SearchController) {
        searchState.isEditing = false
        search(controller.text)
    }

    package func searchControllerDidCancel(_ controller: SearchController) {
        searchState.isEditing = false
        search("")
    }

    package func searchController(_ controller: SearchController, didMove movement: ListMovement) {
        move(movement)
    }

    package func searchController(_ controller: SearchController, didChangePane change: PaneChange) {
        // `close` with no pane showing leaves, as `abort` does.
        if change == .close, pane.isHidden { return finish(.cancelled) }
        pane.apply(change)
    }

    package func searchController(_ controller: SearchController, didChangeSelection change: SelectionChange) {
        changeSelection(change)
    }

    package func searchControllerDidAccept(_ controller: SearchController) {
        // Pick from the results of what was typed, even if they are still being computed.
        if isPending, let result = searchRequest(for: engine.query(queryText)).run() {
            apply(result)
        }
        finish(.accepting(selection.picks, highlighted: highlightedItem))
    }

    package func searchControllerHasPick(_ controller: SearchController) -> Bool {
        // As fzf: also when the whole input, read to its end, is empty.
        highlightedItem != nil || !marked.isEmpty || (!isLoading && totalCount == 0)
    }

    package func searchControllerDidAcceptQuery(_ controller: SearchController) {
        finish(.query)
    }

    package func searchControllerDidAbort(_ controller: SearchController) {
        finish(.cancelled)
    }

    package func searchControllerDidToggleSort(_ controller: SearchController) {
        toggleSort()
    }

    package func searchControllerDidExclude(_ controller: SearchController, marked: Bool) {
        exclude(marked: marked)
    }

    package func searchController(_ controller: SearchController, didSetRaw isOn: Bool?) {
        setRaw(isOn ?? !isRaw)
    }

    package func searchControllerHighlightedText(_ controller: SearchController) -> String? {
        highlightedItem.map { String(decoding: displayedBytes(of: $0), as: UTF8.self) }
    }
}
