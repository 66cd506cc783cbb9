import SwoopItems

/// Draws the items a frame places on the list's rows, the highlighted one marked and styled.
package struct ListView {
    /// Marks the highlighted row, in the gutter (`--pointer`).
    package var pointer: String
    /// Marks a marked row (`--multi`), in the gutter's second part (`--marker`).
    package var marker: String
    /// Drawn in the pointer's column of the other rows (`--gutter`; nil: a blank in the gutter's colour).
    package var gutterSign: String?
    /// Drawn in the pointer's column of the other rows in raw mode (`--gutter-raw`).
    package var rawGutterSign = "▖"
    /// `--columns`: the shown fields drawn as aligned cells.
    package var columns: ColumnLayout?
    /// Whether the highlighted row's colour runs across the whole line (`--highlight-line`).
    package var highlightsLine = true
    /// Shown where text is cut (`--ellipsis`).
    package var ellipsis = "…"
    /// Drawn across the last row of each gap (`--gap`): dashes, or none.
    package var gapLine = ""
    /// Before a wrapped row's text (`--wrap-sign`).
    package var wrapSign = "↳ " {
        didSet { wrapSignWidth = DisplayText.width(of: wrapSign) }
    }
    /// Its width in columns.
    package private(set) var wrapSignWidth = 2
    /// Rows in a gap (`--gap`).
    package var gapLength = 0
    /// A marked item's signs on its first, middle and last rows when it takes several (`--marker-multi-line`).
    package var markerMultiLine = ["╻", "┃", "╹"]
    /// Whether items wrap (`--wrap`): then no row is shifted to its match.
    package var wraps = false
    /// `--hscroll`: a line too long for its row is shifted to show its last match.
    package var hscroll = true
    /// `--hscroll-off`: the columns kept after the match in a shifted line.
    package var hscrollOff = 10
    /// `--keep-right`: a long line of an item with nothing matched shows its end.
    package var keepsRight = false
    /// `--freeze-left`, `--freeze-right`: the fields kept in view at each end of a long line.
    package var freezeLeft = 0, freezeRight = 0
    /// How fields are split for them (`--delimiter`).
    package var fieldSplitter = FieldSplitter()
    /// `--jump-labels`: in jump mode, the labels of the items shown, in list order.
    package var jumpLabels: [Character] = []

    package init(pointer: String = ">", marker: String = "•") {
        self.pointer = pointer
        self.marker = marker
    }

    /// Columns the default gutter takes: the pointer's and the marker's.
    package static let gutterWidth = 2

    /// Columns before the item text: the pointer's column(s), then the marker's.
    package var gutterWidth: Int { pointerWidth + markerWidth }
    private var pointerWidth: Int { min(2, DisplayText.width(of: pointer)) }
    /// The marker's column(s): as wide as the marker or the multi-line ones, whichever is wider (fzf pads the other).
    private var markerWidth: Int {
        max(min(2, DisplayText.width(of: marker)), min(2, DisplayText.width(of: markerMultiLine.first ?? "")))
    }

    /// Draws the leading fields of `line` into `cells` (from `origin`), matched characters highlighted.
    ///
    /// Only the fields that show are split out and decoded, each no further than its cell reaches.
    func drawCells(
        _ line: UnsafeBufferPointer<UInt8>, layout: ColumnLayout, cells: [ColumnLayout.Cell], matched: Set<Int>,
        row: Int, origin: Int, style: TextStyle, highlight: TextStyle, on screen: Screen
    ) {
        for (cell, field) in zip(cells, layout.leadingFields(of: line, count: cells.count)) {
            let decoded = ItemDecoding.scalars(of: UnsafeBufferPointer(rebasing: line[field]), limit: cell.width * 4 + 16)
            let runs = DisplayText.fit(decoded.scalars, runKey: { matched.contains(field.lowerBound + decoded.offsets[$0]) ? 1 : 0 },
                                       maxWidth: cell.width, ellipsis: ellipsis)
            var column = origin + cell.start
            for run in runs {
                screen.put(run.text, row: row, column: column, style: run.isMarked ? highlight : style)
                column += run.width
            }
        }
    }

    /// The separator row's text: a dim rule with a label, between true matches and typo matches.
    static let separatorLabel = " typos "

    /// Draws the separator row above typo matches (never under the cursor, never marked).
    func drawSeparator(rows: [Int], left: Int, width: Int, on screen: Screen, theme: Theme) {
        guard let row = rows.first else { return }
        var style = theme.gapLine
        style.attributes.insert(.dim)
        screen.fill(row: row, column: left, width: min(width, gutterWidth), style: theme.gutter)
        let available = width - gutterWidth
        guard available > 0 else { return }
        let rule = "──" + Self.separatorLabel + String(repeating: "─", count: max(0, available - 2 - Self.separatorLabel.count))
        screen.put(DisplayText.fit(rule, maxWidth: available).text, row: row, column: left + gutterWidth, style: style)
    }

    /// Draws `items` (a frame's slots and what they show) in the columns `left ..< left + width`; in jump
    /// mode (`jumping`) each of the first items bears its label in the pointer's column, as fzf's do.
    package func draw(_ items: [FrameContent.ListItem], left: Int, width: Int, on screen: Screen, theme: Theme,
                      jumping: Bool = false) {
        var itemIndex = -1
        for entry in items {
            if entry.isSeparator {
                drawSeparator(rows: entry.slot.rows, left: left, width: width, on: screen, theme: theme)
                continue
            }
            itemIndex += 1
            let label = jumping && itemIndex < jumpLabels.count ? jumpLabel(itemIndex) : nil
            draw(entry, shown: itemIndex, label: label, left: left, width: width, on: screen, theme: theme)
        }
    }

    /// The label of the item shown `index`th in jump mode, as wide as the pointer (a column at least).
    private func jumpLabel(_ index: Int) -> String {
        String(jumpLabels[index]) + String(repeating: " ", count: max(0, pointerWidth - 1))
    }

    /// Draws one item, the `shown`th on the list, with its jump `label` if it has one.
    private func draw(_ entry: FrameContent.ListItem, shown: Int, label: String?, left: Int, width: Int,
                      on screen: Screen, theme: Theme) {
        let slot = entry.slot
        let isCursor = entry.isCurrent
        // Only rows marked while marking was on (`--multi`, `change-multi`) are.
        let isMarked = entry.isMarked
        var style = isCursor ? theme.cursorRow : (isMarked ? theme.selectedRow : theme.row)
        var highlight = isCursor ? theme.cursorMatch : (isMarked ? theme.selectedMatch : theme.match)
        let stripe = isCursor ? nil : label == nil ? stripe(shown: shown, isMarked: isMarked, theme: theme)
            : jumpStripe(shown: shown, theme: theme)
        if let stripe {
            style.background = stripe
            highlight.background = stripe
        }
        // Raw mode: an item the query does not match is drawn in `nomatch`'s look (dim).
        if !entry.isMatch { style = theme.applyingNomatch(to: style) }
        // Without a pointer's column, a label takes one of its own before the marker's (fzf's).
        let shift = label != nil && pointerWidth == 0 ? 1 : 0
        let gutter = gutterWidth + shift
        let available = width - gutter
        for (index, row) in slot.rows.enumerated() {
            if isCursor, highlightsLine {
                screen.fill(row: row, column: left, width: width, style: style)
            } else {
                if stripe != nil, highlightsLine { screen.fill(row: row, column: left, width: width, style: style) }
                let gutterStyle = isCursor ? style : (stripe != nil ? theme.alternateGutter : theme.gutter)
                screen.fill(row: row, column: left, width: min(width, gutter), style: gutterStyle)
                // The pointer's column shows the gutter sign, but where the pointer is.
                if !isCursor, label == nil, let sign = entry.isRaw ? rawGutterSign : gutterSign, pointerWidth > 0 {
                    screen.put(DisplayText.fit(sign, maxWidth: 1).text, row: row, column: left, style: gutterStyle)
                }
            }
            // As fzf: the pointer (or the jump label) on each of the highlighted item's rows, the marker (or
            // its multi-line signs) on each of a marked one's.
            if let label {
                // The pointer's colour, on the highlighted row's background or the gutter's.
                var labelStyle = theme.pointer
                if !isCursor {
                    labelStyle.background = theme.gutter.background == .default ? theme.gutter.foreground : theme.gutter.background
                }
                screen.put(DisplayText.fit(label, maxWidth: min(width, max(1, pointerWidth))).text, row: row, column: left,
                           style: labelStyle)
            } else if isCursor {
                let mark = DisplayText.fit(pointer, maxWidth: min(width, pointerWidth))
                screen.put(mark.text, row: row, column: left, style: theme.pointer)
            }
            if isMarked, width > pointerWidth + shift {
                let sign = markerSign(row: index, of: slot)
                let mark = DisplayText.fit(sign, maxWidth: min(width - pointerWidth - shift, markerWidth))
                screen.put(mark.text, row: row, column: left + pointerWidth + shift, style: theme.marker.on(style))
            }
        }
        // fzf draws the line on a gap's last row only, in list order (the lowest row when the list runs up).
        let runsDown = (slot.gapRows.first ?? 0) > (slot.rows.first ?? 0)
        let lineRow = slot.gapRows.count == gapLength ? (runsDown ? slot.gapRows.last : slot.gapRows.first) : nil
        // As fzf: a gap's rows show the gutter's sign too.
        for row in slot.gapRows {
            screen.fill(row: row, column: left, width: min(width, gutter), style: theme.gutter)
            if let sign = entry.isRaw ? rawGutterSign : gutterSign, pointerWidth > 0 {
                screen.put(DisplayText.fit(sign, maxWidth: 1).text, row: row, column: left, style: theme.gutter)
            }
        }
        if let row = lineRow, !gapLine.isEmpty, available > 0 {
            let line = String(repeating: gapLine, count: available)
            screen.put(DisplayText.fit(line, maxWidth: available, ellipsis: "").text, row: row, column: left + gutter,
                       style: theme.gapLine)
        }
        guard available > 0 else { return }
        let matched = Set(entry.matchedOffsets)
        if let columns, let row = slot.rows.first {
            drawCells(entry.bytes, layout: columns, cells: columns.cells(fitting: available), matched: matched, row: row,
                      origin: left + gutter, style: style, highlight: highlight, on: screen)
            return
        }
        for (piece, row) in zip(slot.lines, slot.rows) {
            drawPiece(piece, of: entry, matched: matched, row: row, left: left + gutter, width: available,
                      style: style, highlight: highlight, on: screen, theme: theme)
        }
    }

    /// fzf's stripes (`alt-bg`): every other item shown, unless marked in a colour of its own.
    private func stripe(shown: Int, isMarked: Bool, theme: Theme) -> TerminalColor? {
        shown % 2 == 1 && !(isMarked && theme.selectedRow.background != theme.row.background)
            ? theme.alternateBackground : nil
    }

    /// fzf's stripes in jump mode: on the labelled items, every other one in `alt-bg`, or without one,
    /// every other one from the first in the highlighted row's background.
    private func jumpStripe(shown: Int, theme: Theme) -> TerminalColor? {
        if let alternate = theme.alternateBackground { return shown % 2 == 1 ? alternate : nil }
        return shown % 2 == 0 ? theme.cursorRow.background : nil
    }
}
