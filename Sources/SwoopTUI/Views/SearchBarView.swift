import SwoopPicker

/// Draws the search bar: prompt, query or placeholder, on the bar colour, with a rule under it.
package struct SearchBarView {
    /// Shown before the query.
    package var prompt: String
    /// Shown, dimmed, while the query is empty.
    package var placeholder: String
    /// Repeated across the rule under the bar (`--separator`).
    package var rule = "─"

    package init(prompt: String = "> ", placeholder: String = "Search here...") {
        self.prompt = prompt
        self.placeholder = placeholder
    }

    /// Draws the bar on `barRow` and the rule on `ruleRow` (nil: no room) across `columns`
    /// (default: the whole width); returns the edit cursor's column.
    @discardableResult
    package func draw(query: QueryText, barRow: Int, ruleRow: Int?, columns: Range<Int>? = nil, on screen: Screen, theme: Theme) -> Int {
        let columns = columns ?? 0..<screen.columns
        let left = columns.lowerBound
        let width = columns.count
        screen.fill(row: barRow, column: left, width: width, style: theme.bar)
        let shownPrompt = DisplayText.fit(prompt, maxWidth: width)
        screen.put(shownPrompt.text, row: barRow, column: left, style: theme.prompt)
        let available = width - shownPrompt.width
        var cursorColumn = shownPrompt.width

        if query.isEmpty {
            let shown = DisplayText.fit(placeholder, maxWidth: available)
            screen.put(shown.text, row: barRow, column: left + shownPrompt.width, style: theme.placeholder)
        } else if available > 0 {
            let (text, cursorOffset) = visibleQuery(query, width: available)
            screen.put(text, row: barRow, column: left + shownPrompt.width, style: theme.query)
            cursorColumn += cursorOffset
        }

        if let ruleRow, !rule.isEmpty, width > 0 {
            let ruleWidth = max(1, DisplayText.width(of: rule))
            let line = String(repeating: rule, count: width / ruleWidth + 1)
            screen.put(DisplayText.fit(line, maxWidth: width, ellipsis: "").text, row: ruleRow, column: left, style: theme.rule)
        }
        return left + min(cursorColumn, max(0, width - 1))
    }

    /// The part of the query that fits in `width` columns with the cursor in view,
    /// and the cursor's column within it.
    private func visibleQuery(_ query: QueryText, width: Int) -> (String, Int) {
        func shown(_ index: Int) -> DisplayText.Fitted {
            DisplayText.fit(String(query.characters[index]), maxWidth: 8)
        }
        // Scroll so the cursor (plus one cell for it at the end) stays visible:
        // walk back from it only as far as the bar reaches.
        var start = query.cursor
        var cursorOffset = 0
        while start > 0 {
            let previous = shown(start - 1).width
            guard cursorOffset + previous + 1 <= width else { break }
            cursorOffset += previous
            start -= 1
        }
        var text = ""
        var used = 0
        for index in start..<query.characters.count {
            let piece = shown(index)
            guard used + piece.width <= width else { break }
            text += piece.text
            used += piece.width
        }
        return (text, cursorOffset)
    }
}
