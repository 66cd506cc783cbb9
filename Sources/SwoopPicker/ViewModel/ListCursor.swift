/// The list's cursor and the window of rows on screen, over rows it is handed, never holds.
///
/// Moves are clamped to the list (or wrap one step past an end with `--cycle`), pages are
/// the viewport's height, and the window scrolls just enough to keep the cursor on screen.
/// The item the user moved to is remembered, so the cursor can follow it when the rows
/// change; until the user moves, the cursor stays on the first (best) row.
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
    /// `--track`, `track-current`: the highlighted item is followed even on the first row.
    var isTracking = false
    /// Whether a new query keeps the cursor on its item while it is listed (swoop's), or sends it to
    /// the top (fzf's).
    var keepsItemOnNewQuery = true
    /// Since a new query (fzf's way): the cursor's position, not an item, holds until its rows come.
    private var holdsPosition = false

    /// The positions on screen in a list of `count` rows.
    func visiblePositions(count: Int) -> Range<Int> {
        scrollOffset..<min(count, scrollOffset + viewportHeight)
    }

    /// Sets how many rows fit on screen, keeping the cursor visible in a list of `count` rows.
    mutating func setViewportHeight(_ height: Int, count: Int) {
        viewportHeight = max(1, height)
        scrollToCursor(count: count)
    }

    /// Moves by `movement` within `rows`, as the screen shows them (see `runsUpward`).
    mutating func move(_ movement: ListMovement, in rows: Rows) {
        guard !rows.isEmpty else { return }
        let last = rows.count - 1
        let before = position
        switch runsUpward ? movement.flipped : movement {
        case .by(let step) where cycles && abs(step) == 1 && (position + step < 0 || position + step > last):
            position = step < 0 ? last : 0
        case .by(let step): position = min(max(0, position + step), last)
        case .pageUp: position = max(0, position - viewportHeight)
        case .pageDown: position = min(last, position + viewportHeight)
        case .first: position = 0
        case .last: position = last
        case .halfPageUp: position = max(0, position - max(1, viewportHeight / 2))
        case .halfPageDown: position = min(last, position + max(1, viewportHeight / 2))
        case .position(let n): position = min(max(0, n < 0 ? rows.count + n : n - 1), last)
        case .scroll(let rowsDown):
            // As fzf's offset-up/down: the window moves; the cursor only when it would leave it.
            scrollOffset = max(0, min(scrollOffset + rowsDown, max(0, rows.count - viewportHeight)))
            position = min(max(position, scrollOffset), min(last, scrollOffset + viewportHeight - 1))
        }
        stepOffSeparator(in: rows, forward: position >= before)
        choose(in: rows)
    }

    /// Puts the cursor on row `target` of `rows` (a click), whatever the layout; a position
    /// outside the list changes nothing.
    mutating func move(to target: Int, in rows: Rows) {
        guard rows.indices.contains(target), target != rows.separatorPosition else { return }
        position = target
        choose(in: rows)
    }

    /// The query changed: unless the cursor keeps its item (swoop's way, or `--track`), it goes to
    /// the top now, as in fzf, and moves made before the new rows come count from there (they keep
    /// their position, not an item).
    mutating func queryChanged() {
        guard !keepsItemOnNewQuery, !isTracking else { return }
        position = 0
        scrollOffset = 0
        chosenItem = nil
        holdsPosition = true
    }

    /// The rows were replaced by `rows`: stays on the chosen item if it is listed, else goes to the top
    /// (after `startOver`, keeps the position).
    mutating func follow(_ rows: Rows) {
        if holdsPosition {
            holdsPosition = false
            position = min(position, max(0, rows.count - 1))
        } else if let chosenItem, let found = rows.position(of: chosenItem) {
            position = found
        } else if isTracking, chosenItem != nil, !rows.isEmpty {
            // The tracked item is not listed now: stay on its row, and follow it when it is back.
            position = min(position, rows.count - 1)
        } else {
            position = 0
            scrollOffset = 0
        }
        stepOffSeparator(in: rows, forward: true)
        scrollToCursor(count: rows.count)
    }

    /// The separator above typo matches is never under the cursor: moves on past it (`forward`:
    /// down the list) or, with nothing there, back.
    private mutating func stepOffSeparator(in rows: Rows, forward: Bool) {
        guard let separator = rows.separatorPosition, position == separator else { return }
        let ahead = forward ? position + 1 : position - 1
        position = rows.indices.contains(ahead) ? ahead : (forward ? position - 1 : position + 1)
    }

    /// Follows `item` from now on (it is put under the cursor when `rows` list it).
    mutating func follow(item: Int, in rows: Rows) {
        chosenItem = item
        follow(rows)
    }

    /// The items were replaced: no item is followed any more; the cursor keeps its row, within `rows`.
    mutating func forgetChoice(keepingRowIn rows: Rows) {
        chosenItem = nil
        position = min(position, max(0, rows.count - 1))
        stepOffSeparator(in: rows, forward: true)
        scrollToCursor(count: rows.count)
    }

    /// Remembers the item under the cursor as the user's choice (none on the first row, unless
    /// tracking) and shows it.
    mutating func choose(in rows: Rows) {
        chosenItem = !holdsPosition && (position > 0 || (isTracking && !rows.isEmpty)) ? rows[position] : nil
        scrollToCursor(count: rows.count)
    }

    /// Adjusts the scroll offset so the cursor row is on screen, in a list of `count` rows.
    private mutating func scrollToCursor(count: Int) {
        if position < scrollOffset { scrollOffset = position }
        if position >= scrollOffset + viewportHeight { scrollOffset = position - viewportHeight + 1 }
        scrollOffset = max(0, min(scrollOffset, max(0, count - viewportHeight)))
    }
}

extension ListMovement {
    /// The same movement on a list drawn upside down: up and down swapped.
    var flipped: ListMovement {
        switch self {
        case .by(let step): .by(-step)
        case .scroll(let rows): .scroll(-rows)
        case .pageUp: .pageDown
        case .pageDown: .pageUp
        case .halfPageUp: .halfPageDown
        case .halfPageDown: .halfPageUp
        case .first, .last, .position: self
        }
    }
}
