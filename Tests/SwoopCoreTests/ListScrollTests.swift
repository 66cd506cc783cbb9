import Testing
@testable import SwoopPicker
@testable import SwoopSearch

/// How the list scrolls around the cursor: `--scroll-off`, `offset-middle`, `offset-up`/`-down`,
/// the moves to marked rows and the row kept across a reload. Each expected window is the one the
/// real fzf 0.74 showed for the same keys (fzf's offsets count from the list's start, as these do).
@Suite struct ListScrollTests {
    func list(_ count: Int) -> Rows { .all(count: count, reversed: false) }

    func cursor(height: Int, count: Int, scrollOff: Int = 0) -> ListCursor {
        var cursor = ListCursor()
        cursor.scrollOff = scrollOff
        cursor.setViewportHeight(height, count: count)
        return cursor
    }

    @Test func scrollOffKeepsRowsBetweenTheCursorAndTheEdges() {
        // fzf --scroll-off=3 in a list of 21 rows: PgUp lands on row 21, three rows from the top.
        var cursor = cursor(height: 21, count: 1000, scrollOff: 3)
        cursor.move(.pageDown, in: list(1000))
        #expect(cursor.position == 20)
        #expect(cursor.scrollOffset == 3)
        cursor.move(.by(1), in: list(1000))
        #expect(cursor.scrollOffset == 4)
        // At the list's end the cursor may reach the edge.
        cursor.move(.last, in: list(1000))
        #expect(cursor.visiblePositions(count: 1000) == 979..<1000)
        cursor.move(.pageUp, in: list(1000))
        #expect(cursor.position == 979 && cursor.scrollOffset == 976)
    }

    @Test func aScrollOffOfHalfTheListOrMoreKeepsTheCursorInTheMiddle() {
        var cursor = cursor(height: 21, count: 1000, scrollOff: 9999)
        cursor.move(.pageDown, in: list(1000))
        #expect(cursor.position - cursor.scrollOffset == 10)
        cursor.move(.by(1), in: list(1000))
        #expect(cursor.position - cursor.scrollOffset == 10)
        cursor.move(.by(-1), in: list(1000))
        #expect(cursor.position - cursor.scrollOffset == 10)
    }

    @Test func offsetMiddlePutsTheCursorInTheMiddleOrJustAboveIt() {
        // fzf --height 8 --reverse (6 rows): PgDn, then offset-middle shows 4 to 9 with 6 highlighted.
        var even = cursor(height: 6, count: 1000)
        even.move(.pageDown, in: list(1000))
        #expect(even.position == 5 && even.scrollOffset == 0)
        even.move(.middle, in: list(1000))
        #expect(even.scrollOffset == 3)
        // An odd window (5 rows) has a middle row.
        var odd = cursor(height: 5, count: 1000)
        odd.move(.pageDown, in: list(1000))
        odd.move(.middle, in: list(1000))
        #expect(odd.position == 4 && odd.scrollOffset == 2)
        // Near the start there is nothing to scroll.
        var top = cursor(height: 5, count: 1000)
        top.move(.by(1), in: list(1000))
        top.move(.middle, in: list(1000))
        #expect(top.scrollOffset == 0)
    }

    @Test func offsetMovesTheCursorWhereItCouldNotStay() {
        // fzf --reverse --scroll-off 0: three offset-down from the top show 4 first, 4 highlighted.
        var cursor = cursor(height: 6, count: 100)
        for _ in 0..<3 { cursor.move(.scroll(1), in: list(100)) }
        #expect(cursor.position == 3 && cursor.scrollOffset == 3)
        // With fzf's scroll-off of 3 the cursor keeps its distance from the top instead.
        var kept = self.cursor(height: 6, count: 100, scrollOff: 3)
        for _ in 0..<3 { kept.move(.scroll(1), in: list(100)) }
        #expect(kept.position == 3 && kept.scrollOffset == 1)
        // At the top of the list, offset-up moves the cursor up a row.
        var top = self.cursor(height: 6, count: 100)
        top.move(.by(2), in: list(100))
        top.move(.scroll(-1), in: list(100))
        #expect(top.position == 1 && top.scrollOffset == 0)
    }

    @Test func markedMovesGoToTheNextMarkedRowRoundTheEnds() {
        // fzf's default layout (upward): marks on 1, 2 and 4, the cursor on 5; next-selected goes down the screen.
        var cursor = ListCursor()
        cursor.runsUpward = true
        let marks: Marks = [0, 1, 3]
        cursor.move(.by(-4), in: list(10))
        #expect(cursor.position == 4)
        var seen: [Int] = []
        for _ in 0..<4 {
            cursor.move(.marked(1), in: list(10), marks: marks)
            seen.append(cursor.position)
        }
        #expect(seen == [3, 1, 0, 3])
        cursor.move(.marked(-1), in: list(10), marks: marks)
        #expect(cursor.position == 0)
        // With nothing else marked, the cursor stays.
        cursor.move(.marked(1), in: list(10), marks: [0])
        #expect(cursor.position == 0)
    }

    @Test func theCursorKeepsItsRowAcrossAReloadOnceEnoughRowsCame() {
        var cursor = ListCursor()
        cursor.move(.by(4), in: list(10))
        cursor.forgetChoice(keepingRowIn: list(0))
        #expect(cursor.position == 0)
        cursor.follow(list(2))
        #expect(cursor.position == 1)
        cursor.follow(list(10))
        #expect(cursor.position == 4 && cursor.chosenItem == 4)
        cursor.follow(.all(count: 10, reversed: true))
        #expect(cursor.position == 5)
    }

    @Test func aMoveDuringAReloadDropsTheRowKept() {
        var cursor = ListCursor()
        cursor.move(.by(4), in: list(10))
        cursor.forgetChoice(keepingRowIn: list(0))
        cursor.follow(list(3))
        cursor.move(.by(-1), in: list(3))
        cursor.follow(list(10))
        #expect(cursor.position == 1)
    }

    @Test func excludingKeepsThePositionOnTheItemThatComesThere() {
        var cursor = ListCursor()
        cursor.move(.by(4), in: list(10))
        cursor.keepPosition(in: list(10)) { [1, 2, 4].contains($0) }
        #expect(cursor.chosenItem == 7)
        cursor.keepPosition(in: list(10)) { $0 >= 3 }
        #expect(cursor.chosenItem == 2)
    }
}
