import Glibc
import SwoopPicker
import SwoopSystem

/// Runs the `bg-transform-…` commands, many at once and none waited for, as fzf does: at most
/// three of one action at a time (of those asked for meanwhile, the last waits for a place, the
/// others are dropped) and thirty in all (the rest wait their turn). Each command's output is read
/// on a thread of its own (up to `CommandRunner.maxBytes`); a byte on `wakeDescriptor` says one ended.
///
/// `cancel()` (`bg-cancel`) ends those running and drops the output of every one started before it.
final class BackgroundCommands: @unchecked Sendable {
    /// A command to run: what it is, and what its output is for.
    struct Request {
        /// The action that asked for it (its name and template): the commands of one action share places.
        var action: SessionAction
        var command: CommandSnapshot.Prepared
        var shell: CommandShell
        /// What the output sets, and the key that asked.
        var target: TransformTarget
        var key: Key?
    }

    /// A command that ended, with what it printed, for the part it sets.
    struct Finished {
        var target: TransformTarget
        var key: Key?
        var output: [UInt8]
    }

    /// How many commands of one action run at once.
    static let perAction = 3
    /// How many run at once in all.
    static let inAll = 30

    /// Readable when a command has ended.
    var wakeDescriptor: Int32 { wake.readEnd }
    private let wake = WakePipe()
    /// What the commands' threads post: each ended run's number and, unless cancelled, its output.
    private let mailbox = Locked([(run: Int, output: [UInt8]?)]())

    /// The runs going on, by number (touched by the event loop only).
    private var running: [Int: (child: ChildProcess, request: Request)] = [:]
    /// How many runs of each action go on.
    private var runningPerAction: [SessionAction: Int] = [:]
    /// Of each action whose places are taken, the one asked for last.
    private var waitingForAction: [SessionAction: Request] = [:]
    /// The ones waiting for a place among all, in order.
    private var waitingInAll: [Request] = []
    /// The runs `cancel()` ended, whose output is dropped.
    private var cancelled: Set<Int> = []
    private var nextRun = 0

    deinit {
        cancel()
        wake.close()
    }

    /// Runs `request` now, or as soon as there is a place for it.
    func start(_ request: Request) {
        guard runningPerAction[request.action, default: 0] < Self.perAction else {
            if let dropped = waitingForAction.updateValue(request, forKey: request.action) {
                TemporaryFiles.shared.remove(dropped.command.files)
            }
            return
        }
        runningPerAction[request.action, default: 0] += 1
        if running.count < Self.inAll { launch(request) } else { waitingInAll.append(request) }
    }

    /// Ends every run going on, dropping their output, and forgets those waiting.
    func cancel() {
        for (run, entry) in running {
            cancelled.insert(run)
            entry.child.terminate()
        }
        for request in waitingInAll {
            // Its place among its action's was taken.
            giveBackPlace(of: request.action)
            TemporaryFiles.shared.remove(request.command.files)
        }
        for request in waitingForAction.values { TemporaryFiles.shared.remove(request.command.files) }
        waitingForAction = [:]
        waitingInAll = []
    }

    /// The runs that ended since the last call, with their output (the cancelled ones left out),
    /// in the order they ended; those waiting for the places they left are started.
    func takeFinished() -> [Finished] {
        _ = wake.drain()
        let ended = mailbox.withLock { posted in
            defer { posted = [] }
            return posted
        }
        var finished: [Finished] = []
        for (run, output) in ended {
            guard let entry = running.removeValue(forKey: run) else { continue }
            giveBackPlace(of: entry.request.action)
            if cancelled.remove(run) == nil, let output {
                finished.append(Finished(target: entry.request.target, key: entry.request.key, output: output))
            }
        }
        startWaiting()
        return finished
    }

    /// A run of `action` ended (or will not start): its place is free.
    private func giveBackPlace(of action: SessionAction) {
        let count = runningPerAction[action, default: 1] - 1
        runningPerAction[action] = count > 0 ? count : nil
    }

    /// Starts those waiting, as far as the places left allow.
    private func startWaiting() {
        while running.count < Self.inAll, !waitingInAll.isEmpty { launch(waitingInAll.removeFirst()) }
        for (action, request) in waitingForAction where runningPerAction[action, default: 0] < Self.perAction {
            waitingForAction[action] = nil
            start(request)
        }
    }

    /// Starts `request`'s command (its place already counted) with its output read on a thread.
    private func launch(_ request: Request) {
        let run = nextRun
        nextRun += 1
        let command = request.command
        let started = ChildProcess.spawnReading(command.bytes, shell: request.shell, environment: command.environment,
                                                errors: .discarded)
        guard case .success(let (child, output)) = started else {
            // A command that cannot start sets nothing, as in fzf; its place is free at once.
            TemporaryFiles.shared.remove(command.files)
            return giveBackPlace(of: request.action)
        }
        running[run] = (child, request)
        if !DetachedThread.start({ [self] in
            let kept = Self.read(output)
            _ = child.wait()
            post(run, output: kept, files: command.files)
        }) {
            close(output)
            child.terminate()
            post(run, output: nil, files: command.files)
        }
    }

    /// Posts the end of run `run` (on its own thread), its `{f}` files removed.
    private func post(_ run: Int, output: [UInt8]?, files: [String]) {
        TemporaryFiles.shared.remove(files)
        mailbox.withLock { $0.append((run, output)) }
        wake.wake()
    }

    /// What `descriptor` gives to its end, the first `CommandRunner.maxBytes` kept; it is closed after.
    private static func read(_ descriptor: Int32) -> [UInt8] {
        var kept: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let result = buffer.withUnsafeMutableBytes { Descriptor.read(descriptor, into: $0.baseAddress, count: $0.count) }
            guard case .success(let count) = result, count > 0 else { break }
            if kept.count < CommandRunner.maxBytes { kept += buffer[0..<min(count, CommandRunner.maxBytes - kept.count)] }
        }
        close(descriptor)
        return kept
    }
}
