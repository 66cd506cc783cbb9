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
/// `render` makes the frame (pure: the snapshot in, the frame out) once per
/// redraw; `draw` draws that frame, and the session keeps it to hit-test clicks.
package struct PickerView {
    package var searchBar = SearchBarView()
    package var infoLine = InfoLineView()
    package var list = ListView()
    package var pane = PaneView()
    package var theme: Theme
    package var appearance: PickerAppearance
    /// The frame last drawn: where the next frame's list starts, what clicks land on.
    package var lastFrame: PickerFrame?

    package init(theme: Theme, appearance: PickerAppearance = PickerAppearance()) {
        self.theme = theme
        self.appearance = appearance
        let look = appearance.look
        searchBar.prompt = appearance.prompt
        searchBar.placeholder = appearance.placeholder
        searchBar.rule = look.separator ?? (look.usesUnicode ? "─" : "-")
        list.showsMarkers = appearance.marksRows
        list.columns = appearance.columns
        list.pointer = look.shownPointer
        list.marker = look.shownMarker
        list.gutterSign = look.shownGutter
        list.highlightsLine = look.highlightsLine
        list.ellipsis = look.shownEllipsis
        list.gapLine = look.usesUnicode ? "┈" : "-"
        list.gapLength = look.gap
        list.wrapSign = look.shownWrapSign
        pane.wrapSign = look.shownWrapSign
        pane.usesUnicode = look.usesUnicode
        pane.ellipsis = look.shownEllipsis
        pane.scrollbar = look.scrollbar.map { $0.count > 1 ? String($0.dropFirst().prefix(1)) : $0 }
    }

    /// How many header lines there are: `--header` text, then the input's header lines.
    package var headerLineCount: Int {
        appearance.header.count + (appearance.headerStore?.readHeaderCount ?? 0)
    }

    /// Where the parts go on a screen of `rows` × `columns` (no items placed): the layout, from
    /// which the model learns how many items the list shows before the frame is made.
    package func frame(rows: Int, columns: Int = 80, isPaneHidden: Bool = false) -> PickerFrame {
        var shown = appearance
        if isPaneHidden { shown.pane = nil }
        // No more header lines than rows can show: a million of them cost no more than a screenful.
        var frame = shown.frame(rows: rows, columns: columns, headerLineCount: min(headerLineCount, max(0, rows)))
        frame.rowsPerItem = 1 + appearance.look.gap
        return frame
    }

    /// The whole frame for `snapshot`: the parts, and the items on the list's rows.
    package func render(_ snapshot: PickerSnapshot) -> PickerFrame {
        render(snapshot, in: frame(rows: snapshot.rows, columns: snapshot.columns, isPaneHidden: snapshot.model.isPaneHidden))
    }

    /// The frame for `snapshot` in `layout` (this view's `frame` for the snapshot's screen): the
    /// items placed on the list's rows.
    package func render(_ snapshot: PickerSnapshot, in layout: PickerFrame) -> PickerFrame {
        let model = snapshot.model
        var frame = layout
        let look = appearance.look
        // Aligned columns (`--columns`) are cut to their cells, never wrapped.
        let placement = ListPlacement(listRows: frame.listRows, gap: look.gap, wraps: look.wraps && appearance.columns == nil,
                                      textWidth: frame.listWidth - list.gutterWidth, wrapSignWidth: list.wrapSignWidth)
        let hint = placement.wraps || look.gap > 0 ? snapshot.listStart ?? model.scrollOffset : model.scrollOffset
        let placed = placement.slots(count: model.rows.count, cursor: model.cursor, hint: hint) { position in
            let item = model.rows[position]
            return item == Rows.separator ? UnsafeBufferPointer(start: nil, count: 0) : model.displayedBytes(of: item)
        }
        frame.listStart = placed.start
        frame.slots = placed.slots
        return frame
    }

    /// A reload's items in place of the first input's: the header lines read from the input,
    /// their colours, the aligned columns and the detail pane come from `views`.
    package mutating func replaceItems(with views: ItemViews) {
        let splitter = views.spec.fieldSplitter
        if appearance.headerStore != nil { appearance.headerStore = views.shown }
        if appearance.headerColors != nil { appearance.headerColors = views.original }
        if appearance.detail != nil { appearance.detail = DetailContent(store: views.visibleLines, splitter: splitter) }
        if appearance.columns != nil {
            appearance.columns = ColumnLayout(measuring: views.shown, splitter: splitter)
            list.columns = appearance.columns
        }
    }

    /// Renders and draws in one step (tests, and callers that keep no frame).
    package func draw(model: SearchViewModel, controller: SearchController, on screen: Screen) {
        draw(render(PickerSnapshot(rows: screen.rows, columns: screen.columns, model: model)), model: model,
             controller: controller, on: screen)
    }

    /// Draws `frame` and places the cursor in the bar.
    package func draw(_ frame: PickerFrame, model: SearchViewModel, controller: SearchController, on screen: Screen) {
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
        case .bar: cursorColumn = drawBar(frame, model: model, controller: controller, on: screen)
        case .prompt: cursorColumn = drawPrompt(frame, model: model, controller: controller, on: screen)
        }
        drawHeaders(frame, on: screen)
        list.draw(model, slots: frame.slots, left: frame.listLeft, width: frame.listWidth, on: screen, theme: theme)
        if let column = frame.scrollbarColumn { drawScrollbar(frame, column: column, model: model, on: screen) }
        if let area = frame.pane {
            if let detail = appearance.detail {
                pane.draw(detail.record(for: model.highlightedItem), in: area, scroll: model.paneScroll, on: screen, theme: theme)
            } else if let content = appearance.paneContent {
                let state = model.paneState
                pane.draw(content, in: area, scroll: model.paneScroll, lineCount: content.lines.count,
                          wrapToggled: state.isWrapToggled, following: state.isFollowing, on: screen, theme: theme)
            }
        }
        if let barRow = frame.rows[.bar], let cursorColumn { screen.setCursor(row: barRow, column: cursorColumn) }
        screen.present()
    }

    /// swoop's search bar, its rule and the info line; returns the edit cursor's column (nil: no bar).
    private func drawBar(_ frame: PickerFrame, model: SearchViewModel, controller: SearchController, on screen: Screen) -> Int? {
        let content = frame.content
        let info = infoText(model)
        var cursorColumn: Int?
        if let barRow = frame.rows[.bar] {
            var searchBar = searchBar
            if let prompt = controller.prompt { searchBar.prompt = prompt }
            let column = searchBar.draw(query: controller.query, barRow: barRow, ruleRow: frame.rows[.rule],
                                        columns: content.columns, on: screen, theme: theme)
            cursorColumn = column
            if appearance.info == .inline || appearance.info == .inlineRight {
                let text = (appearance.infoPrefix ?? "") + info.text
                let fitted = DisplayText.fit(text, maxWidth: content.width)
                let start = max(column + 2, content.columns.upperBound - fitted.width)
                if start + fitted.width <= content.columns.upperBound {
                    var shown = info
                    shown.counts = (appearance.infoPrefix ?? "") + info.counts
                    infoLine.draw(shown, row: barRow, columns: start..<content.columns.upperBound, on: screen,
                                  style: theme.info.on(theme.bar), spinner: theme.spinner.on(theme.bar))
                }
            }
        }
        if let infoRow = frame.rows[.info] {
            let right = appearance.info == .right
            infoLine.draw(info, row: infoRow, columns: content.columns, alignsRight: right, on: screen,
                          style: theme.info, spinner: theme.spinner)
        }
        return cursorColumn
    }

    /// fzf's prompt line, its info line and separator; returns the edit cursor's column (nil: no prompt).
    private func drawPrompt(_ frame: PickerFrame, model: SearchViewModel, controller: SearchController, on screen: Screen) -> Int? {
        let content = frame.content
        let look = appearance.look
        let info = PromptInfoView(separator: frame.showsSeparator ? look.separator ?? (look.usesUnicode ? "─" : "-") : "")
        let counts = PromptInfoView.Info(counts: fzfInfoText(model), spinner: spinnerFrame(model))
        var cursorColumn: Int?
        if let barRow = frame.rows[.bar] {
            var searchBar = searchBar
            if let prompt = controller.prompt { searchBar.prompt = prompt }
            cursorColumn = searchBar.draw(query: controller.query, barRow: barRow, ruleRow: nil, columns: content.columns,
                                          on: screen, theme: theme)
            if appearance.info == .inline || appearance.info == .inlineRight {
                // fzf's place for inline info: past the prompt and the query, and the cursor's cell.
                let queryWidth = controller.query.isEmpty && !searchBar.placeholder.isEmpty
                    ? DisplayText.width(of: searchBar.placeholder) : DisplayText.width(of: controller.query.text) + 1
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

    /// `matched/total`, the typo matches listed below them (`(+N typos)`), the marked count in brackets, `+S`/`-S` (sorted or not) when a key toggles
    /// sorting, and the spinner while loading.
    private func infoText(_ model: SearchViewModel) -> InfoLineView.Info {
        var text = "\(model.matchCount)/\(model.totalCount)"
        if model.typoCount > 0 { text += " (+\(model.typoCount) typo\(model.typoCount == 1 ? "" : "s"))" }
        if !model.marked.isEmpty { text += " (\(model.marked.count))" }
        if model.showsSortState { text += model.sortsResults ? " +S" : " -S" }
        return InfoLineView.Info(counts: text, spinner: spinnerFrame(model))
    }

    /// The spinner's frame while input is read, else nil.
    private func spinnerFrame(_ model: SearchViewModel) -> String? {
        guard model.isLoading else { return nil }
        let frames = appearance.look.usesUnicode ? InfoLineView.spinner : InfoLineView.asciiSpinner
        return frames[model.loadingTick % frames.count]
    }

    /// fzf's counts: `matched/total`, with `--multi` the marked count (and its limit), `+S`/`-S` when a key
    /// toggles sorting, `+t` while tracking.
    private func fzfInfoText(_ model: SearchViewModel) -> String {
        var text = "\(model.matchCount)/\(max(model.matchCount, model.totalCount))"
        if let limit = model.markLimit {
            text += limit == Int.max ? " (\(model.marked.count))" : " (\(model.marked.count)/\(limit))"
        }
        if model.showsSortState { text += model.sortsResults ? " +S" : " -S" }
        if model.isTracking { text += " +t" }
        return text
    }
}
