/// A cursor movement in the list, as asked for by a key.
package enum ListMovement: Equatable, Sendable {
    /// Up (negative) or down (positive) by a number of rows.
    case by(Int)
    /// One screenful up.
    case pageUp
    /// One screenful down.
    case pageDown
    /// To the first row.
    case first
    /// To the last row.
    case last
    /// Half a screenful up or down (`half-page-up`, `half-page-down`).
    case halfPageUp, halfPageDown
    /// To row `n`, counted from 1, or from the end when negative (fzf's `pos(N)`).
    case position(Int)
    /// The list scrolled by rows, down the screen when positive (`offset-up`, `offset-down`); the
    /// cursor stays on its item while that shows.
    case scroll(Int)
    /// To the next marked row down the screen (positive, `down-selected`) or up it (`up-selected`),
    /// going around the ends; nowhere when no other row is marked.
    case marked(Int)
    /// The list scrolled so that the cursor's row is in its middle (`offset-middle`).
    case middle
    /// Up (negative) or down a row to the next matching one (`up-match`, `down-match`): in raw mode
    /// past the rows that do not match, staying put when none is there.
    case matching(Int)
    /// To the best match (`best`): the first row, in raw mode the search's first match's row.
    case best
}

/// A change to the marked rows (`--multi`).
package enum SelectionChange: Equatable, Sendable {
    /// Mark or unmark the row under the cursor.
    case toggle
    /// Toggle, then move by rows (down when positive) when that changed a mark (`toggle-down`, Tab).
    case toggleMoving(Int)
    /// Mark the row under the cursor.
    case select
    /// Unmark the row under the cursor.
    case deselect
    /// Mark the unmarked listed rows and unmark the marked ones.
    case toggleAll
    /// Mark every listed row.
    case selectAll
    /// Unmark the listed rows.
    case deselectAll
    /// Unmark everything, listed or not (`clear-selection`).
    case clearAll
    /// Allow up to N marks from now on, 0 turning marking off (`change-multi(N)`).
    case changeLimit(Int)
}

/// A change to the side pane (preview or detail).
package enum PaneChange: Equatable, Sendable {
    /// Scroll by a number of lines.
    case scroll(Int)
    /// Scroll by whole pages (the pane's height), up when negative.
    case pages(Int)
    /// Scroll by half pages, up when negative.
    case halfPages(Int)
    /// Go to the first line, or so that the last shows.
    case top, bottom
    /// Show or hide it.
    case toggle
    /// Show it, when it has something to show (`show-preview`); hide it (`hide-preview`).
    case show, hide
    /// Hide it when it shows, else leave without a pick (`close`).
    case close
    /// Wrap long lines, or stop wrapping them (`toggle-preview-wrap`); wrap them at words, or stop (`-word`).
    case toggleWrap, toggleWrapWord
}

/// Receives what the search bar's keys mean; `SearchViewModel` is the one in swoop.
package protocol SearchControllerDelegate: AnyObject {
    /// Editing starts: the first key typed, or focus moved back to the bar.
    func searchControllerDidBeginEditing(_ controller: SearchController)
    /// The query changed (live search).
    func searchController(_ controller: SearchController, didChangeText text: String)
    /// The search button: Enter while editing in non-live mode.
    func searchControllerDidSubmit(_ controller: SearchController)
    /// Esc with a search active: leave the search and show the full list.
    func searchControllerDidCancel(_ controller: SearchController)
    /// A key asked to move the list's cursor.
    func searchController(_ controller: SearchController, didMove movement: ListMovement)
    /// A key asked to change which rows are marked.
    func searchController(_ controller: SearchController, didChangeSelection change: SelectionChange)
    /// A key asked to scroll, show or hide the side pane.
    func searchController(_ controller: SearchController, didChangePane change: PaneChange)
    /// Enter picks the highlighted row (or the marked ones).
    func searchControllerDidAccept(_ controller: SearchController)
    /// Esc with no search active, or Ctrl-C: leave without a pick.
    func searchControllerDidAbort(_ controller: SearchController)
    /// A key asked to turn sorting the results by rank off or back on (`toggle-sort`).
    func searchControllerDidToggleSort(_ controller: SearchController)
    /// Whether `accept-non-empty` may pick: something is highlighted or marked.
    func searchControllerHasPick(_ controller: SearchController) -> Bool
    /// `accept-or-print-query` with nothing to pick: leave, printing the query.
    func searchControllerDidAcceptQuery(_ controller: SearchController)
    /// A key asked to change the prompt (`change-prompt`).
    func searchController(_ controller: SearchController, didChangePrompt prompt: String)
    /// Searching was turned on or off (`toggle-search`, `--disabled`): the query filters only when on.
    func searchController(_ controller: SearchController, didChangeSearchEnabled isEnabled: Bool)
    /// A key asked to take items out of the list (`exclude`: the highlighted one; `exclude-multi`,
    /// `marked`: the marked ones, or the highlighted one when none is).
    func searchControllerDidExclude(_ controller: SearchController, marked: Bool)
    /// The highlighted item's text as shown, for `replace-query` (nil: nothing is highlighted).
    func searchControllerHighlightedText(_ controller: SearchController) -> String?
    /// A key turned raw mode on (true), off (false) or over (nil): `enable-raw`, `disable-raw`, `toggle-raw`.
    func searchController(_ controller: SearchController, didSetRaw isOn: Bool?)
}

extension SearchControllerDelegate {
    /// Sorting is the delegate's to change, if it ranks anything.
    package func searchControllerDidToggleSort(_ controller: SearchController) {}
    /// Anything may be picked unless the delegate says otherwise.
    package func searchControllerHasPick(_ controller: SearchController) -> Bool { true }
    /// Without a way to print the query, accepting is the same.
    package func searchControllerDidAcceptQuery(_ controller: SearchController) { searchControllerDidAccept(controller) }
    /// The prompt is the delegate's to show, if it shows one.
    package func searchController(_ controller: SearchController, didChangePrompt prompt: String) {}
    /// Filtering is the delegate's to turn on or off.
    package func searchController(_ controller: SearchController, didChangeSearchEnabled isEnabled: Bool) {}
    /// The list is the delegate's to take items out of.
    package func searchControllerDidExclude(_ controller: SearchController, marked: Bool) {}
    /// Without items, nothing is highlighted.
    package func searchControllerHighlightedText(_ controller: SearchController) -> String? { nil }
    /// Raw mode is the delegate's to turn on or off.
    package func searchController(_ controller: SearchController, didSetRaw isOn: Bool?) {}
}
