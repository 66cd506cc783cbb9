/// How many rows the inline picker (`--height`) takes, by fzf's rules.
///
/// fzf takes the rows asked for (a percentage at least `--min-height`, which
/// with `+` counts list rows on top of the bar, info line and headers), never
/// fewer than 3 rows, never more than the terminal has. With `~` the picker
/// shrinks to fit a short list: the bar, info line and headers plus one row
/// per item, at most the rows above.
import SwoopPicker
package struct InlineHeight: Sendable, Equatable {
    /// Fewest rows whatever is asked for: the bar, the info line and one row of the list.
    package static let leastRows = 3

    package var spec: HeightSpec
    package var minimum: MinHeight

    package init(spec: HeightSpec, minimum: MinHeight = MinHeight()) {
        self.spec = spec
        self.minimum = minimum
    }

    /// Most rows on a terminal `terminalRows` high, with `fixedRows` (bar, info line, headers) besides the list.
    package func maximumRows(terminalRows: Int, fixedRows: Int) -> Int {
        let floor = minimum.addsLayout ? minimum.rows + fixedRows : minimum.rows
        let asked = spec.askedRows(terminalRows: terminalRows, minimumForPercent: floor)
        return max(1, min(terminalRows, max(asked, Self.leastRows)))
    }

    /// The rows to use now: the maximum, or with `~` only as many as `itemCount` items need, and a
    /// shown `pane` as fzf adds it: above or below, its share of the picker inside the `outerRows` (margin,
    /// border, padding) or its own rows; on a side, room for one line of it.
    package func rows(terminalRows: Int, fixedRows: Int, itemCount: Int, outerRows: Int = 0, pane: PaneSpec? = nil) -> Int {
        let most = maximumRows(terminalRows: terminalRows, fixedRows: fixedRows)
        guard spec.isAdaptive else { return most }
        var content = fixedRows - outerRows + max(0, itemCount)
        if let pane {
            let lines = pane.resolvedBorder.horizontalLines
            switch (pane.isVertical, pane.size) {
            case (true, .percent(let share)) where share < 100:
                content = max(content + 1 + lines, content * 100 / (100 - share))
            case (true, .percent):
                content = Int.max / 2
            case (true, .cells(let rows)):
                content += min(rows, Int.max / 4) + lines
            case (false, _):
                content = max(content, 1 + lines)
            }
        }
        return max(1, min(most, content + outerRows))
    }
}
