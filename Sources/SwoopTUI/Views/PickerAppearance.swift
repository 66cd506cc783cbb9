import SwoopCore

/// How the picker is laid out and labelled (`--layout`, `--info`, `--prompt`, `--header`…).
package struct PickerAppearance {
    package var layout = Options.Layout.reverse
    package var info = Options.InfoStyle.default
    /// What comes before inline info (`--info=inline:PREFIX`); nil: the style's own.
    package var infoPrefix: String?
    package var prompt = "> "
    package var placeholder = "Search here..."
    /// `--header` lines.
    package var header: [String] = []
    /// The store whose first lines are a header (`--header-lines`).
    package var headerStore: ItemStore?
    /// The same lines with their escape sequences, when their colours show (`--ansi`, whole lines).
    package var headerColors: ItemStore?
    /// Whether rows can be marked (`--multi`): a marker column is drawn.
    package var marksRows = false
    /// `--columns`: how the shown fields line up.
    package var columns: ColumnLayout?
    /// The side pane (`--detail`, or the preview window), if shown.
    package var pane: PaneSpec?
    /// `--detail`: what the pane shows about the highlighted record.
    package var detail: DetailContent?
    /// The preview's output, when the pane shows one.
    package var paneContent: PaneContent?
    /// `--border`, `--margin`, `--pointer`, `--wrap`…
    package var look = LookOptions()

    package init() {}

    /// The layout and text `options` ask for (the parts made from the items, the header lines, the
    /// columns and the pane, are the caller's to add).
    package init(options: Options) {
        layout = options.layout
        info = options.info
        infoPrefix = options.infoPrefix
        prompt = options.prompt
        placeholder = options.placeholder
        header = options.header.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        marksRows = options.markLimit != nil
        look = options.look
    }

    /// Whether the list, the input and the header have no right side of their own (a header only when
    /// it shows), nor a pane shown above or below them: they may run one column further right. A pane on
    /// the right decides for itself (`split`).
    private func partsStickRight(in content: ScreenRect, headerRows: Int) -> Bool {
        let framed = [look.listFrame, look.inputFrame] + (headerRows > 0 ? [look.headerFrame] : [])
        guard !framed.contains(where: { BorderStyle($0.shape).hasRight }) else { return false }
        guard let pane, let (spec, _) = Self.placement(of: pane, rows: content.height, columns: content.width) else { return true }
        return spec.isVertical && !BorderStyle(spec.borderShape).hasRight
    }

    /// Whether the list keeps its last column blank without a scrollbar: in fzf's layout, beside the
    /// picker's border or a pane on the right (fzf's scrollbar column, kept whether or not a scrollbar
    /// shows; a framed list keeps it inside its frame already).
    private func keepsScrollbarColumn(pane: PickerFrame.Pane?) -> Bool {
        guard look.input == .prompt, !look.listFrame.shape.isFrame else { return false }
        return borderStyle.hasRight || pane?.spec.position == .right
    }

    /// Where a header section's text goes: inside its border, and, unless that is a box of its own with
    /// a right side, no further than the list's text (fzf keeps the scrollbar's column there too).
    private static func textColumns(of placed: FrameStack.Placed, list: Range<Int>) -> Range<Int> {
        let columns = placed.inner.columns
        if let section = placed.section, section.style.hasRight, !section.isJoin { return columns }
        return columns.lowerBound..<max(columns.lowerBound, min(columns.upperBound, list.upperBound))
    }

    /// The input's rows, from the bar's side: swoop's bar, its rule and the info line; or fzf's prompt and
    /// info line, whose separator takes a row of its own only when the info line is elsewhere.
    private func inputParts(showsSeparator: Bool, separatedByBorder: Bool) -> [PickerFrame.Part] {
        let infoRow = info == .default || info == .right
        switch look.input {
        case .bar:
            let rule = look.separator != "" && !separatedByBorder
            return [.bar] + (rule ? [.rule] : []) + (infoRow ? [.info] : [])
        case .prompt:
            if infoRow { return [.bar, .info] }
            return showsSeparator && info != .inline ? [.bar, .rule] : [.bar]
        }
    }

    /// The border `--border` draws (ASCII under `--no-unicode`).
    package var borderStyle: BorderStyle { BorderStyle(look.border, unicode: look.usesUnicode) }

    /// Where each part goes on a screen of `rows` × `columns`.
    package func frame(rows: Int, columns: Int = 80, headerLineCount: Int) -> PickerFrame {
        var frame = PickerFrame()
        guard rows > 0, columns > 0 else { return frame }
        let areas = FrameAreas(screen: ScreenRect(rows: rows, columns: columns), border: borderStyle,
                               margin: look.margin, padding: look.padding)
        frame.border = borderStyle.isVisible ? areas.border : nil
        var content = areas.content
        // In fzf's layout (its prompt line), inside a border with a right side, the parts run over the
        // blank before it when none of them (and no pane above or below) has a right side of its own:
        // fzf's `listStickToRight`. swoop's bar keeps the blank.
        let sticksRight = look.input == .prompt && borderStyle.hasRight
            && areas.border.columns.upperBound > content.columns.upperBound + 1
        if sticksRight, partsStickRight(in: content, headerRows: header.count + headerLineCount) {
            content = ScreenRect(rows: content.rows, columns: content.columns.lowerBound..<(content.columns.upperBound + 1))
        }
        // The pane takes its side first; the rest is laid out in what is left.
        if let pane, let split = split(content, for: pane, sticksRight: sticksRight && content == areas.content) {
            frame.pane = split.pane
            content = split.rest
        }
        guard !content.isEmpty else {
            frame.content = content
            return frame
        }
        let atTop = layout == .reverse
        // The input's rows: bar, rule, info; top-down when on top, bottom-up otherwise.
        let textRows = min(header.count, headerLineCount)
        var stack = FrameStack(layout: layout, look: look, headerTextRows: textRows, headerLineRows: headerLineCount - textRows)
        frame.showsSeparator = look.separator.map { !$0.isEmpty } ?? !stack.separatesInput
        let inputParts = self.inputParts(showsSeparator: frame.showsSeparator, separatedByBorder: stack.separatesInput)
        stack.inputRows = inputParts.count
        stack.place(in: content)
        frame.sections = [stack.list.section, stack.headerLines?.section, stack.header?.section, stack.input.section]
            .compactMap { $0 }
        // `--header` text reads downwards in every layout (from the bar's side its last line comes
        // first when the bar is at the bottom); `--header-lines` run from the bar, as the list does.
        let text = (0..<textRows).map { PickerFrame.Part.header($0) }
        let headers = (atTop ? text : text.reversed()) + (textRows..<headerLineCount).map { PickerFrame.Part.header($0) }
        // The bar's block, then the headers in theirs, or after the bar when they share its rows.
        // Each block's rows run from the bar's side, except header lines over a `reverse-list` list.
        var blocks: [(ScreenRect, [PickerFrame.Part], Bool)] = []
        if let lines = stack.headerLines {
            blocks = [(stack.input.inner, inputParts, atTop),
                      (stack.header?.inner ?? stack.input.inner, Array(headers.prefix(textRows)), atTop),
                      (lines.inner, Array(headers.dropFirst(textRows)), atTop || stack.linesAboveList)]
        } else if let own = stack.header {
            blocks = [(stack.input.inner, inputParts, atTop), (own.inner, headers, atTop)]
        } else {
            blocks = [(stack.input.inner, inputParts + headers, atTop)]
        }
        var used = 0
        for (area, parts, topDown) in blocks {
            let shared = stack.sharesListArea
            let skip = shared ? used : 0
            for (index, part) in parts.prefix(max(0, area.height - skip)).enumerated() {
                frame.rows[part] = topDown ? area.top + skip + index : area.rows.upperBound - 1 - skip - index
            }
            if shared { used += min(parts.count, max(0, area.height - skip)) }
        }
        content = stack.input.inner
        frame.content = content
        let list = stack.list.inner.inset(top: atTop ? used : 0, bottom: atTop ? 0 : used)
        let listRows = Array(list.rows)
        // The best row sits next to the bar, except in reverse-list, which runs down from the top.
        frame.listRows = layout == .default ? listRows.reversed() : listRows
        frame.listLeft = list.left
        frame.listWidth = list.width
        if look.scrollbar != nil, frame.listWidth > 3, !listRows.isEmpty {
            frame.listWidth -= 1
            frame.scrollbarColumn = frame.listLeft + frame.listWidth
        } else if keepsScrollbarColumn(pane: frame.pane), frame.listWidth > 1 {
            frame.listWidth -= 1
        }
        let listColumns = frame.listLeft..<(frame.listLeft + frame.listWidth)
        frame.headerColumns = stack.header.map { Self.textColumns(of: $0, list: listColumns) } ?? listColumns
        frame.headerLinesColumns = stack.headerLines.map { Self.textColumns(of: $0, list: listColumns) } ?? frame.headerColumns
        return frame
    }
}
