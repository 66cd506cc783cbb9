import SwoopCore

/// Draws the side pane: the highlighted record (`--detail`) or a preview command's output.
///
/// Lines are wrapped at the pane's width; a line may carry ANSI colours
/// (preview output), which are drawn, every other control sequence having
/// been dropped. The first `scroll` wrapped lines are skipped.
public struct PaneView {
    public init() {}

    /// Draws `lines` into `pane`, skipping `scroll` wrapped lines.
    public func draw(_ lines: [ANSIText], in pane: PickerFrame.Pane, scroll: Int, on screen: Screen, theme: Theme) {
        var rows = Array(pane.rows)
        var left = pane.columns.lowerBound
        switch pane.border {
        case .left:
            for row in rows { screen.put("│", row: row, column: left, style: theme.rule) }
            left += 2
        case .top, .bottom:
            guard let borderRow = pane.border == .top ? rows.first : rows.last else { return }
            screen.put(String(repeating: "─", count: pane.columns.count), row: borderRow, column: pane.columns.lowerBound, style: theme.rule)
            rows.removeAll { $0 == borderRow }
        }
        let width = pane.columns.upperBound - left
        guard width > 0 else { return }
        let wrapped = lines.flatMap { wrap($0, width: width) }
        for (row, segment) in zip(rows, wrapped.dropFirst(max(0, scroll))) {
            var column = left
            for run in segment {
                screen.put(run.text, row: row, column: column, style: run.style)
                column += run.width
            }
        }
    }

    /// One line cut into screen rows of `width` columns, each a list of styled runs.
    private func wrap(_ line: ANSIText, width: Int) -> [[(text: String, width: Int, style: TextStyle)]] {
        let decoded = line.visible.withUnsafeBufferPointer { ItemDecoding.scalars(of: $0) }
        let scalars = decoded.scalars
        var rows: [[(text: String, width: Int, style: TextStyle)]] = []
        var start = 0
        repeat {
            // As many characters as fit, at least one.
            var end = start
            var used = 0
            while end < scalars.count {
                let columns = DisplayText.columns(of: scalars[end], at: used)
                if used + columns > width, end > start { break }
                used += columns
                end += 1
            }
            let runs = DisplayText.fit(Array(scalars[start..<end]), runKey: { index in
                let offset = decoded.offsets[start + index]
                return (line.spans.lastIndex { $0.start <= offset } ?? -1) + 1
            }, maxWidth: width)
            rows.append(runs.map { run in
                (run.text, run.width, run.key > 0 ? Self.style(line.spans[run.key - 1].style) : .plain)
            })
            start = end
        } while start < scalars.count
        return rows
    }

    private static func style(_ item: ANSIText.Style) -> TextStyle {
        var style = TextStyle()
        if let foreground = item.foreground { style.foreground = .palette(foreground) }
        if let background = item.background { style.background = .palette(background) }
        if item.isBold { style.attributes.insert(.bold) }
        if item.isUnderlined { style.attributes.insert(.underline) }
        if item.isReversed { style.attributes.insert(.reverse) }
        if item.isDim { style.attributes.insert(.dim) }
        return style
    }
}
