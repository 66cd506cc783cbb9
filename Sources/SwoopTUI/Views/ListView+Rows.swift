import SwoopItems

extension ListView {
    /// The marker on row `index` of `slot`'s shown rows: the marker for an item on one row, else
    /// the multi-line signs, as fzf picks them (a cut item's cut side has no end sign).
    func markerSign(row index: Int, of slot: PickerFrame.Slot) -> String {
        let (top, middle, bottom) = (markerMultiLine[0], markerMultiLine[1], markerMultiLine[2])
        let count = slot.rows.count
        if count == 1 {
            guard slot.isCut else { return marker }
            return slot.isCutAtTop ? bottom : top
        }
        if index == 0 { return slot.isCutAtTop ? middle : top }
        if index == count - 1 { return slot.isCutAtTop || !slot.isCut ? bottom : middle }
        return middle
    }

    /// Draws one of an item's rows, `piece` of its text, in `width` columns from `left`: after the wrap
    /// sign when it goes on from the row before; a whole line too long for the row cut, or shifted to
    /// show its last match (`--hscroll`), or its end (`--keep-right`).
    func drawPiece(
        _ piece: ItemLines.Piece, of entry: FrameContent.ListItem, matched: Set<Int>, row: Int, left: Int, width: Int,
        style: TextStyle, highlight: TextStyle, on screen: Screen, theme: Theme
    ) {
        var column = left
        var room = width
        if piece.isContinuation {
            let sign = DisplayText.fit(wrapSign, maxWidth: room, ellipsis: "")
            screen.put(sign.text, row: row, column: column, style: theme.gutter.on(style))
            column += wrapSignWidth
            room -= wrapSignWidth
        }
        let rules = RowWindow.Rules(hscroll: hscroll && !wraps, offset: hscrollOff,
                                    keepsRight: keepsRight && !wraps && entry.matchedOffsets.isEmpty)
        if hscroll, !wraps, freezeLeft > 0 || freezeRight > 0 {
            return drawFrozen(piece.range, of: entry, matched: matched, row: row, left: column, width: room, style: style,
                              highlight: highlight, on: screen, theme: theme, rules: rules)
        }
        drawStretch(piece.range, of: entry, matched: matched, row: row, left: column, width: room, style: style,
                    highlight: highlight, on: screen, theme: theme, rules: rules)
    }

    /// Draws the bytes `range` of `entry`'s text in `width` columns from `left`, cut or shifted by `rules`
    /// (`forcesCut`: ending in the ellipsis even when it fits; `lastMatch`, in `range`, the match kept in
    /// view when not the last in it); returns the columns drawn.
    @discardableResult
    func drawStretch(
        _ range: Range<Int>, of entry: FrameContent.ListItem, matched: Set<Int>, row: Int, left: Int, width room: Int,
        style: TextStyle, highlight: TextStyle, on screen: Screen, theme: Theme, rules: RowWindow.Rules, forcesCut: Bool = false,
        lastMatch given: Int?? = nil, startColumn: Int = 0
    ) -> Int {
        var column = left
        let bytes = entry.bytes
        let text = UnsafeBufferPointer(rebasing: bytes[range])
        let base = range.lowerBound
        // Wrapped rows show as they are; a whole line shifts to its last match in it.
        let lastMatch = given ?? (wraps ? nil : entry.matchedOffsets.last { range.contains($0) }.map { $0 - base })
        let window = RowWindow(text, lastMatch: lastMatch, width: room, ellipsisWidth: DisplayText.ellipsisWidth(ellipsis), rules: rules)
        let colors = entry.colors
        let nthRanges = entry.searchedRanges
        let runs = DisplayText.fit(window.scalars, runKey: { index in
            let offset = base + window.offsets[index]
            let span = colors.map { $0.spanIndex(at: offset) + 1 } ?? 0
            let isNth = nthRanges.contains { $0.contains(offset) } ? 2 : 0
            return span << 2 | isNth | (matched.contains(offset) ? 1 : 0)
        }, maxWidth: room, leadingEllipsis: window.isShifted, trailingEllipsis: window.isCut || forcesCut, ellipsis: ellipsis,
           startColumn: startColumn)
        for run in runs {
            // As fzf: the --nth part's look first, then the item's own colours over it (unless `strip`).
            let partStyle = run.key & 2 != 0 ? theme.applyingNth(to: style) : style
            var runStyle = run.isMarked ? (run.key & 2 != 0 ? theme.applyingNth(to: highlight) : highlight) : partStyle
            if !run.isMarked, let colors, run.key >> 2 > 0 {
                runStyle = theme.applying(colors.spans[(run.key >> 2) - 1].style, to: partStyle)
            }
            screen.put(run.text, row: row, column: column, style: runStyle)
            column += run.width
        }
        return column - left
    }
}
