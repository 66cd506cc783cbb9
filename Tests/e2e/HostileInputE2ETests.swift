import Foundation
import Testing

/// Inputs and outputs that once crashed swoop or made it lie: files changing under it,
/// unreadable input, outputs that fail, exclusion-only queries, absurd header counts.
@Suite(.serialized)
struct HostileInputE2ETests {
    /// `count` lines `line 0` … `line N-1`.
    static func numberedLines(_ count: Int) -> String {
        (0..<count).map { "line \($0)\n" }.joined()
    }

    @Test func thePickerSurvivesItsFileShrinkingAndPrintsALineItRead() async throws {
        let session = try TmuxSession.start(["big"], files: ["big": Self.numberedLines(200_000)])
        defer { session.close() }
        _ = try await session.waitForCount("200000/200000")
        // Mapped, the file's pages would be gone now: the next search would die of SIGBUS.
        #expect(truncate(session.directory.appendingPathComponent("big").path, 0) == 0)
        try session.type("^line 199999$")
        _ = try await session.waitForCount("1/200000")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "line 199999\n")
    }

    @Test func aFileRewrittenInPlacePrintsTheLineAsItWasRead() async throws {
        let session = try TmuxSession.start(["data"], files: ["data": "apple\nberry\n"])
        defer { session.close() }
        _ = try await session.waitForCount("2/2")
        let handle = try FileHandle(forWritingTo: session.directory.appendingPathComponent("data"))
        try handle.write(contentsOf: Data("XXXXX\nYYYYY\n".utf8))
        try handle.close()
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "apple\n")
    }

    @Test(arguments: ["-f 1", "-f '' --nth=1", "-f 1 --read0"])
    func filteringAFileTruncatedWhileItIsReadPrintsOnlyWholeLines(options: String) async throws {
        // Cut at a line's end: any line printed without " end" was a piece of a longer one.
        let separator = options.contains("read0") ? "\\0" : "\\n"
        let session = try TmuxSession.start(shell: """
            seq -f 'line %.0f end' 1 3000000 | tr '\\n' '\(separator)' > big
            "$SWOOP" \(options) big > found & pid=$!; truncate -s 11 big; wait $pid
            """)
        defer { session.close() }
        let exit = try await session.waitForExit(timeout: .seconds(20))
        // Read before the cut: 0 or 1. Cut while mapped (README: the file shrank in those
        // milliseconds): 2 with that one line, and still nothing but whole lines printed.
        let cutWhileMapped = exit.status == 2 && exit.stderr == "swoop: cannot read big: it shrank while it was read\n"
        #expect(exit.status == 0 || exit.status == 1 || cutWhileMapped, "status \(exit.status): \(exit.stderr)")
        let found = try Data(contentsOf: session.directory.appendingPathComponent("found"))
        let lines = found.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        #expect(lines.allSatisfy { String(decoding: $0, as: UTF8.self).hasSuffix(" end") })
    }

    @Test func stdinThatCannotBeReadEndsThePickerWithOneLineAndStatus2() async throws {
        let session = try TmuxSession.start(shell: "\"$SWOOP\" < .")
        defer { session.close() }
        let exit = try await session.waitForExit()
        #expect(exit.status == 2)
        #expect(exit.stderr == "swoop: cannot read stdin: Is a directory\n")
        #expect(exit.stdout.isEmpty)
        #expect(exit.sttyBefore == exit.sttyAfter)
    }

    @Test func aReadFailingAfterItemsAreListedEndsThePickerWithOneLineAndStatus2() async throws {
        // Two lines are listed, then reading fails (past the memory limit, lowered here): the
        // picker must not go on as if they were the whole input.
        let session = try TmuxSession.start(shell: """
            export SWOOP_TEST_MEMORY_LIMIT=50000000
            { printf 'alpha\\nbeta\\n'; sleep 2; yes; } | "$SWOOP"
            """)
        defer { session.close() }
        _ = try await session.waitUntil("both lines listed while reading goes on") { $0.items == ["alpha", "beta"] }
        let exit = try await session.waitForExit(timeout: .seconds(20))
        #expect(exit.status == 2)
        #expect(exit.stderr.hasPrefix("swoop: cannot read stdin: input too large"), "\(exit.stderr)")
        #expect(exit.stderr.filter { $0 == "\n" }.count == 1)
        #expect(exit.stdout.isEmpty)
        #expect(exit.sttyBefore == exit.sttyAfter)
    }

    @Test(arguments: [
        ("\"$SWOOP\" -f '' items > /dev/full", "No space left on device"),
        ("\"$SWOOP\" -f '' items >&-", "Bad file descriptor"),
        ("\"$SWOOP\" -f a items >&-", "Bad file descriptor"),
    ])
    func aFailedWriteIsOneLineAndStatus2(command: String, reason: String) async throws {
        let session = try TmuxSession.start(shell: command, files: ["items": "alpha\nbeta\n"])
        defer { session.close() }
        let exit = try await session.waitForExit()
        #expect(exit.status == 2)
        #expect(exit.stderr == "swoop: cannot write to stdout: \(reason)\n")
    }

    @Test func aPickThatCannotBeWrittenIsOneLineAndStatus2WithTheTerminalRestored() async throws {
        let session = try TmuxSession.start(shell: "\"$SWOOP\" items > /dev/full", files: ["items": "alpha\nbeta\n"])
        defer { session.close() }
        _ = try await session.waitForCount("2/2")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 2)
        #expect(exit.stderr == "swoop: cannot write to stdout: No space left on device\n")
        #expect(exit.sttyBefore == exit.sttyAfter)
    }

    @Test func aReaderThatWentAwayEndsSwoopQuietlyAsSIGPIPEDoes() async throws {
        let session = try TmuxSession.start(
            shell: "seq 1 200000 | \"$SWOOP\" -f 1 | head -c 0; echo \"${PIPESTATUS[1]}\" > status")
        defer { session.close() }
        let exit = try await session.waitForExit(timeout: .seconds(20))
        #expect(exit.stderr.isEmpty)
        let status = try String(contentsOf: session.directory.appendingPathComponent("status"), encoding: .utf8)
        #expect(status == "141\n")
    }

    @Test func exclusionsAloneListEmptyLinesInThePicker() async throws {
        let session = try TmuxSession.start(shell: "printf '\\n\\nb\\n\\n' | \"$SWOOP\"")
        defer { session.close() }
        _ = try await session.waitForCount("4/4")
        try session.type("!a")
        _ = try await session.waitForCount("4/4")
        try session.type(" !b")
        _ = try await session.waitForCount("3/4")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "\n")
    }

    @Test(arguments: ["--ansi", "--nth=1", "--with-nth=1", "--columns"])
    func aHeaderCountFarPastTheInputCostsOnlyTheLinesThatExist(option: String) async throws {
        let session = try TmuxSession.start(["--header-lines=1000000000", option, "items"], files: ["items": "alpha\nbeta\n"])
        defer { session.close() }
        _ = try await session.waitForCount("0/0", timeout: .seconds(5))
        try session.send(keys: "Escape")
        let exit = try await session.waitForExit(timeout: .seconds(5))
        #expect(exit.status == 130)
    }
}

