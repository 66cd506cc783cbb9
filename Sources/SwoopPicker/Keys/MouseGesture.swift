/// A mouse gesture that `--bind` can name, with fzf's names (`left-click`, `scroll-up`…).
///
/// The event loop makes them from mouse reports: where the pointer is decides
/// between `scroll-up` (over the list) and `preview-scroll-up` (over the pane).
/// A double click is `Key.doubleClick`.
package enum MouseGesture: String, CaseIterable, Hashable, Sendable {
    case leftClick = "left-click"
    case rightClick = "right-click"
    case shiftLeftClick = "shift-left-click"
    case shiftRightClick = "shift-right-click"
    case scrollUp = "scroll-up"
    case scrollDown = "scroll-down"
    case shiftScrollUp = "shift-scroll-up"
    case shiftScrollDown = "shift-scroll-down"
    case previewScrollUp = "preview-scroll-up"
    case previewScrollDown = "preview-scroll-down"
}
