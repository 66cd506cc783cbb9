import Glibc
import Testing
@testable import SwoopItems

/// A file mapped in place of being read (`--filter`) holds the file's bytes, and one cut short
/// underneath its mapping reads as zeros past its new end, said by `wasCut`, never SIGBUS.
/// Serialized: the guard keeps one mapping at a time.
@Suite(.serialized) struct MappedInputTests {
    @Test func aMappedFileHoldsItsBytesAndWhatWasAddedAfterItsSize() throws {
        let (path, bytes) = try InputBytesTests.file(InputBytes.smallestMapped + 4321, seed: 11)
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        let input = try InputBytes.read(descriptor: fd, name: path, separator: 0x0A, mapsFile: true)
        #expect(InputBytesTests.held(input) == bytes)
        #expect(!input.wasCut)
        // The store's last separator is written into the mapping's last page, privately.
        let store = ItemStore(input: input, separator: 0x0A)
        #expect(input.base[bytes.count] == 0x0A)
        #expect(store.count > 0)
        var onDisk = [UInt8](repeating: 0, count: 8)
        #expect(pread(fd, &onDisk, 8, off_t(bytes.count - 4)) == 4)
        #expect(Array(onDisk.prefix(4)) == Array(bytes.suffix(4)))
    }

    @Test func aFileAtAnOffsetInsideAPageIsReadNotMapped() throws {
        let (path, bytes) = try InputBytesTests.file(InputBytes.smallestMapped * 2, seed: 12)
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        lseek(fd, 100, SEEK_SET)
        let input = try InputBytes.read(descriptor: fd, name: path, separator: 0x0A, mapsFile: true)
        #expect(InputBytesTests.held(input) == Array(bytes[100...]))
        #expect(lseek(fd, 0, SEEK_CUR) == off_t(bytes.count))
    }

    @Test func aMappedFileCutShortReadsAsZerosPastItsNewEnd() throws {
        let (path, bytes) = try InputBytesTests.file(InputBytes.smallestMapped * 4, seed: 13)
        defer { unlink(path) }
        let fd = open(path, O_RDWR)
        defer { close(fd) }
        let input = try InputBytes.read(descriptor: fd, name: path, separator: 0x0A, mapsFile: true)
        #expect(!input.wasCut)
        let kept = InputBytes.smallestMapped + 10
        #expect(ftruncate(fd, off_t(kept)) == 0)
        // Every page past the new end would raise SIGBUS: the guard puts zeros there instead.
        let held = InputBytesTests.held(input)
        #expect(input.wasCut)
        #expect(Array(held.prefix(kept)) == Array(bytes.prefix(kept)))
        let pageStart = (kept + 4095) / 4096 * 4096
        #expect(held[pageStart...].allSatisfy { $0 == 0 })
    }
}
