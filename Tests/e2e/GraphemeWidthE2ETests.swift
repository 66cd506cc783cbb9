import Foundation
import Testing

/// Grapheme clusters drawn in a real terminal: each row ends at the pane's edge, and the pick comes back exactly.
///
/// Only the clusters tmux 3.3 draws as modern terminals do are here: zero width
/// joiner sequences, flags, combining marks and wide characters. tmux 3.3 draws an
/// emoji with U+FE0F in one column and an emoji with a skin tone in four (the
/// modifier apart), so those are tested on the grid (ClusterWidthTests) only.
@Suite(.serialized)
struct GraphemeWidthE2ETests {
    static let lines = [
        "a👩\u{200D}💻b👩\u{200D}💻c👩\u{200D}💻d👩\u{200D}💻e",
        "🇯🇵🇫🇷🇩🇪🇮🇹🇬🇧🇪🇸",
        "x👨\u{200D}👩\u{200D}👧y👨\u{200D}👩\u{200D}👧z👨\u{200D}👩\u{200D}👧w",
        "e\u{342}x\u{301}a\u{30B}mple combining",
        "漢字漢字漢字漢字",
        "plain ascii line here",
    ]

    /// The list rows inside a rounded border 16 columns wide: 12 columns of text, cut whole.
    static let rows = [
        "│ > a👩\u{200D}💻b👩\u{200D}💻c👩\u{200D}💻… │",
        "│   🇯🇵🇫🇷🇩🇪🇮🇹…  │",
        "│   x👨\u{200D}👩\u{200D}👧y👨\u{200D}👩\u{200D}👧z👨\u{200D}👩\u{200D}👧w │",
        "│   e\u{342}x\u{301}a\u{30B}mple c… │",
        "│   漢字漢字…  │",
    ]

    func pick(_ arguments: [String]) async throws {
        let session = try TmuxSession.start(
            arguments + ["--border", "clusters.txt"], files: ["clusters.txt": Self.lines.joined(separator: "\n") + "\n"],
            width: 16, height: 12)
        defer { session.close() }
        let screen = try await session.waitUntil("the rows drawn cut at the border") { screen in
            Self.rows.allSatisfy { screen.lines.contains($0) }
        }
        // Every row between the border's sides ends on the right side, in the pane's last column.
        for line in screen.lines where line.hasPrefix("│") {
            #expect(line.hasSuffix(" │"), "\(line)")
        }
        try session.send(keys: "Down", "Down", "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(Array(exit.stdout.utf8) == Array((Self.lines[2] + "\n").utf8))
    }

    @Test func clustersFillRowsToTheEdgeFullScreen() async throws {
        try await pick([])
    }

    @Test func clustersFillRowsToTheEdgeInline() async throws {
        try await pick(["--height=10"])
    }
}
