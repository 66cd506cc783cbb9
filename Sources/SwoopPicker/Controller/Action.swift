/// What a key does: the actions `--bind` can name, as fzf names them, some with fzf's argument.
package enum Action: Hashable, Sendable {
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
    case toggleSort
    /// `toggle-search`, `enable-search`, `disable-search`: whether the query filters the list.
    case toggleSearch, enableSearch, disableSearch
    /// `prev-history`, `next-history`: the query becomes the entry before or after in `--history`'s file.
    case prevHistory, nextHistory
    case ignore
    /// Stops swoop as a job (Ctrl-Z), giving the terminal back until `fg` (swoop's name: fzf's cannot be bound).
    case suspend
    /// Moves the cursor to the clicked row, or focuses the bar (swoop's name for fzf's default `left-click`).
    case click
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
    /// `execute(CMD)`: runs CMD with the terminal given to it; the picker is drawn again after.
    case execute(String)
    /// `execute-silent(CMD)`: runs CMD and waits for it, the picker staying on screen.
    case executeSilent(String)
    /// `become(CMD)`: swoop is replaced by CMD, with the terminal given back.
    case become(String)
    /// `reload(CMD)`, `reload-sync(CMD)`: the items become CMD's output, read as it comes
    /// (the sync form keeps the old list on screen until the output is complete).
    case reload(String), reloadSync(String)
    /// `print(STR)`: STR is printed on the way out, after the query and key and before the picks.
    case print(String)
    /// `print-query`: prints the query and ends swoop.
    case printQuery
    /// `preview(CMD)`: shows CMD's output in the preview pane, once.
    case preview(String)
    /// `refresh-preview`: runs the preview command again.
    case refreshPreview
    /// `change-preview(CMD)`: CMD is the preview command from now on.
    case changePreview(String)
    /// `change-preview-window(SPEC)`: the preview window's layout becomes `--preview-window`'s and SPEC.
    case changePreviewWindow(String)
    /// `change-border-label(STR)` and the other labels: the label's text becomes STR.
    case changeLabel(FrameLabel, String)
    /// `transform-query(CMD)` and the rest: CMD's output becomes the part (`transform(CMD)`: actions to run).
    case transform(TransformTarget, String)
    /// `track-current`, `untrack-current`: the cursor keeps (or stops keeping) to the highlighted item.
    case trackCurrent, untrackCurrent
    /// `toggle-track`: turns `--track` on or off; `toggle-track-current`: `track-current` or `untrack-current`.
    case toggleTrack, toggleTrackCurrent
    /// `offset-up`, `offset-down`: scrolls the list a row, the cursor staying on its item while it shows.
    case offsetUp, offsetDown
    /// `frecency-forget`: the highlighted item is no longer remembered (`--frecency`).
    case frecencyForget

    /// The actions without an argument, by fzf's name.
    package static let named: [String: Action] = [
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
        "next-history": .nextHistory, "ignore": .ignore, "suspend": .suspend, "click": .click, "put": .put(nil),
        "print-query": .printQuery, "refresh-preview": .refreshPreview,
        "track-current": .trackCurrent, "untrack-current": .untrackCurrent, "toggle-track": .toggleTrack,
        "track": .trackCurrent, "toggle-track-current": .toggleTrackCurrent,
        "offset-up": .offsetUp, "offset-down": .offsetDown, "frecency-forget": .frecencyForget,
    ]

    /// Whether the event loop does it (it needs the terminal, the mouse's position, a process or
    /// the pane), not the search controller.
    package var isSessionAction: Bool {
        switch self {
        case .suspend, .click, .execute, .executeSilent, .become, .reload, .reloadSync, .print, .printQuery,
             .preview, .refreshPreview, .changePreview, .changePreviewWindow, .changeLabel, .transform,
             .trackCurrent, .untrackCurrent, .toggleTrack, .toggleTrackCurrent, .frecencyForget:
            true
        default:
            false
        }
    }

    /// Whether the action only edits the query or moves its edit cursor.
    package var editsQuery: Bool {
        switch self {
        case .clearQuery, .backwardKillWord, .killLine, .unixLineDiscard, .yank, .beginningOfLine, .endOfLine,
             .backwardChar, .forwardChar, .backwardDeleteChar, .deleteChar, .ignore, .put:
            true
        default:
            false
        }
    }

    /// The actions of `text`, fzf's `toggle+down` style chain of argument-less names; nil when a name is unknown.
    package static func chain(_ text: Substring) -> [Action]? {
        var actions: [Action] = []
        for name in text.split(separator: "+", omittingEmptySubsequences: false) {
            guard let action = named[String(name)] else { return nil }
            actions.append(action)
        }
        return actions.isEmpty ? nil : actions
    }
}

/// The keys of the list and the search bar and what they do.
package struct KeyMap: Sendable {
    private var actions: [Key: [Action]]
    /// Keys `unbind` turned off, until `rebind`.
    private var unbound: Set<Key> = []

    /// swoop's defaults, fzf's where fzf has one; Tab toggles only with `--multi` (without it Tab and
    /// Shift-Tab move when `tabMoves`, else do nothing, as in fzf); Esc does `escape`.
    package init(multiSelect: Bool = false, escape: Action = .cancel, tabMoves: Bool = true) {
        actions = [
            .up: [.up], .ctrl("p"): [.up], .ctrl("k"): [.up], .modified(.up, .alt): [.up],
            .down: [.down], .ctrl("n"): [.down], .ctrl("j"): [.down], .modified(.down, .alt): [.down],
            .pageUp: [.pageUp], .pageDown: [.pageDown],
            .enter: [.accept],
            .escape: [escape],
            .ctrl("c"): [.abort], .ctrl("g"): [.abort], .ctrl("q"): [.abort], .ctrl("\\"): [.abort],
            .backspace: [.backwardDeleteChar], .ctrl("h"): [.backwardDeleteChar],
            .delete: [.deleteChar], .ctrl("d"): [.deleteChar],
            .ctrl("u"): [.unixLineDiscard], .ctrl("y"): [.yank],
            .ctrl("w"): [.backwardKillWord], .alt("\u{7F}"): [.backwardKillWord],
            .left: [.backwardChar], .ctrl("b"): [.backwardChar],
            .right: [.forwardChar], .ctrl("f"): [.forwardChar],
            .home: [.beginningOfLine], .ctrl("a"): [.beginningOfLine],
            .end: [.endOfLine], .ctrl("e"): [.endOfLine],
            .shiftUp: [.previewUp], .shiftDown: [.previewDown], .ctrl("_"): [.togglePreview],
            .tab: multiSelect ? [.toggle, .down] : tabMoves ? [.down] : [.ignore],
            .backTab: multiSelect ? [.toggle, .up] : tabMoves ? [.up] : [.ignore],
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
    package func binds(_ action: Action) -> Bool {
        actions.values.contains { $0.contains(action) }
    }

    /// Whether some key does an action that `matches`.
    package func binds(where matches: (Action) -> Bool) -> Bool {
        actions.values.contains { $0.contains(where: matches) }
    }

    /// What `key` does, if anything (printable characters not bound here, or unbound, are typed).
    package subscript(key: Key) -> [Action]? {
        get { unbound.contains(key) ? nil : actions[key] }
        set { actions[key] = newValue }
    }

    /// `unbind(KEYS)`: the keys do nothing they are bound to until `rebind`.
    package mutating func unbind(_ keys: [Key]) {
        unbound.formUnion(keys)
    }

    /// `rebind(KEYS)`: the keys do again what they were bound to.
    package mutating func rebind(_ keys: [Key]) {
        unbound.subtract(keys)
    }
}
