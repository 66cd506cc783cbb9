import CLibc
import Glibc

/// Puts the terminal back if swoop crashes: a handler for the fatal signals (in C,
/// in the CLibc shim, so no Swift runtime code runs in it) writes the reset
/// sequences and the original modes with `write` and `tcsetattr` only, then lets
/// the signal end the process as it would have.
enum CrashGuard {
    /// Arms the handler for `descriptor`, with `reset` (at most 256 bytes) and `modes` to restore.
    static func arm(descriptor: Int32, reset: [UInt8], modes: termios) {
        var modes = modes
        reset.withUnsafeBufferPointer { swoop_guard_arm(descriptor, $0.baseAddress, $0.count, &modes) }
    }

    /// Disarms the handler: the terminal has been put back the ordinary way.
    static func disarm() {
        swoop_guard_disarm()
    }
}
