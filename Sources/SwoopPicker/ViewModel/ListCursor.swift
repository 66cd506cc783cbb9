/// The list's cursor and the window of rows on screen, over rows it is handed, never holds.
///
/// Moves are clamped to the list (or wrap one step past an end with `--cycle`), pages are
/// the viewport's height less a row, and the window scrolls just enough to keep the cursor on
/// screen, with `--scroll-off` rows around it where the list allows (fzf's `constrain`).
/// The item the user moved to is remembered, so the cursor can follow it when the rows
/// change; until the user moves, the cursor stays on the first (best) row. While tracking
/// (`TrackingMode`), the highlighted item is followed wherever it is, and kept on its row on screen.
import SwoopSearch
struct ListCursor: Equatable, Sendable {
    /// Position of the highlighted row.
    private(set) var position = 0
    /// Position of the first row on screen.
    private(set) var scrollOffset = 0
    /// How many rows fit on screen (at least one).
    private(set) var viewportHeight = 1
    /// `--cycle`: moving one step past either end wraps around.
    var cycles = false
    /// The list runs up the screen (`--layout=default`): up and down swap, so Up moves up the screen.
    var runsUpward = false
    /// The item the user moved the cursor to (nil: the first row), followed across row changes.
    private(set) var chosenItem: Int?
    /// What the cursor keeps to (`--track`, `track-current`): tracking, the highlighted item is
    /// followed even on the first row.
    private(set) var tracking = TrackingMode.off
    /// Whether a new query keeps the cursor on its item while it is listed (swoop's), or sends it to
    /// the top (fzf's).
    var keepsItemOnNewQuery = true
    /// Since a new query (fzf's way): the cursor's position, not an item, holds until its rows come.
    private var holdsPosition = false
    /// After the items were replaced (`reload`), the row the cursor was on, kept until the new rows
    /// reach it: fzf's cursor keeps its row across a reload.
    private var heldRow: Int?
    /// `--scroll-off`: rows kept between the cursor and the window's edges (at most half the window).
    var scrollOff = 0
    /// With `--tac` and no ranking: rows coming after none are tracked from their last row (the first
    /// line read), as fzf's are (its merger's `First`).
    var tracksNewRowsFromEnd = false

    /// The positions on screen in a list of `count` rows.
    func visiblePositions(count: Int) -> Range<Int> {
        scrollOffset..<min(count, scrollOffset + viewportHeight)
    }

    /// Sets how many rows fit on screen, keeping the cursor visible in a list of `count` rows.
    mutating func setViewportHeight(_ height: Int, count: Int) {
        viewportHeight = max(1, height)
        scrollToCursor(count: count)
    }

    /// Moves by `movement` within `rows`, as the screen shows them (see `runsUpward`); `marks`
    /// are the marked items, for `.marked`.
    mutating func move(_ movement: ListMovement, in rows: Rows, marks: Marks = Marks()) {
        // A move made while a reload's rows are still to come counts from the top, not the row held.
        heldRow = nil
        guard !rows.isEmpty else { return }
        let last = rows.count - 1
        let before = position
        switch runsUpward ? movement.flipped : movement {
        case .by(let step) where cycles && abs(step) == 1 && (position + step < 0 || position + step > last):
            position = step < 0 ? last : 0
        case .by(let step): position = min(max(0, position + step), last)
        // A page is the window less a row, as fzf's: the row the cursor leaves stays in view.
        case .pageUp: position = max(0, position - max(1, viewportHeight - 1))
        case .pageDown: position = min(last, position + max(1, viewportHeight - 1))
        case .first: position = 0
        case .last: position = last
        case .halfPageUp: position = max(0, position - max(1, viewportHeight / 2))
        case .halfPageDown: position = min(last, position + max(1, viewportHeight / 2))
        case .position(let n): position = min(max(0, n < 0 ? rows.count + n : n - 1), last)
        case .scroll(let rowsDown):
            // As fzf's offset-up/down: the window moves; where the cursor could not stay so (out of
            // it, too near its edge, or the list ends), the cursor moves as far too.
            let moved = scrollOffset + rowsDown
            if constrainedOffset(moved, count: rows.count) != moved {
                position = min(max(0, position + rowsDown), last)
            }
            scrollOffset = moved
        case .marked(let step):
            if let found = nextMarked(step: step, in: rows, marks: marks) { position = found }
        case .middle:
            scrollOffset = constrainedOffset(scrollOffset, count: rows.count, scrollOff: viewportHeight)
        case .matching(let step):
            if let found = nextMatching(step: step, in: rows) { position = found }
        case .best:
            if let best = rows.bestPosition { position = best }
        }
        stepOffSeparator(in: rows, forward: position >= before)
        choose(in: rows)
    }

