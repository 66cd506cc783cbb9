import Foundation
import Testing

/// `become`'s `{f}` and `{+f}` files are there while its command runs and removed once it has
/// ended, as the man page says, though swoop's process became the command.
@Suite(.serialized)
struct BecomeTemporaryFilesE2ETests {
    @Test func theFilesOfBecomesCommandAreGoneOnceItEnds() async throws {
        let command = "cat {+f} > got; ls tmp > during"
        let session = try TmuxSession.start(shell: "mkdir -p tmp; seq 3 | TMPDIR=$PWD/tmp \"$SWOOP\" --multi --bind 'enter:select-all+become(\(command))'")
        defer { session.close() }
        _ = try await session.waitForCount("3/3")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        let folder = session.directory.appendingPathComponent("tmp")
        #expect(try String(contentsOf: session.directory.appendingPathComponent("got"), encoding: .utf8) == "1\n2\n3\n")
        let during = try String(contentsOf: session.directory.appendingPathComponent("during"), encoding: .utf8)
        #expect(during.hasPrefix("swoop-temp-"))
        var left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        for _ in 0..<40 where !left.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        }
        #expect(left.isEmpty)
    }
}
