import Testing
@testable import SwoopPicker

@Suite struct QueryTextTests {
    @Test func combiningMarkJoinsThePreviousCharacter() {
        var query = QueryText("cafe")
        query.insert("\u{301}")
        #expect(query.characters.count == 4)
        #expect(query.cursor == 4)
        query.deleteBackward()
        #expect(query.text == "caf")
    }

    @Test func flagsAndZeroWidthJoinerSequencesBuildOneCharacterScalarByScalar() {
        var query = QueryText()
        for scalar in "🇫🇷🇩🇪👨\u{200D}👩\u{200D}👧x".unicodeScalars { query.insert(scalar) }
        #expect(query.characters == ["🇫🇷", "🇩🇪", "👨\u{200D}👩\u{200D}👧", "x"])
        #expect(query.cursor == 4)
    }

    @Test func combiningMarkTypedMidTextJoinsTheCharacterBeforeTheCursor() {
        var query = QueryText("eb")
        query.moveLeft()
        query.insert("\u{301}")
        #expect(query.characters == ["e\u{301}", "b"])
        #expect(query.cursor == 1)
    }

    @Test func insertsAtTheCursorInTheMiddle() {
        var query = QueryText("ac")
        query.moveLeft()
        query.insert("b")
        #expect(query.text == "abc")
        #expect(query.cursor == 2)
    }

    @Test func deleteBackToABlankSkipsTrailingSpacesFirst() {
        var query = QueryText("one two   ")
        query.deleteBackward(to: .blankThenNonblank)
        #expect(query.text == "one ")
    }

    @Test func cursorStaysWithinTheText() {
        var query = QueryText("ab")
        query.moveRight()
        #expect(query.cursor == 2)
        query.moveToStart()
        query.moveLeft()
        #expect(query.cursor == 0)
    }
}
