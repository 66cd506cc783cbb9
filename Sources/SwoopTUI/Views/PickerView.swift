import SwoopItems
import SwoopPicker
import SwoopSearch

/// Lays the picker out on the screen: the bar with its rule, the info line, headers and the list,
/// inside `--margin`, `--border` and `--padding`.
///
/// With the default (`reverse`) layout the bar is on top and the list runs
/// down; `default` puts the bar at the bottom and the list runs up from it;
/// `reverse-list` puts the bar at the bottom and the list runs down. On a
/// screen too small for all of it, the bar comes first, then the rule, the
/// info line, the headers, then as many list rows as fit.
///
/// `render` places the list's items in the layout once per redraw (the session keeps the frame
/// to hit-test clicks); `content(of:model:controller:)` takes what that frame shows from the model
/// and the controller, a `FrameContent`; `draw` draws that value alone.
package struct PickerView {
    package var searchBar = SearchBarView()
    package var infoLine = InfoLineView()
    package var list = ListView()
    package var pane = PaneView()
    package var theme: Theme
    package var appearance: PickerAppearance
    /// Whether the actions have waited a while for a search (`wait`): the info line says so.
    package var showsWaiting = false
    /// Whether the interface waits for a reload to bring back the tracked item: the info line says
    /// so, the query is dimmed, the edit cursor hidden and the list held as it was drawn.
    package var awaitsTrackedItem = false
    /// The list drawn when the interface began to wait for a tracked item, drawn again meanwhile.
    package var heldList: FrameContent.HeldList?
    /// The frame last drawn: where the next frame's list starts, what clicks land on.
    package var lastFrame: PickerFrame?

    package init(theme: Theme, appearance: PickerAppearance = PickerAppearance()) {
        self.theme = theme
        self.appearance = appearance
        let look = appearance.look
        searchBar.prompt = appearance.prompt
        searchBar.placeholder = appearance.placeholder
        searchBar.rule = look.separator ?? (look.usesUnicode ? "─" : "-")
        list.columns = appearance.columns
        list.pointer = look.shownPointer
        list.marker = look.shownMarker
        list.markerMultiLine = look.shownMarkerMultiLine
        list.gutterSign = look.shownGutter
        list.rawGutterSign = look.shownGutterRaw
        list.jumpLabels = look.jumpLabels
        list.highlightsLine = look.highlightsLine
        list.ellipsis = look.shownEllipsis
        list.gapLine = look.shownGapLine
        list.gapLength = look.gap
        list.wrapSign = look.shownWrapSign
        pane.wrapSign = look.shownWrapSign
        pane.usesUnicode = look.usesUnicode
        pane.ellipsis = look.shownEllipsis
        pane.scrollbar = look.scrollbar.map { $0.count > 1 ? String($0.dropFirst().prefix(1)) : $0 }
    }

    /// How many header lines there are: `--header` text, then the input's header lines.
    package var headerLineCount: Int {
        appearance.isHeaderHidden ? 0 : appearance.header.count + (appearance.headerStore?.readHeaderCount ?? 0)
    }

    /// Where the parts go on a screen of `rows` × `columns` (no items placed): the layout, from
    /// which the model learns how many items the list shows before the frame is made.
    package func frame(rows: Int, columns: Int = 80, isPaneHidden: Bool = false) -> PickerFrame {
        var shown = appearance
        // A hidden pane takes no room, but a `next` one still gives the input a section of its own, as in fzf.
        if isPaneHidden { shown.pane = shown.pane?.hidingLayouts(true) }
        // No more header lines than rows can show: a million of them cost no more than a screenful.
        var frame = shown.frame(rows: rows, columns: columns, headerLineCount: min(headerLineCount, max(0, rows)))
        frame.rowsPerItem = 1 + appearance.look.gap
        frame.footerTextLeft = max(frame.footerColumns.lowerBound, frame.listLeft + list.gutterWidth)
        return frame
    }

    /// The whole frame for `request`: the parts, and the items on the list's rows.
    package func render(_ request: FrameRequest) -> PickerFrame {
        render(request, in: frame(rows: request.rows, columns: request.columns, isPaneHidden: request.model.isPaneHidden))
    }

    /// The frame for `request` in `layout` (this view's `frame` for the request's screen): the
    /// items placed on the list's rows.
    package func render(_ request: FrameRequest, in layout: PickerFrame) -> PickerFrame {
        let model = request.model
        var frame = layout
        let look = appearance.look
        // Aligned columns (`--columns`) are cut to their cells, never wrapped; only `--read0` items hold lines.
        let drawsText = appearance.columns == nil
        let rules = ItemLines.Rules(wraps: look.wraps && drawsText, atWords: look.wrapsWords,
                                    breaksLines: look.multiLine && drawsText && model.items.spec.separator != UInt8(ascii: "\n"))
        let placement = ListPlacement(listRows: frame.listRows, gap: look.gap, rules: rules,
                                      textWidth: frame.listWidth - list.gutterWidth, wrapSignWidth: list.wrapSignWidth)
        let hint = placement.spansRows || look.gap > 0 ? request.listStart ?? model.scrollOffset : model.scrollOffset
        let bytes: (Int) -> UnsafeBufferPointer<UInt8> = { position in
            let item = model.rows[position]
            return item == Rows.separator ? UnsafeBufferPointer(start: nil, count: 0) : model.displayedBytes(of: item)
        }
        let placed = placement.slots(count: model.rows.count, cursor: model.cursor, hint: hint, bytes: bytes)
        frame.listStart = placed.start
        frame.slots = placed.slots
        // As fzf: one row an item for the scrollbar, unless items may take several (or have gaps, fzf's
        // default `--multi-line` counting them too).
        frame.averageRowsPerItem = !look.wraps && !look.multiLine ? 1
            : placement.averageRows(count: model.rows.count, start: placed.start, bytes: bytes)
        return frame
    }

    /// A reload's items in place of the first input's: the header lines read from the input,
    /// their colours, the aligned columns and the detail pane come from `forms`.
    package mutating func replaceItems(with forms: ItemForms) {
        let splitter = forms.spec.fieldSplitter
        (appearance.headerStore, appearance.headerColors) = PickerAppearance.headerStores(of: forms)
        if appearance.detail != nil { appearance.detail = DetailContent(store: forms.visibleLines, splitter: splitter) }
        if appearance.columns != nil {
            appearance.columns = ColumnLayout(measuring: forms.shown, splitter: splitter)
            list.columns = appearance.columns
        }
    }

    /// Renders, takes the frame's content and draws it in one step (tests, and callers that keep no frame).
    package func draw(model: SearchViewModel, controller: SearchController, on screen: Screen) {
        let frame = render(FrameRequest(rows: screen.rows, columns: screen.columns, model: model))
        draw(content(of: frame, model: model, controller: controller), on: screen)
    }

    /// Draws `content` (its frame, and what the frame shows) and places the cursor in the bar.
    package func draw(_ content: FrameContent, on screen: Screen) {
        let frame = content.frame
        screen.erase()
        guard screen.rows > 0, screen.columns > 0 else { return }
        let areas = backgroundAreas(frame)
        let screen = areas.isEmpty ? screen : AreaScreen(screen, areas: areas)
        if let border = frame.border {
            let look = appearance.look
            let label = BorderStyle.Label(look.borderLabel, column: look.borderLabelPosition.column,
                                          isBottom: look.borderLabelPosition.isBottom, ellipsis: look.shownEllipsis)
            appearance.borderStyle.draw(in: border, label: label, on: screen, style: theme.border, labelStyle: theme.label)
        }
        drawSections(frame, on: screen)
        let cursorColumn: Int?
        switch appearance.look.input {
        case .bar: cursorColumn = drawBar(content, on: screen)
        case .prompt: cursorColumn = drawPrompt(content, on: screen)
        }
        drawHeaders(frame, on: screen)
        drawFooter(frame, on: screen)
        shownList.draw(content.items, left: frame.listLeft, width: frame.listWidth, on: screen, theme: theme,
                       jumping: content.isJumping)
        if let column = frame.scrollbarColumn { drawScrollbar(frame, column: column, total: content.listCount, on: screen) }
        if let area = frame.pane, let text = content.pane {
            switch text {
            case let .detail(record, scroll):
                pane.draw(record, in: area, scroll: scroll, on: screen, theme: theme)
            case let .preview(lines, scroll, wrap):
                pane.draw(lines, in: area, scroll: scroll, lineCount: lines.lines.count, wrap: wrap, on: screen, theme: theme)
            }
        }
        // As fzf's: no edit cursor while the interface waits for a tracked item.
        if let barRow = frame.rows[.bar], let cursorColumn, !content.counts.awaitsTrackedItem {
            screen.setCursor(row: barRow, column: cursorColumn)
        } else if appearance.look.hidesInput || content.counts.awaitsTrackedItem {
            screen.hideCursor()
        }
        screen.present()
    }

    /// The list's view with how rows show now (`toggle-wrap`, `toggle-hscroll` change them as it runs).
    private var shownList: ListView {
        var list = list
        let look = appearance.look
        list.wraps = look.wraps && appearance.columns == nil
        list.hscroll = look.hscroll
        list.hscrollOff = look.hscrollOff
        list.keepsRight = look.keepsRight
        list.freezeLeft = look.freezeLeft
        list.freezeRight = look.freezeRight
        return list
    }

    /// swoop's search bar, its rule and the info line; returns the edit cursor's column (nil: no bar).
    private func drawBar(_ shown: FrameContent, on screen: Screen) -> Int? {
        let frame = shown.frame
        let content = frame.content
        var info = infoText(shown.counts)
        if let output = shown.infoOutput { info.counts = output }
        var cursorColumn: Int?
        if let barRow = frame.rows[.bar] {
            var searchBar = searchBar
            if let prompt = shown.prompt { searchBar.prompt = prompt }
            let column = searchBar.draw(query: shown.query, barRow: barRow, ruleRow: frame.rows[.rule],
                                        columns: content.columns, on: screen, theme: barTheme(shown))
            cursorColumn = column
            if appearance.info == .inline || appearance.info == .inlineRight {
                let text = (appearance.infoPrefix ?? "") + StyledLine(info.text).text
                let fitted = DisplayText.fit(text, maxWidth: content.width)
                let start = max(column + 2, content.columns.upperBound - fitted.width)
                if start + fitted.width <= content.columns.upperBound {
                    var inlineInfo = info
                    inlineInfo.counts = (appearance.infoPrefix ?? "") + info.counts
                    infoLine.draw(inlineInfo, row: barRow, columns: start..<content.columns.upperBound, on: screen,
                                  style: theme.info.on(theme.bar), spinner: theme.spinner.on(theme.bar), theme: theme)
                }
            }
        }
        if let infoRow = frame.rows[.info] {
            let right = appearance.info == .right
            infoLine.draw(info, row: infoRow, columns: content.columns, alignsRight: right, on: screen,
                          style: theme.info, spinner: theme.spinner, theme: theme)
        }
        return cursorColumn
    }

    /// fzf's prompt line, its info line and separator; returns the edit cursor's column (nil: no prompt).
    private func drawPrompt(_ shown: FrameContent, on screen: Screen) -> Int? {
        let frame = shown.frame
        let content = frame.content
        let look = appearance.look
        let info = PromptInfoView(separator: frame.showsSeparator ? look.separator ?? (look.usesUnicode ? "─" : "-") : "")
        let counts = PromptInfoView.Info(counts: shown.infoOutput ?? fzfInfoText(shown.counts), spinner: spinnerFrame(shown.counts))
        var cursorColumn: Int?
        if let barRow = frame.rows[.bar] {
            var searchBar = searchBar
            if let prompt = shown.prompt { searchBar.prompt = prompt }
            cursorColumn = searchBar.draw(query: shown.query, barRow: barRow, ruleRow: nil, columns: content.columns,
                                          on: screen, theme: barTheme(shown))
            if appearance.info == .inline || appearance.info == .inlineRight {
                // fzf's place for inline info: past the prompt and the query, and the cursor's cell.
                let queryWidth = shown.query.isEmpty && !searchBar.placeholder.isEmpty
                    ? DisplayText.width(of: searchBar.placeholder) : DisplayText.width(of: shown.query.text) + 1
                let start = content.left + DisplayText.width(of: searchBar.prompt) + queryWidth
                let prefix = appearance.infoPrefix ?? (appearance.info == .inline ? " < " : "")
                info.drawInline(counts, style: appearance.info, prefix: prefix, row: barRow, start: start,
                                columns: content.columns, on: screen, theme: theme)
            }
        }
        for part in [PickerFrame.Part.info, .rule] {
            guard let row = frame.rows[part] else { continue }
            info.drawLine(counts, style: part == .rule ? .hidden : appearance.info, row: row, columns: content.columns,
                          on: screen, theme: theme)
        }
        return cursorColumn
    }

    /// The theme the bar is drawn in: the query dimmed while the interface waits for a tracked item, as fzf's.
    private func barTheme(_ shown: FrameContent) -> Theme {
        guard shown.counts.awaitsTrackedItem else { return theme }
        var dimmed = theme
        dimmed.query.attributes.insert(.dim)
        return dimmed
    }

    /// `matched/total`, the typo matches listed below them (`(+N typos)`), the marked count in brackets, `+S`/`-S` (sorted or not) when a key toggles
    /// sorting, and the spinner while loading.
    private func infoText(_ counts: FrameContent.Counts) -> InfoLineView.Info {
        if let failed = Self.failure(counts) { return InfoLineView.Info(counts: failed, spinner: spinnerFrame(counts)) }
        var text = "\(counts.matchCount)/\(counts.totalCount)"
        if counts.typoCount > 0 { text += " (+\(counts.typoCount) typo\(counts.typoCount == 1 ? "" : "s"))" }
        if counts.markedCount > 0 { text += " (\(counts.markedCount))" }
        if counts.showsSortState { text += counts.sortsResults ? " +S" : " -S" }
        if counts.isWaiting { text += " (..)" }
        return InfoLineView.Info(counts: text, spinner: spinnerFrame(counts))
    }

    /// The info line's counts as this look words them: what `--info-command` gets as `FZF_INFO`.
    package func countsText(_ counts: FrameContent.Counts) -> String {
        appearance.look.input == .prompt ? fzfInfoText(counts) : infoText(counts).counts
    }

    /// What the info line says in place of the counts when the input's command failed having
    /// printed nothing, as fzf's does.
    private static func failure(_ counts: FrameContent.Counts) -> String? {
        guard let command = counts.failedCommand, counts.totalCount == 0 else { return nil }
        return "[Command failed: \(command)]"
    }

    /// The spinner's frame while input is read, else nil.
    private func spinnerFrame(_ counts: FrameContent.Counts) -> String? {
        guard let tick = counts.loadingTick else { return nil }
        let frames = appearance.look.usesUnicode ? InfoLineView.spinner : InfoLineView.asciiSpinner
        return frames[tick % frames.count]
    }

    /// fzf's counts: `matched/total`, with `--multi` the marked count (and its limit), `+S`/`-S` when a key
    /// toggles sorting, `+T` while tracking every item (`+t` one), starred while a reload is awaited
    /// to bring it back.
    private func fzfInfoText(_ counts: FrameContent.Counts) -> String {
        if let failed = Self.failure(counts) { return failed }
        var text = "\(counts.matchCount)/\(max(counts.matchCount, counts.totalCount))"
        if let limit = counts.markLimit {
            text += limit == Int.max ? " (\(counts.markedCount))" : " (\(counts.markedCount)/\(limit))"
        }
        if counts.showsSortState { text += counts.sortsResults ? " +S" : " -S" }
        switch counts.tracking {
        case .off: break
        case .global: text += counts.awaitsTrackedItem ? " +T*" : " +T"
        case .current: text += counts.awaitsTrackedItem ? " +t*" : " +t"
        }
        if counts.isWaiting { text += " (..)" }
        return text
    }
}
