import SwoopSystem

/// One run of a preview command: what to start, the run it waits for, and how it is told to stop.
///
/// A run is abandoned when a newer one is asked for (or the pane hides): one
/// whose output has shown ends at once, one that has shown nothing may go on
/// for `PreviewRunner.abandonedGrace` (so a quick command finishes what it
/// does, as under fzf), and at the end of the session every run ends at once.
final class PreviewRun: @unchecked Sendable {
    /// The command, already filled in, and how to run it.
    let command: [UInt8]
    let shell: CommandShell
    /// `KEY=VALUE` entries over swoop's environment.
    let environment: [[UInt8]]
    /// The command's `{f}` files, removed once it is over.
    let files: [String]
    /// The mailbox ticket its output is published under.
    let ticket: Int
    /// Woken when the run is abandoned.
    let stop = WakePipe()
    /// Whether it was abandoned, and how.
    private let abandonment = Locked<Abandonment?>(nil)

    /// How an abandoned run ends.
    enum Abandonment: Sendable {
        /// At once if its output has shown, else after a grace period.
        case gracefully
        /// At once.
        case now
    }

    /// A run of `command` with `shell` and `environment`, published under `ticket`.
    init(command: [UInt8], shell: CommandShell, environment: [[UInt8]], files: [String], ticket: Int) {
        self.command = command
        self.shell = shell
        self.environment = environment
        self.files = files
        self.ticket = ticket
    }

    deinit {
        stop.close()
    }

    /// How it was abandoned, if it was.
    var isAbandoned: Abandonment? { abandonment.withLock { $0 } }

    /// Abandons the run (`now`: ends it at once, whatever it showed); a later call may only make it sooner.
    func abandon(now: Bool) {
        abandonment.withLock { state in
            if now || state == nil { state = now ? .now : .gracefully }
        }
        stop.wake()
    }

    /// Runs `start` unless the run was ended (`abandon(now: true)`), with the abandonment held off
    /// meanwhile (so that one that comes after finds what `start` started); nil when it was ended.
    func startUnlessEnded<Result>(_ start: () -> Result) -> Result? {
        abandonment.withLock { state in state == .now ? nil : start() }
    }
}
