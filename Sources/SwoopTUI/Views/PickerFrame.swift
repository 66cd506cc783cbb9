import SwoopPicker

/// Where everything goes in one redraw: the rows of each part, the list's rows and the items
/// on them, the pane, the border and the scrollbar.
///
/// Made once per redraw by `PickerView.render`; the same frame is drawn and hit-tests the mouse.
package struct PickerFrame {
    /// A part of the picker that takes a row.
    package enum Part: Hashable {
        case bar, rule, info
        case header(Int)
        /// A `--footer` line, from its first.
        case footer(Int)
    }

    /// The row of each part that fits.
    package var rows: [Part: Int] = [:]
    /// The rows of the list, in the order of its positions (best first).
    package var listRows: [Int] = []
    /// The first column of the list, the bar, the info line and the headers.
    package var listLeft = 0
    /// The columns the list may use, from `listLeft`.
    package var listWidth = 0
    /// The columns the bar, rule and info line take: inside the margin, border and padding.
    package var content = ScreenRect(rows: 0, columns: 0)
    /// Rows the margin, the border and the padding take, above and below together.
    package var outerRows = 0
    /// The rectangle the border is drawn on (`--border`), if any.
    package var border: ScreenRect?
    /// The frames of the parts (`--list-border`, `--input-border`, `--header-border`…), outer edges.
    package var sections: [Section] = []
    /// The columns of the `--header` lines: the list's, or inside the header's frame.
    package var headerColumns = 0..<0
    /// The columns of the `--header-lines`: the header's, or inside a frame of their own
    /// (`--header-lines-border`).
    package var headerLinesColumns = 0..<0
    /// The columns of the `--footer` lines: the list's, or inside the footer's frame.
    package var footerColumns = 0..<0
    /// The column the footer's text starts in, lined up with the items' (fzf's header indent).
    package var footerTextLeft = 0
    /// Whether fzf's separator is drawn (`--separator`, or by default unless a border line already
    /// separates the input from the list).
    package var showsSeparator = true
    /// The scrollbar's column (`--scrollbar`), if any.
    package var scrollbarColumn: Int?
    /// The side pane's area, border included, and the layout it has on this screen.
    package var pane: Pane?
    /// Which of the pane's layouts applies on this screen (0: its own, 1: its `<N(…)` alternative),
    /// shown or not; nil without a pane, or with one of no size.
    package var paneLayout: Int?
    /// The items shown, in list order.
    package var slots: [Slot] = []
    /// The list position shown first (the next frame starts from it when items take several rows).
    package var listStart = 0

    /// A part's frame: which part, the rectangle its border is drawn on, and the border.
    package struct Section: Equatable {
        package enum Kind: Equatable, Sendable {
            case list, input, header, headerLines, footer
        }

        package var kind: Kind
        package var rect: ScreenRect
        package var style: BorderStyle
        /// An `inline` header's line inside the list's frame: one row, joined to the frame's sides.
        package var isJoin = false
    }

    /// A rectangle of the screen for the pane.
    package struct Pane: Equatable {
        package var rows: Range<Int>
        package var columns: Range<Int>
        /// The `--preview-window` layout that applies (the alternative, below its threshold).
        package var spec: PaneSpec
        /// Whether its last column inside the border is left blank, fzf's column for the preview's
        /// scrollbar (kept when the list has a scrollbar and the pane's border no right side).
        package var keepsScrollbarColumn = false

        package init(rows: Range<Int>, columns: Range<Int>, spec: PaneSpec) {
            self.rows = rows
            self.columns = columns
            self.spec = spec
        }

        /// A pane with only `border` around it.
        package init(rows: Range<Int>, columns: Range<Int>, border: BorderShape) {
            var spec = PaneSpec.detail
            spec.border = border
            self.init(rows: rows, columns: columns, spec: spec)
        }

        /// The border drawn, `line` resolved to the side facing the list.
        package var border: BorderShape { spec.resolvedBorder }
    }

    /// One item on screen: its list position, the rows its lines take (top down), and its gap rows.
    package struct Slot: Equatable {
        package var position: Int
        /// The item's line pieces, one a row, drawn on `rows` in order.
        package var lines: [ItemLines.Piece]
        package var rows: [Int]
        package var gapRows: [Int]
        /// Whether the item has rows that do not show (the list's end cut it).
        package var isCut = false
        /// Whether the rows that do not show are its first ones.
        package var isCutAtTop = false

        package init(position: Int, lines: [ItemLines.Piece], rows: [Int], gapRows: [Int], isCut: Bool = false,
                     isCutAtTop: Bool = false) {
            self.position = position
            self.lines = lines
            self.rows = rows
            self.gapRows = gapRows
            self.isCut = isCut
            self.isCutAtTop = isCutAtTop
        }
    }

    /// The list position of the item drawn on screen row `row`, if any.
    package func position(atRow row: Int) -> Int? {
        slots.first { $0.rows.contains(row) }?.position
    }

    /// Rows an item takes at least: one, and its `--gap`.
    package var rowsPerItem = 1
    /// Rows an item takes on average near the list's start, gaps counted (fzf's `avgNumLines`, which
    /// sizes the scrollbar).
    package var averageRowsPerItem = 1

    /// How many items the list shows at most (the model's page).
    package var itemCapacity: Int { (listRows.count + rowsPerItem - 1) / max(1, rowsPerItem) }
}
