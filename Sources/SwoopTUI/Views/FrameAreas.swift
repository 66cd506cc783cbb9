import SwoopOptions

/// The border's rectangle and what is left inside it, once `--margin`, `--border` and `--padding`
/// are taken from the screen, as fzf takes them.
///
/// When they would leave less than 3 rows or 4 columns, margin and padding shrink in proportion
/// (the border stays), as in fzf.
struct FrameAreas {
    /// Where the border is drawn.
    var border: ScreenRect
    /// Inside the border and the padding.
    var content: ScreenRect

    private static let minimumRows = 3
    private static let minimumColumns = 4

    init(screen: ScreenRect, border style: BorderStyle, margin: LookOptions.Edges, padding: LookOptions.Edges) {
        let edges = style.insets
        // fzf's order: top, right, bottom, left. Margins count the border's own rows and columns.
        let extra = [edges.top, edges.right, edges.bottom, edges.left]
        let sizes = [margin.top, margin.right, margin.bottom, margin.left]
        let pads = [padding.top, padding.right, padding.bottom, padding.left]
        var marginCells = (0..<4).map { sizes[$0].cells(of: $0 % 2 == 0 ? screen.height : screen.width) + extra[$0] }
        var paddingCells = (0..<4).map { pads[$0].cells(of: $0 % 2 == 0 ? screen.height : screen.width) }
        func adjust(_ first: Int, _ second: Int, extent: Int, minimum: Int) {
            let minimum = min(minimum, extent)
            let total = marginCells[first] + marginCells[second] + paddingCells[first] + paddingCells[second]
            guard extent - total < minimum, total > 0 else { return }
            let desired = extent - minimum
            paddingCells[first] = desired * paddingCells[first] / total
            paddingCells[second] = desired * paddingCells[second] / total
            marginCells[first] = max(extra[first], desired * marginCells[first] / total)
            marginCells[second] = max(extra[second], desired * marginCells[second] / total)
        }
        adjust(1, 3, extent: screen.width, minimum: Self.minimumColumns)
        adjust(0, 2, extent: screen.height, minimum: Self.minimumRows)
        border = screen.inset(top: marginCells[0] - extra[0], right: marginCells[1] - extra[1],
                              bottom: marginCells[2] - extra[2], left: marginCells[3] - extra[3])
        content = style.inner(border).inset(top: paddingCells[0], right: paddingCells[1],
                                            bottom: paddingCells[2], left: paddingCells[3])
    }
}
