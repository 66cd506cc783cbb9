/// A cursor movement in the list, as asked for by a key.
public enum ListMovement: Equatable, Sendable {
    /// Up (negative) or down (positive) by a number of rows.
    case by(Int)
    /// One screenful up.
    case pageUp
    /// One screenful down.
    case pageDown
}

/// Receives what the search bar's keys mean; `SearchViewModel` is the one in swoop.
public protocol SearchControllerDelegate: AnyObject {
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
    /// Enter picks the highlighted row.
    func searchControllerDidAccept(_ controller: SearchController)
    /// Esc with no search active, or Ctrl-C: leave without a pick.
    func searchControllerDidAbort(_ controller: SearchController)
}
