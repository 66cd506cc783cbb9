/// A text of the picker's own that `change-…(STR)`, `transform-…(CMD)` and `bg-transform-…(CMD)`
/// set, by fzf's name for it: the footer, the pointer, the ghost text.
package enum PickerText: String, CaseIterable, Hashable, Sendable {
    /// `--footer`: every line of the text (none when empty).
    case footer
    /// `--pointer`: ignored when wider than two columns, as fzf ignores it.
    case pointer
    /// `--ghost` (swoop's `--placeholder`): what the empty query shows.
    case ghost

    /// Whether a command's output sets it whole (the footer) or by its first line only.
    package var takesFirstLine: Bool { self != .footer }
}
