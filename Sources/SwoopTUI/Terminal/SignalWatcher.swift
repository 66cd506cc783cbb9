import Glibc

/// The pipe's write end, for the signal handler (async-signal-safe: it only calls `write`).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Turns signals into bytes on a pipe, so the event loop can `poll` for them.
public final class SignalWatcher {
    /// Readable when a signal has arrived.
    public let descriptor: Int32
    private let signals: [Int32]

    /// Starts watching `signals`.
    public init(signals: [Int32]) {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        descriptor = ends[0]
        signalPipeWriteEnd = ends[1]
        self.signals = signals
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(signalPipeWriteEnd, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        for signal in signals { sigaction(signal, &action, nil) }
    }

    /// The signals that arrived since the last call.
    public func drain() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var received: [Int32] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += buffer[0..<count].map { Int32($0) }
        }
        return received
    }

    /// Puts the default handlers back.
    public func stop() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        for signal in signals { sigaction(signal, &action, nil) }
    }
}