/// An endless or enormous input ends with one line and status 2, the terminal restored, before
/// the machine runs out of memory (the limit is three quarters of it; the tests lower it).
@Suite(.serialized)
struct InputLimitE2ETests {
    @Test(arguments: ["\"$SWOOP\" < /dev/zero", "yes | \"$SWOOP\"", "\"$SWOOP\" -f x < /dev/zero", "yes | \"$SWOOP\" --ansi"])
    func anEndlessInputStopsAtTheMemoryLimit(command: String) async throws {
        let session = try TmuxSession.start(shell: "export SWOOP_TEST_MEMORY_LIMIT=50000000; " + command)
        defer { session.close() }
        // 25 million lines of `yes` reach the limit in about 3 seconds, in the debug build, on a
        // quiet machine; a loaded one took over 20.
        let exit = try await session.waitForExit(timeout: .seconds(60))
        #expect(exit.status == 2)
        #expect(exit.stderr.hasPrefix("swoop: cannot read "), "\(exit.stderr)")
        #expect(exit.stderr.contains("input too large"))
        #expect(exit.sttyBefore == exit.sttyAfter)
    }

    @Test(arguments: ["\"$SWOOP\" < huge", "\"$SWOOP\" --filter a < huge"])
    func aFileLargerThanTheLimitIsRefusedBeforeItIsRead(command: String) async throws {
        // A sparse terabyte: its size alone says it cannot fit.
        let session = try TmuxSession.start(shell: "export SWOOP_TEST_MEMORY_LIMIT=50000000; truncate -s 1T huge; " + command)
        defer { session.close() }
        let exit = try await session.waitForExit(timeout: .seconds(10))
        #expect(exit.status == 2)
        #expect(exit.stderr == "swoop: cannot read stdin: input too large (over 0.1 GB, three quarters of the memory)\n")
        #expect(exit.stdout.isEmpty)
        #expect(exit.sttyBefore == exit.sttyAfter)
    }
}
