import Foundation
import Testing

/// The picker's size is the terminal's own, not `$COLUMNS` and `$LINES`: Vim exports its whole
/// screen's size into the smaller terminal of a popup, and fzf draws to the popup's size.
@Suite(.serialized)
struct TerminalSizeE2ETests {
    /// A pane 60 by 15 whose environment claims a terminal 200 by 80.
    static let width = 60, height = 15

    /// Runs swoop with `options` on 100 numbers with the wrong size exported.
    static func start(options: String) throws -> TmuxSession {
        let line = "export COLUMNS=200 LINES=80; seq 1 100 | \"$SWOOP\" \(options)"
        return try TmuxSession.start(shell: line, width: width, height: height)
    }

    /// The rule under the search bar, as wide as the pane.
    static let rule = String(repeating: "─", count: width)

    @Test func fullScreenTheFrameFillsThePaneNotTheExportedSize() async throws {
        let session = try Self.start(options: "")
        defer { session.close() }
        let screen = try await session.waitForCount("100/100")
        // Bar, rule, info line, then items down to the pane's last row; nothing wrapped onto the next row.
        #expect(screen.top == 0)
        #expect(screen.lines.count == Self.height)
        #expect(screen.row(1) == Self.rule)
        #expect(screen.items == (1...(Self.height - 3)).map(String.init))
        try session.send(keys: "Enter")
        #expect(try await session.waitForExit().stdout == "1\n")
    }

    @Test func inlineTheRowsAreAsWideAsThePane() async throws {
        let session = try Self.start(options: "--height=10")
        defer { session.close() }
        let screen = try await session.waitForCount("100/100")
        #expect(screen.row(1) == Self.rule)
        #expect(screen.items == (1...7).map(String.init))
        #expect(screen.lines.allSatisfy { $0.count <= Self.width })
        try session.send(keys: "Enter")
        #expect(try await session.waitForExit().stdout == "1\n")
    }

    @Test func afterAResizeTheFrameFollowsThePaneStill() async throws {
        let session = try Self.start(options: "")
        defer { session.close() }
        _ = try await session.waitForCount("100/100")
        _ = try TmuxSession.tmux(["resize-window", "-t", session.name, "-x", "40", "-y", "10"])
        let screen = try await session.waitUntil("the frame redrawn 40 wide") {
            $0.row(1) == String(repeating: "─", count: 40) && $0.items.count == 7
        }
        #expect(screen.items == (1...7).map(String.init))
        try session.send(keys: "Enter")
        #expect(try await session.waitForExit().stdout == "1\n")
    }

    @Test func childrenSeeThePickersSizeInFzfLinesAndColumns() async throws {
        let session = try Self.start(options: "--bind 'enter:become(echo $FZF_LINES $FZF_COLUMNS)'")
        defer { session.close() }
        _ = try await session.waitForCount("100/100")
        try session.send(keys: "Enter")
        #expect(try await session.waitForExit().stdout == "\(Self.height) \(Self.width)\n")
    }
}
