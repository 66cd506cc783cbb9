import Testing
@testable import SwoopTUI

/// The terminal's answer to the cursor-position query, among typed keys.
@Suite struct CursorReportTests {
    @Test func findsTheReportAndKeepsTheKeysAroundIt() throws {
        let bytes = Array("ab\u{1B}[12;40Rc".utf8)
        let found = try #require(CursorReport.find(in: bytes))
        #expect(found.report == CursorReport(row: 11, column: 39))
        #expect(found.rest == Array("abc".utf8))
    }

    @Test func anUnfinishedOrOtherSequenceIsNoReport() {
        #expect(CursorReport.find(in: Array("\u{1B}[12;4".utf8)) == nil)
        #expect(CursorReport.find(in: Array("\u{1B}[A".utf8)) == nil)
        #expect(CursorReport.find(in: Array("\u{1B}[0;0R".utf8)) == nil)
    }

    @Test func aReportAfterAnArrowKeyIsStillFound() throws {
        let found = try #require(CursorReport.find(in: Array("\u{1B}[A\u{1B}[3;1R".utf8)))
        #expect(found.report == CursorReport(row: 2, column: 0))
        #expect(found.rest == Array("\u{1B}[A".utf8))
    }
}
