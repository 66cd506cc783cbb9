/// What the search controller does for a key: moves, the query's edits, marks, the pane's scroll,
/// the search's switches (`SearchController+Dispatch` does each).
package enum ControllerAction: Hashable, Sendable {
    case up, down
    case pageUp, pageDown, halfPageUp, halfPageDown
    case first, last
    case accept, abort, cancel
    /// `accept-non-empty`: picks only when something is highlighted or marked.
    case acceptNonEmpty
    /// `accept-or-print-query`: picks, or with nothing to pick leaves printing the query.
    case acceptOrPrintQuery
    case clearQuery
    case toggle, select, deselect
    /// `toggle-in`, `toggle-out`: toggle, then move into or out of the list as the layout draws it.
    case toggleIn, toggleOut
    case toggleAll, selectAll, deselectAll
    case backwardKillWord, killLine, unixLineDiscard
    /// `yank`: inserts what the last kill deleted.
    case yank
    case beginningOfLine, endOfLine
    case backwardChar, forwardChar
    case backwardDeleteChar, deleteChar
    case previewUp, previewDown, togglePreview
    case previewPageUp, previewPageDown
    case previewHalfPageUp, previewHalfPageDown
    case previewTop, previewBottom
    case togglePreviewWrap
    /// `show-preview`, `hide-preview`: shows the pane (when it has something to show) or hides it.
    case showPreview, hidePreview
    /// `toggle-preview-wrap-word`: the preview's long lines wrap at words, or stop wrapping.
    case togglePreviewWrapWord
    /// `close`: hides the pane when it shows, else leaves as `abort` does.
    case close
    /// `show-input`, `hide-input`, `toggle-input`: the input section shows, or not (no key edits the query then).
    case showInput, hideInput, toggleInput
    case toggleSort
    /// `toggle-search`, `enable-search`, `disable-search`: whether the query filters the list.
    case toggleSearch, enableSearch, disableSearch
    /// `prev-history`, `next-history`: the query becomes the entry before or after in `--history`'s file.
    case prevHistory, nextHistory
    case ignore
    /// `change-query(STR)`: the query becomes `STR`.
    case changeQuery(String)
    /// `change-prompt(STR)`: the prompt becomes `STR`.
    case changePrompt(String)
    /// `change-header(STR)`: `--header`'s lines become those of `STR` (none when empty).
    case changeHeader(String)
    /// `put(STR)` inserts `STR` at the edit cursor; bare `put` (nil) inserts the key's character.
    case put(String?)
    /// `pos(N)`: to row N, counted from 1, or from the end when negative.
    case position(Int)
    /// `unbind(KEYS)`, `rebind(KEYS)`: the keys stop doing what `--bind` and the defaults say, or do it again.
    case unbind([Key]), rebind([Key])
    /// `offset-up`, `offset-down`: scrolls the list a row, the cursor staying on its item while it shows.
    case offsetUp, offsetDown

    /// The ones without an argument, by fzf's name (where fzf has two names, both).
    package static let named: [String: ControllerAction] = [
        "up": .up, "down": .down, "page-up": .pageUp, "page-down": .pageDown,
        "half-page-up": .halfPageUp, "half-page-down": .halfPageDown, "first": .first, "last": .last,
        "accept": .accept, "abort": .abort, "cancel": .cancel, "accept-non-empty": .acceptNonEmpty,
        "accept-or-print-query": .acceptOrPrintQuery, "clear-query": .clearQuery,
        "toggle": .toggle, "select": .select, "deselect": .deselect, "toggle-in": .toggleIn, "toggle-out": .toggleOut,
        "toggle-all": .toggleAll, "select-all": .selectAll, "deselect-all": .deselectAll,
        "backward-kill-word": .backwardKillWord, "kill-line": .killLine, "unix-line-discard": .unixLineDiscard, "yank": .yank,
        "beginning-of-line": .beginningOfLine, "end-of-line": .endOfLine,
        "backward-char": .backwardChar, "forward-char": .forwardChar,
        "backward-delete-char": .backwardDeleteChar, "delete-char": .deleteChar,
        "preview-up": .previewUp, "preview-down": .previewDown, "toggle-preview": .togglePreview,
        "preview-page-up": .previewPageUp, "preview-page-down": .previewPageDown,
        "preview-half-page-up": .previewHalfPageUp, "preview-half-page-down": .previewHalfPageDown,
        "preview-top": .previewTop, "preview-bottom": .previewBottom, "toggle-preview-wrap": .togglePreviewWrap,
        "toggle-sort": .toggleSort, "toggle-search": .toggleSearch, "enable-search": .enableSearch,
        "disable-search": .disableSearch, "prev-history": .prevHistory, "previous-history": .prevHistory,
        "next-history": .nextHistory, "ignore": .ignore, "put": .put(nil),
        "offset-up": .offsetUp, "offset-down": .offsetDown,
        "show-preview": .showPreview, "hide-preview": .hidePreview, "toggle-preview-wrap-word": .togglePreviewWrapWord,
        "close": .close, "show-input": .showInput, "hide-input": .hideInput, "toggle-input": .toggleInput,
    ]

    /// Whether it only edits the query or moves its edit cursor (a run of such keys is typed at once).
    package var editsQuery: Bool {
        switch self {
        case .clearQuery, .backwardKillWord, .killLine, .unixLineDiscard, .yank, .beginningOfLine, .endOfLine,
             .backwardChar, .forwardChar, .backwardDeleteChar, .deleteChar, .ignore, .put:
            true
        case .up, .down, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .first, .last, .accept, .abort, .cancel,
             .acceptNonEmpty, .acceptOrPrintQuery, .toggle, .select, .deselect, .toggleIn, .toggleOut, .toggleAll,
             .selectAll, .deselectAll, .previewUp, .previewDown, .togglePreview, .previewPageUp, .previewPageDown,
             .previewHalfPageUp, .previewHalfPageDown, .previewTop, .previewBottom, .togglePreviewWrap, .toggleSort,
             .toggleSearch, .enableSearch, .disableSearch, .prevHistory, .nextHistory, .changeQuery, .changePrompt,
             .changeHeader, .position, .unbind, .rebind, .offsetUp, .offsetDown, .showPreview, .hidePreview,
             .togglePreviewWrapWord, .close, .showInput, .hideInput, .toggleInput:
            false
        }
    }

    /// Whether it deletes backwards, so that on an empty query its key is `backward-eof`.
    package var deletesBackward: Bool {
        self == .backwardDeleteChar || self == .unixLineDiscard || self == .backwardKillWord
    }

    /// Whether it leaves the picker or its search (abort, cancel): while a command is awaited, its key
    /// ends the command instead.
    package var abandons: Bool { self == .abort || self == .cancel }
}
