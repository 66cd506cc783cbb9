/// The side pane (preview or detail) as keys leave it: hidden or not, and how far scrolled.
struct PaneState: Equatable, Sendable {
    /// Whether the pane is hidden (toggled by a key).
    var isHidden = false
    /// How far the pane is scrolled, in lines (reset when the highlighted item changes).
    var scroll = 0

    /// Scrolls by `lines` (up when negative), never above the first line.
    mutating func scroll(by lines: Int) {
        scroll = max(0, scroll + lines)
    }
}
