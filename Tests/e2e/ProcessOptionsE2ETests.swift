import Foundation
import Testing

/// fzf's options about the process itself, through the real binary: `--bench`, `--threads`,
/// `--tty-default`, `--proxy-script` (and `--force-tty-in` with `--tmux`, in TmuxPopupE2ETests).
@Suite(.serialized)
struct ProcessOptionsE2ETests {
    /// A file of `seq 1000` in a new folder.
    private func numbers() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("numbers").path
        try (1...1000).map(String.init).joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func benchPrintsFzfsLineOfTimingsInsteadOfTheMatches() throws {
        let path = try numbers()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let run = try SwoopBinary.runDirect(["--filter", "12", "--bench", "300ms", path], timeout: .seconds(20))
        #expect(run.status == 0, "\(run.stderr)")
        // fzf 0.74.5 on `seq 1000`: "  2431 iterations  avg: 0.04ms  min: 0.02ms  max: 4.02ms  total: 0.10s
        // items: 1000  matches: 28 (2.80%)  ingestion: 0.23ms" (its timings its own).
        let pattern = #/^  (\d+) iterations  avg: \d+\.\d\dms  min: \d+\.\d\dms  max: \d+\.\d\dms  total: (\d+\.\d\d)s  items: 1000  matches: 28 \(2\.80%\)  ingestion: \d+\.\d\dms\n$/#
        let match = try #require(run.stdout.wholeMatch(of: pattern), "\(run.stdout)")
        #expect((Int(match.1) ?? 0) >= 1)
        #expect((Double(match.2) ?? 0) > 0.2)
    }

    @Test func benchOfZeroFiltersAsUsualAndABadDurationIsAnError() throws {
        let path = try numbers()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let plain = try SwoopBinary.runDirect(["--filter", "12", path])
        let zero = try SwoopBinary.runDirect(["--filter", "12", "--bench", "0", path])
        #expect(zero.status == 0 && zero.stdout == plain.stdout && plain.stdout.split(separator: "\n").count == 28)
        let bad = try SwoopBinary.runDirect(["--filter", "12", "--bench", "3 s", path])
        #expect(bad.status == 2 && bad.stdout.isEmpty)
        #expect(bad.stderr.contains("invalid duration for --bench: 3 s"))
    }

    @Test func oneThreadFindsAndOrdersWhatEveryCoreDoes() throws {
        let path = try numbers()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let everyCore = try SwoopBinary.runDirect(["--filter", "1", path])
        let oneThread = try SwoopBinary.runDirect(["--filter", "1", "--threads", "1", path])
        #expect(oneThread.status == 0 && oneThread.stdout == everyCore.stdout)
        let negative = try SwoopBinary.runDirect(["--filter", "1", "--threads=-2", path])
        #expect(negative.status == 2 && negative.stderr.contains("--threads must be a positive integer"))
    }

    @Test(arguments: ["/dev/null", "/nonexistent/tty"])
    func aTtyDefaultThatIsNoTerminalFallsBackToOneThatIs(device: String) async throws {
        // As fzf: a device that is no terminal, or does not open, gives way to the terminal
        // standard error is on, then /dev/tty.
        let session = try TmuxSession.start(shell: "seq 3 | \"$SWOOP\" --tty-default \(device)")
        defer { session.close() }
        _ = try await session.waitForCount("3/3")
        try session.type("2")
        _ = try await session.waitForCount("1/3")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0 && exit.stdout == "2\n")
    }

    @Test func proxyScriptHandsBecomesCommandAndEnvironmentBackAndExits126() async throws {
        // fzf 0.74.5 with the same line exits 126 and writes "echo hi '2'", NUL, then its environment.
        let session = try TmuxSession.start(
            shell: "seq 3 | MARK=kept \"$SWOOP\" --proxy-script \"$PWD/proxy\" --bind 'enter:become(echo hi {})'")
        defer { session.close() }
        _ = try await session.waitForCount("3/3")
        try session.send(keys: "Down")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 126 && exit.stdout.isEmpty)
        let data = try Data(contentsOf: session.directory.appendingPathComponent("proxy.become"))
        let parts = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        #expect(parts.first == "echo hi '2'")
        #expect(parts.contains("MARK=kept"))
    }
}
