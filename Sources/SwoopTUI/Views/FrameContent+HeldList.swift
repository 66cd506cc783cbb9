import SwoopItems

/// The list held on screen while the interface waits for a reload to bring back the tracked item:
/// fzf draws no new list meanwhile, though the counts and the rest of the frame change (and a list
/// laid out again, as when a header comes, is drawn from the items as they are).
extension FrameContent {
    /// The list this content shows, to show again.
    package struct HeldList {
        /// The frame it was drawn in: its list's rows and columns, slots and scrollbar.
        let frame: PickerFrame
        let items: [ListItem]
        let listCount: Int
        /// The store the items' bytes point into, kept alive with them.
        let itemStore: ItemStore?
    }

    /// The list this content shows.
    package var heldList: HeldList {
        HeldList(frame: frame, items: items, listCount: listCount, itemStore: itemStore)
    }

    /// This content with `held`'s list in place of its own when the list sits where it sat then.
    package func showing(_ held: HeldList) -> FrameContent {
        let before = held.frame
        guard before.listRows == frame.listRows, before.listLeft == frame.listLeft, before.listWidth == frame.listWidth
        else { return self }
        var frame = frame
        frame.slots = before.slots
        frame.listStart = before.listStart
        frame.averageRowsPerItem = before.averageRowsPerItem
        var content = FrameContent(frame: frame, query: query, prompt: prompt, counts: counts, items: held.items,
                                   listCount: held.listCount, pane: pane, itemStore: held.itemStore, isJumping: isJumping)
        content.infoOutput = infoOutput
        return content
    }
}
