import CSignals
import Glibc

/// Handles, in C, every signal that would end swoop while it draws on the terminal.
///
/// The handlers live in the CSignals target so no Swift runtime code runs in them,
/// and they act at once, whatever the main thread is doing:
/// * SIGTERM, SIGINT, SIGHUP, SIGQUIT kill the child process groups, put the
///   terminal back (CAN, the reset sequences, the original modes) and `_exit(130)`;
/// * crashes (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS) and the
///   other signals that end a process and that fzf does not ignore (SIGSTKFLT,
///   SIGRTMIN) do the same, then let the signal take its default course;
/// * the signals fzf ignores (SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
///   SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGRTMIN+1…SIGRTMAX) go to a handler that
///   does nothing, which, unlike `SIG_IGN`, children do not inherit.
///
/// SIGKILL cannot be caught: nothing restores the terminal or ends the children then.
enum SignalGuard {
    /// Arms the handlers for the terminal on `descriptor`, with `reset` (at most 256 bytes) and `modes` to restore.
    static func arm(descriptor: Int32, reset: [UInt8], modes: termios) {
        var modes = modes
        reset.withUnsafeBufferPointer { swoop_guard_arm(descriptor, $0.baseAddress, $0.count, &modes) }
    }

    /// Disarms the handlers: the terminal has been put back the ordinary way.
    static func disarm() {
        swoop_guard_disarm()
    }
}
