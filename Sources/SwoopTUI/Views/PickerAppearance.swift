import SwoopCore

/// How the picker is laid out and labelled (`--layout`, `--info`, `--prompt`, `--header`…).
public struct PickerAppearance {
    public var layout = Options.Layout.reverse
    public var info = Options.InfoStyle.default
    public var prompt = "> "
    public var placeholder = "Search here..."
    /// `--header` lines.
    public var header: [String] = []
    /// The store whose first lines are a header (`--header-lines`).
    public var headerStore: ItemStore?
    /// Whether rows can be marked (`--multi`): a marker column is drawn.
    public var marksRows = false
    /// `--columns`: how the shown fields line up.
    public var columns: ColumnLayout?

    public init() {}

    /// Where each part goes on a screen of `rows` rows.
    public func frame(rows: Int, headerLineCount: Int) -> PickerFrame {
        var frame = PickerFrame()
        guard rows > 0 else { return frame }
        let atTop = layout == .reverse
        // The bar's block: bar, rule, info, header; top-down when on top, bottom-up otherwise.
        var block: [PickerFrame.Part] = [.bar, .rule]
        if info == .default { block.append(.info) }
        block += (0..<headerLineCount).map { PickerFrame.Part.header($0) }
        for (index, part) in block.prefix(rows).enumerated() {
            frame.rows[part] = atTop ? index : rows - 1 - index
        }
        let used = min(rows, block.count)
        let listRows = atTop ? Array(used..<rows) : Array(0..<(rows - used))
        // The best row sits next to the bar, except in reverse-list, which runs down from the top.
        frame.listRows = layout == .default ? listRows.reversed() : listRows
        return frame
    }
}

/// The screen rows of each part of the picker.
public struct PickerFrame {
    /// A part of the picker that takes a row.
    public enum Part: Hashable {
        case bar, rule, info
        case header(Int)
    }

    /// The row of each part that fits.
    public var rows: [Part: Int] = [:]
    /// The rows of the list, in the order of its positions (best first).
    public var listRows: [Int] = []
}
