/// Owns the search bar's state and turns keys into delegate events.
///
/// It is the one place that knows what a key means. In live mode every edit
/// is reported as `didChangeText`; with `isLive == false` edits stay in the
/// bar until Enter, the search button, submits them and moves focus to the
/// list, where the next Enter picks.
package final class SearchController {
    /// The query and its edit cursor.
    package private(set) var query = QueryText()
    /// Whether the bar has focus and is being typed into.
    package private(set) var isEditing = false
    /// Whether a search is showing (the list is filtered by a query).
    package private(set) var isSearchActive = false
    /// Whether every keystroke searches (true) or only Enter does.
    package let isLive: Bool
    /// Receives the events.
    package weak var delegate: SearchControllerDelegate?

    /// A controller; `initialQuery` is in the bar from the start.
    package init(isLive: Bool = true, initialQuery: String = "") {
        self.isLive = isLive
        query = QueryText(initialQuery)
        isSearchActive = !initialQuery.isEmpty
    }

    /// The query text.
    package var text: String { query.text }

    /// What each key does.
    package var keyMap = KeyMap()
    /// The prompt `change-prompt` set (nil: the one given on the command line).
    package private(set) var prompt: String?
    /// What the last kill deleted, for `yank` (Ctrl-Y).
    private var yanked: [Character] = []
    /// The header lines `change-header` set (nil: `--header`'s).
    package private(set) var header: [String]?
    /// Whether the query filters the list (`--disabled` and `toggle-search` turn it off: typing only edits).
    package var isSearchEnabled = true
    /// Whether the list is drawn top-down (`--layout=reverse`), for `toggle-in` and `toggle-out`.
    package var isReverseLayout = false
    /// `--history`'s queries, which `prev-history` and `next-history` walk (nil: the actions do nothing).
    package var history: QueryHistory?
    /// The key that ended the session with `accept`, for `--expect`.
    package private(set) var acceptKey: Key?
    /// Whether text changes wait for the end of a run of keys (see `handle(_:)` for a sequence).
    private var isDeferringTextChange = false
    /// Whether the text changed during the run and the change is not reported yet.
    private var hasDeferredTextChange = false

    /// Handles one key: its bound actions, or typing it.
    package func handle(_ key: Key) {
        if let actions = keyMap[key] {
            for action in actions { perform(action, key: key) }
        } else if case .character(let scalar) = key {
            edit { $0.insert(scalar); return true }
        }
    }

    /// Handles keys that arrived together (typing ahead, a paste): a run of
    /// edits is reported once, with the text after its last key, not per key.
    package func handle<Keys: Sequence<Key>>(_ keys: Keys) {
        isDeferringTextChange = true
        defer {
            isDeferringTextChange = false
            reportDeferredTextChange()
        }
        for key in keys {
            if !isEditingKey(key) { reportDeferredTextChange() }
            handle(key)
        }
    }

    /// Whether `key` only types into the query or edits it.
    package func isEditingKey(_ key: Key) -> Bool {
        if let actions = keyMap[key] { return actions.allSatisfy(\.editsQuery) }
        if case .character = key { return true }
        return false
    }

    /// Does one action; `key` is the key that asked for it.
    package func perform(_ action: Action, key: Key? = nil) {
        switch action {
        case .up: delegate?.searchController(self, didMove: .by(-1))
        case .down: delegate?.searchController(self, didMove: .by(1))
        case .pageUp: delegate?.searchController(self, didMove: .pageUp)
        case .pageDown: delegate?.searchController(self, didMove: .pageDown)
        case .halfPageUp: delegate?.searchController(self, didMove: .halfPageUp)
        case .halfPageDown: delegate?.searchController(self, didMove: .halfPageDown)
        case .position(let n): delegate?.searchController(self, didMove: .position(n))
        case .first: delegate?.searchController(self, didMove: .first)
        case .last: delegate?.searchController(self, didMove: .last)
        case .accept:
            acceptKey = key
            enter()
        case .acceptNonEmpty:
            guard delegate?.searchControllerHasPick(self) ?? true else { return }
            acceptKey = key
            delegate?.searchControllerDidAccept(self)
        case .acceptOrPrintQuery:
            acceptKey = key
            if delegate?.searchControllerHasPick(self) ?? true {
                delegate?.searchControllerDidAccept(self)
            } else {
                delegate?.searchControllerDidAcceptQuery(self)
            }
        case .abort: delegate?.searchControllerDidAbort(self)
        case .cancel: escape()
        case .clearQuery: edit { query in defer { query.clear() }; return !query.isEmpty }
        case .toggle: delegate?.searchController(self, didChangeSelection: .toggle)
        case .select: delegate?.searchController(self, didChangeSelection: .select)
        case .deselect: delegate?.searchController(self, didChangeSelection: .deselect)
        case .toggleIn, .toggleOut:
            delegate?.searchController(self, didChangeSelection: .toggle)
            let inward = (action == .toggleIn) != isReverseLayout
            delegate?.searchController(self, didMove: .by(inward ? 1 : -1))
        case .toggleAll: delegate?.searchController(self, didChangeSelection: .toggleAll)
        case .selectAll: delegate?.searchController(self, didChangeSelection: .selectAll)
        case .deselectAll: delegate?.searchController(self, didChangeSelection: .deselectAll)
        case .backwardKillWord: kill { $0.deleteWordBackward() }
        case .killLine: kill { $0.deleteToEnd() }
        case .unixLineDiscard: kill { $0.deleteToStart() }
        case .yank: edit { query in query.insert(yanked); return !yanked.isEmpty }
        case .beginningOfLine: moveCursor { $0.moveToStart() }
        case .endOfLine: moveCursor { $0.moveToEnd() }
        case .backwardChar: moveCursor { $0.moveLeft() }
        case .forwardChar: moveCursor { $0.moveRight() }
        case .backwardDeleteChar: edit { $0.deleteBackward() }
        case .deleteChar: edit { $0.deleteForward() }
        case .previewUp: delegate?.searchController(self, didChangePane: .scroll(-1))
        case .previewDown: delegate?.searchController(self, didChangePane: .scroll(1))
        case .togglePreview: delegate?.searchController(self, didChangePane: .toggle)
        case .previewPageUp: delegate?.searchController(self, didChangePane: .pages(-1))
        case .previewPageDown: delegate?.searchController(self, didChangePane: .pages(1))
        case .previewHalfPageUp: delegate?.searchController(self, didChangePane: .halfPages(-1))
        case .previewHalfPageDown: delegate?.searchController(self, didChangePane: .halfPages(1))
        case .previewTop: delegate?.searchController(self, didChangePane: .top)
        case .previewBottom: delegate?.searchController(self, didChangePane: .bottom)
        case .togglePreviewWrap: delegate?.searchController(self, didChangePane: .toggleWrap)
        case .toggleSort: delegate?.searchControllerDidToggleSort(self)
        case .toggleSearch: setSearchEnabled(!isSearchEnabled)
        case .enableSearch: setSearchEnabled(true)
        case .disableSearch: setSearchEnabled(false)
        case .changeQuery(let text): replaceQuery(with: text)
        case .prevHistory: if let text = history?.previous(editing: query.text) { replaceQuery(with: text) }
        case .nextHistory: if let text = history?.next(editing: query.text) { replaceQuery(with: text) }
        case .changePrompt(let text):
            prompt = text
            delegate?.searchController(self, didChangePrompt: text)
        case .changeHeader(let text):
            header = text.isEmpty ? [] : text.dropLast(text.hasSuffix("\n") ? 1 : 0)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .put(let text?): edit { query in text.unicodeScalars.forEach { query.insert($0) }; return !text.isEmpty }
        case .put(nil):
            if case .character(let scalar)? = key { edit { $0.insert(scalar); return true } }
        case .unbind(let keys): keyMap.unbind(keys)
        case .rebind(let keys): keyMap.rebind(keys)
        case .ignore: break
        case .offsetUp: delegate?.searchController(self, didMove: .scroll(-1))
        case .offsetDown: delegate?.searchController(self, didMove: .scroll(1))
        case .suspend, .click, .execute, .executeSilent, .become, .reload, .reloadSync, .print, .printQuery,
             .preview, .refreshPreview, .changePreview, .changePreviewWindow, .changeLabel, .transform,
             .trackCurrent, .untrackCurrent, .toggleTrack, .toggleTrackCurrent, .frecencyForget:
            break  // the event loop's (see `Action.isSessionAction`)
        }
    }

    /// Adds the query to `history` as the session ends with it accepted; returns it when it belongs in
    /// the history file (nil without a history, or for an empty query, which fzf never adds).
    package func recordQueryInHistory() -> String? {
        guard history?.append(query.text) == true else { return nil }
        return query.text
    }

    /// Gives the bar focus (a click on it): editing begins.
    package func focusBar() {
        beginEditing()
    }

    /// Enter: the search button while editing in non-live mode, otherwise pick.
    private func enter() {
        if !isLive, isEditing {
            isEditing = false
            isSearchActive = !query.isEmpty
            delegate?.searchControllerDidSubmit(self)
        } else {
            delegate?.searchControllerDidAccept(self)
        }
    }

    /// Esc: clear an active search, or leave when there is none.
    private func escape() {
        if isSearchActive || !query.isEmpty {
            query.clear()
            isEditing = false
            isSearchActive = false
            delegate?.searchControllerDidCancel(self)
        } else {
            delegate?.searchControllerDidAbort(self)
        }
    }

    /// Applies an edit; when it changed the text, reports it (live) or keeps it for Enter.
    /// Deletes with `change`, keeping what it deleted for `yank` (as readline's kill ring keeps one).
    private func kill(_ change: (inout QueryText) -> [Character]) {
        edit { query in
            let removed = change(&query)
            if !removed.isEmpty { yanked = removed }
            return !removed.isEmpty
        }
    }

    private func edit(_ change: (inout QueryText) -> Bool) {
        beginEditing()
        guard change(&query), isLive else { return }
        if isDeferringTextChange {
            hasDeferredTextChange = true
        } else {
            reportTextChange()
        }
    }

    /// The query becomes `text`, edit cursor at its end; a change is reported as an edit.
    private func replaceQuery(with text: String) {
        edit { query in defer { query = QueryText(text) }; return query.text != text }
    }

    /// Reports a text change held back during a run of keys.
    private func reportDeferredTextChange() {
        guard hasDeferredTextChange else { return }
        hasDeferredTextChange = false
        reportTextChange()
    }

    /// Turns filtering on (searching the query as it is) or off (the list stays as it is).
    private func setSearchEnabled(_ isEnabled: Bool) {
        guard isEnabled != isSearchEnabled else { return }
        isSearchEnabled = isEnabled
        delegate?.searchController(self, didChangeSearchEnabled: isEnabled)
        if isEnabled, isLive { reportTextChange() }
    }

    /// Tells the delegate the live query changed (unless searching is off).
    private func reportTextChange() {
        guard isSearchEnabled else { return }
        isSearchActive = !query.isEmpty
        delegate?.searchController(self, didChangeText: query.text)
    }

    /// Moves the edit cursor, which puts focus on the bar.
    private func moveCursor(_ move: (inout QueryText) -> Void) {
        beginEditing()
        move(&query)
    }

    private func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        delegate?.searchControllerDidBeginEditing(self)
    }
}
