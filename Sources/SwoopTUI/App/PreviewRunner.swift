import Glibc
import SwoopItems
import SwoopPicker
import SwoopSystem

/// Runs a preview command in the background and streams its output to the event loop.
///
/// Each run is a `ChildProcess` (its own process group) writing stdout and
/// stderr into a pipe, read on a thread of its own into lines as they arrive.
/// New lines go to a mailbox, and a byte on `wakeDescriptor` tells the loop to
/// fetch them with `takeOutput()`; while the loop has not fetched them, later
/// lines join them without another byte. Past the cap the output is read and
/// dropped, so the command is never blocked on a full pipe.
///
/// Cancelling (a new run, the pane hidden, the end) bumps the mailbox's ticket,
/// so nothing a stale run reads lands in the pane, stops its reader at once, and
/// ends its group: SIGTERM, then SIGKILL after a grace period, never blocking.
/// A run's `{f}` files are removed once its command has been reaped.
final class PreviewRunner: @unchecked Sendable {
    /// Readable when output is waiting.
    var wakeDescriptor: Int32 { wake.readEnd }
    private let wake = WakePipe()
    private let mailbox = Locked(Mailbox())
    /// The run in progress; touched by the event loop only.
    private var current: Run?
    /// Most lines kept from one run.
    static let maxLines = 10_000
    /// Most bytes kept from one run.
    static let maxBytes = 1 << 20
    /// Where the commands' `{f}` files are made.
    private let files: TemporaryFiles

    /// A runner whose commands' `{f}` files were made in `files`.
    init(files: TemporaryFiles = TemporaryFiles()) {
        self.files = files
    }

    /// Output waiting for the loop, for the run holding `ticket`.
    private struct Mailbox {
        var ticket = 0
        var update: PreviewUpdate?
    }

    /// One run: its child, the pipe it writes into, and how to stop its reader.
    private final class Run: @unchecked Sendable {
        let child: ChildProcess
        let output: Int32
        let ticket: Int
        /// The command's `{f}` files.
        let files: [String]
        /// Written to stop the reader; closed when both the loop and the reader are done with it.
        let stop = WakePipe()

        /// A run of `child`, read from `output`, for the mailbox's `ticket`.
        init(child: ChildProcess, output: Int32, ticket: Int, files: [String]) {
            self.child = child
            self.output = output
            self.ticket = ticket
            self.files = files
        }

        deinit { stop.close() }
    }

    deinit {
        cancel()
        wake.close()
    }

    /// Starts `command` (already filled in) with `shell` and `environment` (`KEY=VALUE` over
    /// swoop's own), abandoning any run in progress; `temporaryFiles`, the command's `{f}` files,
    /// are removed once it is over.
    func run(_ command: [UInt8], shell: CommandShell = .system, environment: [[UInt8]] = [], temporaryFiles: [String] = []) {
        cancel()
        let ticket = mailbox.withLock { $0.ticket }
        let child: ChildProcess, output: Int32
        switch ChildProcess.spawnReading(command, shell: shell, environment: environment, errors: .withOutput) {
        case .success(let started): (child, output) = started
        case .failure(let failure):
            files.remove(temporaryFiles)
            report("cannot run the preview: \(failure)", ticket: ticket)
            return
        }
        let run = Run(child: child, output: output, ticket: ticket, files: temporaryFiles)
        current = run
        if !DetachedThread.start({ [self] in stream(run) }) {
            close(run.output)
            cancel()
        }
    }

    /// Stops the run in progress, if any: its output is dropped and its group ended.
    func cancel() {
        mailbox.withLock { box in
            box.ticket += 1
            box.update = nil
        }
        guard let run = current else { return }
        current = nil
        run.stop.wake()
        run.child.terminate()
    }

    /// The output that arrived since the last call, if any.
    func takeOutput() -> PreviewUpdate? {
        _ = wake.drain()
        return mailbox.withLock { box in
            defer { box.update = nil }
            return box.update
        }
    }

    /// Reads `run`'s output into lines until it ends or the run is stopped (on the run's own thread).
    private func stream(_ run: Run) {
        var lines = PreviewLines(maxLines: Self.maxLines, maxBytes: Self.maxBytes)
        // Small reads while lines are kept, so the first ones show before a whole pipeful
        // is parsed; large ones once the rest is only dropped.
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var isFirst = true
        var isStopped = false
        var poller = Poller()
        let output = poller.add(run.output)
        let stop = poller.add(run.stop.readEnd)
        reading: while true {
            if case .failed = poller.wait(within: nil) { break }
            if poller.isReady(stop) {
                isStopped = true
                break
            }
            guard poller.isReady(output) else { continue }
            let size = lines.isFull ? buffer.count : 1 << 12
            switch buffer.withUnsafeMutableBytes({ Descriptor.read(run.output, into: $0.baseAddress, count: size) }) {
            case .success(0), .failure:
                break reading
            case .success(let count):
                let changed = buffer.withUnsafeBufferPointer { lines.append(UnsafeBufferPointer(rebasing: $0[..<count])) }
                if changed {
                    publish(lines.takeUpdate(), startsOver: isFirst, ticket: run.ticket)
                    isFirst = false
                }
            }
        }
        close(run.output)
        if !isStopped {
            lines.finish()
            // Even when empty: a run with no output clears the pane.
            publish(lines.takeUpdate(), startsOver: isFirst, ticket: run.ticket)
        }
        run.child.wait()
        files.remove(run.files)
    }

    /// Puts `update` in the mailbox if its run is still the current one, waking the loop if it was empty.
    private func publish(_ update: PreviewUpdate, startsOver: Bool, ticket: Int) {
        var update = update
        update.startsOver = startsOver
        let wakes = mailbox.withLock { box -> Bool in
            guard box.ticket == ticket else { return false }
            guard var pending = box.update else {
                box.update = update
                return true
            }
            pending.merge(update)
            box.update = pending
            return false
        }
        if wakes { wake.wake() }
    }

    /// Shows `message` in the pane in place of output.
    private func report(_ message: String, ticket: Int) {
        let line = Array(message.utf8).withUnsafeBufferPointer { ANSIText($0) }
        publish(PreviewUpdate(lines: [line]), startsOver: true, ticket: ticket)
    }
}
