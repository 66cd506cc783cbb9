import CSignals
import Glibc

/// TERM, INT, HUP and QUIT turned into something to wait for, so that a swoop waiting on
/// others (the caller of a `--tmux` popup) can end them before it goes.
///
/// While armed, the four signals do not end the process: the handler (in C,
/// `swoop_quit_notice_arm`) writes into a pipe, which `wait` polls alongside
/// what it waits for. The notice stays once it has come. One is armed at a time.
package final class QuitNotice: Sendable {
    /// What ended a wait.
    package enum Wake: Equatable, Sendable {
        /// A quit signal came (or had come).
        case quit
        /// What was waited for is ready.
        case ready
        /// The time ran out first.
        case timedOut
    }

    private let pipe: WakePipe

    /// Arms the notice; without a pipe to write to, the signals keep their defaults.
    package init() {
        pipe = WakePipe()
        if pipe.writeEnd >= 0 { _ = swoop_quit_notice_arm(pipe.writeEnd) }
    }

    /// Whether a quit signal has come.
    package var hasCome: Bool { pipe.isAwake() }

    /// Waits until `ready` has been woken or a quit signal comes, at most `timeout` (nil: no limit);
    /// a quit signal wins when both are there.
    package func wait(for ready: WakePipe, within timeout: Duration? = nil) -> Wake {
        switch WakePipe.poll([pipe.readEnd, ready.readEnd], within: timeout) {
        case pipe.readEnd: .quit
        case nil: .timedOut
        default: .ready
        }
    }

    /// Puts the signals' defaults back; whether a quit signal had come before.
    package func disarm() -> Bool {
        swoop_quit_notice_disarm()
        defer { pipe.close() }
        return hasCome
    }
}
