import Glibc

/// `read` and `write` on a file descriptor, retried when a signal interrupts them.
///
/// The one place that knows about `EINTR`: callers see bytes, end of input, or
/// a real failure with its reason.
package enum Descriptor {
    /// A failed call: `errno` and its text.
    package struct Failure: Error, CustomStringConvertible, Equatable {
        package let code: Int32
        package var description: String { String(cString: strerror(code)) }

        package init(code: Int32) {
            self.code = code
        }
    }

    /// Reads up to `count` bytes into `buffer`: how many were read (0 at end of input).
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int) -> Result<Int, Failure> {
        while true {
            let received = Glibc.read(descriptor, buffer, count)
            if received >= 0 { return .success(received) }
            if errno != EINTR { return .failure(Failure(code: errno)) }
        }
    }

    /// Reads up to `count` bytes at file offset `offset` into `buffer` (`pread`: the descriptor's
    /// own offset stays): how many were read (0 at end of file).
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int, at offset: Int) -> Result<Int, Failure> {
        while true {
            let received = pread(descriptor, buffer, count, off_t(offset))
            if received >= 0 { return .success(received) }
            if errno != EINTR { return .failure(Failure(code: errno)) }
        }
    }

    /// Reads up to `buffer.count` bytes into `buffer`: how many were read (0 at end of input).
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, Failure> {
        read(descriptor, into: buffer.baseAddress, count: buffer.count)
    }

    /// Everything readable from `descriptor` until end of input, in reads of `chunk` bytes.
    package static func readToEnd(_ descriptor: Int32, chunk: Int = 1 << 16) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            switch buffer.withUnsafeMutableBytes({ read(descriptor, into: $0) }) {
            case .success(0): return .success(bytes)
            case .success(let count): bytes += buffer[0..<count]
            case .failure(let failure): return .failure(failure)
            }
        }
    }

    /// Writes all of `bytes`, however many calls it takes; nil when done, else why it failed.
    @discardableResult
    package static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Failure? {
        guard var next = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            let written = Glibc.write(descriptor, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return Failure(code: errno)
            }
            next += written
            remaining -= written
        }
        return nil
    }
}
