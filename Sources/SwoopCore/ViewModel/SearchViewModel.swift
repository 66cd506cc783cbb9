/// How a picker session ended.
public enum PickOutcome: Equatable, Sendable {
    /// Enter on a listed row: the items picked (the marked ones in input order, or the highlighted one).
    case picked([Int])
    /// Enter with nothing listed.
    case nothingToPick
    /// Esc with no search active, Ctrl-C, or a signal.
    case cancelled
    /// The input could not be read to its end: the message says why.
    case failed(String)
}

/// The picker's state as views see it; the search bar's delegate.
///
/// It swaps the rows it exposes between the full list and the ranked
/// results (`isSearching`), owns the list cursor and scroll offset, and
/// keeps the cursor on the item the user moved it to when the results
/// change, if that item is still listed; otherwise the cursor is on the
/// first (best) row. Searches run synchronously, or through a `SearchScheduler`
/// whose results come back through `apply(_:)`.
public final class SearchViewModel {
    /// The items, as matched and shown.
    public let store: ItemStore
    /// With `--ansi`: the items as they came, escape sequences and all, for their colours.
    public var ansiSource: ItemStore?
    /// With `--with-nth`: the items as shown, when they differ from what is searched.
    public var displayStore: ItemStore?
    /// With `--nth`: how the searched text was cut out of the shown text, to map highlights back.
    public var searchedFields: (splitter: FieldSplitter, ranges: [FieldRange])?

    /// The text shown for `item`.
    public func displayedBytes(of item: Int) -> UnsafeBufferPointer<UInt8> {
        (displayStore ?? store)[item]
    }
    /// Matches queries against the items.
    public private(set) var engine: SearchEngine
    /// Runs searches in the background; nil to search synchronously.
    public weak var scheduler: SearchScheduler?
    /// Whether ranked results are shown instead of the full list.
    public private(set) var isSearching = false
    /// The query typed last.
    public private(set) var queryText = ""
    /// Whether a search for `queryText` is still running.
    public private(set) var isPending = false
    /// The rows shown now: the full list or the results, by reference.
    public private(set) var rows: Rows
    /// Position of the highlighted row in `rows`.
    public private(set) var cursor = 0
    /// Position in `rows` of the first row on screen.
    public private(set) var scrollOffset = 0
    /// How many list rows fit on screen; set by the layout.
    public private(set) var viewportHeight = 1
    /// Set once the session is over.
    public private(set) var outcome: PickOutcome?
    /// Whether the bar is being typed into, mirrored from the controller.
    public private(set) var isEditing = false

    /// The latest matches, which the next search may narrow.
    private var lastMatches: MatchSet?
    /// The matcher of the shown results, for highlighting.
    private var shownMatcher: Matcher? {
        didSet { highlights = HighlightCache() }
    }
    /// Highlights worked out for the shown matcher, so a redraw does not match the rows again.
    private var highlights = HighlightCache()
    /// The item the user moved the cursor to, followed across result changes.
    private var chosenItem: Int?
    /// More items arrived while a search ran: search again when it lands.
    private var needsRefresh = false
    /// Whether items are still being read.
    public var isLoading = false
    /// Counts up while loading, to turn a spinner.
    public var loadingTick = 0
    /// With `--multi`: how many rows may be marked (nil: marking is off).
    public var markLimit: Int?
    /// The marked items (`--multi`).
    public private(set) var marked = Marks()
    /// `--cycle`: moving past either end wraps around.
    public var cycles = false
    /// The list runs up the screen (`--layout=default`): up and down swap, so Up moves up the screen.
    public var runsUpward = false
    /// How far the side pane is scrolled (reset when the highlighted item changes).
    public var paneScroll = 0
    /// Whether the side pane is hidden (toggled by a key).
    public var isPaneHidden = false

    /// A model over `store`, showing the full list; `lines` are the items as shown when only
    /// some of their fields are searched (`--nth`, cut out as `searchedFields` say): ties are
    /// broken by the whole line.
    public init(
        store: ItemStore, options: MatchOptions = MatchOptions(), lines: ItemStore? = nil,
        searchedFields: (splitter: FieldSplitter, ranges: [FieldRange])? = nil
    ) {
        self.store = store
        engine = SearchEngine(store: store, options: options, lines: lines, searchedFields: searchedFields)
        rows = .all(count: store.count, reversed: options.reverseInput)
    }

