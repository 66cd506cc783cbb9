/// `--multi`: the marked items and how many may be marked.
struct MultiSelection: Equatable, Sendable {
    /// The marked items.
    private(set) var marks = Marks()
    /// How many items may be marked (nil: marking is off, and changes do nothing).
    var limit: Int?

    /// Applies `change` to the listed `rows`, the highlighted one being `highlighted`.
    mutating func apply(_ change: SelectionChange, rows: Rows, highlighted: Int?) {
        guard let limit else { return }
        marks.apply(change, rows: rows, highlighted: highlighted, limit: limit)
    }

    /// Unmarks everything, whatever the limit (the items were replaced).
    mutating func clear() {
        marks = Marks()
    }
}
