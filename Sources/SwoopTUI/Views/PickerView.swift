import SwoopCore

/// Lays the picker out on the screen: the bar with its rule, the info line, headers and the list.
///
/// With the default (`reverse`) layout the bar is on top and the list runs
/// down; `default` puts the bar at the bottom and the list runs up from it;
/// `reverse-list` puts the bar at the bottom and the list runs down. On a
/// screen too small for all of it, the bar comes first, then the rule, the
/// info line, the headers, then as many list rows as fit.
public struct PickerView {
    public var searchBar = SearchBarView()
    public var infoLine = InfoLineView()
    public var list = ListView()
    public var pane = PaneView()
    public var theme: Theme
    public var appearance: PickerAppearance
    /// The side pane is toggled off.
    public var isPaneHidden = false

    public init(theme: Theme, appearance: PickerAppearance = PickerAppearance()) {
        self.theme = theme
        self.appearance = appearance
        searchBar.prompt = appearance.prompt
        searchBar.placeholder = appearance.placeholder
        list.showsMarkers = appearance.marksRows
        list.columns = appearance.columns
    }

    /// How many header lines there are: `--header` text, then the input's header lines.
    public var headerLineCount: Int {
        appearance.header.count + (appearance.headerStore?.readHeaderCount ?? 0)
    }

    /// Where everything goes on a screen of `rows` × `columns`.
    public func frame(rows: Int, columns: Int = 80) -> PickerFrame {
        var shown = appearance
        if isPaneHidden { shown.pane = nil }
        // No more header lines than rows can show: a million of them cost no more than a screenful.
        return shown.frame(rows: rows, columns: columns, headerLineCount: min(headerLineCount, max(0, rows)))
    }

    /// Draws everything and places the cursor in the bar.
    public func draw(model: SearchViewModel, controller: SearchController, on screen: Screen) {
        screen.erase()
        guard screen.rows > 0, screen.columns > 0 else { return }
        let frame = frame(rows: screen.rows, columns: screen.columns)
        let info = infoText(model)
        var cursorColumn = 0
        if let barRow = frame.rows[.bar] {
            cursorColumn = searchBar.draw(query: controller.query, barRow: barRow, ruleRow: frame.rows[.rule], on: screen, theme: theme)
            if appearance.info == .inline {
                let fitted = DisplayText.fit(info, maxWidth: screen.columns)
                let column = max(cursorColumn + 2, screen.columns - fitted.width)
                if column + fitted.width <= screen.columns {
                    screen.put(fitted.text, row: barRow, column: column, style: theme.info.on(theme.bar))
                }
            }
        }
        if let infoRow = frame.rows[.info] {
            infoLine.draw(text: info, row: infoRow, on: screen, theme: theme)
        }
        for index in 0..<min(headerLineCount, screen.rows) {
            guard let row = frame.rows[.header(index)] else { continue }
            if index < appearance.header.count {
                Array(appearance.header[index].utf8).withUnsafeBufferPointer { drawHeader($0, row: row, width: frame.listWidth, on: screen) }
            } else if let line = appearance.headerStore?.headerLine(index - appearance.header.count) {
                drawHeader(line, row: row, width: frame.listWidth, on: screen)
            }
        }
        list.draw(model, rows: frame.listRows, width: frame.listWidth, on: screen, theme: theme)
        if let area = frame.pane {
            if let detail = appearance.detail {
                pane.draw(detail.record(for: model.highlightedItem), in: area, scroll: model.paneScroll, on: screen, theme: theme)
            } else if let content = appearance.paneContent {
                pane.draw(content, in: area, scroll: model.paneScroll, on: screen, theme: theme)
            }
        }
        if let barRow = frame.rows[.bar] { screen.setCursor(row: barRow, column: cursorColumn) }
        screen.present()
    }

    /// Draws a header line in the list's `width`: lined up with the columns, or cut to fit.
    ///
    /// Only as much of the line is read as shows.
    private func drawHeader(_ line: UnsafeBufferPointer<UInt8>, row: Int, width: Int, on screen: Screen) {
        let available = width - ListView.gutterWidth
        if let columns = appearance.columns {
            list.drawCells(line, layout: columns, cells: columns.cells(fitting: available), matched: [], row: row,
                           origin: ListView.gutterWidth, style: theme.header, highlight: theme.header, on: screen)
            return
        }
        let decoded = ItemDecoding.scalars(of: line, limit: max(0, available) * 4 + 16)
        var column = ListView.gutterWidth
        for run in DisplayText.fit(decoded.scalars, marked: { _ in false }, maxWidth: available) {
            screen.put(run.text, row: row, column: column, style: theme.header)
            column += run.width
        }
    }

    /// `matched/total`, the marked count in brackets, `+S`/`-S` (sorted or not) when a key toggles
    /// sorting, and the spinner while loading.
    private func infoText(_ model: SearchViewModel) -> String {
        var text = "\(model.matchCount)/\(model.totalCount)"
        if !model.marked.isEmpty { text += " (\(model.marked.count))" }
        if model.showsSortState { text += model.sortsResults ? " +S" : " -S" }
        if model.isLoading { text += " " + InfoLineView.spinner[model.loadingTick % InfoLineView.spinner.count] }
        return text
    }
}
