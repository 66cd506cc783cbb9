import Glibc

/// A non-blocking pipe that wakes a `poll`: one end is written from another thread or a
/// signal handler, the other is polled and drained.
package struct WakePipe: Sendable {
    /// The end that is polled.
    package let readEnd: Int32
    /// The end that is written to.
    package let writeEnd: Int32

    /// Opens the pipe, both ends non-blocking and closed on exec.
    package init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Reads everything waiting; returns the bytes.
    package func drain() -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        return received
    }

    /// Makes the read end readable (one byte; a full pipe is already readable).
    package func wake() {
        var byte: UInt8 = 1
        _ = withUnsafeBytes(of: &byte) { Descriptor.write(writeEnd, $0) }
    }

    /// Whether the read end is readable (woken and not drained), waiting at most `timeout` for it.
    package func isAwake(within timeout: Duration = .zero) -> Bool {
        Self.poll([readEnd], within: timeout) == readEnd
    }

    /// Polls `descriptors` for input until one is readable or `timeout` (nil: no limit) is up:
    /// the first readable one in `descriptors`' order, nil when the time ran out.
    package static func poll(_ descriptors: [Int32], within timeout: Duration?) -> Int32? {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let deadline = timeout.map { ContinuousClock.now.advanced(by: $0) }
        while true {
            var milliseconds: Int32 = -1
            if let deadline {
                let left = (deadline - ContinuousClock.now).components
                milliseconds = Int32(clamping: max(0, left.seconds * 1000 + (left.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
            }
            let ready = Glibc.poll(&entries, nfds_t(entries.count), milliseconds)
            if ready > 0, let woken = entries.first(where: { $0.revents != 0 }) { return woken.fd }
            if ready < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Closes both ends.
    package func close() {
        _ = Glibc.close(readEnd)
        _ = Glibc.close(writeEnd)
    }
}
