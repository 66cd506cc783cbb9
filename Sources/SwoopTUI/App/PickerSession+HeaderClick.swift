import SwoopItems
import SwoopPicker

/// `click-header`, as fzf's: the left button pressed and let go at one place on a header line's
/// text fires it, and what was clicked is kept for the commands (`FZF_CLICK_HEADER_…`).
extension PickerSession {
    /// Whether the report is the header's: a press on a header line (which does nothing else), or the
    /// release that ends a click there (which fires `click-header`).
    func takesHeaderClick(_ event: MouseEvent, frame: PickerFrame) -> Bool {
        let isHeaderRow = frame.rows.contains { part, row in
            if case .header = part { return row == event.row }
            return false
        }
        if event.isPress {
            let isLeft = event.button & ~(8 | 16) == 0
            input.mouse.headerPress = isLeft && isHeaderRow ? (event.row, event.column) : nil
            return isHeaderRow && event.button & 32 == 0 && event.button < 64
        }
        guard let press = input.mouse.headerPress else { return false }
        input.mouse.headerPress = nil
        guard press == (event.row, event.column),
              let click = HeaderClick.at(row: event.row, column: event.column, frame: frame,
                                         textColumns: { headerTextColumns($0, frame: frame) }, words: headerWords)
        else { return true }
        input.mouse.headerClick = click
        fire(.clickHeader)
        return true
    }

    /// The columns from where header part `index`'s text starts (lined up with the items' where it
    /// can be) to its area's end.
    private func headerTextColumns(_ index: Int, frame: PickerFrame) -> Range<Int> {
        let columns = index < view.appearance.header.count ? frame.headerColumns : frame.headerLinesColumns
        let start = max(columns.lowerBound, frame.listLeft + view.list.gutterWidth)
        return min(start, columns.upperBound)..<columns.upperBound
    }

    /// Header part `index`'s words: a `--header` line's, or a header line's of the input.
    private func headerWords(_ index: Int) -> [HeaderClick.Word] {
        let appearance = view.appearance
        let bytes: [UInt8]
        if index < appearance.header.count {
            bytes = Array(appearance.header[index].utf8).withUnsafeBufferPointer { ANSIText($0).visible }
        } else if let source = appearance.headerColors?.headerLine(index - appearance.header.count) {
            bytes = ANSIText(source).visible
        } else if let line = appearance.headerStore?.headerLine(index - appearance.header.count) {
            bytes = Array(line)
        } else {
            return []
        }
        return HeaderClick.words(of: bytes, splitter: items.splitter)
    }
}
