import Foundation
import Testing

/// `--tabstop` in the real binary under the name fzf: the list's and the preview's tabs reach the stops
/// it sets. The expected screen is what the real fzf 0.74.5 drew in a pane of the same size.
@Suite(.serialized)
struct TabstopE2ETests {
    @Test func tabsInTheListAndThePreviewReachTheTabstop() async throws {
        let session = try FzfNameE2ETests.asFzf(
            #"printf 'a\tb\tc\nxyzab\tq\n' | fzf --tabstop=3 --preview 'printf "1\t2\n"' --preview-window right,15"#,
            width: 40, height: 6)
        defer { session.close() }
        let expected = [
            "                     ╭─────────────────╮",
            "                     │ 1  2            │",
            "▌ xyzab q            │                 │",
            "▌ a  b  c            │                 │",
            "  2/2 ────────────── │                 │",
            ">                    ╰─────────────────╯",
        ]
        try await session.waitUntil("fzf's screen") { $0.lines == expected }
    }

    @Test func tabsAfterFrozenFieldsCountFromTheLinesStart() async throws {
        // fzf's test_freeze_left_tabstop: "1\t2\t3" with --tabstop=2 --freeze-left 1 shows "1 2 3".
        let session = try FzfNameE2ETests.asFzf(#"printf '1\t2\t3\n' | fzf --tabstop=2 --freeze-left 1 --pointer='>'"#,
                                                width: 40, height: 4)
        defer { session.close() }
        try await session.waitUntil("fzf's row") { $0.lines.contains("> 1 2 3") }
    }
}
