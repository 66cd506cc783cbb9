import SwoopCore

/// What a frame is computed from: the screen's size, the model as it is now, and where the
/// last frame's list started (items taller than a row scroll from there).
public struct PickerSnapshot {
    public var rows: Int
    public var columns: Int
    public var model: SearchViewModel
    /// The first list position the last frame showed; nil: the model's scroll offset.
    public var listStart: Int?

    public init(rows: Int, columns: Int, model: SearchViewModel, listStart: Int? = nil) {
        self.rows = rows
        self.columns = columns
        self.model = model
        self.listStart = listStart
    }
}
