import SwoopPicker

/// What `PickerView.render` places the list from: the screen's size, the model (its rows, cursor
/// and scroll; only the items that can show are measured), and where the last frame's list
/// started (items taller than a row scroll from there). Nothing is drawn from it: what the frame
/// shows is taken afterwards, as a `FrameContent`.
package struct FrameRequest {
    package var rows: Int
    package var columns: Int
    package var model: SearchViewModel
    /// The first list position the last frame showed; nil: the model's scroll offset.
    package var listStart: Int?

    package init(rows: Int, columns: Int, model: SearchViewModel, listStart: Int? = nil) {
        self.rows = rows
        self.columns = columns
        self.model = model
        self.listStart = listStart
    }
}
