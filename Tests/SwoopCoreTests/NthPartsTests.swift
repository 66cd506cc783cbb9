import Testing
@testable import SwoopItems
@testable import SwoopSearch

/// `--nth` with several ranges: each range is matched as a line of its own, as fzf does.
@Suite struct NthPartsTests {
    /// The items of `lines` matching `query` when `nth` ranges (blank-separated fields) are searched.
    func matches(_ query: String, _ lines: [String], nth: String) throws -> [String] {
        let ranges = try FieldRange.parseList(nth, option: "--nth")
        let store = ItemStore(lines: lines)
        let searched = ItemStore(projecting: store, splitter: FieldSplitter(), ranges: ranges)
        var options = MatchOptions()
        options.searchesParts = ranges.count > 1
        let engine = SearchEngine(store: searched, options: options, lines: store, searchedFields: (FieldSplitter(), ranges))
        return (engine.search(engine.query(query)).map { Rows.results($0).items } ?? []).map { store.text(at: $0) }
    }

    @Test func aTermMatchesWithinOneRangeNotAcrossTwo() throws {
        #expect(try matches("be", ["ab cd ef"], nth: "1,3").isEmpty)
        #expect(try matches("ae", ["ab cd ef"], nth: "1,3").isEmpty)
        #expect(try matches("a e", ["ab cd ef"], nth: "1,3") == ["ab cd ef"])
        #expect(try matches("be", ["ab cd ef"], nth: "1..3") == ["ab cd ef"])
    }

    @Test func anchorsApplyToEachRange() throws {
        #expect(try matches("^e", ["ab cd ef"], nth: "1,3") == ["ab cd ef"])
        #expect(try matches("b$", ["ab cd ef"], nth: "1,3") == ["ab cd ef"])
        #expect(try matches("^c", ["ab cd ef"], nth: "1,3").isEmpty)
    }

    @Test func anExclusionHoldsOnlyWhenNoRangeHasIt() throws {
        #expect(try matches("!b", ["ab cd ef", "xy cd zz"], nth: "1,3") == ["xy cd zz"])
        #expect(try matches("!be", ["ab cd ef"], nth: "1,3") == ["ab cd ef"])
    }

    @Test func theSeparatorByteInAFieldIsNoBoundary() throws {
        // An 0xFF in the input (invalid UTF-8) is searched as U+FFFD, never as the line between ranges.
        let line = String(decoding: [0x61, 0xFF, 0x62, 0x20, 0x63], as: UTF8.self)
        let projection = Array("a\u{FFFD}b c".utf8).withUnsafeBufferPointer {
            FieldProjection(searching: $0, splitter: FieldSplitter(), ranges: [FieldRange(lower: 1, upper: 1), FieldRange(lower: 2, upper: 2)])
        }
        #expect(projection.bytes.filter { $0 == FieldProjection.partSeparator }.count == 1)
        #expect(try matches("ab", [line], nth: "1,2") == [line])
    }

    @Test func highlightsLandInTheRangeThatMatched() throws {
        let ranges = try FieldRange.parseList("3,1", option: "--nth")
        let line = Array("ab cd ef".utf8)
        let projection = line.withUnsafeBufferPointer { FieldProjection(searching: $0, splitter: FieldSplitter(), ranges: ranges) }
        var options = MatchOptions()
        options.searchesParts = true
        let matcher = Matcher(query: Query("e a", options: options))
        let offsets = projection.bytes.withUnsafeBufferPointer { matcher.positions(in: $0) }.compactMap(projection.sourceOffset)
        #expect(offsets.sorted() == [0, 6])
    }
}
