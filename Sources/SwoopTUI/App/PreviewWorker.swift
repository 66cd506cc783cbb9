import Glibc
import SwoopItems
import SwoopPicker
import SwoopSystem

/// `PreviewRunner`'s thread: takes the runs the loop asks for, one at a time, and streams each
/// one's output into the mailbox the loop reads.
///
/// As fzf's preview loop does, a run asked for while none goes on is taken at
/// once, and starts even if a newer one comes before its command does (the
/// newer one then waits for it); a run asked for while another goes on waits,
/// and a newer one takes its place. The loop's side (`run`, `cancel`, `quit`,
/// `takeOutput`) never blocks; the thread starts with the first run and ends
/// with `quit`.
final class PreviewWorker: @unchecked Sendable {
    /// Woken when output is waiting for the loop.
    let wake = WakePipe()
    /// Woken when there is a run to start or the worker is to quit.
    private let requests = WakePipe()
    private let mailbox = Locked(Mailbox())
    private let queue = Locked(Queue())
    /// Where the commands' `{f}` files are made.
    private let files: TemporaryFiles

    /// Output waiting for the loop, for the run holding `ticket`.
    private struct Mailbox {
        var ticket = 0
        var update: PreviewUpdate?
    }

    /// The run taken (going on, or about to start), the one waiting for it, and whether the thread
    /// runs or is to end.
    private struct Queue: Sendable {
        var current: PreviewRun?
        var next: PreviewRun?
        var isStarted = false
        var quits = false
    }

    init(files: TemporaryFiles) {
        self.files = files
    }

    deinit {
        wake.close()
        requests.close()
    }

    // MARK: The loop's side

    /// Asks for a run of `command`: taken at once when none goes on, else waiting (in place of any
    /// that waits) while the one going on is abandoned.
    func run(_ command: [UInt8], shell: CommandShell, environment: [[UInt8]], files runFiles: [String]) {
        let ticket = newTicket()
        let run = PreviewRun(command: command, shell: shell, environment: environment, files: runFiles, ticket: ticket)
        let (dropped, starts) = queue.withLock { queue -> (PreviewRun?, Bool) in
            defer { queue.isStarted = true }
            guard let current = queue.current else {
                queue.current = run
                return (nil, !queue.isStarted)
            }
            let dropped = queue.next
            queue.next = run
            current.abandon(now: false)
            return (dropped, !queue.isStarted)
        }
        if let dropped { files.remove(dropped.files) }
        if starts, !DetachedThread.start({ [self] in work() }) {
            queue.withLock { $0.isStarted = false }
        }
        requests.wake()
    }

    /// Drops the run waiting and abandons the one going on (`now`: ends it at once).
    func cancel(now: Bool) {
        _ = newTicket()
        let dropped = queue.withLock { queue -> PreviewRun? in
            defer { queue.next = nil }
            queue.current?.abandon(now: now)
            return queue.next
        }
        if let dropped { files.remove(dropped.files) }
    }

    /// Ends every run at once, and the thread.
    func quit() {
        cancel(now: true)
        queue.withLock { $0.quits = true }
        requests.wake()
    }

    /// The output that arrived since the last call, if any.
    func takeOutput() -> PreviewUpdate? {
        _ = wake.drain()
        return mailbox.withLock { box in
            defer { box.update = nil }
            return box.update
        }
    }

    /// A new ticket: output published under an older one is dropped from now on.
    private func newTicket() -> Int {
        mailbox.withLock { box in
            box.ticket += 1
            box.update = nil
            return box.ticket
        }
    }

    // MARK: The thread's side

    /// Runs what is asked for, one run at a time, until told to quit.
    private func work() {
        while true {
            let (run, quits) = queue.withLock { queue -> (PreviewRun?, Bool) in
                guard !queue.quits else { return (nil, true) }
                if queue.current == nil {
                    queue.current = queue.next
                    queue.next = nil
                }
                return (queue.current, false)
            }
            if quits { return }
            guard let run else {
                _ = Poller.isReadable(requests.readEnd, within: nil)
                _ = requests.drain()
                continue
            }
            start(run)
            queue.withLock { queue in if queue.current === run { queue.current = nil } }
        }
    }

    /// Starts `run`'s command unless it was ended meanwhile, and streams its output.
    private func start(_ run: PreviewRun) {
        let started = run.startUnlessEnded {
            ChildProcess.spawnReading(run.command, shell: run.shell, environment: run.environment, errors: .withOutput)
        }
        switch started {
        case nil:
            files.remove(run.files)
        case .failure(let failure)?:
            files.remove(run.files)
            report("cannot run the preview: \(failure)", ticket: run.ticket)
        case .success(let (child, output))?:
            stream(run, child: child, output: output)
        }
    }

