import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopSystem

@Suite struct FieldTests {
    func fields(_ line: String, _ splitter: FieldSplitter = FieldSplitter()) -> [String] {
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            splitter.fields(of: buffer).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
    }

    func project(_ line: String, _ ranges: String, _ splitter: FieldSplitter = FieldSplitter()) throws -> String {
        let parsed = try FieldRange.parseList(ranges, option: "--nth")
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { String(decoding: FieldProjection($0, splitter: splitter, ranges: parsed).bytes, as: UTF8.self) }
    }

    @Test func splitsAtRunsOfWhiteSpaceByDefault() {
        #expect(fields("  alpha \t beta   gamma ") == ["alpha", "beta", "gamma"])
        #expect(fields("") == [])
    }

    @Test func aNewlineInsideAnItemSeparatesFieldsLikeABlank() {
        #expect(fields("first line\nsecond") == ["first", "line", "second"])
    }

    @Test func splitsAtALiteralDelimiterKeepingEmptyFields() {
        #expect(fields("a\t\tc", FieldSplitter(delimiter: "\\t")) == ["a", "", "c"])
        #expect(fields("x::y::", FieldSplitter(delimiter: "::")) == ["x", "y", ""])
    }

    @Test func searchedFieldsKeepTheirOwnDelimitersAndDropOnlyTheLastString() throws {
        let line = "one  two three four"
        #expect(try project(line, "1") == "one  ")
        #expect(try project(line, "-1") == "four")
        #expect(try project(line, "2..") == "two three four")
        #expect(try project(line, "..2") == "one  two ")
        #expect(try project(line, "2..-2") == "two three ")
        #expect(try project(line, "1,3") == "one  three ")
        #expect(try project(line, "9") == "")
        #expect(try project("a,b,c", "3,1", FieldSplitter(delimiter: ",")) == "ca")
        #expect(try project("a,b,c", "1,2", FieldSplitter(delimiter: ",")) == "a,b")
    }

    @Test func badRangesAreRejected() {
        #expect(throws: OptionError.self) { try FieldRange.parseList("0", option: "--nth") }
        #expect(throws: OptionError.self) { try FieldRange.parseList("a..b", option: "--nth") }
        #expect(throws: OptionError.self) { try FieldRange.parseList("1,", option: "--nth") }
    }

    @Test func projectionMapsOffsetsBackToTheLine() {
        let bytes = Array("name\tcity\tcountry".utf8)
        let projection = bytes.withUnsafeBufferPointer {
            FieldProjection($0, splitter: FieldSplitter(delimiter: "\t"), ranges: [FieldRange(lower: 1, upper: 1), FieldRange(lower: 3, upper: 3)])
        }
        #expect(String(decoding: projection.bytes, as: UTF8.self) == "name\tcountry")
        #expect(projection.sourceOffset(of: 0) == 0)
        #expect(projection.sourceOffset(of: 4) == 4)
        #expect(projection.sourceOffset(of: 5) == 10)
        #expect(projection.sourceOffset(of: 11) == 16)
        #expect(projection.sourceOffset(of: 12) == nil)
    }

    @Test func searchingSomeFieldsPicksTheHighlightedRecordUnderSortFilterAndMarks() throws {
        let lines = ["Sushi Zen\tTokyo\tJapanese", "Zen Garden\tOslo\tVegan", "Pho Hoa\tHanoi\tVietnamese", "Osaka Grill\tZurich\tJapanese"]
        let original = ItemStore(lines: lines)
        var spec = ReadSpec()
        spec.fieldSplitter = FieldSplitter(delimiter: "\t")
        spec.searchedFields = [FieldRange(lower: 2, upper: 2)]
        let model = SearchViewModel(items: ItemForms(original: original, spec: spec))
        let controller = SearchController()
        controller.delegate = model
        // "zen" is in the names of rows 0 and 1 but only in no location; "o" finds Tokyo, Oslo, Hanoi…
        "zu".unicodeScalars.forEach { controller.handle(.character($0)) }
        #expect(model.rows.items == [3])
        controller.handle(.enter)
        #expect(model.outcome == .picked([3]))
        #expect(original.text(at: 3) == "Osaka Grill\tZurich\tJapanese")
        // Highlights land in the location field of the line shown.
        #expect(model.matchedOffsets(in: 3).allSatisfy { (12..<18).contains($0) })
    }
}
