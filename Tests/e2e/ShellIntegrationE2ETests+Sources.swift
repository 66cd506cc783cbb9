import Foundation
import Testing

/// What the bash widgets list: swoop's own walker, or the command the user names.
extension ShellIntegrationE2ETests {
    @Test func bashCtrlTListsWhatSWOOP_CTRL_T_COMMANDPrints() async throws {
        let session = try await startBash(
            files: ["alpha.txt": "a\n"], beforeSources: "SWOOP_CTRL_T_COMMAND='printf \"%s\\n\" one \"two words\"'")
        defer { session.close() }

        try session.send(keys: "C-t")
        let picker = try await waitForPicker(session, listing: "two words")
        #expect(picker.items == ["one", "two words"])
        try session.type("two")
        try await session.waitUntil("two words alone") { $0.items == ["two words"] }
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, #"two\ words"#)
    }

    @Test func bashCtrlTWalksTheFilesEvenWhenSWOOP_DEFAULT_COMMANDIsSet() async throws {
        // The user's default command is for swoop alone; Ctrl-T lists files (fzf sets its own aside too).
        let session = try await startBash(
            files: ["alpha.txt": "a\n", "sub/beta.txt": "b\n"], beforeSources: "export SWOOP_DEFAULT_COMMAND='echo wrong'")
        defer { session.close() }

        try session.send(keys: "C-t")
        let picker = try await waitForPicker(session, listing: "sub/beta.txt")
        #expect(!picker.items.contains("wrong"))
        #expect(picker.items.contains("sub/"))
    }
}
