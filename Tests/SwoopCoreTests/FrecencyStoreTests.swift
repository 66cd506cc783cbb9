import Foundation
import Glibc
import Testing
@testable import SwoopSearch

/// `FrecencyStore` on real files: made private, written whole under a lock, foreign files left alone.
@Suite struct FrecencyStoreTests {
    /// A fresh directory for one test, removed by the caller's `defer`.
    func scratchDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-frecency-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    func mode(_ path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aFIFOWhereTheStoreShouldBeIsRefusedWithoutWaitingForAWriter() throws {
        let root = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FrecencyStore(directory: root)
        #expect(mkfifo(store.path, 0o600) == 0)
        #expect(throws: FrecencyStore.Failure(description: "ignoring frecency store \(store.path): not a regular file")) {
            try store.load()
        }
    }

    @Test func nothingIsMadeUntilAPickIsRecorded() throws {
        let root = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FrecencyStore(directory: root + "/state/swoop")
        #expect(try store.load().entries.isEmpty)
        try store.record([], name: "n")
        #expect(!FileManager.default.fileExists(atPath: root + "/state"))
    }

    @Test func theDirectoryIsMade0700AndTheFile0600() throws {
        let root = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FrecencyStore(directory: root + "/state/swoop")
        let previous = umask(0)
        defer { umask(previous) }
        try store.record([bytes("a")], name: "n", now: 5)
        #expect(mode(root + "/state/swoop") == 0o700)
        #expect(mode(store.path) == 0o600)
        #expect(try store.load().entries == [FrecencyTable.Entry(name: "n", line: bytes("a"), count: 1, lastUse: 5)])
        // Nothing is left behind but the store and its lock.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/state/swoop").sorted() == ["frecency", "frecency.lock"])
    }

    @Test func theStandardPlaceIsXDGStateHomeElseHome() {
        #expect(FrecencyStore.standard(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"])?.path == "/x/state/swoop/frecency")
        #expect(FrecencyStore.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.path == "/h/.local/state/swoop/frecency")
        #expect(FrecencyStore.standard(environment: ["HOME": "/h"])?.path == "/h/.local/state/swoop/frecency")
        #expect(FrecencyStore.standard(environment: [:]) == nil)
    }

    @Test func forgetRewritesOnlyWhenTheLineWasThere() throws {
        let root = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FrecencyStore(directory: root)
        try store.record([bytes("a"), bytes("b")], name: "n", now: 1)
        #expect(try store.forget(bytes("a"), name: "n"))
        #expect(try !store.forget(bytes("a"), name: "n"))
        #expect(try store.load().entries.map(\.line) == [bytes("b")])
    }

    @Test func forgettingInAMissingStoreMakesNothing() throws {
        let root = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FrecencyStore(directory: root + "/swoop")
        #expect(try !store.forget(bytes("a"), name: "n"))
        #expect(!FileManager.default.fileExists(atPath: root + "/swoop"))
    }

    @Test func aCorruptFileIsOneErrorAndIsLeftUntouched() throws {
        let root = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FrecencyStore(directory: root)
        let foreign = "some other program's notes\n"
        try foreign.write(toFile: store.path, atomically: false, encoding: .utf8)
        #expect(throws: FrecencyStore.Failure(description: "ignoring frecency store \(store.path): not a swoop-frecency 1 file")) {
            try store.load()
        }
        #expect(throws: FrecencyStore.Failure.self) { try store.record([bytes("a")], name: "n") }
        #expect(throws: FrecencyStore.Failure.self) { try store.forget(bytes("a"), name: "n") }
        #expect(try String(contentsOfFile: store.path, encoding: .utf8) == foreign)
    }

    @Test func aDirectoryInPlaceOfTheFileIsAnError() throws {
        let root = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FrecencyStore(directory: root)
        try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: false)
        #expect(throws: FrecencyStore.Failure.self) { try store.load() }
        #expect(throws: FrecencyStore.Failure.self) { try store.record([bytes("a")], name: "n") }
    }

    @Test func anUnreadableFileIsAnError() throws {
        guard geteuid() != 0 else { return }  // root reads anything
        let root = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = FrecencyStore(directory: root)
        try FrecencyTable().encoded().withUnsafeBytes { try Data($0).write(to: URL(fileURLWithPath: store.path)) }
        chmod(store.path, 0)
        #expect(throws: FrecencyStore.Failure.self) { try store.load() }
    }

    @Test func twoWritersAtOnceLoseNoPick() async throws {
        let root = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    // Each writer has its own store object, so its own lock descriptor.
                    let store = FrecencyStore(directory: root)
                    for pick in 0..<50 {
                        try? store.record([Array("shared".utf8), Array("writer \(writer) pick \(pick)".utf8)], name: "n")
                    }
                }
            }
        }
        let table = try FrecencyStore(directory: root).load()
        #expect(table.entries.first { $0.line == bytes("shared") }?.count == 100)
        #expect(table.entries.count == 101)
    }
}
