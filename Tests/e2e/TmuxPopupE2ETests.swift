import Foundation
import Testing

/// `--tmux`: the picker in a tmux popup, the pick and exit status back in the caller.
///
/// A popup needs a client attached to the session, and a test's sessions are detached: a
/// second session (the viewer) runs `tmux attach` to the first in its pane, so keys sent to
/// the viewer reach the popup and the viewer's screen shows it. The command under test waits
/// until that client is there.
@Suite(.serialized)
struct TmuxPopupE2ETests {
    let lines = "apple\nbanana\ncherry\n"

    /// Starts `command` (after a client attaches) and a viewer attached to it.
    private func startWithViewer(_ command: String, files: [String: String] = [:]) throws -> (TmuxSession, TmuxSession) {
        let waitForClient = "until tmux list-clients 2>/dev/null | grep -q .; do sleep 0.05; done; "
        let session = try TmuxSession.start(shell: waitForClient + command, files: files, width: 100, height: 30)
        let attach = "env -u TMUX tmux -L \(TmuxSession.server) -f /dev/null attach -t \(session.name)"
        let viewer = try TmuxSession.start(shell: attach, width: 100, height: 30)
        return (session, viewer)
    }

    @Test func thePickerOpensInAPopupAndThePickComesBack() async throws {
        let (session, viewer) = try startWithViewer("printf 'apple\\nbanana\\ncherry\\n' | \"$SWOOP\" --tmux=80%")
        defer {
            viewer.close()
            session.close()
        }
        // The popup shows the piped items over the pane, which itself shows nothing of swoop.
        _ = try await viewer.waitUntil("the popup with three items") { $0.text.contains("3/3") && $0.text.contains("cherry") }
        #expect(try !session.capture().contains("3/3"))
        try viewer.type("ban")
        _ = try await viewer.waitUntil("one match") { $0.text.contains("1/3") }
        try viewer.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "banana\n")
    }

    /// Under fzf's name the popup runs fzf's look (its prompt at the bottom, fzf's info line), and so
    /// does swoop's fzf-tmux, which reads fzf-tmux's layout options and passes the rest on.
    @Test(arguments: ["fzf --tmux=80% --bind=start:first", "fzf-tmux -p 80%,50% -- --bind=start:first", "fzf-tmux -d40% -- --bind=start:first"])
    func underFzfsNameThePopupIsFzfsToo(command: String) async throws {
        let tmuxScript = SwoopBinary.packageRoot.appendingPathComponent("shell/fzf-tmux").path
        let link = "mkdir -p bin && ln -sf \"$SWOOP\" bin/fzf && cp \(TmuxSession.shellQuote(tmuxScript)) bin/ && PATH=$PWD/bin:$PATH; "
        let (session, viewer) = try startWithViewer(link + "printf 'apple\\nbanana\\ncherry\\n' | " + command)
        defer {
            viewer.close()
            session.close()
        }
        let screen = try await viewer.waitUntil("fzf's info line in the popup") { $0.text.contains("  3/3 ───") }
        let info = try #require(screen.lines.firstIndex { $0.contains("  3/3 ───") })
        // The prompt on the row below, inside the popup's border.
        #expect(screen.lines[info + 1].trimmingCharacters(in: .whitespaces).hasPrefix("│ >  "))
        try viewer.type("ban")
        _ = try await viewer.waitUntil("one match") { $0.text.contains("1/3") }
        try viewer.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "banana\n")
        #expect(exit.status == 0)
    }

    @Test func withNoInputThePopupListsTheFilesOfTheCallersDirectory() async throws {
        let tree = "mkdir -p tree/sub && touch tree/alpha.txt tree/sub/beta.txt && cd tree && "
        let (session, viewer) = try startWithViewer(tree + "env -u SWOOP_DEFAULT_COMMAND \"$SWOOP\" --tmux=80%")
        defer {
            viewer.close()
            session.close()
        }
        _ = try await viewer.waitUntil("the popup with the two files") { $0.text.contains("2/2") && $0.text.contains("sub/beta.txt") }
        try viewer.type("beta")
        _ = try await viewer.waitUntil("one match") { $0.text.contains("1/2") }
        try viewer.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "sub/beta.txt\n")
    }

    @Test func escapeInThePopupEndsTheCallerWithStatus130() async throws {
        let (session, viewer) = try startWithViewer("\"$SWOOP\" --tmux=bottom,60%,10 items", files: ["items": lines])
        defer {
            viewer.close()
            session.close()
        }
        _ = try await viewer.waitUntil("the popup") { $0.text.contains("3/3") }
        try viewer.send(keys: "Escape")
        let exit = try await session.waitForExit()
        #expect(exit.status == 130)
        #expect(exit.stdout == "")
    }

    /// A quit signal to the caller while the popup is open: the popup closes, the popup's swoop
    /// and its preview end, the shell and the tmux client that opened it too, the popup's folder
    /// is removed, and the caller exits 130. (fzf leaves all of them behind.)
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    func aQuitSignalToTheCallerEndsThePopupAndAllItMade(signal: Int32) async throws {
        // The popup's folder goes under a TMPDIR of the test's own, which everything the popup
        // made has in its command line or its environment.
        let caller = "mkdir popups && TMPDIR=$PWD/popups bash -c 'echo $$ > caller.pid; exec \"$@\"' _ "
            + "\"$SWOOP\" --tmux=80% --preview='echo previewing; sleep 600' items"
        let (session, viewer) = try startWithViewer(caller, files: ["items": lines])
        defer {
            viewer.close()
            session.close()
        }
        let popups = session.directory.appendingPathComponent("popups")
        _ = try await viewer.waitUntil("the popup and its preview") { $0.text.contains("3/3") && $0.text.contains("previewing") }
        let swoop = try await session.writtenIDs("caller.pid")[0]
        let made = ProcessTable.mentioning(popups.path)
        // The popup's swoop, its preview's shell and sleep, the shell running tmux and the tmux client.
        #expect(made.count >= 4, "processes of the popup: \(made.map(\.id))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: popups.path).count == 1)

        kill(swoop, signal)
        let exit = try await session.waitForExit(timeout: .seconds(5))
        #expect(exit.status == 130)
        #expect(exit.stdout == "")
        let closed = try await ProcessTable.eventually { (try? viewer.capture()).map { !$0.contains("3/3") } ?? false }
        #expect(closed, "the popup is still open:\n\((try? viewer.capture()) ?? "")")
        let ended = try await ProcessTable.eventually { ProcessTable.mentioning(popups.path).isEmpty }
        #expect(ended, "left running: \(ProcessTable.mentioning(popups.path).map(\.id))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: popups.path) == [])
    }

    @Test func thePopupHasTheCallersEnvironmentNotTheServers() async throws {
        // The server has default options the caller does not: the popup must not pick them up.
        let serverOptions = "tmux set-environment -g SWOOP_DEFAULT_OPTS --query=zzz; "
        let (session, viewer) = try startWithViewer(
            serverOptions + "env -u SWOOP_DEFAULT_OPTS SWOOP_PICK_TEST=kept \"$SWOOP\" --tmux --preview='echo $SWOOP_PICK_TEST' items",
            files: ["items": lines])
        defer {
            _ = try? TmuxSession.tmux(["set-environment", "-gu", "SWOOP_DEFAULT_OPTS"])
            viewer.close()
            session.close()
        }
        _ = try await viewer.waitUntil("all three items and the caller's variable") { $0.text.contains("3/3") && $0.text.contains("kept") }
        try viewer.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "apple\n")
    }

    @Test func outsideTmuxTheOptionIsIgnored() async throws {
        let session = try TmuxSession.start(shell: "env -u TMUX \"$SWOOP\" --tmux=80% items", files: ["items": lines])
        defer { session.close() }
        _ = try await session.waitForCount("3/3")
        try session.send(keys: "Down", "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "banana\n")
    }

    @Test func filterDoesNotOpenAPopup() async throws {
        let session = try TmuxSession.start(["--tmux", "--filter=an", "items"], files: ["items": lines])
        defer { session.close() }
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "banana\n")
    }

    @Test func withoutAClientToShowThePopupItSaysSoInOneLine() async throws {
        let session = try TmuxSession.start(shell: "\"$SWOOP\" items --tmux", files: ["items": lines])
        defer { session.close() }
        let exit = try await session.waitForExit()
        #expect(exit.status == 2)
        #expect(exit.stderr == "swoop: --tmux: no current client\n")
    }

    @Test func aBadPopupSpecIsAnError() throws {
        let result = try SwoopBinary.runDirect(["--tmux=middle", "--filter=a", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--tmux"))
    }

    @Test func forceTtyInListsWhatNothingPipedListsInThePopup() async throws {
        // As fzf's: the piped lines are not read; the popup runs the default command, as with no input.
        let (session, viewer) = try startWithViewer(
            "seq 3 | SWOOP_DEFAULT_COMMAND='echo from-command' \"$SWOOP\" --tmux=80% --force-tty-in")
        defer {
            viewer.close()
            session.close()
        }
        _ = try await viewer.waitUntil("the default command's line") { $0.text.contains("1/1") && $0.text.contains("from-command") }
        try viewer.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "from-command\n")
    }
}
