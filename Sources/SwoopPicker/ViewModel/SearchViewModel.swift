/// The picker's state as views see it; the search bar's delegate.
///
/// It swaps the rows it exposes between the full list and the ranked
/// results (`isSearching`), and keeps the cursor on the item the user moved
/// it to when the results change, if that item is still listed; otherwise the
/// cursor is on the first (best) row. Searches run synchronously, or through a
/// `SearchScheduler` whose results come back through `apply(_:)`.
///
/// It coordinates value types that hold the state and are tested alone:
/// `SearchState` (the query, the rows shown, searches running, loading),
/// `ListCursor` (cursor and scroll), `MultiSelection` (marks), `PaneState`,
/// `MatchHighlights`, and `PickOutcome`. Its properties forward to them.
import SwoopItems
import SwoopSearch
import SwoopText
package final class SearchViewModel {
    /// The items: as read, as shown, as searched (replaced by `reload`).
    package private(set) var items: ItemForms
    /// The items as matched.
    package var store: ItemStore { items.searched }
    /// With `--ansi`: the items as they came, escape sequences and all, for their colours (only
    /// when lines are shown whole: colours are offsets in the whole line).
    package var ansiSource: ItemStore? {
        items.spec.parsesANSI && items.spec.shownFields == nil ? items.original : nil
    }
    /// With `--nth`: the items as shown, when they differ from what is searched.
    package var displayStore: ItemStore? { items.shown === items.searched ? nil : items.shown }
    /// With `--nth`: how the searched text was cut out of the shown text, to map highlights back.
    package var searchedFields: (splitter: FieldSplitter, ranges: [FieldRange])? { items.searchedProjection }

    /// The text shown for `item`.
    package func displayedBytes(of item: Int) -> UnsafeBufferPointer<UInt8> {
        items.shown[item]
    }
    /// Matches queries against the items.
    package internal(set) var engine: SearchEngine
    /// Runs searches in the background; nil to search synchronously.
    package weak var scheduler: SearchScheduler?
    /// Set once the session is over.
    package private(set) var outcome: PickOutcome?
    /// Counts the final rows shown: a new full list or a search's ranked results (for fzf's `result` event).
    package private(set) var resultVersion = 0
    /// How the list behaves (marks, cycling, direction, tracking), as the options say.
    package let rules: ListRules

    /// The remembered picks found among the items (`--frecency`).
    package internal(set) var frecency: FrecencyIndex?

    /// The query, the rows shown for it, the searches running, and loading.
    var searchState: SearchState
    /// The cursor and the window of rows on screen.
    var listCursor = ListCursor()
    /// The marked items (`--multi`).
    var selection = MultiSelection()
    /// The side pane's visibility, scroll and scrolling rules.
    var pane = PaneState()
    /// Highlights worked out for the shown query, so a redraw does not match the rows again.
    private var highlights = MatchHighlights()

    /// A model over `items`, showing the full list; when only some fields are searched (`--nth`),
    /// ties are broken by the whole shown line.
    package init(items: ItemForms, options: MatchOptions = MatchOptions(), rules: ListRules = ListRules()) {
        self.items = items
        self.rules = rules
        selection.limit = rules.markLimit
        selection.picksInInputOrder = rules.picksMarksInInputOrder
        listCursor.cycles = rules.cycles
        listCursor.runsUpward = rules.runsUpward
        listCursor.keepsItemOnNewQuery = rules.keepsItemOnNewQuery
        listCursor.scrollOff = rules.scrollOff
        engine = SearchEngine(store: items.searched, options: options, lines: items.shown, searchedFields: items.searchedProjection)
        searchState = SearchState(rows: .all(count: items.searched.count, reversed: options.reverseInput))
        searchState.isRaw = rules.startsRaw
        if keepTail() { searchState.showAll(allRows) }
        // `--track`: the first item is the one kept to, when there is one already.
        listCursor.track(rules.tracksCursor ? .global : .off, in: rows)
    }

    /// A model over the lines of `store`, shown and searched whole.
    package convenience init(store: ItemStore, options: MatchOptions = MatchOptions(), rules: ListRules = ListRules()) {
        self.init(items: ItemForms(original: store, spec: ReadSpec()), options: options, rules: rules)
    }

    // MARK: Search state

    /// Whether ranked results are shown instead of the full list.
    package var isSearching: Bool { searchState.isSearching }
    /// The query typed last.
    package var queryText: String { searchState.queryText }
    /// Whether a search for `queryText` is still running.
    package var isPending: Bool { searchState.isPending }
    /// The rows shown now: the full list or the results, by reference.
    package var rows: Rows { searchState.rows }
    /// Whether the bar is being typed into, mirrored from the controller.
    package var isEditing: Bool { searchState.isEditing }
    /// Whether items are still being read.
    package var isLoading: Bool { searchState.isLoading }
    /// Counts up while loading, to turn a spinner.
    package var loadingTick: Int { searchState.loadingTick }

    /// The input's command, when it ended in failure.
    package var failedCommand: String? { searchState.failedCommand }

    /// Told by the reader's owner: items are still being read, or all are in (from `failedCommand`,
    /// when the command whose output they are failed).
    package func setLoading(_ isLoading: Bool, failedCommand: String? = nil) {
        searchState.isLoading = isLoading
        searchState.failedCommand = failedCommand
    }

    /// Turns the spinner one step, while loading.
    package func tickLoading() {
        if searchState.isLoading { searchState.loadingTick += 1 }
    }

    // MARK: Cursor

    /// Position of the highlighted row in `rows`.
    package var cursor: Int { listCursor.position }
    /// Position in `rows` of the first row on screen.
    package var scrollOffset: Int { listCursor.scrollOffset }
    /// How many list rows fit on screen; set by the layout.
    package var viewportHeight: Int { listCursor.viewportHeight }

    // MARK: Marks and pane

    /// With `--multi` (or since `change-multi`): how many rows may be marked (nil: marking is off).
    package var markLimit: Int? { selection.limit }
    /// Counts fzf's changes to the marks: its `multi` event fires when this moves.
    package var markVersion: Int { selection.version }
    /// Whether the info line says if results are sorted (`+S`, `-S`).
    package var showsSortState: Bool { rules.showsSortState }
    /// The marked items (`--multi`).
    package var marked: Marks { selection.marks }
    /// The marked items in the order they were marked.
    package var markOrder: [Int] { selection.order }

    /// Marks `items` in this order (marks found again by `--id-nth` after a `reload-sync`).
    package func restoreMarks(_ items: [Int]) {
        selection.restore(items)
    }
    /// How far the side pane is scrolled (reset when the highlighted item changes).
    package var paneScroll: Int { pane.scroll }
    /// Whether the side pane is hidden (toggled by a key; set through `paneState`).
    package var isPaneHidden: Bool { pane.isHidden }
    /// The side pane's state: its scroll and what its scrolling keys do (`cycle`, `follow`, `~N`…).
    package var paneState: PaneState {
        get { pane }
        set { pane = newValue }
    }

    // MARK: Derived

    /// The number of items in the input (with `--tail`, those kept).
    package var totalCount: Int { searchState.heldTotal ?? store.count - engine.firstItem }

    /// The number of true matches listed (every item when nothing is searched); typo matches not counted.
    package var matchCount: Int { rows.matchCount }
    /// The number of typo matches listed below the true ones (`--typos`).
    package var typoCount: Int { rows.typoCount }

    /// The item index under the cursor, if anything is listed.
    package var highlightedItem: Int? {
        rows.isEmpty || cursor == rows.separatorPosition ? nil : rows[cursor]
    }

    /// The row positions on screen now.
    package var visiblePositions: Range<Int> {
        listCursor.visiblePositions(count: rows.count)
    }

    /// Byte offsets, in the shown text, of the characters of `item` that match the shown query.
    package func matchedOffsets(in item: Int) -> [Int] {
        let finder = matchOffsets
        return highlights.offsets(of: item) { finder.offsets(of: item) }
    }

    /// What finds `matchedOffsets` without remembering them, for several threads at once.
    package var matchOffsets: MatchOffsets {
        highlights.finder(store: store, displayStore: displayStore, searchedFields: searchedFields)
    }

    /// Byte ranges, in the shown text, of the `--nth` parts of `item`, trailing white space left
    /// out as fzf leaves it (none without `--nth`).
    package func searchedRanges(in item: Int) -> [Range<Int>] {
        guard let searchedFields else { return [] }
        let bytes = displayedBytes(of: item)
        let projection = FieldProjection(searching: bytes, splitter: searchedFields.splitter, ranges: searchedFields.ranges)
        return projection.pieces.map { piece in
            let text = UnsafeBufferPointer(rebasing: bytes[piece.source..<(piece.source + piece.length)])
            return piece.source..<(piece.source + UnicodeSpace.endTrimmingSpaces(of: text))
        }
    }

    /// Sets how many rows the list can show, keeping the cursor visible.
    package func setViewportHeight(_ height: Int) {
        listCursor.setViewportHeight(height, count: rows.count)
    }

    // MARK: Searching

    /// Shows the results for `text`, or the full list when it has no terms.
    package func search(_ text: String) {
        searchState.begin(text)
        let query = engine.query(text)
        guard !query.isEmpty else {
            highlights.show(nil)
            return showAllRows()
        }
        // A query searched a moment ago (backspace) shows its result again at once.
        if let kept = searchState.recent.result(for: query, itemCount: store.count, engine: engine, typosBelow: typosBelow) {
            searchState.markPending()
            return apply(kept)
        }
        let request = searchRequest(for: query)
        if let scheduler {
            searchState.markPending()
            scheduler.schedule(request)
        } else if let result = request.run() {
            apply(result)
        }
    }

    /// The search for `query`, narrowing the closest kept result.
    func searchRequest(for query: Query) -> SearchRequest {
        SearchRequest(engine: engine, query: query, previous: searchState.recent.narrowest(for: query, itemCount: store.count),
                      typosBelow: typosBelow, typoBase: searchState.lastTypoBase)
    }

    /// More items have been read: list them, or search them, keeping the cursor on its item.
    package func itemsDidGrow() {
        items.catchUpReshaped()
        if let frecency, frecency.catchUp() { engine = engine.remembering(frecency.boosts) }
        keepTail()
        if store.count > 0 || !isLoading { searchState.heldTotal = nil }
        switch searchState.itemsDidGrow() {
        case .listAll: showAllRows()
        case .searchAgain: search(queryText)
        case .refreshLater: break
        }
    }

    /// Shows a finished search's ranked results if they are for the query typed last.
    package func apply(_ result: SearchResult) {
        // A search of the items a reload or `change-nth` replaced, landing late: the new items' own
        // search was asked for when they came.
        guard result.searchedItems === store, searchState.accept(result) else { return }
        if selection.awaitsMatches {
            selection.awaitsMatches = false
            selection.keepOnly { result.contains($0) }
        }
        show(.results(result), query: result.query)
        resultVersion += 1
        if searchState.needsRefresh { search(queryText) }
    }

    /// Typo matches are looked for below fewer true matches than this: a screenful.
    private var typosBelow: Int { listCursor.viewportHeight }

    /// Every item, in input order or reversed (`--tac`), the remembered ones first (`--frecency`).
    private var allRows: Rows {
        engine.allRows(count: store.count)
    }

    /// Shows every item (the query has no terms), keeping the cursor on the chosen item.
    func showAllRows() {
        searchState.showAll(allRows)
        listCursor.tracksNewRowsFromEnd = engine.options.reverseInput
        listCursor.follow(rows)
        resultVersion += 1
    }

    /// Shows a search's rows, highlighting `query`, keeping the cursor on the chosen item if still listed.
    private func show(_ newRows: Rows, query: Query) {
        highlights.show(query)
        searchState.showResults(searchState.isRaw ? rawRows(newRows) : newRows)
        listCursor.tracksNewRowsFromEnd = engine.options.reverseInput && !engine.options.sort
        listCursor.follow(rows)
    }

    // MARK: Keys

    /// Moves the cursor, clamped to the list (or wrapping one step past an end with `--cycle`).
    package func move(_ movement: ListMovement) {
        listCursor.move(movement, in: rows, marks: selection.marks)
    }

    /// Puts the cursor on row `position` (a click), whatever the layout.
    package func moveCursor(to position: Int) {
        listCursor.move(to: position, in: rows)
    }

    /// Marks or unmarks rows (`--multi`); nothing happens when marking is off.
    package func changeSelection(_ change: SelectionChange) {
        let before = selection.version
        // As fzf: `select-all` and the like change the matching rows alone (raw mode lists others).
        selection.apply(change, rows: rows.matchingRows, highlighted: highlightedItem)
        if case .toggleMoving(let rows) = change, selection.version != before { move(.by(rows)) }
    }

    /// Whether results are sorted by rank (`--no-sort` and `toggle-sort` turn it off: input order).
    package var sortsResults: Bool { engine.options.sort }

    /// Turns sorting by rank off or back on, and ranks the results again.
    package func toggleSort() {
        engine = engine.sorting(!engine.options.sort)
        if isSearching || isPending {
            search(queryText)
        } else if engine.frecency != nil {
            showAllRows()
        }
    }

    /// The items were replaced (`reload`): they are searched for the query from scratch, the
    /// remembered picks found among them, the marks cleared (their indices meant other items),
    /// and the cursor stays on its row. With `holdingTotal`, the counts keep the old total until
    /// the first of them arrives.
    package func replaceItems(with items: ItemForms, holdingTotal: Bool = false) {
        let total = totalCount
        self.items = items
        engine = SearchEngine(store: items.searched, options: engine.options, lines: items.shown,
                              searchedFields: items.searchedProjection)
        keepTail()
        searchState.replaceItems(rows: allRows)
        selection.clear()
        listCursor.forgetChoice(keepingRowIn: rows)
        highlights.show(nil)
        resultVersion += 1
        // As fzf: with searching off, the query searched before is forgotten (`search(STR)`'s is not).
        if searchState.holdsQuery { searchState.begin("") }
        if !engine.query(queryText).isEmpty { search(queryText) }
        // Remembered picks are the lines as read: found again among the new items.
        if let frecency { remember(frecency, in: items.original) }
        searchState.heldTotal = holdingTotal && store.count == 0 ? total : nil
    }

    /// The same items cut into other fields (`change-nth`, `change-with-nth`): searched again for
    /// the query, their exclusions and the cursor's item kept, and their marks, but for those the search
    /// no longer matches when `unmarksMisses` (`change-with-nth`, as fzf).
    package func reshapeItems(as forms: ItemForms, unmarksMisses: Bool = false) {
        items = forms
        engine = engine.searching(forms.searched, lines: forms.shown, searchedFields: forms.searchedProjection,
                                  searchesParts: forms.searchesParts)
        searchState.forgetKeptResults()
        highlights.show(nil)
        resultVersion += 1
        guard isSearching || isPending else { return showAllRows() }
        selection.awaitsMatches = unmarksMisses
        search(queryText)
    }

    /// `--tail`: the items before the last `keptItems` leave the list and every search, and their marks
    /// go (as fzf keeps only the last N in memory); true when that moved the list's first item.
    @discardableResult
    private func keepTail() -> Bool {
        guard let kept = rules.keptItems else { return false }
        let first = max(0, store.count - kept)
        guard first != engine.firstItem else { return false }
        engine = engine.keeping(from: first)
        selection.keepOnly { $0 >= first }
        return true
    }

    /// Ends the session with `outcome`.
    package func finish(_ outcome: PickOutcome) {
        self.outcome = outcome
    }

    /// `exclude` (the highlighted item) or, `marked`, `exclude-multi` (the marked items, unmarked, or
    /// the highlighted one when none is): the items leave every result until the items are replaced;
    /// the cursor keeps its position, as fzf's does.
    package func exclude(marked: Bool) {
        var leaving = ItemSet()
        if marked, !selection.marks.isEmpty {
            leaving = selection.marks.items
            selection.clearAll()
        } else if let item = highlightedItem {
            leaving.insert(item)
            selection.unmark(item)
        } else {
            return
        }
        listCursor.keepPosition(in: rows) { leaving.contains($0) }
        engine = engine.excluding(leaving)
        // Kept results still list them; a narrowing search would keep them.
        searchState.forgetKeptResults()
        if isSearching || isPending { search(queryText) } else { showAllRows() }
    }
}
