import Foundation
import Testing

/// Every signal that would end swoop: it acts at once, or is ignored as fzf ignores it,
/// and the terminal is always left as it was.
@Suite(.serialized)
struct SignalsE2ETests {
    let items = ["items": "alpha\nbeta\n"]

    /// Starts swoop (after `environment`, e.g. `NAME=value `) in the background of the pane's script; returns its pid.
    func start(environment: String = "") async throws -> (TmuxSession, pid_t) {
        let session = try TmuxSession.start(shell: environment + "\"$SWOOP\" items & echo $! > swoop.pid; wait $!", files: items)
        _ = try await session.waitUntil("drawn") { $0.count == "2/2" }
        let swoop = try await session.writtenIDs("swoop.pid")[0]
        return (session, swoop)
    }

    func expectRestored(_ exit: PickerExit, _ session: TmuxSession) throws {
        #expect(!exit.sttyBefore.isEmpty)
        #expect(exit.sttyBefore == exit.sttyAfter)
        #expect(!(try session.capture()).contains("Search here"))
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
    func quitSignalsActAtOnceWhileTheMainThreadIsBusy(signal: Int32) async throws {
        // The test hook holds the main thread 5 s after each key, sleeping through signals.
        let (session, swoop) = try await start(environment: "SWOOP_TEST_STALL_MS=5000 ")
        defer { session.close() }
        try session.type("a")
        try await Task.sleep(for: .milliseconds(300))
        // Held: the key was read, but the bar is not redrawn until the hold ends.
        #expect(try session.screen().searchBar.hasPrefix("> Search here"))
        let start = ContinuousClock.now
        kill(swoop, signal)
        let exit = try await session.waitForExit(timeout: .seconds(2))
        let elapsed = ContinuousClock.now - start
        print("signals: signal \(signal) to a busy swoop, exit seen \(elapsed) later")
        #expect(elapsed < .milliseconds(500))
        #expect(exit.status == 130)
        try expectRestored(exit, session)
    }

    /// What fzf (a Go program) catches and ignores; 35 to 64 are the real-time signals
    /// above glibc's SIGRTMIN (34), which fzf dies of. (SIGPIPE swoop ignores from the start.)
    static let ignored: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, 35, 50, 64, SIGPIPE]

    @Test(arguments: ignored)
    func signalsFzfIgnoresLeaveSwoopWorking(signal: Int32) async throws {
        let (session, swoop) = try await start()
        defer { session.close() }
        kill(swoop, signal)
        try await Task.sleep(for: .milliseconds(200))
        try session.type("be")
        _ = try await session.waitForCount("1/2")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "beta\n")
    }

    /// Signals that end a process and that swoop does not otherwise handle (SIGRTMIN is 34 in glibc).
    static let deadly: [Int32] = [SIGSTKFLT, 34, SIGTRAP, SIGBUS, SIGILL, SIGFPE, SIGSYS]

    @Test(arguments: deadly)
    func otherDeadlySignalsRestoreTheTerminalFirst(signal: Int32) async throws {
        let (session, swoop) = try await start()
        defer { session.close() }
        kill(swoop, signal)
        let exit = try await session.waitForExit()
        #expect(exit.status == 128 + signal)
        try expectRestored(exit, session)
    }

    @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGPWR])
    func filterModeIgnoresWhatFzfIgnoresToo(signal: Int32) async throws {
        // The input comes in two parts a second apart: the signal lands while swoop waits.
        let session = try TmuxSession.start(shell: """
            { printf 'a1\\n'; sleep 1; printf 'a2\\n'; } | "$SWOOP" -f a > found & pid=$!; sleep 0.4; kill -\(signal) $pid; wait $pid
            """)
        defer { session.close() }
        let exit = try await session.waitForExit(timeout: .seconds(5))
        #expect(exit.status == 0)
        let found = try String(contentsOf: session.directory.appendingPathComponent("found"), encoding: .utf8)
        #expect(found == "a1\na2\n")
    }
}
