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
    package internal(set) var prompt: String?
    /// What the last kill deleted, for `yank` (Ctrl-Y).
    var yanked: [Character] = []
    /// The header lines `change-header` set (nil: `--header`'s).
    package internal(set) var header: [String]?
    /// Whether the query filters the list (`--disabled` and `toggle-search` turn it off: typing only edits).
    package var isSearchEnabled = true
    /// Whether words are what lies between `/`s for the word motions and kills (`--filepath-word`), not
    /// runs of letters and numbers (the subword ones are not changed).
    package var wordsArePathSegments = false
    /// Whether the list is drawn top-down (`--layout=reverse`), for `toggle-in` and `toggle-out`.
    package var isReverseLayout = false
    /// Whether the input section is hidden (`--no-input`, `hide-input`): then no action changes the query
    /// or moves its edit cursor, which stays at the end (as fzf puts the query back after each action).
    package private(set) var isInputHidden = false
    /// `--history`'s queries, which `prev-history` and `next-history` walk (nil: the actions do nothing).
    package var history: QueryHistory?
    /// The key that ended the session with `accept`, for `--expect`.
    package internal(set) var acceptKey: Key?
    /// Whether text changes wait for the end of a run of keys (see `handle(_:)` for a sequence).
    private var isDeferringTextChange = false
    /// Whether the text changed during the run and the change is not reported yet.
    private var hasDeferredTextChange = false

    /// Handles one key: its bound actions, or typing it. The event loop hands over only keys bound to
    /// the controller's actions (`isEditingKey`); it does the session's itself.
    package func handle(_ key: Key) {
        if let actions = keyMap[key] {
            for case .controller(let action) in actions { perform(action, key: key) }
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
    func enter() {
        if !isLive, isEditing {
            isEditing = false
            isSearchActive = !query.isEmpty
            delegate?.searchControllerDidSubmit(self)
        } else {
            delegate?.searchControllerDidAccept(self)
        }
    }

    /// Esc: clear an active search (the query kept for `yank`, as fzf's `cancel` keeps it), or leave when
    /// there is none.
    func escape() {
        if isSearchActive || !query.isEmpty {
            if !query.isEmpty { yanked = query.characters }
            query.clear()
            isEditing = false
            isSearchActive = false
            delegate?.searchControllerDidCancel(self)
        } else {
            delegate?.searchControllerDidAbort(self)
        }
    }

    /// Deletes with `change`, keeping what it deleted for `yank` (fzf keeps the last kill only: kills in a
    /// row do not add up).
    func kill(_ change: (inout QueryText) -> [Character]) {
        edit { query in
            let removed = change(&query)
            if !removed.isEmpty { yanked = removed }
            return !removed.isEmpty
        }
    }

    /// Deletes back to where `boundary` says a word starts, kept for `yank`.
    func kill(back boundary: WordBoundary) {
        kill { $0.deleteBackward(to: boundary) }
    }

    /// Deletes on to where `boundary` says a word ends, kept for `yank`.
    func kill(on boundary: WordBoundary) {
        kill { $0.deleteForward(to: boundary) }
    }

    /// Applies an edit; when it changed the text, reports it (live) or keeps it for Enter.
    func edit(_ change: (inout QueryText) -> Bool) {
        if isInputHidden {
            // The change is made on a copy and dropped: a kill still fills what `yank` inserts, as in fzf.
            var copy = query
            _ = change(&copy)
            return
        }
        beginEditing()
        guard change(&query), isLive else { return }
        if isDeferringTextChange {
            hasDeferredTextChange = true
        } else {
            reportTextChange()
        }
    }

    /// The query becomes `text`, edit cursor at its end; a change is reported as an edit.
    func replaceQuery(with text: String) {
        edit { query in defer { query = QueryText(text) }; return query.text != text }
    }

    /// Reports a text change held back during a run of keys.
    func reportDeferredTextChange() {
        guard hasDeferredTextChange else { return }
        hasDeferredTextChange = false
        reportTextChange()
    }

    /// Turns filtering on (searching the query as it is) or off (the list stays as it is).
    func setSearchEnabled(_ isEnabled: Bool) {
        guard isEnabled != isSearchEnabled else { return }
        isSearchEnabled = isEnabled
        delegate?.searchController(self, didChangeSearchEnabled: isEnabled)
        if isEnabled, isLive { reportTextChange() }
    }

    /// `search(STR)`: the list is searched for `text`, searching on or off, the query left as it is
    /// (the next edit searches for the query again, when searching is on).
    package func search(_ text: String) {
        isSearchActive = !text.isEmpty
        delegate?.searchController(self, didChangeText: text)
    }

    /// Tells the delegate the live query changed (unless searching is off).
    func reportTextChange() {
        guard isSearchEnabled else { return }
        isSearchActive = !query.isEmpty
        delegate?.searchController(self, didChangeText: query.text)
    }

    /// Moves the edit cursor, which puts focus on the bar.
    func moveCursor(_ move: (inout QueryText) -> Void) {
        guard !isInputHidden else { return }
        beginEditing()
        move(&query)
    }

    /// Moves the edit cursor back to where `boundary` says a word starts.
    func move(back boundary: WordBoundary) {
        moveCursor { $0.moveBackward(to: boundary) }
    }

    /// Moves the edit cursor on to where `boundary` says a word ends.
    func move(on boundary: WordBoundary) {
        moveCursor { $0.moveForward(to: boundary) }
    }

    /// Where a word starts for `backward-word` and `backward-kill-word`.
    var wordStart: WordBoundary { wordsArePathSegments ? .pathWordStart : .wordStart }

    /// Where a word ends for `forward-word` and `kill-word`.
    var wordEnd: WordBoundary { wordsArePathSegments ? .pathWordEnd : .wordEnd }

    /// Hides the input section (the edit cursor goes to the query's end) or shows it again.
    package func setInputHidden(_ isHidden: Bool) {
        isInputHidden = isHidden
        if isHidden { query.moveToEnd() }
    }

    func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        delegate?.searchControllerDidBeginEditing(self)
    }
}
