import SwoopPicker

/// Where the side pane goes: it takes its side of the screen, as fzf's preview window
/// does, and the bar, the info line, the headers and the list share the rest.
extension PickerAppearance {
    /// Fewest columns and rows the list's side keeps (fzf's `minWidth`, `minHeight`).
    static let minimumListColumns = 4
    static let minimumListRows = 3

    /// `area` cut in two for `pane`: the pane's rectangle on its side (border included), in the
    /// layout that applies (the alternative below its threshold), and the rest for the bar,
    /// the info line, the headers and the list; nil when the pane has no room or is hidden.
    /// A pane above or below leaves `reserved` rows to the other parts (fzf's cap). A pane at `next` gets
    /// its rows here from `area`'s top and leaves all of `area`: the parts' stack places it by the input.
    func split(_ area: ScreenRect, for pane: PaneSpec, reserving reserved: Int = 0) -> (pane: PickerFrame.Pane, rest: ScreenRect)? {
        guard let (spec, size) = Self.placement(of: pane, rows: area.height, columns: area.width, reserving: reserved,
                                                showsScrollbar: look.scrollbar != nil)
        else { return nil }
        let rows = area.rows
        let columns = area.columns
        switch spec.position {
        case .next:
            return (PickerFrame.Pane(rows: rows.lowerBound..<(rows.lowerBound + size), columns: columns, spec: spec), area)
        case .up:
            let split = rows.lowerBound + size
            return (PickerFrame.Pane(rows: rows.lowerBound..<split, columns: columns, spec: spec), ScreenRect(rows: split..<rows.upperBound, columns: columns))
        case .down:
            let split = rows.upperBound - size
            return (PickerFrame.Pane(rows: split..<rows.upperBound, columns: columns, spec: spec), ScreenRect(rows: rows.lowerBound..<split, columns: columns))
        case .left:
            // A blank column between the pane and the list, as fzf leaves (none before the list's frame).
            let split = columns.lowerBound + size
            let gap = look.listFrame.shape.isFrame ? 0 : 1
            let rest = min(split + gap, columns.upperBound)..<columns.upperBound
            return (PickerFrame.Pane(rows: rows, columns: columns.lowerBound..<split, spec: spec), ScreenRect(rows: rows, columns: rest))
        case .right:
            // A blank column between the list and the pane, as on the left (fzf's scrollbar column);
            // frames of the parts run up to the pane, as fzf's do.
            let split = columns.upperBound - size
            // (With the scrollbar's column kept, that column is the blank one.)
            let framed = [look.listFrame, look.inputFrame, look.headerFrame].contains { $0.shape.isFrame }
            let gap = framed || look.reservesScrollbarColumn ? 0 : 1
            let rest = columns.lowerBound..<max(split - gap, columns.lowerBound)
            return (PickerFrame.Pane(rows: rows, columns: split..<columns.upperBound, spec: spec), ScreenRect(rows: rows, columns: rest))
        }
    }

    /// The layout that applies on this screen and its size across its side (border included),
    /// fzf's way: `N` is N rows or columns of text, `N%` a share of the whole; nil when it does not show.
    static func placement(of pane: PaneSpec, rows: Int, columns: Int, reserving reserved: Int = 0,
                          showsScrollbar: Bool = false) -> (PaneSpec, Int)? {
        guard let (spec, size, _) = layout(of: pane, rows: rows, columns: columns, showsScrollbar: showsScrollbar)
        else { return nil }
        var placed = size
        // fzf's cap: no more than the rows the other parts leave, less a pane's least.
        if spec.isVertical, reserved > 0 {
            let edges = BorderStyle(spec.borderShape).insets
            let minimum = 1 + edges.top + edges.bottom
            placed = max(minimum, min(placed, rows - reserved - minimum))
        }
        let room = spec.isVertical ? rows - minimumListRows : columns - minimumListColumns
        guard !spec.isHidden, placed <= room, placed > 0 else { return nil }
        return (spec, placed)
    }

    /// The layout that applies in an area of `rows` × `columns` (hidden or not), its place in
    /// `pane.layouts`, and its size across its side before the cap; nil for a pane of no size. With
    /// `showsScrollbar`, a pane on a side whose border has no right edge counts the scrollbar's column
    /// in its least width, as fzf's does (`right,20,border-none` is 21 columns).
    static func layout(of pane: PaneSpec, rows: Int, columns: Int, showsScrollbar: Bool = false)
        -> (spec: PaneSpec, size: Int, index: Int)? {
        var spec = pane
        var size = 0
        var index = 0
        for _ in 0..<2 {
            guard !spec.size.isZero else { return nil }
            let edges = BorderStyle(spec.borderShape).insets
            if spec.isVertical {
                let minimum = 1 + edges.top + edges.bottom
                size = Self.size(spec.size, of: rows, keeping: minimumListRows, minimum: minimum)
            } else {
                let scrollbar = showsScrollbar && !BorderStyle(spec.borderShape).hasRight ? 1 : 0
                let minimum = 1 + edges.left + edges.right + scrollbar
                size = Self.size(spec.size, of: columns, keeping: minimumListColumns, minimum: minimum)
            }
            guard let alternative = spec.alternative, size < alternative.threshold else { break }
            spec = alternative.spec
            index += 1
        }
        return (spec, size, index)
    }

    /// fzf's `calculateSize`: a share of `total`, or N cells of text past the border, kept between
    /// `minimum` and what leaves `keeping` for the rest.
    private static func size(_ size: PaneSpec.Size, of total: Int, keeping: Int, minimum: Int) -> Int {
        let most = max(minimum, total - keeping)
        let wanted: Int
        switch size {
        case .percent: wanted = size.cells(of: total)
        case .cells(let cells): wanted = cells > Int.max - minimum ? Int.max : cells + minimum - 1
        }
        return min(max(wanted, minimum), most)
    }
}

extension PickerFrame.Pane {
    /// Rows inside its border.
    package var textHeight: Int {
        BorderStyle(spec.borderShape).inner(ScreenRect(rows: rows, columns: columns)).height
    }

    /// Columns for its text (`FZF_PREVIEW_COLUMNS`): inside its border, less the scrollbar's column it keeps.
    package var textWidth: Int {
        BorderStyle(spec.borderShape).inner(ScreenRect(rows: rows, columns: columns)).width - (keepsScrollbarColumn ? 1 : 0)
    }

    /// The first row inside its border.
    package var textTop: Int {
        BorderStyle(spec.borderShape).inner(ScreenRect(rows: rows, columns: columns)).top
    }

    /// The first column inside its border.
    package var textLeft: Int {
        BorderStyle(spec.borderShape).inner(ScreenRect(rows: rows, columns: columns)).left
    }
}

extension BorderShape {
    /// Whether a part's frame in this shape draws anything (`line` and `inline` draw a line).
    var isFrame: Bool { self != .none }
}

extension PaneSpec {
    /// The border's shape, `line` resolved to the side facing the list.
    var borderShape: BorderShape { resolvedBorder }
}
