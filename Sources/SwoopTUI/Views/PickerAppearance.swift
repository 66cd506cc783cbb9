import SwoopItems
import SwoopOptions
import SwoopPicker

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
    /// `--footer` lines (`change-footer` sets them), with their escape sequences.
    package var footer: [String] = []
    /// Whether the header (`--header` and `--header-lines`) is hidden (`hide-header`, `toggle-header`).
    package var isHeaderHidden = false
    /// Whether the input was hidden at the start (`--no-input`): the inline picker's height is worked out
    /// as then, as fzf's is once (`show-input` and `hide-header` change only what the list gets).
    package var startsWithoutInput = false
    /// The store whose first lines are a header (`--header-lines`).
    package var headerStore: ItemStore?
    /// The same lines with their escape sequences, when their colours show (`--ansi`, whole lines).
    package var headerColors: ItemStore?
    /// `--columns`: how the shown fields line up.
    package var columns: ColumnLayout?
    /// The side pane (`--detail`, or the preview window), if shown.
    package var pane: PaneSpec?
    /// `--detail`: what the pane shows about the highlighted record.
    package var detail: DetailContent?
    /// The preview's output, when the pane shows one.
    package var paneContent: PaneContent?
    /// `change-preview-window`'s turns through its alternatives, from the pane as the session began.
    package var paneTurns = PreviewWindowTurns(initial: nil)
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
        // As fzf: a last line break ends the last line; an empty footer is one empty line.
        footer = options.footer.map { Self.lines(of: $0) ?? [""] } ?? []
        look = options.look
        startsWithoutInput = options.look.hidesInput
    }

    /// Where `forms`' header lines (`--header-lines`) are read, and their colours when they show
    /// (`--ansi`, whole lines): nil without header lines.
    package static func headerStores(of forms: ItemForms) -> (lines: ItemStore?, colors: ItemStore?) {
        guard forms.original.headerCount > 0 else { return (nil, nil) }
        return (forms.shown, forms.spec.parsesANSI && forms.spec.shownFields == nil ? forms.original : nil)
    }

        /// `text`'s lines, a last line break ending the last line (nil when it has none).
    package static func lines(of text: String) -> [String]? {
        guard !text.isEmpty else { return nil }
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
        guard !look.hidesInput else { return [] }
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

    /// The parts' stack (not placed yet), the input's rows, and whether fzf's separator shows; a pane at
    /// `next` of `nextPaneRows` rows goes beside the input.
    private func stack(headerLineCount: Int, nextPaneRows: Int? = nil) -> (FrameStack, [PickerFrame.Part], Bool) {
        let textRows = min(header.count, headerLineCount)
        var stack = FrameStack(layout: layout, look: look, headerTextRows: textRows, headerLineRows: headerLineCount - textRows)
        stack.footerRows = footer.count
        stack.nextPaneRows = nextPaneRows
        if let pane, pane.layouts.contains(where: { $0.position == .next }) {
            stack.nextPaneFacesInput = pane.layouts.allSatisfy {
                $0.position == .next && !$0.isHidden && !$0.size.isZero
                    && FrameStack.facesInput($0.placedNext(reverse: layout == .reverse).resolvedBorder, layout: layout)
            }
        }
        let showsSeparator = look.separator.map { !$0.isEmpty } ?? !stack.separatesInput
        let inputParts = self.inputParts(showsSeparator: showsSeparator, separatedByBorder: stack.separatesInput)
        stack.inputRows = inputParts.count
        return (stack, inputParts, showsSeparator)
    }

    /// What a pane above or below leaves to the other parts (fzf's look; 0 in swoop's): the input's rows
    /// and the sections of the header, the header lines and the footer outside the list's frame, as
    /// fzf takes them from the lines its preview may have.
    private func reservedRows(in content: ScreenRect, headerLineCount: Int) -> Int {
        guard look.input == .prompt, let pane, pane.isVertical else { return 0 }
        var (stack, inputParts, _) = stack(headerLineCount: headerLineCount, nextPaneRows: pane.position == .next ? 0 : nil)
        stack.place(in: content)
        func height(_ placed: FrameStack.Placed?) -> Int {
            guard let placed, placed.section?.isJoin != true else { return 0 }
            return placed.section?.rect.height ?? placed.inner.height
        }
        let input = stack.sharesListArea ? inputParts.count : height(stack.input)
        return input + height(stack.header) + height(stack.headerLines) + height(stack.footer)
    }

    /// Whether the list may take the blank column before the border's right side: the border has one,
    /// the parts' frames have none, and a pane, if any, is above or below without a right side.
    private func sticksToRightBorder(headerLineCount: Int) -> Bool {
        guard borderStyle.hasRight else { return false }
        let parts = [look.listFrame.shape, look.inputFrame.shape] + (headerLineCount > 0 ? [look.headerFrame.shape] : [])
        if let pane, !pane.isHidden, !pane.isVertical || BorderStyle(pane.borderShape).hasRight { return false }
        return !parts.contains { BorderStyle($0).hasRight }
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
        frame.outerRows = rows - areas.content.height
        var content = areas.content
        // fzf's list keeps its last column for the scrollbar when it has one, and also when that column
        // is one it took from beside a border or from inside its own frame, or stands before a pane on its right.
        var keepsBarColumn = look.reservesScrollbarColumn && (look.scrollbar != nil || BorderStyle(look.listFrame.shape).hasRight)
        // fzf's `listStickToRight`: with nothing framed on the right but the border, the list (and its
        // scrollbar column) runs up to the border, into the blank column before it.
        if look.reservesScrollbarColumn, sticksToRightBorder(headerLineCount: headerLineCount), content.width > 0 {
            content.columns = content.columns.lowerBound..<min(areas.border.columns.upperBound - 1, content.columns.upperBound + 1)
            keepsBarColumn = true
        }
        // The pane takes its side first; the rest is laid out in what is left (a `next` one, beside the input).
        // (A `next` pane that does not show, hidden or of no size, still gives the input its own section.)
        var nextPaneRows: Int? = pane?.position == .next ? 0 : nil
        frame.paneLayout = pane.flatMap {
            Self.layout(of: $0, rows: content.height, columns: content.width, showsScrollbar: look.scrollbar != nil)?.index
        }
        if let pane, let split = split(content, for: pane, reserving: reservedRows(in: content, headerLineCount: headerLineCount)) {
            frame.pane = split.pane
            nextPaneRows = split.pane.spec.position == .next ? split.pane.rows.count : nil
            // fzf keeps a column for the preview's scrollbar where its border has no right side.
            frame.pane?.keepsScrollbarColumn = look.scrollbar != nil && !BorderStyle(split.pane.spec.borderShape).hasRight
            content = split.rest
            if look.reservesScrollbarColumn, split.pane.spec.position == .right { keepsBarColumn = true }
            // fzf's relaxed `listStickToRight`: a pane on the right with no right side of its own moves
            // up to the border, into the blank column before it, and the list takes the column it left.
            if look.reservesScrollbarColumn, split.pane.spec.position == .left, borderStyle.hasRight,
               !look.listFrame.shape.isFrame, content.columns.upperBound < areas.border.columns.upperBound - 1 {
                content.columns = content.columns.lowerBound..<(content.columns.upperBound + 1)
                keepsBarColumn = true
            }
            if look.reservesScrollbarColumn, split.pane.spec.position == .right, borderStyle.hasRight,
               !BorderStyle(split.pane.spec.borderShape).hasRight,
               split.pane.columns.upperBound < areas.border.columns.upperBound - 1 {
                frame.pane?.columns = (split.pane.columns.lowerBound + 1)..<(split.pane.columns.upperBound + 1)
                content.columns = content.columns.lowerBound..<(content.columns.upperBound + 1)
            }
        }
        guard !content.isEmpty else {
            frame.content = content
            return frame
        }
        let atTop = layout == .reverse
        // The input's rows: bar, rule, info; top-down when on top, bottom-up otherwise.
        let textRows = min(header.count, headerLineCount)
        var (stack, inputParts, showsSeparator) = self.stack(headerLineCount: headerLineCount, nextPaneRows: nextPaneRows)
        frame.showsSeparator = showsSeparator
        stack.place(in: content)
        if let placed = frame.pane, nextPaneRows != nil {
            frame.pane?.spec = placed.spec.placedNext(reverse: atTop)
            frame.pane?.rows = stack.nextPane?.rows ?? placed.rows.lowerBound..<placed.rows.lowerBound
        }
        frame.sections = [stack.list.section, stack.headerLines?.section, stack.header?.section, stack.footer?.section,
                          stack.input.section].compactMap { $0 }
        // The footer's lines read downwards in every layout.
        if let footer = stack.footer {
            for index in 0..<min(self.footer.count, footer.inner.height) { frame.rows[.footer(index)] = footer.inner.top + index }
        }
        // `--header` text reads downwards in every layout (from the bar's side its last line comes
        // first when the bar is at the bottom); `--header-lines` run from the bar, as the list does.
        let text = (0..<textRows).map { PickerFrame.Part.header($0) }
        let headers = (atTop ? text : text.reversed()) + (textRows..<headerLineCount).map { PickerFrame.Part.header($0) }
        // The bar's block, then the headers in theirs, or after the bar when they share its rows.
        // Each block's rows run from the bar's side, except header lines over a `reverse-list` list.
        // A block in the list's area (the bar's when they share it, or the headers past a `next` pane, which
        // stay in the list's frame as fzf's do) takes the list's first rows.
        var blocks: [(area: ScreenRect, parts: [PickerFrame.Part], topDown: Bool, inList: Bool)] = []
        if let lines = stack.headerLines {
            blocks = [(stack.input.inner, inputParts, atTop, false),
                      (stack.header?.inner ?? stack.input.inner, Array(headers.prefix(textRows)), atTop, false),
                      (lines.inner, Array(headers.dropFirst(textRows)), atTop || stack.linesAboveList, false)]
        } else if let own = stack.header {
            blocks = [(stack.input.inner, inputParts, atTop, false), (own.inner, headers, atTop, false)]
        } else if nextPaneRows != nil {
            blocks = [(stack.input.inner, inputParts, atTop, false), (stack.list.inner, headers, atTop, true)]
        } else {
            blocks = [(stack.input.inner, inputParts + headers, atTop, stack.sharesListArea)]
        }
        var used = 0
        for (area, parts, topDown, inList) in blocks {
            let skip = inList ? used : 0
            for (index, part) in parts.prefix(max(0, area.height - skip)).enumerated() {
                frame.rows[part] = topDown ? area.top + skip + index : area.rows.upperBound - 1 - skip - index
            }
            if inList { used += min(parts.count, max(0, area.height - skip)) }
        }
        content = stack.input.inner
        frame.content = content
        let list = stack.list.inner.inset(top: atTop ? used : 0, bottom: atTop ? 0 : used)
        let listRows = Array(list.rows)
        // The best row sits next to the bar, except in reverse-list, which runs down from the top.
        frame.listRows = layout == .default ? listRows.reversed() : listRows
        frame.listLeft = list.left
        frame.listWidth = list.width
        if look.scrollbar != nil || keepsBarColumn, frame.listWidth > 3, !listRows.isEmpty {
            frame.listWidth -= 1
            if look.scrollbar != nil { frame.scrollbarColumn = frame.listLeft + frame.listWidth }
        }
        let listColumns = frame.listLeft..<(frame.listLeft + frame.listWidth)
        frame.headerColumns = stack.header.map { Self.textColumns(of: $0, list: listColumns) } ?? listColumns
        frame.headerLinesColumns = stack.headerLines.map { Self.textColumns(of: $0, list: listColumns) } ?? frame.headerColumns
        frame.footerColumns = stack.footer.map { Self.textColumns(of: $0, list: listColumns) } ?? listColumns
        return frame
    }
}
