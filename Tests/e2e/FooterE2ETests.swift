import Foundation
import Testing

/// fzf's footer and the actions on it, the pointer and the ghost text, in the real binary under the
/// name fzf. Each expected screen and answer is what the real fzf 0.74.5 gave for the same keys.
@Suite(.serialized)
struct FooterE2ETests {
    @Test func theFooterAndItsLabelChangeAsFzfsDo() async throws {
        let session = try FzfNameE2ETests.asFzf(
            "seq 100 | fzf --footer $'Foo bar\\nBaz' --footer-label FL --bind 'space:change-footer(one)+transform-footer-label(echo new)'",
            width: 30, height: 8)
        defer { session.close() }
        try await session.waitForScreen(containing: "100/100")
        #expect(try FzfNameE2ETests.rows(session) == [
            "  Foo bar", "  Baz", "──────────────FL──────────────", "▌ 3", "▌ 2", "▌ 1                          │",
            "  100/100 ───────────────────", ">",
        ])
        try session.send(keys: "Space")
        try await session.waitForScreen(containing: "new")
        #expect(try FzfNameE2ETests.rows(session) == [
            "  one", "─────────────new──────────────", "▌ 4", "▌ 3", "▌ 2", "▌ 1                          │",
            "  100/100 ───────────────────", ">",
        ])
    }

    @Test func clickFooterTellsTheLineTheColumnAndTheWord() async throws {
        let session = try FzfNameE2ETests.asFzf(
            "seq 100 | fzf --footer $'Foo bar\\nBaz' --bind 'click-footer:execute-silent(echo $FZF_CLICK_FOOTER_LINE "
                + "$FZF_CLICK_FOOTER_COLUMN ${FZF_CLICK_FOOTER_WORD-none} >> clicks)'",
            width: 30, height: 8)
        defer { session.close() }
        try await session.waitForScreen(containing: "100/100")
        // SGR reports, press and release: on "bar", on the blank before it, on "Baz", left of the text.
        for (column, row) in [(7, 1), (6, 1), (3, 2), (1, 2)] {
            try session.type("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")
        }
        try session.type("5")
        try await session.waitForScreen(containing: "19/100")
        try await session.waitUntil("three clicks written") { _ in Self.read("clicks", in: session) == "1 5 bar\n1 4 none\n2 1 Baz\n" }
    }

    @Test func changePointerTakesTwoColumnsAtMostAndChangeGhostTheEmptyQuerysText() async throws {
        let session = try FzfNameE2ETests.asFzf(
            "seq 100 | fzf --ghost 'type here' --bind 'a:change-pointer(@@),b:change-pointer(abc),g:transform-ghost(echo new ghost; echo 2)'",
            width: 30, height: 6)
        defer { session.close() }
        try await session.waitForScreen(containing: "type here")
        try session.type("abg")
        try await session.waitForScreen(containing: "new ghost")
        #expect(try FzfNameE2ETests.rows(session) == [
            "   4", "   3", "   2", "@@ 1                         │", "  100/100 ───────────────────", "> new ghost",
        ])
    }

    private static func read(_ file: String, in session: TmuxSession) -> String {
        (try? String(contentsOf: session.directory.appendingPathComponent(file), encoding: .utf8)) ?? ""
    }
}