    /// The number of items in the input.
    public var totalCount: Int { store.count }

    /// The number of rows listed.
    public var matchCount: Int { rows.count }

    /// The item index under the cursor, if anything is listed.
    public var highlightedItem: Int? {
        rows.isEmpty ? nil : rows[cursor]
    }

    /// The row positions on screen now.
    public var visiblePositions: Range<Int> {
        scrollOffset..<min(rows.count, scrollOffset + viewportHeight)
    }

    /// Byte offsets, in the shown text, of the characters of `item` that match the shown query.
    public func matchedOffsets(in item: Int) -> [Int] {
        if let known = highlights.offsets[item] { return known }
        var offsets = shownMatcher?.positions(in: store[item]) ?? []
        if let searchedFields, !offsets.isEmpty {
            let projection = FieldProjection(searching: displayedBytes(of: item), splitter: searchedFields.splitter, ranges: searchedFields.ranges)
            offsets = offsets.compactMap(projection.sourceOffset)
        }
        highlights.remember(offsets, for: item)
        return offsets
    }

    /// Sets how many rows the list can show, keeping the cursor visible.
    public func setViewportHeight(_ height: Int) {
        viewportHeight = max(1, height)
        scrollToCursor()
    }

    /// Shows the results for `text`, or the full list when it has no terms.
    public func search(_ text: String) {
        queryText = text
        let query = engine.query(text)
        needsRefresh = false
        guard !query.isEmpty else {
            isPending = false
            isSearching = false
            shownMatcher = nil
            show(.all(count: store.count, reversed: engine.options.reverseInput))
            return
        }
        let request = SearchRequest(engine: engine, query: query, previous: lastMatches)
        if let scheduler {
            isPending = true
            scheduler.schedule(request)
        } else if let result = request.run() {
            apply(result)
        }
    }

    /// More items have been read: list them, or search them, keeping the cursor on its item.
    public func itemsDidGrow() {
        if !isSearching && !isPending {
            show(.all(count: store.count, reversed: engine.options.reverseInput))
        } else if isPending {
            needsRefresh = true
        } else {
            search(queryText)
        }
    }

    /// Shows a search's progress if it is for the query typed last.
    public func apply(_ progress: SearchProgress) {
        switch progress {
        case .matched(let matched):
            lastMatches = matched
            guard matched.query.text == queryText, isPending else { return }
            // Until the ranking lands: the rows on screen that still match, then the rest.
            let leading = (chosenItem.map { [$0] } ?? []) + visiblePositions.map { rows[$0] }
            show(.results(.preliminary(matched, leading: leading)), query: matched.query)
        case .ranked(let result):
            lastMatches = result.matchSet
            guard result.query.text == queryText else { return }
            isPending = false
            show(.results(result), query: result.query)
            if needsRefresh {
                needsRefresh = false
                search(queryText)
            }
        }
    }

    /// Shows a finished search's ranked results if they are for the query typed last.
    public func apply(_ result: SearchResult) {
        apply(.ranked(result))
    }

    private func show(_ newRows: Rows, query: Query) {
        isSearching = true
        if shownMatcher?.query != query { shownMatcher = Matcher(query: query) }
        show(newRows)
    }

    /// Moves the cursor, clamped to the list (or wrapping one step past an end with `--cycle`).
    public func move(_ movement: ListMovement) {
        guard !rows.isEmpty else { return }
        let last = rows.count - 1
        var movement = movement
        if runsUpward {
            switch movement {
            case .by(let step): movement = .by(-step)
            case .pageUp: movement = .pageDown
            case .pageDown: movement = .pageUp
            case .first, .last: break
            }
        }
        switch movement {
        case .by(let step) where cycles && abs(step) == 1 && (cursor + step < 0 || cursor + step > last):
            cursor = step < 0 ? last : 0
        case .by(let step): cursor = min(max(0, cursor + step), last)
        case .pageUp: cursor = max(0, cursor - viewportHeight)
        case .pageDown: cursor = min(last, cursor + viewportHeight)
        case .first: cursor = 0
        case .last: cursor = last
        }
        chosenItem = cursor > 0 ? rows[cursor] : nil
        scrollToCursor()
    }

