import SwoopPicker
import SwoopSystem

/// Runs preview commands in the background and streams their output to the event loop.
///
/// The commands run one at a time, as fzf runs them, on a thread of their own
/// (`PreviewWorker`): a run asked for while another goes on waits for it, and
/// one asked for while another waits takes its place. Each run is a
/// `ChildProcess` (its own process group) writing stdout and stderr into a
/// pipe, read into lines as they arrive; lines read while the command runs
/// show from 200 ms or so on, as fzf shows them (`PreviewWorker.firstShow`),
/// those read by its end at once. New lines go to a mailbox, and a byte
/// on `wakeDescriptor` tells the loop to fetch them with `takeOutput()`; while
/// the loop has not fetched them, later lines join them without another byte.
/// Past the cap the output is read and dropped, so the command is never
/// blocked on a full pipe.
///
/// Cancelling (a new run, the pane hidden) bumps the mailbox's ticket, so
/// nothing a stale run reads lands in the pane, and abandons the run: one whose
/// output has shown ends at once, one that has shown nothing may finish within
/// `abandonedGrace` (fzf's wait before it kills a preview). `stop` ends it at
/// once. Ending is by group: SIGTERM, then SIGKILL after a grace period, never
/// blocking the loop. A run's `{f}` files are removed once its command is over.
final class PreviewRunner {
    /// Readable when output is waiting.
    var wakeDescriptor: Int32 { worker.wake.readEnd }
    /// The thread's side: the runs, the mailbox.
    private let worker: PreviewWorker
    /// Most lines kept from one run.
    static let maxLines = 10_000
    /// Most bytes kept from one run.
    static let maxBytes = 1 << 20
    /// How long an abandoned run that has shown nothing may go on before its group is ended.
    static let abandonedGrace: Duration = .milliseconds(500)

    /// A runner whose commands' `{f}` files were made in `files`.
    init(files: TemporaryFiles = TemporaryFiles()) {
        worker = PreviewWorker(files: files)
    }

    deinit {
        worker.quit()
    }

    /// Starts `command` (already filled in) with `shell` and `environment` (`KEY=VALUE` over
    /// swoop's own) once the run before is over, abandoning that one; `temporaryFiles`, the
    /// command's `{f}` files, are removed once it is over.
    func run(_ command: [UInt8], shell: CommandShell = .system, environment: [[UInt8]] = [], temporaryFiles: [String] = []) {
        worker.run(command, shell: shell, environment: environment, files: temporaryFiles)
    }

    /// Abandons the run in progress, if any: its output is dropped, and it ends (soon, if it has shown nothing).
    func cancel() {
        worker.cancel(now: false)
    }

    /// Ends the run in progress at once, if any: the session is over.
    func stop() {
        worker.cancel(now: true)
    }

    /// The output that arrived since the last call, if any.
    func takeOutput() -> PreviewUpdate? {
        worker.takeOutput()
    }
}
