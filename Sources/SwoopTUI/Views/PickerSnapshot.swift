import SwoopPicker

/// What a frame is computed from: the screen's size, the model as it is now, and where the
/// last frame's list started (items taller than a row scroll from there).
package struct PickerSnapshot {
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
