/// What a key does: the actions `--bind` can name, as fzf names them.
public enum Action: String, CaseIterable, Sendable {
    case up, down
    case pageUp = "page-up", pageDown = "page-down"
    case first, last
    case accept, abort, cancel
    case clearQuery = "clear-query"
    case toggle
    case toggleAll = "toggle-all", selectAll = "select-all", deselectAll = "deselect-all"
    case backwardKillWord = "backward-kill-word", killLine = "kill-line", unixLineDiscard = "unix-line-discard"
    case beginningOfLine = "beginning-of-line", endOfLine = "end-of-line"
    case backwardChar = "backward-char", forwardChar = "forward-char"
    case backwardDeleteChar = "backward-delete-char", deleteChar = "delete-char"
    case previewUp = "preview-up", previewDown = "preview-down", togglePreview = "toggle-preview"
    case previewPageUp = "preview-page-up", previewPageDown = "preview-page-down"
    case previewHalfPageUp = "preview-half-page-up", previewHalfPageDown = "preview-half-page-down"
    case previewTop = "preview-top", previewBottom = "preview-bottom"
    case togglePreviewWrap = "toggle-preview-wrap"
    case toggleSort = "toggle-sort"
    case ignore
    /// Stops swoop as a job (Ctrl-Z), giving the terminal back until `fg` (swoop's name: fzf's cannot be bound).
    case suspend
    /// Moves the cursor to the clicked row, or focuses the bar (swoop's name for fzf's default `left-click`).
    case click

    /// Whether the event loop does it (it needs the terminal or the mouse's position), not the search controller.
    public var isSessionAction: Bool {
        self == .suspend || self == .click
    }

    /// Whether the action only edits the query or moves its edit cursor.
    public var editsQuery: Bool {
        switch self {
        case .clearQuery, .backwardKillWord, .killLine, .unixLineDiscard, .beginningOfLine, .endOfLine,
             .backwardChar, .forwardChar, .backwardDeleteChar, .deleteChar, .ignore:
            true
        default:
            false
        }
    }

    /// The actions of `text`, fzf's `toggle+down` style chain; nil when a name is unknown.
    public static func chain(_ text: Substring) -> [Action]? {
        var actions: [Action] = []
        for name in text.split(separator: "+", omittingEmptySubsequences: false) {
            guard let action = Action(rawValue: String(name)) else { return nil }
            actions.append(action)
        }
        return actions.isEmpty ? nil : actions
    }
}

/// The keys of the list and the search bar and what they do.
public struct KeyMap: Sendable {
    private var actions: [Key: [Action]]

    /// swoop's defaults, fzf's where fzf has one; Tab toggles only with `--multi`.
    public init(multiSelect: Bool = false) {
        actions = [
            .up: [.up], .ctrl("p"): [.up], .ctrl("k"): [.up], .modified(.up, .alt): [.up],
            .down: [.down], .ctrl("n"): [.down], .ctrl("j"): [.down], .modified(.down, .alt): [.down],
            .pageUp: [.pageUp], .pageDown: [.pageDown],
            .enter: [.accept],
            .escape: [.cancel],
            .ctrl("c"): [.abort], .ctrl("g"): [.abort], .ctrl("q"): [.abort], .ctrl("\\"): [.abort],
            .backspace: [.backwardDeleteChar], .ctrl("h"): [.backwardDeleteChar],
            .delete: [.deleteChar], .ctrl("d"): [.deleteChar],
            .ctrl("u"): [.unixLineDiscard],
            .ctrl("w"): [.backwardKillWord], .alt("\u{7F}"): [.backwardKillWord],
            .left: [.backwardChar], .ctrl("b"): [.backwardChar],
            .right: [.forwardChar], .ctrl("f"): [.forwardChar],
            .home: [.beginningOfLine], .ctrl("a"): [.beginningOfLine],
            .end: [.endOfLine], .ctrl("e"): [.endOfLine],
            .shiftUp: [.previewUp], .shiftDown: [.previewDown], .ctrl("_"): [.togglePreview],
            .tab: multiSelect ? [.toggle, .down] : [.down],
            .backTab: multiSelect ? [.toggle, .up] : [.up],
            .ctrl("z"): [.suspend],
            .doubleClick: [.accept],
            .gesture(.leftClick): [.click],
            .gesture(.rightClick): [.toggle], .gesture(.shiftLeftClick): [.toggle], .gesture(.shiftRightClick): [.toggle],
            .gesture(.scrollUp): [.up], .gesture(.scrollDown): [.down],
            .gesture(.shiftScrollUp): [.toggle, .up], .gesture(.shiftScrollDown): [.toggle, .down],
            .gesture(.previewScrollUp): [.previewUp], .gesture(.previewScrollDown): [.previewDown],
        ]
    }

    /// Whether some key does `action`.
    public func binds(_ action: Action) -> Bool {
        actions.values.contains { $0.contains(action) }
    }

    /// What `key` does, if anything (printable characters not bound here are typed).
    public subscript(key: Key) -> [Action]? {
        get { actions[key] }
        set { actions[key] = newValue }
    }
}
