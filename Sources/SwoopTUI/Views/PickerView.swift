import SwoopCore

/// Lays the picker out on the screen: bar and rule on top, the info line, then the list.
///
/// On a screen too small for all of it, the bar comes first, then the
/// info line, then as many list rows as fit.
public struct PickerView {
    public var searchBar = SearchBarView()
    public var infoLine = InfoLineView()
    public var list = ListView()
    public var theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    /// The screen rows left for the list on a screen of `rows` rows.
    public static func listArea(rows: Int) -> Range<Int> {
        min(3, rows)..<rows
    }

    /// Draws everything and places the cursor in the bar.
    public func draw(model: SearchViewModel, controller: SearchController, on screen: Screen) {
        screen.erase()
        let rows = screen.rows
        guard rows > 0, screen.columns > 0 else { return }
        let cursorColumn = searchBar.draw(
            query: controller.query, barRow: 0, ruleRow: rows > 1 ? 1 : nil, on: screen, theme: theme)
        if rows > 2 {
            let frame = model.isLoading ? model.loadingTick : nil
            infoLine.draw(matched: model.matchCount, total: model.totalCount, loadingFrame: frame, row: 2, on: screen, theme: theme)
        }
        list.draw(model, area: Self.listArea(rows: rows), on: screen, theme: theme)
        screen.setCursor(row: 0, column: cursorColumn)
        screen.present()
    }
}