    /// Reads `run`'s output into lines until it ends or the run is abandoned; then ends its group if
    /// it was, waits for its shell and removes its files. Output that comes while the command runs
    /// shows from `firstShow` on (what it wrote by its end shows at once).
    private func stream(_ run: PreviewRun, child: ChildProcess, output: Int32) {
        let started = ContinuousClock.now
        var lines = PreviewLines(maxLines: PreviewRunner.maxLines, maxBytes: PreviewRunner.maxBytes)
        // Small reads while lines are kept, so the first ones show before a whole pipeful
        // is parsed; large ones once the rest is only dropped.
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var isFirst = true
        var hasShown = false
        // When what was read may show, and whether something read waits for it.
        var showAt: ContinuousClock.Instant?
        var isHeld = false
        // Set once the run is abandoned having shown nothing: how long it may go on.
        var deadline: ContinuousClock.Instant?
        var endsNow = false
        var poller = Poller()
        let outputHandle = poller.add(output)
        let stopHandle = poller.add(run.stop.readEnd)
        reading: while true {
            let wakeAt = [deadline, isHeld ? showAt : nil].compactMap { $0 }.min()
            let outcome = poller.wait(within: wakeAt.map { max(.zero, $0 - .now) })
            if case .failed = outcome { break }
            if let deadline, ContinuousClock.now >= deadline {
                endsNow = true
                break
            }
            if isHeld, let showAt, ContinuousClock.now >= showAt {
                hasShown = publish(lines.takeUpdate(), startsOver: isFirst, ticket: run.ticket) || hasShown
                isFirst = false
                isHeld = false
            }
            if poller.isReady(stopHandle) {
                _ = run.stop.drain()
                if run.isAbandoned == .now || hasShown {
                    endsNow = true
                    break
                }
                if deadline == nil { deadline = .now + PreviewRunner.abandonedGrace }
                continue
            }
            guard poller.isReady(outputHandle) else { continue }
            let size = lines.isFull ? buffer.count : 1 << 12
            switch buffer.withUnsafeMutableBytes({ Descriptor.read(output, into: $0.baseAddress, count: size) }) {
            case .success(0), .failure:
                break reading
            case .success(let count):
                let changed = buffer.withUnsafeBufferPointer { lines.append(UnsafeBufferPointer(rebasing: $0[..<count])) }
                guard changed, deadline == nil else { continue }
                let now = ContinuousClock.now
                let shows = showAt ?? Self.firstShow(started: started, output: now)
                showAt = shows
                isHeld = now < shows
                if !isHeld {
                    hasShown = publish(lines.takeUpdate(), startsOver: isFirst, ticket: run.ticket) || hasShown
                    isFirst = false
                }
            }
        }
        close(output)
        if endsNow || run.isAbandoned != nil {
            child.terminate()
        } else {
            lines.finish()
            // Even when empty: a run with no output clears the pane.
            publish(lines.takeUpdate(), startsOver: isFirst, ticket: run.ticket)
        }
        child.wait()
        files.remove(run.files)
    }

    /// When output first read at `output` from a command started at `started` may show, as fzf shows
    /// it: fzf looks every 100 ms, and shows what it has at the second look that finds any.
    static func firstShow(started: ContinuousClock.Instant, output: ContinuousClock.Instant) -> ContinuousClock.Instant {
        let tick = Duration.milliseconds(100)
        let ticks = max(1, Int(((output - started) / tick).rounded(.up)))
        return started + tick * (ticks + 1)
    }

    /// Puts `update` in the mailbox if its run is still the current one, waking the loop if it was
    /// empty; whether it was put there.
    @discardableResult
    private func publish(_ update: PreviewUpdate, startsOver: Bool, ticket: Int) -> Bool {
        var update = update
        update.startsOver = update.startsOver || startsOver
        let (isCurrent, wakes) = mailbox.withLock { box -> (Bool, Bool) in
            guard box.ticket == ticket else { return (false, false) }
            guard var pending = box.update else {
                box.update = update
                return (true, true)
            }
            pending.merge(update)
            box.update = pending
            return (true, false)
        }
        if wakes { wake.wake() }
        return isCurrent
    }

    /// Shows `message` in the pane in place of output.
    private func report(_ message: String, ticket: Int) {
        let line = Array(message.utf8).withUnsafeBufferPointer { ANSIText($0) }
        publish(PreviewUpdate(lines: [line]), startsOver: true, ticket: ticket)
    }
}
