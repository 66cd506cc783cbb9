import Glibc
import SwoopItems
import SwoopSystem

/// Runs `reload` commands: each one's output is read into a new store as it comes (an
/// `ItemFeed`), and a newer reload ends the one before (its process group killed, its feed
/// stopped: the reader ends soon after and closes the pipe). A reload asked for starts once the
/// actions before it have run and their frame is drawn, as fzf's starts after its chain of
/// actions (the last asked for wins). Touched by the event loop only.
final class Reloader {
    /// One reload: the command and the feed reading its output (which closes the pipe when done).
    struct Run {
        let child: ChildProcess
        let feed: ItemFeed
        /// `reload-sync`: the list is replaced only once the output is complete.
        let isSync: Bool
    }

    /// How the first input was read (separator, header lines, `--ansi`, fields): what `change-nth()` goes back to.
    let initial: ReadSpec
    /// How the output is read: as the first input, with the fields `change-nth` and `change-with-nth` set since.
    var reading: ReadSpec
    /// A reload asked for and not started yet.
    struct Request {
        let command: [UInt8]
        let isSync: Bool
        let shell: CommandShell
        let environment: [[UInt8]]
    }

    /// The reload whose items are (or will be) shown.
    private(set) var current: Run?
    /// The reload to start next, if one was asked for.
    private(set) var requested: Request?
    /// What the running reload still has to do as its output arrives.
    var progress = ReloadProgress()
    /// Woken by the first input's feed and each reload's when lines arrive.
    let arrivals = WakePipe()

    /// A reloader reading each output as `spec` says the first input is read.
    init(spec: ReadSpec) {
        initial = spec
        reading = spec
    }

    /// Asks for `request` to start (`startRequested`), ending the reload running, whose lines are
    /// not to be shown any more.
    func request(_ request: Request) {
        stop()
        requested = request
    }

    /// Starts the reload asked for, if any (`onArrival` as for `start`): the new run, or why its
    /// command could not start.
    func startRequested(onArrival: @escaping @Sendable () -> Void) -> Result<Run, Descriptor.Failure>? {
        guard let request = requested else { return nil }
        requested = nil
        return start(request.command, isSync: request.isSync, shell: request.shell, environment: request.environment,
                     onArrival: onArrival)
    }

    /// Starts `command`, ending the reload before; `onArrival` is called on the reader's thread as
    /// lines arrive. Returns the new run, or why the command could not start.
    func start(_ command: [UInt8], isSync: Bool, shell: CommandShell = .system, environment: [[UInt8]] = [],
               onArrival: @escaping @Sendable () -> Void) -> Result<Run, Descriptor.Failure> {
        stop()
        return ChildProcess.spawnReading(command, shell: shell, environment: environment, errors: .discarded).map { started in
            let feed = ItemFeed(descriptor: started.output, name: "the reload command's output", spec: reading,
                                command: ItemFeed.Command(process: started.child, text: String(decoding: command, as: UTF8.self)))
            let run = Run(child: started.child, feed: feed, isSync: isSync)
            current = run
            feed.start(onArrival: onArrival)
            return run
        }
    }

    /// Ends the reload running, if any.
    func stop() {
        guard let run = current else { return }
        current = nil
        run.child.terminate()
        run.feed.stop()
    }

    /// The session is over: no reload runs on (pipes still read are left to the process's end).
    deinit {
        stop()
        arrivals.close()
    }
}
