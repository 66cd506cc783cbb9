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
    /// `--border`, `--margin`, `--pointer`, `--wrap`…
    public var look = LookOptions()

    public init() {}

    /// The border `--border` draws (ASCII under `--no-unicode`).
    public var borderStyle: BorderStyle { BorderStyle(look.border, unicode: look.usesUnicode) }

    /// Where each part goes on a screen of `rows` × `columns`.
    public func frame(rows: Int, columns: Int = 80, headerLineCount: Int) -> PickerFrame {
        var frame = PickerFrame()
        guard rows > 0, columns > 0 else { return frame }
        let areas = FrameAreas(screen: ScreenRect(rows: rows, columns: columns), border: borderStyle,
                               margin: look.margin, padding: look.padding)
        frame.border = borderStyle.isVisible ? areas.border : nil
        let content = areas.content
        frame.content = content
        guard !content.isEmpty else { return frame }
        let atTop = layout == .reverse
        // The bar's block: bar, rule, info, header; top-down when on top, bottom-up otherwise.
        var block: [PickerFrame.Part] = [.bar]
        if look.separator != "" { block.append(.rule) }
        if info == .default || info == .right { block.append(.info) }
        block += (0..<headerLineCount).map { PickerFrame.Part.header($0) }
        let height = content.height
        for (index, part) in block.prefix(height).enumerated() {
            frame.rows[part] = atTop ? content.top + index : content.rows.upperBound - 1 - index
        }
        let used = min(height, block.count)
        let listRows = atTop ? Array((content.top + used)..<content.rows.upperBound) : Array(content.top..<(content.rows.upperBound - used))
        // The best row sits next to the bar, except in reverse-list, which runs down from the top.
        frame.listRows = layout == .default ? listRows.reversed() : listRows
        frame.listLeft = content.left
        frame.listWidth = content.width
        if let pane, pane.position != .hidden, !listRows.isEmpty {
            placePane(pane, in: &frame, listRows: listRows, columns: content.width, atTop: atTop)
            if var placed = frame.pane {
                placed.columns = (placed.columns.lowerBound + content.left)..<(placed.columns.upperBound + content.left)
                frame.pane = placed
            }
        }
        if look.scrollbar != nil, frame.listWidth > 3, !listRows.isEmpty {
            frame.listWidth -= 1
            frame.scrollbarColumn = frame.listLeft + frame.listWidth
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
