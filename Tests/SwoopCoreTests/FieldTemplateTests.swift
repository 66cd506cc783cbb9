import Testing
@testable import SwoopItems
@testable import SwoopSystem

/// `--with-nth` and `--accept-nth`: range lists and templates, as fzf reads and fills them.
@Suite struct FieldTemplateTests {
    func render(_ template: String, _ line: String, _ splitter: FieldSplitter = FieldSplitter(), index: Int = 0) throws -> String {
        let parsed = try FieldTemplate.parse(template, option: "--accept-nth")
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { String(decoding: parsed.render($0, splitter: splitter, index: index), as: UTF8.self) }
    }

    @Test func aRangeListJoinsFieldsWithTheirOwnDelimiters() throws {
        #expect(try render("2,2", "foo  bar  baz") == "bar  bar  ")
        #expect(try render("3,1", "a,b,c", FieldSplitter(delimiter: ",")) == "ca,")
    }

    @Test func placeholdersDropTheirLastDelimiterAndTextStays() throws {
        #expect(try render("{2}: {1}", "foo  bar  baz") == "bar: foo")
        #expect(try render("[{1..2}]", "a,b,c", FieldSplitter(delimiter: ",")) == "[a,b]")
        #expect(try render("{-1}", "a b c") == "c")
    }

    @Test func nIsTheItemsPosition() throws {
        #expect(try render("{n}:{1}", "x y", index: 41) == "41:x")
    }

    @Test func aPlaceholderFzfCannotReadStandsForNothing() throws {
        #expect(try render("<{0}>", "x") == "<>")
        #expect(try render("<{1..0}>", "x") == "<>")
    }

    @Test func bracesThatAreNoPlaceholderAreText() throws {
        #expect(try render("{{1}}", "x") == "{x}")
        #expect(try render("{ 1}{1}", "x") == "{ 1}x")
    }

    @Test(arguments: ["", "a", "{}", "{q}", "{ 1}", "{1", "{+1}"])
    func aTemplateNeedsAPlaceholder(text: String) {
        #expect(throws: OptionError.self) { try FieldTemplate.parse(text, option: "--with-nth") }
    }

    @Test(arguments: ["0", "1..0", "-3..3", "1,", "1..2..3"])
    func aRangeListFzfRejectsIsAnError(text: String) {
        #expect(throws: OptionError.self) { try FieldTemplate.parse(text, option: "--accept-nth") }
    }
}