    /// Puts the cursor on row `target` of `rows` (a click), whatever the layout; a position
    /// outside the list changes nothing.
    mutating func move(to target: Int, in rows: Rows) {
        guard rows.indices.contains(target), target != rows.separatorPosition else { return }
        heldRow = nil
        position = target
        choose(in: rows)
    }

    /// Whether the cursor keeps to an item as the rows change.
    var isTracking: Bool { tracking.isOn }

    /// Tracks as `mode` says from now on; turned on, the item highlighted in `rows` is the one kept to.
    mutating func track(_ mode: TrackingMode, in rows: Rows) {
        if mode.isOn {
            holdsPosition = false
            chosenItem = item(at: position, in: rows)
        }
        tracking = mode
        choose(in: rows)
    }

    /// The query changed: unless the cursor keeps its item (swoop's way, or `--track`), it keeps its
    /// position, as fzf's does, clamped to the new rows when they come; moves made meanwhile count
    /// from there (they keep a position, not an item).
    mutating func queryChanged() {
        heldRow = nil
        guard !keepsItemOnNewQuery, !isTracking else { return }
        chosenItem = nil
        holdsPosition = true
    }

    /// The rows were replaced by `rows`: stays on the chosen item if it is listed, else goes to the top
    /// (after `queryChanged`, keeps the position; after `forgetChoice`, goes back to its row). While
    /// tracking, the item keeps its row on screen too, and when it is not listed the cursor keeps its
    /// position (tracking the current item ends, the cursor on its row on screen), as fzf's does.
    mutating func follow(_ rows: Rows) {
        if let row = heldRow {
            position = min(row, max(0, rows.count - 1))
            if rows.count > row {
                // Back on its row: the item there is followed from now on.
                heldRow = nil
                chosenItem = rows[position]
            }
        } else if holdsPosition {
            holdsPosition = false
            position = min(position, max(0, rows.count - 1))
            // The item now under the cursor is followed as more rows come.
            chosenItem = position > 0 ? rows[position] : nil
        } else if let chosenItem, let found = rows.position(of: chosenItem) {
            if isTracking {
                let screenRow = position - scrollOffset
                scrollOffset = found - screenRow
            }
            position = found
        } else if isTracking {
            lose(in: rows)
        } else {
            position = 0
            scrollOffset = 0
        }
        stepOffSeparator(in: rows, forward: true)
        scrollToCursor(count: rows.count)
    }

    /// The tracked item is not in `rows` (or none was): tracking the current item ends, the cursor
    /// going to its row on screen from the top; global tracking keeps the position (the same row on
    /// screen from the list's end, where it is shorter), and the item there is tracked from now on.
    private mutating func lose(in rows: Rows) {
        let screenRow = position - scrollOffset
        if chosenItem == nil, tracksNewRowsFromEnd, !rows.isEmpty {
            position = rows.count - 1
            scrollOffset = position - screenRow
        } else if tracking == .current, chosenItem != nil {
            tracking = .off
            position = screenRow
            scrollOffset = 0
        } else if position > rows.count {
            position = rows.count - min(rows.count, viewportHeight) + screenRow
        }
        position = max(0, min(position, rows.count - 1))
        chosenItem = tracking == .off && position == 0 ? nil : item(at: position, in: rows)
    }

    /// The item at `position` of `rows` (nil past the end, or on the separator above typo matches).
    private func item(at position: Int, in rows: Rows) -> Int? {
        guard rows.indices.contains(position), position != rows.separatorPosition else { return nil }
        return rows[position]
    }

    /// The separator above typo matches is never under the cursor: moves on past it (`forward`:
    /// down the list) or, with nothing there, back.
    private mutating func stepOffSeparator(in rows: Rows, forward: Bool) {
        guard let separator = rows.separatorPosition, position == separator else { return }
        let ahead = forward ? position + 1 : position - 1
        position = rows.indices.contains(ahead) ? ahead : (forward ? position - 1 : position + 1)
    }

    /// Follows `item` from now on (a tracked item found again after a reload): it is put under the
    /// cursor, the window moved no more than that needs, as fzf's; not listed, as `follow` loses it.
    mutating func follow(item: Int, in rows: Rows) {
        heldRow = nil
        holdsPosition = false
        chosenItem = item
        guard let found = rows.position(of: item) else { return follow(rows) }
        position = found
        stepOffSeparator(in: rows, forward: true)
        scrollToCursor(count: rows.count)
    }

    /// The items were replaced: no item is followed any more; the cursor keeps its row, within `rows`
    /// and, while they are fewer, as soon as there are more.
    mutating func forgetChoice(keepingRowIn rows: Rows) {
        chosenItem = nil
        heldRow = position > 0 ? position : nil
        position = min(position, max(0, rows.count - 1))
        stepOffSeparator(in: rows, forward: true)
        scrollToCursor(count: rows.count)
    }

