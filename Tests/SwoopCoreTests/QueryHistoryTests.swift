import Testing
@testable import SwoopPicker

/// `QueryHistory` against fzf 0.74's `History` (`src/history.go`, `src/history_test.go`): how a file's
/// contents split into entries, what adding a query keeps, and how `prev-history` and `next-history` walk.
@Suite struct QueryHistoryTests {
    /// The file's bytes after adding `queries` one by one, as fzf's `append` writes them.
    func contents(after queries: [String], from start: [UInt8] = [], maxSize: Int) -> [UInt8] {
        queries.reduce(start) { QueryHistory.appending($1, to: $0, maxSize: maxSize) ?? $0 }
    }

    @Test func addingMoreThanTheMaximumKeepsTheNewestEntries() {
        // fzf's TestHistory: 60 "foobar" into a history of 50 leaves 50 lines (51 with the place after them).
        let file = contents(after: Array(repeating: "foobar", count: 60), maxSize: 50)
        let history = QueryHistory(contents: file, maxSize: 50)
        #expect(history.entries.count == 50)
        #expect(history.entries.allSatisfy { $0 == "foobar" })
    }

    @Test func anEmptyQueryIsNotAddedAndTheNewestComeLast() {
        // fzf's TestHistory, second part: barfoo, "" and foobarbaz added to the 50 foobars.
        let full = contents(after: Array(repeating: "foobar", count: 60), maxSize: 50)
        let file = contents(after: ["barfoo", "", "foobarbaz"], from: full, maxSize: 50)
        let entries = Array(QueryHistory(contents: file, maxSize: 50).entries)
        #expect(entries.count == 50)
        #expect(entries[47] == "foobar" && entries[48] == "barfoo" && entries[49] == "foobarbaz")
        #expect(QueryHistory.appending("", to: file, maxSize: 50) == nil)
    }

    @Test func theFileIsOneQueryALineEndingWithANewline() {
        #expect(contents(after: ["one", "two"], maxSize: 10) == Array("one\ntwo\n".utf8))
        // Repeats are kept: fzf adds every accepted query, even the same as the last.
        #expect(contents(after: ["one", "one"], maxSize: 10) == Array("one\none\n".utf8))
    }

    @Test func newlinesAtEitherEndAreDroppedAndEmptyLinesInsideKept() {
        let history = QueryHistory(contents: Array("\n\nfirst\n\nthird\n\n\n".utf8))
        #expect(Array(history.entries) == ["first", "", "third"])
        #expect(QueryHistory(contents: Array("\n\n".utf8)).entries.isEmpty)
        #expect(QueryHistory(contents: []).entries.isEmpty)
    }

    @Test func aQueryHoldingANewlineComesBackAsTwoEntries() {
        let file = contents(after: ["one\ntwo"], maxSize: 10)
        #expect(Array(QueryHistory(contents: file).entries) == ["one", "two"])
    }

    @Test func readingKeepsTheNewestHistorySizeEntries() {
        // fzf keeps every line read and trims in append; swoop reads only what a file keeps.
        let file = Array("a\nb\nc\nd\n".utf8)
        #expect(Array(QueryHistory(contents: file, maxSize: 2).entries) == ["c", "d"])
        #expect(QueryHistory.appending("e", to: file, maxSize: 2) == Array("d\ne\n".utf8))
    }

    @Test func otherEntriesKeepTheirBytesWhenNotUTF8() {
        let file: [UInt8] = [0xFF, 0xFE, 0x0A] + Array("ok\n".utf8)
        #expect(QueryHistory.appending("new", to: file, maxSize: 10) == file + Array("new\n".utf8))
        #expect(QueryHistory(contents: file).entries.first == "\u{FFFD}\u{FFFD}")
    }

    @Test func previousWalksBackToTheOldestAndStopsThere() {
        var history = QueryHistory(entries: ["one", "two"])
        #expect(history.previous(editing: "typed") == "two")
        #expect(history.previous(editing: "two") == "one")
        #expect(history.previous(editing: "one") == "one")
        #expect(history.position == 0)
    }

    @Test func nextComesBackToWhatWasTypedAndStopsThere() {
        var history = QueryHistory(entries: ["one", "two"])
        _ = history.previous(editing: "typed")
        _ = history.previous(editing: "two")
        #expect(history.next(editing: "one") == "two")
        #expect(history.next(editing: "two") == "typed")
        #expect(history.next(editing: "typed") == "typed")
        #expect(history.position == 2)
    }

    @Test func anEntryEditedDuringTheWalkIsShownEditedWhenTheWalkReturnsToIt() {
        var history = QueryHistory(entries: ["one", "two", "three"])
        _ = history.previous(editing: "")
        #expect(history.previous(editing: "three!") == "two")
        #expect(history.next(editing: "two?") == "three!")
        #expect(history.previous(editing: "three!") == "two?")
        // The edits are never entries: adding a query writes the file's entries and the query alone.
        #expect(Array(history.entries) == ["one", "two", "three"])
    }

    @Test func anEmptyHistoryGivesBackWhatWasTyped() {
        var history = QueryHistory(entries: [])
        #expect(history.previous(editing: "typed") == "typed")
        #expect(history.next(editing: "typed again") == "typed again")
    }

    @Test func tabsInAnEntryAreShownAsSpaces() {
        var history = QueryHistory(entries: ["a\tb"])
        #expect(history.previous(editing: "") == "a b")
    }

    @Test func appendingInMemoryStartsAFreshWalkAfterTheNewEntry() {
        var history = QueryHistory(entries: ["one", "two"], maxSize: 2)
        _ = history.previous(editing: "edited")
        let added = history.append("three")
        #expect(added)
        #expect(Array(history.entries) == ["two", "three"])
        #expect(history.position == 2 && history.current == "")
        let addedEmpty = history.append("")
        #expect(!addedEmpty)
    }
}
