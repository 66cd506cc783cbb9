import Foundation
import Testing

/// Every way out leaves the terminal as it was: modes (`stty -g`), main screen, cursor.
@Suite(.serialized)
struct WaysOutE2ETests {
    let items = ["items": "alpha\nbeta\n"]

    /// Starts swoop in the background of the pane's script, so the test can signal it by pid.
    func startSignalable() async throws -> (TmuxSession, pid_t) {
        let session = try TmuxSession.start(shell: "\"$SWOOP\" items & echo $! > swoop.pid; wait $!", files: items)
        _ = try await session.waitUntil("drawn") { $0.count == "2/2" }
        let text = try String(contentsOf: session.directory.appendingPathComponent("swoop.pid"), encoding: .utf8)
        let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        return (session, pid)
    }

    func expectRestored(_ exit: PickerExit, _ session: TmuxSession) throws {
        #expect(!exit.sttyBefore.isEmpty)
        #expect(exit.sttyBefore == exit.sttyAfter)
        // Back on the main screen: none of swoop's interface is left showing.
        #expect(!(try session.capture()).contains("Search here"))
    }

    static let signalsAndStatuses: [(Int32, Int32)] = [
        (SIGTERM, 130), (SIGHUP, 130), (SIGINT, 130), (SIGQUIT, 130), (SIGSEGV, 139), (SIGABRT, 134),
    ]

    @Test(arguments: signalsAndStatuses)
    func signalsLeaveTheTerminalAsItWas(signal: Int32, status: Int32) async throws {
        let (session, pid) = try await startSignalable()
        defer { session.close() }
        kill(pid, signal)
        let exit = try await session.waitForExit()
        #expect(exit.status == status)
        try expectRestored(exit, session)
    }

    @Test func ctrlBackslashQuits() async throws {
        let session = try TmuxSession.start(["items"], files: items)
        defer { session.close() }
        _ = try await session.waitUntil("drawn") { $0.count == "2/2" }
        try session.send(keys: "C-\\")
        let exit = try await session.waitForExit()
        #expect(exit.status == 130)
        try expectRestored(exit, session)
    }

    @Test func aClosedStdoutIsAnErrorNotAHang() async throws {
        let session = try TmuxSession.start(shell: "\"$SWOOP\" items | true", files: items)
        defer { session.close() }
        _ = try await session.waitUntil("drawn") { $0.count == "2/2" }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        try expectRestored(exit, session)
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgRedraws() async throws {
        // An interactive shell, for job control.
        let session = try TmuxSession.start(shell: "SWOOP=\"$SWOOP\" PS1='READY$ ' bash --norc --noprofile -i </dev/tty >/dev/tty 2>/dev/tty", files: items)
        defer { session.close() }
        _ = try await session.waitUntil("shell ready") { $0.lines.contains { $0.hasPrefix("READY$") } }
        try session.type("stty -g > before; \"$SWOOP\" items\n")
        _ = try await session.waitUntil("drawn") { $0.count == "2/2" }
        try session.send(keys: "C-z")
        _ = try await session.waitUntil("stopped") { $0.lines.contains { $0.contains("Stopped") } }
        try session.type("stty -g > during; cmp before during && echo SAME-WHILE-STOPPED\n")
        _ = try await session.waitUntil("modes restored while stopped") { $0.lines.contains("SAME-WHILE-STOPPED") }
        try session.type("fg\n")
        _ = try await session.waitUntil("redrawn") { $0.count == "2/2" }
        try session.send(keys: "Enter")
        // The pick is printed once the job, brought back, ends.
        _ = try await session.waitUntil("picked") { screen in
            guard let fg = screen.lines.lastIndex(where: { $0.hasPrefix("READY$ fg") }) else { return false }
            return screen.lines[fg...].contains("alpha")
        }
    }
}

/// Resize storms and terminals swoop cannot use.
@Suite(.serialized)
struct TerminalEdgeE2ETests {
    @Test func aResizeStormWhileTypingAndStreamingEndsWithTheRightFrame() async throws {
        let session = try TmuxSession.start(shell: "seq 1 300000 | \"$SWOOP\"")
        defer { session.close() }
        _ = try await session.waitUntil("first rows") { !$0.items.isEmpty }
        var sizes: [(Int, Int)] = []
        for step in 0..<120 { sizes.append((1 + step * 37 % 500, 1 + step * 13 % 200)) }
        for (index, (width, height)) in sizes.enumerated() {
            _ = try TmuxSession.tmux(["resize-window", "-t", session.name, "-x", String(width), "-y", String(height)])
            if index % 20 == 0 { try session.type(String(index / 20)) }
        }
        _ = try TmuxSession.tmux(["resize-window", "-t", session.name, "-x", "60", "-y", "12"])
        let screen = try await session.waitUntil("the final 60x12 frame", timeout: .seconds(15)) { screen in
            screen.searchBar.hasPrefix("> 012345") && screen.count.hasSuffix("/300000")
        }
        #expect(screen.lines.filter { !$0.isEmpty }.allSatisfy { $0.count <= 60 })
        try session.send(keys: "C-c")
        let exit = try await session.waitForExit()
        #expect(exit.sttyBefore == exit.sttyAfter)
    }

    @Test(arguments: [["TERM": ""], ["TERM": "no-such-terminal"], ["TERM": "dumb"]])
    func unusableTerminalsAreOneLineErrors(environment: [String: String]) throws {
        var settings = ProcessInfo.processInfo.environment
        for (name, value) in environment { settings[name] = value }
        let result = try ChildProcess.run(try SwoopBinary.requirePath(), [], environment: settings, stdinPath: "/dev/null")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("swoop: ") && result.stderr.split(separator: "\n").count == 1)
    }
}
