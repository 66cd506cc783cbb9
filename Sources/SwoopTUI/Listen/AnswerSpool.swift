import Glibc
import SwoopSystem

/// A long answer's bytes kept in a file with no name (in `TemporaryFile.folder`) rather than in
/// memory, while it is made and until it is sent; the file goes when the last reference does,
/// and with swoop however it ends, since nothing names it.
package final class AnswerSpool: Sendable, Equatable {
    /// The open file, written and read by offset (`pwrite`, `pread`): its position is never used.
    package let descriptor: Int32
    private let written = Locked(0)

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// A new empty spool, or nil when no file can be made.
    package static func make() -> AnswerSpool? {
        // Unlinked at once: nothing names it after this.
        guard let (descriptor, path) = TemporaryFile.make(startingWith: TemporaryFile.folder + "/swoop-answer-") else { return nil }
        unlink(path)
        return AnswerSpool(descriptor: descriptor)
    }

    /// The bytes written so far.
    package var count: Int { written.withLock { $0 } }

    /// Adds `bytes` at the end; false when the file took them not (or not all).
    package func append(_ bytes: [UInt8]) -> Bool {
        written.withLock { offset in
            var done = 0
            while done < bytes.count {
                let count = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress.map { $0 + done }, bytes.count - done, off_t(offset + done)) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                done += count
            }
            offset += done
            return true
        }
    }

    /// The bytes from `offset` on, up to `limit` of them (for tests and checks).
    package func read(from offset: Int = 0, limit: Int = .max) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var position = offset
        let end = min(count, offset > Int.max - limit ? Int.max : offset + limit)
        while position < end {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, min($0.count, end - position), off_t(position)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            result += chunk[0..<count]
            position += count
        }
        return result
    }

    /// Spools are the same when they are the same file.
    package static func == (left: AnswerSpool, right: AnswerSpool) -> Bool { left === right }
}
