/// fzf's names for the shape of a border (`--border`, `--style=full:SHAPE`).
package enum BorderShape: String, Sendable, CaseIterable {
    case rounded, sharp, bold, block, thinblock, double, dashed
    case horizontal, vertical, top, bottom, left, right
    /// fzf's separator-only shapes: no box around a whole area.
    case line, inline
    case none

    /// Rows it takes across a pane above or below the list: top and bottom lines (`line` is one).
    package var horizontalLines: Int {
        switch self {
        case .rounded, .sharp, .bold, .block, .thinblock, .double, .dashed, .horizontal: 2
        case .top, .bottom, .line, .inline: 1
        case .left, .right, .vertical, .none: 0
        }
    }
}
