/// fzf's names for the shape of a border (`--border`, `--style=full:SHAPE`).
package enum BorderShape: String, Sendable, CaseIterable {
    case rounded, sharp, bold, block, thinblock, double, dashed
    case horizontal, vertical, top, bottom, left, right
    /// fzf's separator-only shapes: no box around a whole area.
    case line, inline
    case none
}
