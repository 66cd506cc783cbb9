import Testing
@testable import SwoopPicker
@testable import SwoopSearch

/// The cursor while tracking (`--track`, `track-current`), as fzf 0.74 moves it when the rows change.
@Suite struct ListCursorTrackingTests {
    /// Items 0..<count in input order.
    func list(_ count: Int) -> Rows { .all(count: count, reversed: false) }

    /// A cursor over `list(count)` in a window of `height` rows, on `item`, tracking as `mode` says.
    func cursor(on item: Int, of count: Int, height: Int = 5, tracking mode: TrackingMode) -> ListCursor {
        var cursor = ListCursor()
        cursor.keepsItemOnNewQuery = false
        cursor.setViewportHeight(height, count: count)
        cursor.move(.position(item + 1), in: list(count))
        cursor.track(mode, in: list(count))
        return cursor
    }

    @Test func theTrackedItemKeepsItsRowOnScreenWhenTheRowsChange() {
        var cursor = cursor(on: 50, of: 100, tracking: .global)
        let screenRow = cursor.position - cursor.scrollOffset
        cursor.queryChanged()
        cursor.follow(.all(count: 100, reversed: true))
        #expect(cursor.position == 49)
        #expect(cursor.position - cursor.scrollOffset == screenRow)
        #expect(cursor.tracking == .global)
    }

    @Test func globalTrackingKeepsThePositionWhenTheItemIsLeftOutAndTracksTheItemThere() {
        var cursor = cursor(on: 3, of: 10, tracking: .global)
        cursor.follow(.tail(from: 5, count: 10, reversed: false))
        #expect(cursor.position == 3)
        #expect(cursor.chosenItem == 8)
        #expect(cursor.tracking == .global)
        // The item now tracked is followed in turn.
        cursor.follow(list(10))
        #expect(cursor.position == 8)
    }

    @Test func globalTrackingOnALongerDropKeepsTheScreenRowFromTheListsEnd() {
        var cursor = cursor(on: 80, of: 100, tracking: .global)
        let screenRow = cursor.position - cursor.scrollOffset
        cursor.follow(.tail(from: 90, count: 100, reversed: false))
        // As fzf's: the last window of the shorter list, the cursor on the same row of it.
        #expect(cursor.position == 5 + screenRow)
    }

    @Test func anEmptyListIsTrackedFromItsFirstItemOnceItemsCome() {
        var cursor = ListCursor()
        cursor.track(.global, in: list(0))
        cursor.follow(list(3))
        #expect(cursor.chosenItem == 0)
        cursor.follow(.all(count: 3, reversed: true))
        #expect(cursor.position == 2)
    }

    /// As fzf's merger with `--tac` and no ranking: the first line read, listed last, is tracked.
    @Test func withTacAndNoRankingRowsAfterNoneAreTrackedFromTheirLastRow() {
        var cursor = ListCursor()
        cursor.tracksNewRowsFromEnd = true
        cursor.setViewportHeight(5, count: 0)
        cursor.track(.global, in: list(0))
        cursor.follow(.all(count: 20, reversed: true))
        #expect(cursor.position == 19 && cursor.chosenItem == 0)
    }

    @Test func trackingTheCurrentItemEndsWhenTheCursorLeavesIt() {
        var cursor = cursor(on: 4, of: 10, tracking: .current)
        #expect(cursor.tracking == .current)
        cursor.move(.by(1), in: list(10))
        #expect(cursor.tracking == .off)
    }

    @Test func aMoveThenTrackCurrentTracksTheItemMovedTo() {
        var cursor = cursor(on: 4, of: 10, tracking: .current)
        cursor.move(.by(-1), in: list(10))
        cursor.track(.current, in: list(10))
        #expect(cursor.tracking == .current && cursor.chosenItem == 3)
    }

    @Test func trackingTheCurrentItemEndsWhenTheRowsLeaveItOutTheCursorOnItsScreenRowFromTheTop() {
        var cursor = cursor(on: 50, of: 100, tracking: .current)
        let screenRow = cursor.position - cursor.scrollOffset
        cursor.queryChanged()
        cursor.follow(.tail(from: 60, count: 100, reversed: false))
        #expect(cursor.tracking == .off)
        #expect(cursor.position == screenRow && cursor.scrollOffset == 0)
    }

    @Test func trackingTheCurrentItemEndsWhenItIsExcluded() {
        var cursor = cursor(on: 4, of: 10, tracking: .current)
        cursor.keepPosition(in: list(10)) { $0 == 4 }
        #expect(cursor.tracking == .off)
    }

    @Test func anItemFoundAgainAfterAReloadComesUnderTheCursorAndTheWindowMovesOnlyAsMuchAsItMust() {
        var cursor = cursor(on: 2, of: 100, tracking: .global)
        cursor.forgetChoice(keepingRowIn: list(100))
        cursor.follow(item: 60, in: list(100))
        #expect(cursor.position == 60)
        // The cursor at the window's last row, not on the row it had.
        #expect(cursor.scrollOffset == 56)
    }

    @Test func trackingOffForgetsTheFirstRowsItemUnderFzfsWay() {
        var cursor = cursor(on: 0, of: 10, tracking: .global)
        #expect(cursor.chosenItem == 0)
        cursor.track(.off, in: list(10))
        #expect(cursor.chosenItem == nil)
    }
}
