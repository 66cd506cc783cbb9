import Glibc
import SwoopCore

/// A non-blocking pipe that wakes the event loop's `poll`: one end is written from
/// another thread or a signal handler, the other is polled and drained.
struct WakePipe {
    /// The end the event loop polls.
    let readEnd: Int32
    /// The end that is written to.
    let writeEnd: Int32

    /// Opens the pipe, both ends non-blocking and closed on exec.
    init() {
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
    func drain() -> [UInt8] {
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
    func wake() {
        var byte: UInt8 = 1
        _ = withUnsafeBytes(of: &byte) { Descriptor.write(writeEnd, $0) }
    }

    /// Closes both ends.
    func close() {
        _ = Glibc.close(readEnd)
        _ = Glibc.close(writeEnd)
    }
}
