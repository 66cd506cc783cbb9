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
        var content = areas.content
        // The pane takes its side first; the rest is laid out in what is left.
        if let pane, let split = split(content, for: pane) {
            frame.pane = split.pane
            content = split.rest
        }
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
        if look.scrollbar != nil, frame.listWidth > 3, !listRows.isEmpty {
            frame.listWidth -= 1
            frame.scrollbarColumn = frame.listLeft + frame.listWidth
        }
        return frame
    }
}
