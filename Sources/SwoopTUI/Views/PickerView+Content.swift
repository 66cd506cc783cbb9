import SwoopItems
import SwoopPicker
import SwoopSearch

extension PickerView {
    /// What `frame` shows, taken from `model` and `controller` as they are now: the query, the
    /// counts, the items on its slots and the pane's text. The session makes it once a redraw,
    /// after the model has been told the frame's sizes; drawing reads nothing else.
    ///
    /// Only the slots' items are read (their text, marks and highlights), never the whole list.
    package func content(of frame: PickerFrame, model: SearchViewModel, controller: SearchController,
                         isJumping: Bool = false) -> FrameContent {
        FrameContent(frame: frame, query: controller.query, prompt: controller.prompt, counts: counts(model),
                     items: listItems(frame, model: model), listCount: model.rows.count, pane: paneText(frame, model: model),
                     itemStore: model.items.shown, isJumping: isJumping)
    }

    /// What the info line counts, as the model has it now.
    private func counts(_ model: SearchViewModel) -> FrameContent.Counts {
        FrameContent.Counts(matchCount: model.matchCount, totalCount: model.totalCount, typoCount: model.typoCount,
                            markedCount: model.marked.count, markLimit: model.markLimit, showsSortState: model.showsSortState,
                            sortsResults: model.sortsResults, tracking: model.tracking,
                            awaitsTrackedItem: awaitsTrackedItem,
                            loadingTick: model.isLoading ? model.loadingTick : nil, isWaiting: showsWaiting,
                            failedCommand: model.failedCommand)
    }

    /// The items on `frame`'s slots: their text, the cursor and the marks, and, where the list draws
    /// text, the query's matches, their colours (`--ansi`) and searched parts (`--nth`).
    private func listItems(_ frame: PickerFrame, model: SearchViewModel) -> [FrameContent.ListItem] {
        let rows = model.rows
        let isRaw = model.isRaw
        let cursor = model.cursor
        let marked = model.marked
        let drawsText = frame.listWidth - list.gutterWidth > 0
        // Aligned columns draw no colours and no searched parts.
        let colorSource = list.columns == nil ? model.ansiSource : nil
        let readsSearchedRanges = list.columns == nil && !theme.nthAttributes.isEmpty
        return frame.slots.map { slot in
            var shown = FrameContent.ListItem(slot: slot)
            let item = rows[slot.position]
            guard item != Rows.separator else {
                shown.isSeparator = true
                return shown
            }
            shown.isCurrent = slot.position == cursor
            shown.isMarked = marked.contains(item)
            shown.isRaw = isRaw
            shown.isMatch = !isRaw || rows.isMatch(item)
            guard drawsText else { return shown }
            shown.bytes = model.displayedBytes(of: item)
            if shown.isMatch { shown.matchedOffsets = model.matchedOffsets(in: item) }
            shown.colors = colorSource.map { ANSIText($0[item]) }
            if readsSearchedRanges { shown.searchedRanges = model.searchedRanges(in: item) }
            return shown
        }
    }

    /// The pane's text when `frame` has a pane: the highlighted record (`--detail`), else the preview's output.
    private func paneText(_ frame: PickerFrame, model: SearchViewModel) -> FrameContent.PaneText? {
        guard frame.pane != nil else { return nil }
        if let detail = appearance.detail {
            return .detail(detail.record(for: model.highlightedItem), scroll: model.paneScroll)
        }
        guard let content = appearance.paneContent else { return nil }
        let state = model.paneState
        return .preview(content.current, scroll: model.paneScroll, wrap: state.wrapOverride)
    }
}
