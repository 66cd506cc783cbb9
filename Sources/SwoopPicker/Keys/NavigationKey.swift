/// The keys xterm reports with modifiers (`ESC [ 1 ; 2 D` is Shift-Left), by fzf's names.
package enum NavigationKey: String, Hashable, Sendable, CaseIterable {
    case up, down, left, right, home, end, delete
    case pageUp = "page-up", pageDown = "page-down"

    /// The key without modifiers.
    package var plain: Key {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .home: .home
        case .end: .end
        case .delete: .delete
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        }
    }
}
