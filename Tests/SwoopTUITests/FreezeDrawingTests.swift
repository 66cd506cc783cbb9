import Testing
@testable import SwoopOptions
@testable import SwoopTUI

/// `--freeze-left` and `--freeze-right` drawn into a grid: the frozen fields stay in view as a long
/// line is cut or shifted to its match. Expected rows are what the real fzf 0.74 drew in 30 columns.
@Suite struct FreezeDrawingTests {
    static let lines = ["first,second,third,fourth,fifth,sixth,seventh,last",
                        "first second third fourth fifth sixth seventh last"]

    /// The list's two rows after typing `query`, under the name fzf in 30 columns.
    func rows(_ arguments: [String], query: String) throws -> [String] {
        var fixture = try LookFixture(arguments, lines: Self.lines, rows: 5, columns: 30, personality: .fzf)
        fixture.render()
        for scalar in query.unicodeScalars { fixture.press(.character(scalar)) }
        fixture.render()
        return Array(fixture.rows[1...2])
    }

    @Test func theLeftFieldStaysWhileTheRestShiftsToTheMatch() throws {
        #expect(try rows(["--freeze-left=1"], query: "ixt") == ["▌ first··ifth sixth seventh··", "▌ ··th,fifth,sixth,seventh,··"])
    }

    @Test func theRightFieldStaysAtTheEnd() throws {
        #expect(try rows(["--freeze-right=1"], query: "ixt") == ["▌ ·· fifth sixth seventh last", "▌ ··,fifth,sixth,seventh,last"])
        #expect(try rows(["--freeze-left=1", "--freeze-right=1"], query: "") ==
            ["▌ first second third fo··last", "▌ first,second,third,fourth··"])
    }

    @Test func aRightPartTooWideForTheMiddleTakesTheRowItsStartCut() throws {
        #expect(try rows(["--freeze-left=2", "--freeze-right=2", "-d", ","], query: "ixt") ==
            ["▌ ··th fifth sixth seventh ··", "▌ first,second,··seventh,last"])
    }

    @Test func theMiddleShiftsTowardsAMatchInTheRightPart() throws {
        #expect(try rows(["--freeze-left=1", "--freeze-right=3", "--with-nth=2.."], query: "ixt").last ==
            "▌ second·· sixth seventh last")
    }
}
