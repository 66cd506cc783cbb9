import Foundation
import Testing

/// File and directory names holding a newline stay whole through the widgets (listed with NULs).
extension ShellIntegrationE2ETests {
    static let newlineFiles = ["two\nlines.txt": "content-ok\n", "plain.txt": "other\n"]

    /// Types `cat `, picks the file whose name holds a newline with Ctrl-T, and runs the line.
    func catTheNewlineFile(_ session: TmuxSession, prompt: String = prompt) async throws {
        try session.type("cat ")
        try session.send(keys: "C-t")
        try await waitForPicker(session, listing: "plain.txt")
        try session.type("lines")
        try await session.waitUntil("the one file") { $0.count.hasPrefix("1/") }
        try session.send(keys: "Enter")
        try await session.waitUntil("back at the prompt") { !Self.isPicker($0) && Self.commandLine($0, prompt: prompt)?.hasPrefix("cat ") == true }
        try session.send(keys: "Enter")
        try await session.waitForScreen(containing: "content-ok")
    }

    @Test func bashCtrlTInsertsANameHoldingANewlineWhole() async throws {
        let session = try await startBash(files: Self.newlineFiles)
        defer { session.close() }
        try await catTheNewlineFile(session)
    }

    @Test(.enabled(if: zshPath != nil, "zsh is not installed (apt-get install zsh)"))
    func zshCtrlTInsertsANameHoldingANewlineWhole() async throws {
        let session = try await startZsh(files: Self.newlineFiles)
        defer { session.close() }
        try await catTheNewlineFile(session)
    }

    @Test(.enabled(if: fishPath != nil, "fish is not installed (apt-get install fish)"))
    func fishCtrlTInsertsANameHoldingANewlineWhole() async throws {
        let session = try await startFish(files: Self.newlineFiles)
        defer { session.close() }
        try await catTheNewlineFile(session)
    }

    @Test func bashAltCChangesIntoADirectoryHoldingANewline() async throws {
        let session = try await startBash(beforeSources: "mkdir -p $'odd\\ndir'")
        defer { session.close() }
        try session.send(keys: "M-c")
        try await session.waitUntil("the picker") { Self.isPicker($0) && $0.count.hasPrefix("1/") }
        try session.send(keys: "Enter")
        try await waitForPrompt(session)
        try session.type("pwd | tail -c 8 | od -c")
        try session.send(keys: "Enter")
        try await session.waitForScreen(containing: "o   d   d  \\n   d   i   r")
    }

    /// A multi-line history entry whose second line starts with a tab and a space stays whole,
    /// and an entry used twice is listed once, whether perl or (without it) awk splits the listing.
    @Test(arguments: [true, false])
    func bashCtrlRKeepsAMultiLineEntryWholeAndListsItOnce(withPerl: Bool) async throws {
        let entry = "history -s $'for x in 1 2; do\\n\\t echo got$x\\ndone'"
        // Without perl: PATH holds everything in /usr/bin but perl.
        let hidePerl = withPerl ? "" : """
            mkdir -p noperl && for f in /usr/bin/*; do case ${f##*/} in perl*) ;; *) ln -sf "$f" noperl/ ;; esac; done
            PATH=${PATH%%:*}:$PWD/noperl
            """
        let session = try await startBash(beforeSources: [hidePerl, entry, "history -s 'echo between'", entry].joined(separator: "\n"))
        defer { session.close() }
        try session.send(keys: "C-r")
        try await session.waitUntil("the entry whole, once") {
            Self.isPicker($0) && $0.count.hasPrefix("2/") && $0.items.first?.hasPrefix("for x in 1 2; do") == true
        }
        try session.send(keys: "Enter")
        try await session.waitUntil("the whole entry on the command line") { !Self.isPicker($0) && $0.text.contains("done") }
        try session.send(keys: "Enter")
        try await session.waitForScreen(containing: "got2")
    }
}
