import Glibc
import Testing
@testable import SwoopTUI

/// The terminal's size: the tty's own, `$LINES` and `$COLUMNS` only where it cannot tell.
@Suite struct TerminalSizeTests {
    /// An environment holding `values`.
    static func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }

    @Test func aDescriptorThatIsNoTerminalHasNoKernelSize() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        #expect(TerminalSize.kernel(of: ends[0]) == nil)
    }

    @Test func whereTheDescriptorIsNoTerminalLinesAndColumnsSay() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let size = TerminalSize.of(ends[0], environment: Self.environment(["LINES": "30", "COLUMNS": "100"]))
        #expect(size == TerminalSize(rows: 30, columns: 100))
    }

    @Test func anUnsetOrUnreadableVariableIsTwentyFourByEighty() {
        #expect(TerminalSize.fromEnvironment(Self.environment([:])) == TerminalSize(rows: 24, columns: 80))
        let odd = TerminalSize.fromEnvironment(Self.environment(["LINES": "many", "COLUMNS": "0"]))
        #expect(odd == TerminalSize(rows: 24, columns: 80))
        let half = TerminalSize.fromEnvironment(Self.environment(["COLUMNS": "132"]))
        #expect(half == TerminalSize(rows: 24, columns: 132))
    }
}
