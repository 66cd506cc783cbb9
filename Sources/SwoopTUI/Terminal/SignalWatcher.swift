import Glibc
import SwoopSystem

/// The pipe's write end, for the signal handler (async-signal-safe: it only calls `write`).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Turns signals into bytes on a pipe, so the event loop can `poll` for them.
package final class SignalWatcher {
    /// Readable when a signal has arrived.
    package let descriptor: Int32
    private let signals: [Int32]
    private let pipe: WakePipe

    /// Starts watching `signals`.
    package init(signals: [Int32]) {
        pipe = WakePipe()
        descriptor = pipe.readEnd
        signalPipeWriteEnd = pipe.writeEnd
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
    package func drain() -> [Int32] {
        pipe.drain().map { Int32($0) }
    }

    /// Puts the default handlers back.
    package func stop() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        for signal in signals { sigaction(signal, &action, nil) }
    }

    deinit {
        stop()
        pipe.close()
    }
}
