/// The search side of the picker: what was typed, the rows shown for it (held here once,
/// by reference), whether a search for it still runs, and whether items are still read.
///
/// Only progress for the query typed last is shown; any progress is kept for the next
/// search to narrow. Items that arrive while a search runs are searched when it lands.
import SwoopSearch
struct SearchState: Sendable {
    /// What to do about items that arrived since the rows were last worked out.
    enum Growth: Equatable, Sendable {
        /// Nothing is searched: list every item.
        case listAll
        /// Search the query again, over the new items too.
        case searchAgain
        /// A search is running: it is run again when it lands.
        case refreshLater
    }

    /// The query typed last.
    private(set) var queryText = ""
    /// Whether ranked results are shown instead of the full list.
    private(set) var isSearching = false
    /// Whether a search for `queryText` is still running.
    private(set) var isPending = false
    /// More items arrived while a search ran: search again when it lands.
    private(set) var needsRefresh = false
    /// The latest results, which the next search may narrow or show again.
    private(set) var recent = RecentResults()
    /// The latest ranked result's true and typo matches, when its typo pass ran: what the next
    /// typo pass may narrow (kept apart from `recent`, whose matches are true ones only).
    private(set) var lastTypoBase: TypoBase?
    /// The rows shown now: the full list or the results, by reference.
    private(set) var rows: Rows
    /// Whether searching is off and `queryText` is from before: a reload forgets it, as fzf's does.
    var holdsQuery = false
    /// Raw mode (`--raw`, `toggle-raw`): a search's rows are every item, its matches among them.
    var isRaw = false
    /// Whether the bar is being typed into, mirrored from the controller.
    var isEditing = false
    /// Whether items are still being read.
    var isLoading = false
    /// Counts up while loading, to turn a spinner.
    var loadingTick = 0
    /// The input's command, when it ended in failure (fzf's `[Command failed: …]`).
    var failedCommand: String?
    /// The total the counts still say while a reload shown early (a new query) has read nothing yet:
    /// fzf's count waits for its reader.
    var heldTotal: Int?

    /// A state showing `rows`, nothing searched.
    init(rows: Rows) {
        self.rows = rows
    }

    /// The items were replaced: `rows` (the new full list) are shown, nothing searched or kept to narrow.
    mutating func replaceItems(rows: Rows) {
        showAll(rows)
        needsRefresh = false
        recent.removeAll()
        lastTypoBase = nil
    }

    /// The items listed changed (`exclude`): no kept result is shown again or narrowed.
    mutating func forgetKeptResults() {
        recent.removeAll()
        lastTypoBase = nil
    }

    /// `text` is the query now; a refresh asked for an older search is dropped.
    mutating func begin(_ text: String) {
        queryText = text
        needsRefresh = false
    }

    /// The query has no terms: `rows` (the full list) are shown and nothing runs.
    mutating func showAll(_ rows: Rows) {
        isPending = false
        isSearching = false
        self.rows = rows
    }

    /// A search for `queryText` now runs in the background.
    mutating func markPending() {
        isPending = true
    }

    /// Shows a search's `rows` in place of the list.
    mutating func showResults(_ rows: Rows) {
        isSearching = true
        self.rows = rows
    }

    /// Takes a search's ranked result and says whether to show it: it is for the query typed
    /// last. Its matches are kept either way, for the next search to narrow.
    mutating func accept(_ result: SearchResult) -> Bool {
        recent.add(result, itemCount: result.itemCount)
        lastTypoBase = TypoBase(result)
        guard result.query.text == queryText else { return false }
        isPending = false
        return true
    }

    /// More items have been read: says what to do about them (and remembers to search again
    /// when a running search lands).
    mutating func itemsDidGrow() -> Growth {
        if isPending {
            needsRefresh = true
            return .refreshLater
        }
        return isSearching ? .searchAgain : .listAll
    }
}
