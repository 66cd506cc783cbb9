import Foundation
import Testing

/// With piped input, `become` and `execute` still get the terminal as stdin (the pipe is used
/// up), as fzf gives it: `seq 3 | fzf --bind 'enter:become(vim {})'` opens Vim on the terminal.
/// `execute`'s stdout is the terminal where swoop's is not one; `become` keeps swoop's.
@Suite(.serialized)
struct BecomeExecuteStdinE2ETests {
    /// What a command says of its stdin and stdout.
    static let probe = "[ -t 0 ] && echo in=tty || echo in=pipe; [ -t 1 ] && echo out=tty || echo out=file"

    /// `seq 3` piped into swoop with `options`.
    static func start(_ options: String) throws -> TmuxSession {
        try TmuxSession.start(shell: "seq 3 | \"$SWOOP\" \(options)")
    }

    @Test(arguments: ["", "--height=10"])
    func becomeReadsTheTerminalAndWritesSwoopsStdout(layout: String) async throws {
        let session = try Self.start("\(layout) --bind 'enter:become(\(Self.probe))'")
        defer { session.close() }
        _ = try await session.waitForCount("3/3")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "in=tty\nout=file\n")
    }

    @Test(arguments: ["", "--height=10"])
    func executeReadsTheTerminalAndWritesItWhereSwoopsStdoutIsAFile(layout: String) async throws {
        let probe = "[ -t 0 ] && i=tty || i=pipe; [ -t 1 ] && o=tty || o=file; echo in=$i out=$o > said"
        let session = try Self.start("\(layout) --bind 'enter:execute(\(probe))+abort'")
        defer { session.close() }
        _ = try await session.waitForCount("3/3")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 130)
        let said = try String(contentsOf: session.directory.appendingPathComponent("said"), encoding: .utf8)
        #expect(said == "in=tty out=tty\n")
    }

    @Test func aCommandReadingItsStdinReadsKeysFromTheTerminal() async throws {
        let session = try Self.start("--bind 'enter:become(read -r line; echo \"got $line\")'")
        defer { session.close() }
        _ = try await session.waitForCount("3/3")
        try session.send(keys: "Enter")
        // The picker is gone and the shell waits for a line from the terminal, not from the pipe.
        _ = try await session.waitUntil("the picker gone") { !$0.text.contains("3/3") }
        try session.type("typed")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "got typed\n")
    }

    /// Starts `command` in a pane 100 by 30 (after a client attaches) and a viewer attached to it,
    /// so that a popup opens (`TmuxPopupE2ETests` does the same).
    private static func startWithViewer(_ command: String) throws -> (TmuxSession, TmuxSession) {
        let waitForClient = "until tmux list-clients 2>/dev/null | grep -q .; do sleep 0.05; done; "
        let session = try TmuxSession.start(shell: waitForClient + command, width: 100, height: 30)
        let attach = "env -u TMUX tmux -L \(TmuxSession.server) -f /dev/null attach -t \(session.name)"
        let viewer = try TmuxSession.start(shell: attach, width: 100, height: 30)
        return (session, viewer)
    }

    @Test func inATmuxPopupBecomeRunsOnTheCallersTerminalOnceThePopupIsGone() async throws {
        // As fzf: the popup's picker hands the command back, and the caller becomes it, on the
        // pane (30 rows of 100 columns), its stdin that terminal, its stdout the caller's; the
        // popup's files are gone, and the command has the environment the popup's picker handed back.
        let become = "enter:become(\(Self.probe); stty size; echo ${MARK-unset}; ls -A \"$TMPDIR\")"
        let (session, viewer) = try Self.startWithViewer("mkdir tmp; seq 3 | MARK=kept TMPDIR=$PWD/tmp \"$SWOOP\" --tmux=80% --bind '\(become)'")
        defer {
            viewer.close()
            session.close()
        }
        _ = try await viewer.waitUntil("the popup") { $0.text.contains("3/3") }
        try viewer.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "in=tty\nout=file\n30 100\nkept\n")
    }

    @Test func inATmuxPopupExecuteReadsThePopupsTerminal() async throws {
        let probe = "[ -t 0 ] && i=tty || i=pipe; [ -t 1 ] && o=tty || o=file; echo in=$i out=$o > said"
        let (session, viewer) = try Self.startWithViewer("seq 3 | \"$SWOOP\" --tmux=80% --bind 'enter:execute(\(probe))+abort'")
        defer {
            viewer.close()
            session.close()
        }
        _ = try await viewer.waitUntil("the popup") { $0.text.contains("3/3") }
        try viewer.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 130)
        let said = try String(contentsOf: session.directory.appendingPathComponent("said"), encoding: .utf8)
        #expect(said == "in=tty out=tty\n")
    }
}
