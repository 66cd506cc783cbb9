/// A setting of the picker's that fzf's `search(STR)` and `change-…(STR)`, `transform-…(CMD)` and
/// `bg-transform-…(CMD)` actions set, by fzf's name for it: what the list is searched for, the
/// searched fields, the shown fields, how many first lines are the header.
package enum PickerSetting: String, CaseIterable, Hashable, Sendable {
    /// `search(STR)`: the list is searched for STR (searching on or off), the query left as it is.
    case search
    /// `change-nth(RANGES)`: `--nth`, the fields searched (`|` separates alternatives taken in turn).
    case nth
    /// `change-with-nth(RANGES)`: `--with-nth`, the fields shown (only when `--with-nth` was given).
    case withNth = "with-nth"
    /// `change-header-lines(N)`: `--header-lines`, how many first lines are the header.
    case headerLines = "header-lines"

    /// fzf's name for the action that sets it to its argument: `search`, `change-nth`…
    package var changeActionName: String { self == .search ? "search" : "change-" + rawValue }

    /// Whether several values separated by `|` are alternatives, each use taking the next (fzf's rotation).
    package var rotates: Bool { self == .nth || self == .withNth }
}