    /// Items leave the list (`exclude`): the cursor is to keep its position, as fzf's does, so the
    /// item it follows becomes the one there once the rows `isLeaving` says are gone (the last one
    /// left when the list ends sooner), found by counting from the top.
    mutating func keepPosition(in rows: Rows, whenLeaving isLeaving: (Int) -> Bool) {
        // As fzf's: the item tracked leaves, so tracking it ends.
        if tracking == .current, let item = item(at: position, in: rows), isLeaving(item) { tracking = .off }
        var kept = 0
        var lastKept: Int?
        for candidate in rows.indices {
            let item = rows[candidate]
            if isLeaving(item) { continue }
            if kept >= position, item != Rows.separator {
                chosenItem = kept > 0 || isTracking ? item : nil
                return
            }
            kept += 1
            if item != Rows.separator { lastKept = item }
        }
        chosenItem = lastKept
    }

    /// Puts the cursor on `item` (the first row when it is not listed) with the window moved to keep
    /// it `screenRow` rows below the window's top where the list allows (raw mode turned on or off).
    mutating func place(item: Int, screenRow: Int, in rows: Rows) {
        heldRow = nil
        holdsPosition = false
        position = rows.position(of: item) ?? 0
        scrollOffset = position - screenRow
        choose(in: rows)
    }

    /// Remembers the item under the cursor as the user's choice (none on the first row, unless
    /// tracking) and shows it; tracking the current item ends when that is another item.
    mutating func choose(in rows: Rows) {
        let item = holdsPosition ? nil : item(at: position, in: rows)
        if tracking == .current, item != chosenItem { tracking = .off }
        chosenItem = position > 0 || isTracking ? item : nil
        scrollToCursor(count: rows.count)
    }

    /// Adjusts the scroll offset so the cursor row is on screen, in a list of `count` rows.
    private mutating func scrollToCursor(count: Int) {
        scrollOffset = constrainedOffset(scrollOffset, count: count)
    }

    /// `offset` moved as little as keeps the cursor on screen in a list of `count` rows, and
    /// `scrollOff` rows (at most half the window) between it and the window's edges where the list
    /// goes on: fzf's two passes, first down the list's start then towards its end, so that an
    /// even window puts the cursor just above its middle as fzf does.
    private func constrainedOffset(_ offset: Int, count: Int, scrollOff: Int? = nil) -> Int {
        let height = viewportHeight
        let lowest = max(position - height + 1, 0), highest = max(min(count - height, position), 0)
        var offset = min(max(offset, lowest), highest)
        let margin = min(height / 2, scrollOff ?? self.scrollOff)
        guard margin > 0 else { return offset }
        for towardsEnd in [false, true] {
            while true {
                let before = position - offset, after = height - 1 - before
                // Too near both edges: nothing helps.
                if before < margin, after < margin { break }
                let next = !towardsEnd && before < margin ? max(lowest, offset - 1)
                    : towardsEnd && after < margin ? min(highest, offset + 1) : offset
                if next == offset { break }
                offset = next
            }
        }
        return offset
    }

    /// The position of the next matching row `step`'s way (positive: down the list) from the cursor,
    /// a row at a time as `.by` moves (round an end with `--cycle`); nil when none is that way.
    private func nextMatching(step: Int, in rows: Rows) -> Int? {
        guard rows.matchCount > 0 else { return nil }
        let last = rows.count - 1
        var at = position
        for _ in 0..<rows.count {
            var next = at + step.signum()
            if cycles, next > last, at == last { next = 0 } else if cycles, next < 0, at == 0 { next = last }
            guard (0...last).contains(next) else { return nil }
            at = next
            if rows[at] != Rows.separator, rows.isMatch(rows[at]) { return at }
        }
        return nil
    }

    /// The position of the next marked row `step`'s way (positive: down the list) from the cursor,
    /// going around the ends, the cursor's own row last; nil when no other row is marked.
    private func nextMarked(step: Int, in rows: Rows, marks: Marks) -> Int? {
        guard !marks.isEmpty else { return nil }
        let count = rows.count
        for distance in 1..<max(count, 1) {
            let candidate = ((position + step.signum() * distance) % count + count) % count
            if marks.contains(rows[candidate]) { return candidate }
        }
        return nil
    }
}

extension ListMovement {
    /// The same movement on a list drawn upside down: up and down swapped.
    var flipped: ListMovement {
        switch self {
        case .by(let step): .by(-step)
        case .scroll(let rows): .scroll(-rows)
        case .marked(let step): .marked(-step)
        case .matching(let step): .matching(-step)
        case .pageUp: .pageDown
        case .pageDown: .pageUp
        case .halfPageUp: .halfPageDown
        case .halfPageDown: .halfPageUp
        case .first, .last, .position, .middle, .best: self
        }
    }
}
