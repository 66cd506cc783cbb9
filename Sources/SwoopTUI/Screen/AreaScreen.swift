/// A screen whose areas have background colours of their own, as fzf's windows do (`list-bg`,
/// `input-bg`, `header-bg`): each area is painted first, and text or blanks drawn on it without a
/// background of their own take the area's (the last area holding their first cell).
final class AreaScreen: Screen {
    /// An area and its colour.
    struct Area {
        var rect: ScreenRect
        var background: TerminalColor
    }

    private let base: Screen
    private let areas: [Area]

    /// Paints `areas` (later ones over earlier ones) on `base`, which then takes what is drawn.
    init(_ base: Screen, areas: [Area]) {
        self.base = base
        self.areas = areas
        for area in areas {
            for row in area.rect.rows {
                base.fill(row: row, column: area.rect.left, width: area.rect.width, style: TextStyle(background: area.background))
            }
        }
    }

    var rows: Int { base.rows }
    var columns: Int { base.columns }

    func erase() { base.erase() }
    func setCursor(row: Int, column: Int) { base.setCursor(row: row, column: column) }
    func hideCursor() { base.hideCursor() }
    func present() { base.present() }

    func put(_ text: String, row: Int, column: Int, style: TextStyle) {
        base.put(text, row: row, column: column, style: placed(style, row: row, column: column))
    }

    func fill(row: Int, column: Int, width: Int, style: TextStyle) {
        base.fill(row: row, column: column, width: width, style: placed(style, row: row, column: column))
    }

    /// `style`, with the background of the area at (`row`, `column`) when it has none of its own.
    private func placed(_ style: TextStyle, row: Int, column: Int) -> TextStyle {
        guard style.background == .default, let area = areas.last(where: { $0.rect.contains(row: row, column: column) }) else {
            return style
        }
        var placed = style
        placed.background = area.background
        return placed
    }
}
