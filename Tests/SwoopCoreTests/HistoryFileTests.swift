import Foundation
import Glibc
import Testing
@testable import SwoopPicker

/// `HistoryFile` on real files: made when missing, fzf's errors, queries added safely.
@Suite struct HistoryFileTests {
    /// A fresh directory for one test, removed by the caller's `defer`.
    func scratchDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-history-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    func mode(_ path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    @Test func aFIFOWhereTheFileShouldBeIsAnErrorWithoutWaitingForAWriter() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(mkfifo(directory + "/history", 0o600) == 0)
        #expect(throws: HistoryFile.Failure(description: "invalid history file: \(directory)/history: not a regular file")) {
            try HistoryFile(path: directory + "/history").load()
        }
    }

    /// fzf 0.74 takes `--history=/dev/null` as a history that keeps nothing; any other device is refused.
    @Test func theNullDeviceKeepsNothingAndIsNeverReplaced() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory + "/history", withDestinationPath: "/dev/null")
        for path in ["/dev/null", directory + "/history"] {
            let history = HistoryFile(path: path)
            #expect(try history.load().entries.isEmpty)
            try history.append("a query")
            #expect(try history.load().entries.isEmpty)
        }
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        #expect(lstat(directory + "/history", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(throws: HistoryFile.Failure(description: "invalid history file: /dev/zero: not a regular file")) {
            try HistoryFile(path: "/dev/zero").load()
        }
    }

    @Test func aMissingFileIsMadeEmptyWithMode0600() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let history = try HistoryFile(path: directory + "/history").load()
        #expect(history.entries.isEmpty)
        #expect(try read(directory + "/history") == "")
        #expect(mode(directory + "/history") == 0o600)
    }

    @Test func queriesAddedAreReadBackNewestLast() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = HistoryFile(path: directory + "/history", maxSize: 3)
        _ = try file.load()
        for query in ["one", "", "two", "three", "four"] { try file.append(query) }
        #expect(try read(directory + "/history") == "two\nthree\nfour\n")
        #expect(Array(try file.load().entries) == ["two", "three", "four"])
        // Nothing is left beside it: the temporary file was renamed over it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["history"])
    }

    @Test func anExistingFileKeepsItsMode() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/history"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o640)
        try HistoryFile(path: path).append("new")
        #expect(try read(path) == "old\nnew\n")
        #expect(mode(path) == 0o640)
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: false)
        try "old\n".write(toFile: directory + "/real/history", atomically: false, encoding: .utf8)
        symlink("real/history", directory + "/link")
        let file = HistoryFile(path: directory + "/link")
        #expect(Array(try file.load().entries) == ["old"])
        try file.append("new")
        #expect(try read(directory + "/real/history") == "old\nnew\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link") == "real/history")
    }

    @Test func aDanglingLinkMakesTheFileItNames() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        symlink(directory + "/target", directory + "/link")
        _ = try HistoryFile(path: directory + "/link").load()
        try HistoryFile(path: directory + "/link").append("query")
        #expect(try read(directory + "/target") == "query\n")
    }

    @Test func aMissingDirectoryOrADirectoryIsFzfsError() throws {
        // fzf's TestHistory expects errors for /etc and /proc; the messages are fzf's.
        #expect(throws: HistoryFile.Failure(description: "invalid history file: read /etc: is a directory")) {
            try HistoryFile(path: "/etc").load()
        }
        #expect(throws: HistoryFile.Failure(description: "invalid history file: read /proc: is a directory")) {
            try HistoryFile(path: "/proc").load()
        }
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = directory + "/missing/history"
        #expect(throws: HistoryFile.Failure(description: "invalid history file: open \(missing): no such file or directory")) {
            try HistoryFile(path: missing).load()
        }
    }

    @Test func queriesAddedAtOnceFromManyWritersAreAllKept() async throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = HistoryFile(path: directory + "/history")
        _ = try file.load()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    for query in 0..<25 { try file.append("w\(writer) q\(query)") }
                }
            }
            try await group.waitForAll()
        }
        let entries = try file.load().entries
        #expect(entries.count == 200)
        #expect(Set(entries).count == 200)
        for writer in 0..<8 {
            // Each writer's queries come in its order.
            #expect(entries.filter { $0.hasPrefix("w\(writer) ") } == (0..<25).map { "w\(writer) q\($0)" })
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["history"])
    }
}
