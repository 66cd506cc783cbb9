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
        var poller = Poller()
        let handles = descriptors.map { poller.add($0) }
        guard case .ready = poller.wait(within: timeout) else { return nil }
        return zip(descriptors, handles).first { poller.isReady($0.1) }?.0
    }

    /// Closes both ends.
    package func close() {
        _ = Glibc.close(readEnd)
        _ = Glibc.close(writeEnd)
    }
}
