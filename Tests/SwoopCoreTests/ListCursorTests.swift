import Testing
@testable import SwoopPicker
@testable import SwoopSearch

@Suite struct ListCursorTests {
    /// Items 0..<count in input order.
    func list(_ count: Int) -> Rows { .all(count: count, reversed: false) }

    /// As the real fzf 0.74: after Up three times on `seq 100`, typing `1` leaves the cursor on
    /// the fourth row (12), and a move made before the new rows come counts from that position.
    @Test func underFzfsWayANewQueryKeepsTheCursorsPositionClampedToTheNewRows() {
        var cursor = ListCursor()
        cursor.keepsItemOnNewQuery = false
        cursor.move(.by(3), in: list(100))
        cursor.queryChanged()
        #expect(cursor.position == 3)
        cursor.follow(list(20))
        #expect(cursor.position == 3 && cursor.chosenItem == 3)
        cursor.queryChanged()
        cursor.move(.by(1), in: list(20))
        cursor.follow(list(2))
        #expect(cursor.position == 1)
        cursor.follow(list(2))
        #expect(cursor.position == 1)
    }

    @Test func underSwoopsWayANewQueryKeepsTheCursorOnItsItem() {
        var cursor = ListCursor()
        cursor.move(.by(2), in: list(10))
        cursor.queryChanged()
        cursor.follow(.all(count: 10, reversed: true))
        #expect(cursor.position == 7)
    }

    @Test func movesAreClampedToTheList() {
        var cursor = ListCursor()
        cursor.move(.by(-3), in: list(5))
        #expect(cursor.position == 0)
        cursor.move(.by(100), in: list(5))
        #expect(cursor.position == 4)
    }

    @Test func anEmptyListLeavesTheCursorWhereItIs() {
        var cursor = ListCursor()
        cursor.move(.last, in: list(0))
        #expect(cursor == ListCursor())
    }

    @Test func pageMovesByTheViewportHeightLessARow() {
        var cursor = ListCursor()
        cursor.setViewportHeight(3, count: 10)
        cursor.move(.pageDown, in: list(10))
        #expect(cursor.position == 2)
        for _ in 0..<4 { cursor.move(.pageDown, in: list(10)) }
        #expect(cursor.position == 9)
        cursor.move(.pageUp, in: list(10))
        #expect(cursor.position == 7)
        cursor.setViewportHeight(1, count: 10)
        cursor.move(.pageUp, in: list(10))
        #expect(cursor.position == 6)
    }

    @Test func theWindowScrollsJustEnoughToKeepTheCursorOnScreen() {
        var cursor = ListCursor()
        cursor.setViewportHeight(3, count: 10)
        #expect(cursor.visiblePositions(count: 10) == 0..<3)
        cursor.move(.by(4), in: list(10))
        #expect(cursor.visiblePositions(count: 10) == 2..<5)
        cursor.move(.by(-1), in: list(10))
        #expect(cursor.visiblePositions(count: 10) == 2..<5)
        cursor.move(.first, in: list(10))
        #expect(cursor.visiblePositions(count: 10) == 0..<3)
    }

    @Test func aTallerViewportScrollsBackToShowAsManyRowsAsFit() {
        var cursor = ListCursor()
        cursor.setViewportHeight(2, count: 6)
        cursor.move(.last, in: list(6))
        #expect(cursor.scrollOffset == 4)
        cursor.setViewportHeight(5, count: 6)
        #expect(cursor.visiblePositions(count: 6) == 1..<6)
        cursor.setViewportHeight(0, count: 6)
        #expect(cursor.viewportHeight == 1)
    }

    @Test func cyclingWrapsOneStepPastEitherEndOnly() {
        var cursor = ListCursor()
        cursor.cycles = true
        cursor.move(.by(-1), in: list(4))
        #expect(cursor.position == 3)
        cursor.move(.by(1), in: list(4))
        #expect(cursor.position == 0)
        cursor.move(.by(-2), in: list(4))
        #expect(cursor.position == 0)
        cursor.move(.pageUp, in: list(4))
        #expect(cursor.position == 0)
    }

    @Test func upwardRunsSwapUpAndDownButNotFirstAndLast() {
        var cursor = ListCursor()
        cursor.runsUpward = true
        cursor.move(.by(-2), in: list(5))
        #expect(cursor.position == 2)
        cursor.setViewportHeight(3, count: 5)
        cursor.move(.pageUp, in: list(5))
        #expect(cursor.position == 4)
        cursor.move(.first, in: list(5))
        #expect(cursor.position == 0)
    }

    @Test func aClickOutsideTheListChangesNothing() {
        var cursor = ListCursor()
        cursor.move(to: 2, in: list(3))
        #expect(cursor.position == 2 && cursor.chosenItem == 2)
        cursor.move(to: 3, in: list(3))
        cursor.move(to: -1, in: list(3))
        #expect(cursor.position == 2)
    }

    @Test func followsTheChosenItemWhenTheRowsChange() {
        var cursor = ListCursor()
        cursor.move(.by(3), in: list(6))
        #expect(cursor.chosenItem == 3)
        cursor.follow(.all(count: 6, reversed: true))
        #expect(cursor.position == 2)
    }

    @Test func clampsToTheTopWhenTheListShrinksPastTheChosenItem() {
        var cursor = ListCursor()
        cursor.setViewportHeight(2, count: 10)
        cursor.move(.by(8), in: list(10))
        #expect(cursor.scrollOffset == 7)
        cursor.follow(list(4))
        #expect(cursor.position == 0)
        #expect(cursor.visiblePositions(count: 4) == 0..<2)
    }

    @Test func theFirstRowIsNoChoiceSoTheCursorStaysOnTheBestRow() {
        var cursor = ListCursor()
        cursor.move(.by(2), in: list(5))
        cursor.move(.first, in: list(5))
        #expect(cursor.chosenItem == nil)
        cursor.follow(.all(count: 5, reversed: true))
        #expect(cursor.position == 0)
    }
}
