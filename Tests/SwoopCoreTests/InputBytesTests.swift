import Glibc
import Testing
@testable import SwoopItems

/// A large regular file is read in parallel segments, each in its place: the bytes are the file's.
@Suite struct InputBytesTests {
    /// A file of `count` bytes (a random block of a prime length over and over, newlines among
    /// them, so no stretch is where another should be), its path and its bytes.
    static func file(_ count: Int, seed: UInt64) throws -> (path: String, bytes: [UInt8]) {
        var random = SplitMix(state: seed)
        let block = (0..<4099).map { _ in
            Int.random(in: 0..<40, using: &random) == 0 ? 0x0A : UInt8.random(in: 0...0xFF, using: &random)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count { bytes += block.prefix(count - bytes.count) }
        let path = "/tmp/swoop-input-\(getpid())-\(seed).bin"
        let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        try #require(fd >= 0)
        defer { close(fd) }
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        return (path, bytes)
    }

    static func held(_ input: InputBytes) -> [UInt8] {
        Array(UnsafeBufferPointer(start: input.base, count: input.count))
    }

    @Test func aLargeFileIsReadByteForByte() throws {
        // An odd size, so the segments do not end on round numbers.
        let (path, bytes) = try Self.file(InputBytes.parallelReadSize + 12_345, seed: 1)
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        let input = try InputBytes.read(descriptor: fd, name: path, separator: 0x0A)
        let held = Self.held(input)
        // The last line has no newline: none is added to the bytes.
        #expect(held.count == bytes.count)
        #expect(held == bytes)
    }

    @Test func aFileIsReadFromWhereItsDescriptorStands() throws {
        // As when a shell command read a line of the file before swoop (`{ read x; swoop; } < file`).
        let (path, bytes) = try Self.file(InputBytes.parallelReadSize + 999, seed: 2)
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        lseek(fd, 777, SEEK_SET)
        let input = try InputBytes.read(descriptor: fd, name: path, separator: 0x0A)
        #expect(Self.held(input) == Array(bytes[777...]))
    }

    @Test func theParallelReadLeavesTheDescriptorPastWhatItRead() throws {
        let (path, bytes) = try Self.file(InputBytes.parallelReadSize + 5, seed: 3)
        defer { unlink(path) }
        let fd = open(path, O_RDWR | O_APPEND)
        defer { close(fd) }
        let input = InputBytes()
        #expect(input.readFileInParallel(fd) == nil)
        #expect(input.count == bytes.count)
        #expect(lseek(fd, 0, SEEK_CUR) == off_t(bytes.count))
        // What is added to the file afterwards is what a plain read gets next.
        _ = Array("more\n".utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        lseek(fd, off_t(bytes.count), SEEK_SET)
        var next = [UInt8](repeating: 0, count: 16)
        #expect(read(fd, &next, 16) == 5)
    }

    @Test func aSmallFileIsLeftToPlainReads() throws {
        let (path, bytes) = try Self.file(4096, seed: 4)
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        let input = InputBytes()
        #expect(input.readFileInParallel(fd) == nil)
        #expect(input.count == 0)
        let whole = try InputBytes.read(descriptor: fd, name: path, separator: 0x0A)
        #expect(Self.held(whole) == bytes)
    }
}
