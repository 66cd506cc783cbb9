/// Works out which of fzf's events (`focus`, `result`, `result-final`, `load`, `one`, `zero`, `change`, `multi`) the
/// picker's last changes amount to, from what it looks like after each round of the event loop.
///
/// Each event fires once for the change that caused it: `change` when the query differs from the
/// one last seen, `multi` when the marks do, `focus` when the highlighted item does, `result` when
/// new final rows are shown (`result-final` too once the input is read to its end), `one` and `zero` with them once the input is read to its end, `load`
/// once the input (or a reload's output) has been read and searched.
package struct EventWatch: Sendable {
    /// What the picker looks like now, as the events need it.
    package struct Look: Sendable {
        package var query: String
        package var focus: Int?
        /// Counts the final rows shown (new results or a new full list).
        package var resultVersion: Int
        package var isLoading: Bool
        package var isSearchPending: Bool
        package var matchCount: Int
        /// Counts the changes to the marks.
        package var markVersion: Int

        /// Whether `focus` says which item has the focus: no item while a search is under way is not
        /// yet none (the rows are still to come).
        var isFocusKnown: Bool { focus != nil || !isSearchPending }

        package init(query: String, focus: Int?, resultVersion: Int, isLoading: Bool, isSearchPending: Bool, matchCount: Int,
                     markVersion: Int = 0) {
            self.query = query
            self.markVersion = markVersion
            self.focus = focus
            self.resultVersion = resultVersion
            self.isLoading = isLoading
            self.isSearchPending = isSearchPending
            self.matchCount = matchCount
        }
    }

    /// The look the last events were worked out from (nil before the first).
    private var last: Look?
    /// The item `focus` last fired for (nil: none, as when nothing matches: fzf fires `focus` for that too).
    private var lastFocus: Int?
    /// Input has been (re)started and `load` has not fired for it yet.
    private var awaitsLoad = true

    package init() {}

    /// The input starts again (`reload`): `load` fires once it is read.
    package mutating func inputRestarted() {
        awaitsLoad = true
        lastFocus = nil
    }

    /// The events `look` amounts to since the last call, in the order fzf fires them.
    package mutating func events(for look: Look) -> [PickerEvent] {
        var events: [PickerEvent] = []
        let previous = last
        last = look
        if let previous, previous.query != look.query { events.append(.change) }
        if let previous, previous.markVersion != look.markVersion { events.append(.multi) }
        let isSettled = !look.isLoading && !look.isSearchPending
        if awaitsLoad, isSettled {
            awaitsLoad = false
            events.append(.load)
        }
        if previous?.resultVersion != look.resultVersion, !look.isSearchPending {
            if !look.isLoading, look.matchCount == 0 { events.append(.zero) }
            if !look.isLoading, look.matchCount == 1 { events.append(.one) }
            events.append(.result)
            if !look.isLoading { events.append(.resultFinal) }
        }
        if look.focus != lastFocus, look.isFocusKnown {
            lastFocus = look.focus
            events.append(.focus)
        }
        return events
    }

    /// After the events' own actions ran: what they changed is not an event again.
    package mutating func settle(_ look: Look) {
        last = look
        if look.isFocusKnown { lastFocus = look.focus }
    }
}
