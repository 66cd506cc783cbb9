/// Owns the search bar's state and turns keys into delegate events.
///
/// It is the one place that knows what a key means. In live mode every edit
/// is reported as `didChangeText`; with `isLive == false` edits stay in the
/// bar until Enter, the search button, submits them and moves focus to the
/// list, where the next Enter picks.
public final class SearchController {
    /// The query and its edit cursor.
    public private(set) var query = QueryText()
    /// Whether the bar has focus and is being typed into.
    public private(set) var isEditing = false
    /// Whether a search is showing (the list is filtered by a query).
    public private(set) var isSearchActive = false
    /// Whether every keystroke searches (true) or only Enter does.
    public let isLive: Bool
    /// Receives the events.
    public weak var delegate: SearchControllerDelegate?

    /// A controller; `initialQuery` is in the bar from the start.
    public init(isLive: Bool = true, initialQuery: String = "") {
        self.isLive = isLive
        query = QueryText(initialQuery)
        isSearchActive = !initialQuery.isEmpty
    }

    /// The query text.
    public var text: String { query.text }

    /// Handles one key.
    public func handle(_ key: Key) {
        switch key {
        case .character(let scalar):
            edit { $0.insert(scalar); return true }
        case .backspace, .ctrl("h"):
            edit { $0.deleteBackward() }
        case .delete, .ctrl("d"):
            edit { $0.deleteForward() }
        case .ctrl("u"):
            edit { $0.deleteToStart() }
        case .ctrl("w"), .alt("\u{7F}"):
            edit { $0.deleteWordBackward() }
        case .left, .ctrl("b"):
            moveCursor { $0.moveLeft() }
        case .right, .ctrl("f"):
            moveCursor { $0.moveRight() }
        case .home, .ctrl("a"):
            moveCursor { $0.moveToStart() }
        case .end, .ctrl("e"):
            moveCursor { $0.moveToEnd() }
        case .up, .ctrl("p"), .ctrl("k"), .backTab:
            delegate?.searchController(self, didMove: .by(-1))
        case .down, .ctrl("n"), .ctrl("j"), .tab:
            delegate?.searchController(self, didMove: .by(1))
        case .pageUp:
            delegate?.searchController(self, didMove: .pageUp)
        case .pageDown:
            delegate?.searchController(self, didMove: .pageDown)
        case .enter:
            enter()
        case .escape:
            escape()
        case .ctrl("c"), .ctrl("g"), .ctrl("q"):
            delegate?.searchControllerDidAbort(self)
        default:
            break
        }
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
    private func edit(_ change: (inout QueryText) -> Bool) {
        beginEditing()
        guard change(&query) else { return }
        if isLive {
            isSearchActive = !query.isEmpty
            delegate?.searchController(self, didChangeText: query.text)
        }
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
