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
    /// `unix-word-rubout` (Ctrl-W): deletes back to the start of a run of non-blanks (`backward-kill-word`
    /// stops at any non-letter).
    case unixWordRubout
    /// `kill-word` (Alt-D): deletes to the end of the word.
    case killWord
    /// `backward-subword`, `forward-subword`, `kill-subword`, `backward-kill-subword`: the word ones, a
    /// lower-case letter followed by an upper-case one also parting words (`fooBar`).
    case backwardSubword, forwardSubword, killSubword, backwardKillSubword
    /// `yank`: inserts what the last kill deleted.
    case yank
    case beginningOfLine, endOfLine
    case backwardChar, forwardChar
    /// `backward-word`, `forward-word` (Alt-B, Alt-F): to the start of the word, or to its end.
    case backwardWord, forwardWord
    case backwardDeleteChar, deleteChar
    /// `backward-delete-char/eof`, `delete-char/eof` (Ctrl-D): the same, but on an empty query quit as `abort` does.
    case backwardDeleteCharEOF, deleteCharEOF
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
    /// `toggle-bind(KEYS)`: each key bound now is unbound, each unbound one bound again.
    case toggleBind([Key])
    /// `offset-up`, `offset-down`: scrolls the list a row, the cursor staying on its item while it shows.
    case offsetUp, offsetDown
    /// `up-match`, `down-match`: up or down a row to the next match (every listed row is one: no raw mode).
    case upMatch, downMatch
    /// `best`: to the best match, the first row (no raw mode).
    case best
    /// `up-selected`, `down-selected`: to the next marked row up or down the screen, around the ends.
    case upSelected, downSelected
    /// `clear-selection` (`clear-multi`): unmarks everything, listed or not (`deselect-all` only the listed).
    case clearSelection
    /// `change-multi(N)`: up to N marks from now on (`Int.max`: no limit; 0: marking off); a new limit
    /// clears the marks.
    case changeMulti(Int)
    /// `exclude`: the highlighted item leaves every result until the items are replaced;
    /// `exclude-multi`: the marked items do (and are unmarked), or the highlighted one when none is.
    case exclude, excludeMulti
    /// `offset-middle`: scrolls the list so that the highlighted row is in its middle.
    case offsetMiddle
    /// `replace-query`: the query becomes the highlighted item's text (as shown).
    case replaceQuery
    /// `toggle-down`, `toggle-up` (Tab and Shift-Tab while marking is on): toggle, then down or up when
    /// that changed a mark (at the limit, or with marking off, nothing moves).
    case toggleDown, toggleUp
    /// `toggle-raw`, `enable-raw`, `disable-raw`: raw mode (every item listed, the ones that do not
    /// match dimmed) over, on or off.
    case toggleRaw, enableRaw, disableRaw

    /// The ones without an argument, by fzf's name (where fzf has two names, both).
    package static let named: [String: ControllerAction] = [
        "up": .up, "down": .down, "page-up": .pageUp, "page-down": .pageDown,
        "half-page-up": .halfPageUp, "half-page-down": .halfPageDown, "first": .first, "last": .last,
        "accept": .accept, "abort": .abort, "cancel": .cancel, "accept-non-empty": .acceptNonEmpty,
        "accept-or-print-query": .acceptOrPrintQuery, "clear-query": .clearQuery,
        "toggle": .toggle, "select": .select, "deselect": .deselect, "toggle-in": .toggleIn, "toggle-out": .toggleOut,
        "toggle-all": .toggleAll, "select-all": .selectAll, "deselect-all": .deselectAll,
        "backward-kill-word": .backwardKillWord, "kill-line": .killLine, "unix-line-discard": .unixLineDiscard, "yank": .yank,
        "unix-word-rubout": .unixWordRubout, "kill-word": .killWord,
        "backward-subword": .backwardSubword, "forward-subword": .forwardSubword,
        "kill-subword": .killSubword, "backward-kill-subword": .backwardKillSubword,
        "beginning-of-line": .beginningOfLine, "end-of-line": .endOfLine,
        "backward-char": .backwardChar, "forward-char": .forwardChar,
        "backward-word": .backwardWord, "forward-word": .forwardWord,
        "backward-delete-char": .backwardDeleteChar, "delete-char": .deleteChar,
        "backward-delete-char/eof": .backwardDeleteCharEOF, "delete-char/eof": .deleteCharEOF,
        "preview-up": .previewUp, "preview-down": .previewDown, "toggle-preview": .togglePreview,
        "preview-page-up": .previewPageUp, "preview-page-down": .previewPageDown,
        "preview-half-page-up": .previewHalfPageUp, "preview-half-page-down": .previewHalfPageDown,
        "preview-top": .previewTop, "preview-bottom": .previewBottom, "toggle-preview-wrap": .togglePreviewWrap,
        "toggle-sort": .toggleSort, "toggle-search": .toggleSearch, "enable-search": .enableSearch,
        "disable-search": .disableSearch, "prev-history": .prevHistory, "previous-history": .prevHistory,
        "next-history": .nextHistory, "ignore": .ignore, "put": .put(nil),
        "offset-up": .offsetUp, "offset-down": .offsetDown,
        "up-match": .upMatch, "down-match": .downMatch, "best": .best,
        "up-selected": .upSelected, "prev-selected": .upSelected, "down-selected": .downSelected,
        "next-selected": .downSelected, "clear-selection": .clearSelection, "clear-multi": .clearSelection,
        "change-multi": .changeMulti(.max), "exclude": .exclude, "exclude-multi": .excludeMulti,
        "offset-middle": .offsetMiddle, "replace-query": .replaceQuery, "toggle-down": .toggleDown, "toggle-up": .toggleUp,
        "show-preview": .showPreview, "hide-preview": .hidePreview, "toggle-preview-wrap-word": .togglePreviewWrapWord,
        "close": .close, "show-input": .showInput, "hide-input": .hideInput, "toggle-input": .toggleInput,
        "toggle-raw": .toggleRaw, "enable-raw": .enableRaw, "disable-raw": .disableRaw,
    ]

    /// Whether it only edits the query or moves its edit cursor (a run of such keys is typed at once;
    /// the `/eof` deletes can quit, so they are not).
    package var editsQuery: Bool {
        switch self {
        case .clearQuery, .backwardKillWord, .killLine, .unixLineDiscard, .yank, .beginningOfLine, .endOfLine,
             .backwardChar, .forwardChar, .backwardDeleteChar, .deleteChar, .ignore, .put, .unixWordRubout,
             .killWord, .backwardSubword, .forwardSubword, .killSubword, .backwardKillSubword, .backwardWord,
             .forwardWord:
            true
        case .backwardDeleteCharEOF, .deleteCharEOF,
             .up, .down, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .first, .last, .accept, .abort, .cancel,
             .acceptNonEmpty, .acceptOrPrintQuery, .toggle, .select, .deselect, .toggleIn, .toggleOut, .toggleAll,
             .selectAll, .deselectAll, .previewUp, .previewDown, .togglePreview, .previewPageUp, .previewPageDown,
             .previewHalfPageUp, .previewHalfPageDown, .previewTop, .previewBottom, .togglePreviewWrap, .toggleSort,
             .toggleSearch, .enableSearch, .disableSearch, .prevHistory, .nextHistory, .changeQuery, .changePrompt,
             .changeHeader, .position, .unbind, .rebind, .toggleBind, .offsetUp, .offsetDown,
             .upMatch, .downMatch, .best, .upSelected, .downSelected, .clearSelection, .changeMulti, .exclude,
             .excludeMulti, .offsetMiddle, .replaceQuery, .toggleDown, .toggleUp, .showPreview, .hidePreview,
             .togglePreviewWrapWord, .close, .showInput, .hideInput, .toggleInput,
             .toggleRaw, .enableRaw, .disableRaw:
            false
        }
    }

    /// Whether it deletes backwards, so that on an empty query its key is `backward-eof` (as in fzf, not
    /// `backward-delete-char/eof`, which quits instead).
    package var deletesBackward: Bool {
        [.backwardDeleteChar, .unixLineDiscard, .unixWordRubout, .backwardKillWord, .backwardKillSubword].contains(self)
    }

    /// Whether it leaves the picker or its search (abort, cancel): while a command is awaited, its key
    /// ends the command instead.
    package var abandons: Bool { self == .abort || self == .cancel }
}
