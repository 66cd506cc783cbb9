import Foundation
import Testing

/// The preview's placeholders, shell and variables in the real binary, as fzf fills them.
@Suite(.serialized)
struct PreviewPlaceholdersE2ETests {
    let items = ["items": "alpha one\nbeta two\ngamma three\n"]

    @Test func marksQueryIndexFilesAndVariablesReachThePreview() async throws {
        let preview = "--preview=printf '%s|' {n} {+2} {q} \"$FZF_PREVIEW_LINES\" \"$SWOOP_QUERY\" \"$FZF_MATCH_COUNT\"; echo; cat {+f1}"
        let session = try TmuxSession.start(["--multi", preview, "items"], files: items)
        defer { session.close() }
        _ = try await session.waitUntil("drawn") { $0.paneLines.first?.hasPrefix("0|one||") == true }
        try session.send(keys: "Tab")
        try session.send(keys: "Tab")
        // The preview prints its line, then the marked lines' file: wait for the whole output.
        let marked = try await session.waitUntil("two marks") { screen in
            screen.paneLines.first?.hasPrefix("2|one|two||") == true && screen.paneLines.count >= 3
        }
        #expect(Array(marked.paneLines.dropFirst()) == ["alpha", "beta"])
        try session.send(keys: "m")
        let queried = try await session.waitUntil("the query") { $0.paneLines.first?.contains("|m|") == true }
        let fields = queried.paneLines.first?.split(separator: "|", omittingEmptySubsequences: false) ?? []
        #expect(fields.count >= 7 && Int(fields[4]) ?? 0 > 0 && fields[5] == "m" && Int(fields[6]) != nil)
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    @Test func withShellRunsThePreview() async throws {
        let session = try TmuxSession.start(["--with-shell=bash --norc -c", "--preview=echo \"$0\" {1}", "items"], files: items)
        defer { session.close() }
        let screen = try await session.waitUntil("the preview") { $0.paneLines.contains("bash alpha") }
        #expect(screen.paneLines.contains("bash alpha"))
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }
}
