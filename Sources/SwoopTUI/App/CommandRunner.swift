import Glibc
import SwoopPicker
import SwoopSystem

/// Runs one command the picker waits for (`execute-silent`, `transform-…`) without blocking the
/// event loop: the command's output is read on a thread of its own (up to `maxBytes`, the rest
/// drained so the command is never blocked), and a byte on `wakeDescriptor` says it has ended.
///
/// `cancel()` ends the command's process group (SIGTERM, then SIGKILL) and drops its output.
final class CommandRunner: @unchecked Sendable {
    /// How a finished command ended and what it printed.
    struct Finished {
        /// What it wrote on stdout (when captured), at most `maxBytes`.
        var output: [UInt8]
        /// Its exit status as a shell reports it.
        var status: Int32
    }

    /// Most bytes kept from a command's output.
    static let maxBytes = 1 << 20
    /// Readable when a command has ended.
    var wakeDescriptor: Int32 { wake.readEnd }
    private let wake = WakePipe()
    private let mailbox = Locked(Mailbox())
    /// The command running; touched by the event loop only.
    private var running: ChildProcess?

    /// The finished command waiting for the loop, for the run holding `ticket`.
    private struct Mailbox {
        var ticket = 0
        var finished: Finished?
    }

    deinit {
        cancel()
        wake.close()
    }

    /// Whether a command is running (or has ended and its result is not taken yet).
    var isBusy: Bool { running != nil }

    /// Starts `command` with `shell` and `environment`; its stdout is kept when `captures`, else
    /// read and dropped; `files` (its `{f}` files) are removed once it ends. Returns an error message when
    /// it could not start.
    func start(_ command: [UInt8], shell: CommandShell = .system, environment: [[UInt8]] = [],
               files: [String] = [], captures: Bool) -> String? {
        cancel()
        let ticket = mailbox.withLock { $0.ticket }
        let child: ChildProcess, output: Int32
        switch ChildProcess.spawnReading(command, shell: shell, environment: environment, errors: .discarded) {
        case .success(let started): (child, output) = started
        case .failure(let failure): return "cannot run \(Self.describe(command)): \(failure)"
        }
        running = child
        if !DetachedThread.start({ [self] in
            collect(child, output: output, keeps: captures, ticket: ticket)
            TemporaryFiles.shared.remove(files)
        }) {
            close(output)
            child.terminate()
            running = nil
            return "cannot run \(Self.describe(command)): no thread"
        }
        return nil
    }

    /// Ends the running command, if any, dropping what it printed.
    func cancel() {
        mailbox.withLock { box in
            box.ticket += 1
            box.finished = nil
        }
        running?.terminate()
        running = nil
    }

    /// The ended command's result, once; nil while it runs.
    func takeFinished() -> Finished? {
        _ = wake.drain()
        let finished = mailbox.withLock { box in
            defer { box.finished = nil }
            return box.finished
        }
        if finished != nil { running = nil }
        return finished
    }

    /// Reads `output` to its end (keeping it when `keeps`), waits for `child`, and posts the
    /// result (on the run's own thread).
    private func collect(_ child: ChildProcess, output: Int32, keeps: Bool, ticket: Int) {
        var kept: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let result = buffer.withUnsafeMutableBytes { Descriptor.read(output, into: $0.baseAddress, count: $0.count) }
            guard case .success(let count) = result, count > 0 else { break }
            if keeps, kept.count < Self.maxBytes { kept += buffer[0..<min(count, Self.maxBytes - kept.count)] }
        }
        close(output)
        let status = child.wait()
        let posted = mailbox.withLock { box -> Bool in
            guard box.ticket == ticket else { return false }
            box.finished = Finished(output: kept, status: status)
            return true
        }
        if posted { wake.wake() }
    }

    /// A command as named in an error message: its first line, cut short.
    static func describe(_ command: [UInt8]) -> String {
        let line = command.prefix { $0 != UInt8(ascii: "\n") }.prefix(60)
        return MessageText.escaped(String(decoding: line, as: UTF8.self))
    }
}
