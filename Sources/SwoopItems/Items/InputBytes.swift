import CLibc
import CSignals
import Dispatch
import Glibc
import SwoopSystem

/// The input's raw bytes in one place that never moves: a reserved buffer
/// filled by reads, from a pipe, a terminal or a regular file alike.
///
/// A regular file is read, not mapped, unless the whole input is used at
/// once (`--filter`, `mapsFile`): a mapping shows lines that were never there
/// when the file is rewritten in place, and a file that shrinks underneath it
/// leaves zeros (`swoop_mapping_guard`, `wasCut`) where a long-lived picker
/// must keep the lines it read. Bytes read are a copy nothing outside can change.
package final class InputBytes: @unchecked Sendable {
    /// The first byte.
    package let base: UnsafePointer<UInt8>
    /// Bytes held.
    package private(set) var count = 0
    /// The growable buffer behind `base`.
    private let reserved: ReservedBuffer<UInt8>

    /// Most memory the input (and its line index) may take: three quarters of the machine's.
    /// Past it, reading stops with "input too large" rather than the kernel killing swoop
    /// mid-draw, which would leave the terminal garbled (`swoop /dev/zero`).
    /// (`SWOOP_TEST_MEMORY_LIMIT`, in bytes, lowers it for the tests.)
    package static let memoryLimit: Int = {
        if let text = getenv("SWOOP_TEST_MEMORY_LIMIT"), let bytes = Int(String(cString: text)), bytes > 0 { return bytes }
        let pages = sysconf(Int32(_SC_PHYS_PAGES))
        let pageSize = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, pageSize > 0 else { return 1 << 40 }
        return min(1 << 40, pages / 4 * 3 * pageSize)
    }()

    /// The message for an input that passed `memoryLimit`.
    static func tooLarge(_ name: String) -> ItemSource.ReadError {
        let gigabytes = Double(memoryLimit) / 1e9
        let shown = (gigabytes * 10).rounded() / 10
        return ItemSource.ReadError(description: "cannot read \(name): input too large (over \(shown) GB, three quarters of the memory)")
    }

    /// An empty buffer to read or append into, reserving address space for very large inputs.
    package init() {
        reserved = ReservedBuffer<UInt8>(maximumCount: Self.memoryLimit)
        base = UnsafePointer(reserved.base)
    }

    /// Everything readable from `descriptor`, read to its end; lines end with `separator`. With
    /// `mapsFile`, a regular file is mapped (`mapFile`) instead of copied, when it can be.
    package static func read(
        descriptor: Int32, name: String, separator: UInt8, mapsFile: Bool = false
    ) throws(ItemSource.ReadError) -> InputBytes {
        let input = InputBytes()
        let isFile = ItemSource.isRegularFile(descriptor)
        if isTooLargeFile(descriptor) { throw tooLarge(name) }
        if isFile, !(mapsFile && input.mapFile(descriptor)), let failure = input.readFileInParallel(descriptor) {
            throw ItemSource.ReadError(description: "cannot read \(name): \(failure)")
        }
        // Large reads for files (fewer calls), the pipe's pace for everything else; for a file,
        // whatever was added to it while its known size was read.
        let chunk = isFile ? 1 << 22 : 1 << 20
        while true {
            guard let buffer = input.readBuffer(maximum: chunk) else { throw tooLarge(name) }
            switch Descriptor.read(descriptor, into: buffer) {
            case .success(0):
                input.endReading(descriptor, separator: separator)
                return input
            case .success(let received): input.commitRead(length: received)
            case .failure(let failure): throw ItemSource.ReadError(description: "cannot read \(name): \(failure)")
            }
        }
    }

    /// The smallest file read in parallel: below it one reader is as fast.
    static let parallelReadSize = 1 << 23

    /// Reads a regular file from `descriptor`'s offset to its size now, in parallel segments, each
    /// read in place (`pread`), and moves the offset past what was read. A segment that comes back
    /// short (the file shrank) ends what is kept there. Nothing is read from a small file, or one
    /// that does not fit (the reads that follow say so). The failure of a read, if one failed.
    func readFileInParallel(_ descriptor: Int32) -> Descriptor.Failure? {
        let start = Int(lseek(descriptor, 0, SEEK_CUR))
        guard let unread = Self.unreadFileSize(descriptor), unread >= Self.parallelReadSize,
              let buffer = readBuffer(maximum: unread), let address = buffer.baseAddress, buffer.count == unread else { return nil }
        // Each segment writes only its own bytes.
        nonisolated(unsafe) let base = address
        let size = buffer.count
        let segments = 8
        let filled = Locked([Int](repeating: 0, count: segments))
        let failed = Locked<Descriptor.Failure?>(nil)
        DispatchQueue.concurrentPerform(iterations: segments) { segment in
            let lower = size * segment / segments
            let upper = size * (segment + 1) / segments
            var at = lower
            while at < upper {
                switch Descriptor.read(descriptor, into: base + at, count: upper - at, at: start + at) {
                case .success(0): break
                case .success(let received):
                    at += received
                    continue
                case .failure(let failure): failed.withLock { $0 = $0 ?? failure }
                }
                break
            }
            filled.withLock { $0[segment] = at - lower }
        }
        if let failure = failed.withLock({ $0 }) { return failure }
        // What was read without a gap: up to the first segment that came back short.
        let counts = filled.withLock { $0 }
        var kept = 0
        for segment in 0..<segments {
            let lower = size * segment / segments
            kept = lower + counts[segment]
            if kept < size * (segment + 1) / segments { break }
        }
        commitRead(length: kept)
        lseek(descriptor, off_t(start + kept), SEEK_SET)
        return nil
    }

    /// The smallest file mapped: below it, reading is as fast.
    static let smallestMapped = 1 << 20

    /// Whether the mapped file shrank underneath its mapping: some of its lines read as zeros.
    package var wasCut: Bool { isMapped && swoop_mapping_was_cut() != 0 }

    /// Whether the bytes start with a file's mapping.
    private var isMapped = false

    /// Maps the regular file open on `descriptor`, from its offset (a page boundary) to its size
    /// now, in place of reading it, and moves the offset past it: loading a file then costs no
    /// copy and no fresh pages (a read of 57 MB spends some 30 ms in page faults alone). Whether
    /// it did; nothing is done for a small file or one at an offset inside a page.
    func mapFile(_ descriptor: Int32) -> Bool {
        let start = Int(lseek(descriptor, 0, SEEK_CUR))
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard count == 0, start >= 0, page > 0, start % page == 0, let unread = Self.unreadFileSize(descriptor),
              unread >= Self.smallestMapped, unread < room,
              reserved.mapFile(descriptor, offset: start, byteCount: unread) else { return false }
        swoop_mapping_guard(reserved.base, unread)
        isMapped = true
        commitRead(length: unread)
        lseek(descriptor, off_t(start + unread), SEEK_SET)
        return true
    }

    /// How many bytes of the regular file open on `descriptor` lie past its offset, by its size now.
    static func unreadFileSize(_ descriptor: Int32) -> Int? {
        var info = stat()
        let offset = Int(lseek(descriptor, 0, SEEK_CUR))
        guard offset >= 0, fstat(descriptor, &info) == 0 else { return nil }
        return max(0, Int(info.st_size) - offset)
    }

    /// Whether `descriptor` is a regular file whose size alone passes `memoryLimit` (a sparse one,
    /// say): refused before any of it is read.
    static func isTooLargeFile(_ descriptor: Int32) -> Bool {
        guard ItemSource.isRegularFile(descriptor), let size = unreadFileSize(descriptor) else { return false }
        return size >= memoryLimit
    }

    /// How many more bytes fit (one is kept for a last separator).
    private var room: Int { reserved.capacity - count - 1 }

    /// At the end of `descriptor`: if it is a file cut short while it was read, the bytes after
    /// the last separator may be the start of a longer line, never a line of its own: drop them.
    func endReading(_ descriptor: Int32, separator: UInt8) {
        guard ItemSource.shrankWhileRead(descriptor, bytesRead: count) else { return }
        if let last = memrchr(base, Int32(separator), count) {
            count = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(last)) + 1
        } else {
            count = 0
        }
    }

    /// Splits the first `length` bytes into about `segments` parts for parallel work: the
    /// boundaries, each just after a separator so no line is cut, from 0 to `length`.
    func segmentBounds(length: Int, separator: UInt8, segments: Int) -> [Int] {
        var bounds = [0]
        for segment in 1..<max(1, segments) {
            var boundary = max(length * segment / segments, bounds[bounds.count - 1])
            if let found = memchr(base + boundary, Int32(separator), length - boundary) {
                boundary = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
            } else {
                boundary = length
            }
            bounds.append(boundary)
        }
        bounds.append(length)
        return bounds
    }

    /// A place to read up to `maximum` bytes into, or nil when full.
    func readBuffer(maximum: Int) -> UnsafeMutableRawBufferPointer? {
        let length = min(maximum, room)
        guard length > 0 else { return nil }
        return UnsafeMutableRawBufferPointer(start: reserved.base + count, count: length)
    }

    /// Takes `length` bytes just read into `readBuffer`.
    func commitRead(length: Int) {
        count += length
    }

    /// Appends `bytes`; false when full.
    @discardableResult
    func append(_ bytes: some Collection<UInt8>) -> Bool {
        guard count + bytes.count < reserved.capacity else { return false }
        _ = UnsafeMutableBufferPointer(start: reserved.base + count, count: bytes.count).initialize(from: bytes)
        count += bytes.count
        return true
    }
}
