import SwoopItems
import SwoopOptions
import SwoopPicker

/// Draws the side pane: the highlighted record (`--detail`) or a preview command's output,
/// inside its border (`BorderStyle`) with its label.
///
/// Preview output (`lineCount` known) scrolls by lines, as fzf's does: the
/// `~N` header lines stay at the top, then the lines from `scroll` on below
/// them, each cut at the edge, or wrapped (`wrap`: at any character,
/// `wrap-word`: at word boundaries, `WordWrap`) with the wrap sign starting
/// each continued row (in a pane no wider than the sign, as fzf draws it:
/// `NarrowWrap`); the position (`12/340`, cut at the pane's edge) shows in
/// the top right corner when there is more than fits. The detail record scrolls by wrapped rows
/// (`WrappedRows`), wrapped at word boundaries. A line may carry ANSI colours,
/// which are drawn. Only the lines that show are read and only as far as
/// they show, so output of any size draws as fast as a short one.
package struct PaneView {
    /// The wrapped rows found so far of the detail record, kept from frame to frame.
    private let wrapped = WrappedRows()
    /// `--preview-label` and where it goes.
    package var label = PaneLabel()
    /// Starts each continued row of a wrapped line (`--preview-wrap-sign`).
    package var wrapSign = "↳ "
    /// Box-drawing characters for the border (false: ASCII, `--no-unicode`).
    package var usesUnicode = true
    /// Where a label too long for its line is cut (`--ellipsis`).
    package var ellipsis = "…"
    /// The preview's scrollbar character (`--scrollbar`'s second, else its first; nil: none).
    package var scrollbar: String?

    package init() {}

    /// Draws `text` into `pane`: preview output from line `scroll` below its header when
    /// `lineCount` is known (`wrap`: as `toggle-preview-wrap` left it, nil: the layout's), else rows
    /// from row `scroll`.
    package func draw(
        _ text: some PaneLines, in pane: PickerFrame.Pane, scroll: Int, lineCount: Int? = nil, wrap: PaneSpec.Wrap? = nil,
        on screen: Screen, theme: Theme
    ) {
        let border = BorderStyle(pane.spec.borderShape, unicode: usesUnicode)
        let outer = ScreenRect(rows: pane.rows, columns: pane.columns)
        let title = label.text.isEmpty ? nil : BorderStyle.Label(label.text, column: label.column, isBottom: label.isAtBottom,
                                                                              ellipsis: ellipsis)
        border.draw(in: outer, label: title, on: screen, style: theme.previewBorder, labelStyle: theme.previewLabel)
        var inner = border.inner(outer)
        guard !inner.isEmpty else { return }
        guard let lineCount else {
            drawRows(text, in: inner, scroll: scroll, on: screen, theme: theme)
            return
        }
        let wrap = wrap ?? pane.spec.wrap
        // The scrollbar's column: the one before the right side, or, with no right side, the last (as fzf's).
        var barColumn: Int?
        if scrollbar?.isEmpty == false {
            if border.hasRight {
                barColumn = inner.columns.upperBound
            } else if pane.keepsScrollbarColumn, inner.width > 1 {
                inner = inner.inset(right: 1)
                barColumn = inner.columns.upperBound
            }
        }
        let bottom = inner.rows.upperBound
        var row = inner.top
        let headerLines = min(pane.spec.headerLines, lineCount)
        for index in 0..<headerLines {
            guard row < bottom, let line = text.line(index) else { break }
            row = draw(line, wrap: wrap, from: row, in: inner, on: screen, theme: theme)
        }
        let first = headerLines + max(0, scroll)
        var index = first
        while row < bottom, let line = text.line(index) {
            row = draw(line, wrap: wrap, from: row, in: inner, on: screen, theme: theme)
            index += 1
        }
        // As fzf: the position shows once the text fills the pane to its last row (or lies past it).
        if pane.spec.showsInfo, lineCount > 0, row >= bottom || lineCount > inner.height || first > headerLines {
            // Cut at the edge with no ellipsis, as fzf cuts it.
            let position = DisplayText.fit("\(min(first + 1, lineCount))/\(lineCount)", maxWidth: inner.width, ellipsis: "")
            var style = theme.info
            style.attributes.insert(.reverse)
            screen.put(position.text, row: inner.top, column: inner.columns.upperBound - position.width, style: style)
        }
        if let barColumn, let scrollbar {
            drawScrollbar(scrollbar, column: barColumn, rows: (inner.top + headerLines)..<bottom, lines: lineCount - headerLines,
                          offset: first - headerLines, on: screen, theme: theme)
        }
    }

    /// The preview's scrollbar in `column` over `rows`: a thumb as long as the share of the `lines` that
    /// shows, where the lines from `offset` lie (fzf's sizes); nothing when everything shows.
    private func drawScrollbar(_ sign: String, column: Int, rows: Range<Int>, lines: Int, offset: Int, on screen: Screen, theme: Theme) {
        let height = rows.count
        guard height > 0, lines > height else { return }
        let length: Int = max(1, height * height / lines)
        let start: Int = min(height - length, (height - length) * min(lines - height, max(0, offset)) / (lines - height))
        let thumb = String(sign.prefix(1))
        for index in start..<(start + length) {
            screen.put(thumb, row: rows.lowerBound + index, column: column, style: theme.previewScrollbar)
        }
    }

    /// Draws `line` from `row` on: one row cut at the edge, or as many as it wraps to; the row after it.
    private func draw(
        _ line: ANSIText, wrap: PaneSpec.Wrap, from row: Int, in area: ScreenRect, on screen: Screen, theme: Theme
    ) -> Int {
        guard wrap != .none else {
            put(line, 0..<line.visible.count, row: row, column: area.left, width: area.width, ellipsis: "", on: screen, theme: theme)
            return row + 1
        }
        var style = theme.previewText
        style.attributes.insert(.dim)
        let fullSignWidth = DisplayText.width(of: wrapSign)
        guard fullSignWidth < area.width else {
            let narrow = NarrowWrap(width: area.width, sign: wrapSign, signWidth: fullSignWidth, atWords: wrap == .words,
                                    rowLimit: area.rows.upperBound - row)
            let (placed, rows) = narrow.layout(line)
            for item in placed {
                switch item.content {
                case .text(let range):
                    put(line, range, row: row + item.row, column: area.left + item.column, width: area.width - item.column,
                        ellipsis: "", on: screen, theme: theme)
                case .sign(let text):
                    screen.put(text, row: row + item.row, column: area.left + item.column, style: style)
                }
            }
            return row + max(1, rows)
        }
        let sign = DisplayText.fit(wrapSign, maxWidth: area.width)
        let pieces = rows(of: line, wrap: wrap, width: area.width, signWidth: sign.width, limit: area.rows.upperBound - row)
        for (offset, range) in pieces.enumerated() {
            let width = offset == 0 ? area.width : area.width - sign.width
            if offset > 0 { screen.put(sign.text, row: row + offset, column: area.left, style: style) }
            put(line, range, row: row + offset, column: area.left + area.width - width, width: width, on: screen, theme: theme)
        }
        return row + max(1, pieces.count)
    }

    /// The first line to show, counted from the top of `text`, so that its end is in view in
    /// `rows` rows below `headerLines` fixed lines, `width` columns wide, as fzf's `follow` works it
    /// out; nil when the pane does not wrap (a line is a row).
    package func followStart(
        of text: some PaneLines, lineCount: Int, headerLines: Int, rows: Int, width: Int, wrap: PaneSpec.Wrap
    ) -> Int? {
        guard wrap != .none else { return nil }
        let reckoning = PreviewRows(width: width, signWidth: DisplayText.width(of: wrapSign), wrap: wrap)
        return reckoning.followStart(of: text, lineCount: lineCount, headerLines: headerLines, height: rows)
    }

    /// The stretches of `line` on each of its wrapped rows, the first `width` wide and the others
    /// `signWidth` less; no more than `limit` of them.
    private func rows(of line: ANSIText, wrap: PaneSpec.Wrap, width: Int, signWidth: Int, limit: Int) -> [Range<Int>] {
        let count = line.visible.count
        var pieces: [Range<Int>] = []
        var start = 0
        line.visible.withUnsafeBufferPointer { bytes in
            while pieces.count < limit {
                let rowWidth = pieces.isEmpty ? width : width - signWidth
                let (end, next) = WordWrap.row(of: bytes, from: start, width: rowWidth, atWords: wrap == .words)
                pieces.append(start..<end)
                guard next < count, next > start else { break }
                start = next
            }
        }
        return pieces
    }

    /// Draws the detail record's wrapped rows from row `scroll`.
    private func drawRows(_ text: some PaneLines, in area: ScreenRect, scroll: Int, on screen: Screen, theme: Theme) {
        let shown = wrapped.rows(of: text, from: max(0, scroll), count: area.height, width: area.width)
        for (row, segment) in zip(area.rows, shown) {
            put(segment.line, segment.range, row: row, column: area.left, width: area.width, on: screen, theme: theme)
        }
    }

    /// Draws the stretch `range` of `line` at (`row`, `column`), cut to `width`, in its colours.
    private func put(
        _ line: ANSIText, _ range: Range<Int>, row: Int, column: Int, width: Int, ellipsis: String = "…", on screen: Screen, theme: Theme
    ) {
        var column = column
        for run in runs(of: line, range, width: width, ellipsis: ellipsis, theme: theme) {
            screen.put(run.text, row: row, column: column, style: run.style)
            column += run.width
        }
    }

    /// A stretch of a line as styled runs, its colours those of the line's spans.
    private func runs(
        of line: ANSIText, _ range: Range<Int>, width: Int, ellipsis: String, theme: Theme
    ) -> [(text: String, width: Int, style: TextStyle)] {
        let decoded = line.visible.withUnsafeBufferPointer {
            ItemDecoding.scalars(of: UnsafeBufferPointer(rebasing: $0[range]), limit: width * 4 + 16)
        }
        // Characters are keyed in order, so the covering span only moves forward.
        var span = line.spanIndex(at: range.lowerBound)
        let runs = DisplayText.fit(decoded.scalars, runKey: { index in
            let offset = range.lowerBound + decoded.offsets[index]
            while span + 1 < line.spans.count, line.spans[span + 1].start <= offset { span += 1 }
            return span + 1
        }, maxWidth: width, ellipsis: ellipsis)
        return runs.map { run in
            (run.text, run.width, run.key > 0 ? theme.applying(line.spans[run.key - 1].style, to: theme.previewText) : theme.previewText)
        }
    }
}