    /// Puts the cursor on row `position` (a click), whatever the layout.
    public func moveCursor(to position: Int) {
        guard rows.indices.contains(position) else { return }
        cursor = position
        chosenItem = cursor > 0 ? rows[cursor] : nil
        scrollToCursor()
    }

    /// Replaces the rows, keeping the cursor on the chosen item if still listed.
    private func show(_ newRows: Rows) {
        rows = newRows
        if let chosenItem, let position = rows.position(of: chosenItem) {
            cursor = position
        } else {
            cursor = 0
            scrollOffset = 0
        }
        scrollToCursor()
    }

    /// Adjusts the scroll offset so the cursor row is on screen.
    private func scrollToCursor() {
        if cursor < scrollOffset { scrollOffset = cursor }
        if cursor >= scrollOffset + viewportHeight { scrollOffset = cursor - viewportHeight + 1 }
        scrollOffset = max(0, min(scrollOffset, max(0, rows.count - viewportHeight)))
    }

    /// Marks or unmarks rows (`--multi`); nothing happens when marking is off.
    public func changeSelection(_ change: SelectionChange) {
        guard let markLimit else { return }
        marked.apply(change, rows: rows, highlighted: highlightedItem, limit: markLimit)
    }

    /// Whether results are sorted by rank (`--no-sort` and `toggle-sort` turn it off: input order).
    public var sortsResults: Bool { engine.options.sort }
    /// Whether the info line says if results are sorted (`+S`, `-S`): when a key toggles it, as in fzf.
    public var showsSortState = false

    /// Turns sorting by rank off or back on, and ranks the results again.
    public func toggleSort() {
        engine = engine.sorting(!engine.options.sort)
        if isSearching || isPending { search(queryText) }
    }

    /// Ends the session with `outcome`.
    public func finish(_ outcome: PickOutcome) {
        self.outcome = outcome
    }
}

extension SearchViewModel: SearchControllerDelegate {
    public func searchControllerDidBeginEditing(_ controller: SearchController) {
        isEditing = true
    }

    public func searchController(_ controller: SearchController, didChangeText text: String) {
        search(text)
    }

    public func searchControllerDidSubmit(_ controller: SearchController) {
        isEditing = false
        search(controller.text)
    }

    public func searchControllerDidCancel(_ controller: SearchController) {
        isEditing = false
        search("")
    }

    public func searchController(_ controller: SearchController, didMove movement: ListMovement) {
        move(movement)
    }

    public func searchController(_ controller: SearchController, didChangePane change: PaneChange) {
        switch change {
        case .scroll(let lines): paneScroll = max(0, paneScroll + lines)
        case .toggle: isPaneHidden.toggle()
        }
    }

    public func searchController(_ controller: SearchController, didChangeSelection change: SelectionChange) {
        changeSelection(change)
    }

    public func searchControllerDidAccept(_ controller: SearchController) {
        // Pick from the results of what was typed, even if they are still being computed.
        if isPending, let result = SearchRequest(engine: engine, query: engine.query(queryText), previous: lastMatches).run() {
            apply(result)
        }
        if !marked.isEmpty {
            finish(.picked(marked.sorted()))
        } else {
            finish(highlightedItem.map { .picked([$0]) } ?? .nothingToPick)
        }
    }

    public func searchControllerDidAbort(_ controller: SearchController) {
        finish(.cancelled)
    }

    public func searchControllerDidToggleSort(_ controller: SearchController) {
        toggleSort()
    }
}

/// Matched offsets of the rows drawn lately, for one matcher.
private struct HighlightCache {
    /// Rows remembered at most (a few screenfuls).
    private static let capacity = 512
    private(set) var offsets: [Int: [Int]] = [:]

    mutating func remember(_ found: [Int], for item: Int) {
        if offsets.count >= Self.capacity { offsets.removeAll(keepingCapacity: true) }
        offsets[item] = found
    }
}
