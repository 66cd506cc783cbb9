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
    /// The side pane (`--detail`, or the preview window), if shown.
    public var pane: PaneSpec?
    /// `--detail`: what the pane shows about the highlighted record.
    public var detail: DetailContent?
    /// The preview's output, when the pane shows one.
    public var paneContent: PaneContent?

    public init() {}

    /// Where each part goes on a screen of `rows` × `columns`.
    public func frame(rows: Int, columns: Int = 80, headerLineCount: Int) -> PickerFrame {
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
        frame.listWidth = columns
        if let pane, pane.position != .hidden, !listRows.isEmpty {
            placePane(pane, in: &frame, listRows: listRows, columns: columns, atTop: atTop)
        }
        return frame
    }

    /// Takes the pane's room from the list: columns on the right, or rows away from the bar.
    private func placePane(_ pane: PaneSpec, in frame: inout PickerFrame, listRows: [Int], columns: Int, atTop: Bool) {
        guard let first = listRows.first, let last = listRows.last else { return }
        switch pane.position {
        case .right:
            let width = min(max(pane.size.cells(of: columns), 10), columns - 10)
            guard width > 2 else { return }
            frame.listWidth = columns - width - 1  // a blank column before the border
            frame.pane = PickerFrame.Pane(rows: first..<(last + 1), columns: (columns - width)..<columns, border: .left)
        case .bottom:
            let height = min(max(pane.size.cells(of: listRows.count), 3), listRows.count - 1)
            guard height >= 2 else { return }
            // Away from the bar: the bottom rows when the bar is on top, the top rows otherwise.
            let paneRows = atTop ? (last - height + 1)..<(last + 1) : first..<(first + height)
            frame.listRows.removeAll { paneRows.contains($0) }
            frame.pane = PickerFrame.Pane(rows: paneRows, columns: 0..<columns, border: atTop ? .top : .bottom)
        case .hidden:
            break
        }
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
    /// The columns the list may use, from the left.
    public var listWidth = 0
    /// The side pane's area, its border on the side facing the list.
    public var pane: Pane?

    /// A rectangle of the screen for the pane.
    public struct Pane: Equatable {
        public enum Border { case left, top, bottom }
        public var rows: Range<Int>
        public var columns: Range<Int>
        public var border: Border
    }
}
