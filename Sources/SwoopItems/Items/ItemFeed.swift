import Dispatch
import Glibc
import SwoopSystem
import Synchronization

/// The items of one input and the forms its `ReadSpec` makes of them (`ItemForms`), read from a
/// descriptor on a thread of its own while the picker runs, or given whole.
///
/// The reader reads a batch, indexes its lines into `forms.original`, then has
/// the derived stores (`--ansi`, `--with-nth`, `--nth`) take the same lines,
/// each line worked out once, as it arrives. `onArrival` is called now and
/// then (at most every `reportInterval` while data pours in, whenever the input
/// pauses, and once at the end) so the interface can redraw and search what has
/// arrived. A read error is kept in `error`, never passed off as the end of the
/// input. `stop()` abandons the input (a newer `reload` replaced it): the
/// reader notices within `stopLatency`, calls back no more and ends.
///
/// The descriptor is the feed's: it is closed when reading ends (a standard
/// descriptor, 0 to 2, gets `/dev/null` in its place, so its number is never
/// reused by a file swoop opens later), and a producer writing into it then
/// gets SIGPIPE, as it would from fzf.
package final class ItemFeed: @unchecked Sendable {
    /// The stores the input becomes, all growing together while it is read.
    package let forms: ItemForms
    /// The input, or -1 once it is given back (or for a feed given whole).
    private let descriptor: Int32
    /// How messages name the input.
    private let name: String
    /// What ends a line.
    private let separator: UInt8
    private let finished: Atomic<Bool>
    private let stopped = Atomic<Bool>(false)
    private let started = Atomic<Bool>(false)
    private let failure = Mutex<String?>(nil)
    /// The command whose output this is, if any: waited for once its output ends.
    private let command: Command?
    private let commandFailed = Atomic<Bool>(false)
    /// Least time between two reports while data pours in, in nanoseconds.
    private static let reportInterval: UInt64 = 15_000_000
    /// Longest a stopped reader keeps waiting for input, in milliseconds.
    static let stopLatency: Int32 = 50
    /// Most bytes read at once.
    private static let readSize = 1 << 18

    /// A feed reading `descriptor` as `spec` says (`--read0`, `--header-lines`, `--ansi`,
    /// `--nth`, `--with-nth`), its items ended by `separator` (the spec's by default); call
    /// `start(onArrival:)` to begin.
    /// `command`, when the descriptor is a command's output, is waited for at its end.
    package init(descriptor: Int32, name: String, spec: ReadSpec, separator: UInt8? = nil, command: Command? = nil) {
        forms = ItemForms(original: ItemStore(headerCount: spec.headerLines), spec: spec)
        self.descriptor = descriptor
        self.name = name
        self.separator = separator ?? spec.separator
        self.command = command
        finished = Atomic(false)
    }

    /// A feed of items already read (a file read up front, bundled data): finished from the start,
    /// its forms built now.
    package init(complete original: ItemStore, spec: ReadSpec, failedCommand: String? = nil) {
        forms = ItemForms(original: original, spec: spec)
        descriptor = -1
        name = ""
        separator = spec.separator
        command = failedCommand.map { Command(process: nil, text: $0) }
        finished = Atomic(true)
        commandFailed.store(failedCommand != nil, ordering: .relaxed)
    }

    deinit {
        // Never started: the descriptor is still ours to give back.
        if !started.load(ordering: .acquiring) { release(descriptor) }
    }

    /// Whether the input has ended, failed or been stopped (then nothing more arrives).
    package var isFinished: Bool { finished.load(ordering: .acquiring) }

    /// Why reading stopped early, if it did.
    package var error: String? { failure.withLock { $0 } }

    /// The command whose output this was, once it has ended and exited with a failure (fzf's
    /// `[Command failed: …]`); nil for any other end.
    package var failedCommand: String? {
        commandFailed.load(ordering: .acquiring) ? command?.text : nil
    }

    /// Starts reading on a thread of its own; `onArrival` is called there as items arrive and once
    /// at the end (never after `stop()`). Does nothing for a finished feed or a second time.
    package func start(onArrival: @escaping @Sendable () -> Void) {
        guard !isFinished, !started.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let begun = DetachedThread.start { [self] in
            readToEnd(onArrival: onArrival)
            release(descriptor)
            // As fzf: the input ends once the command whose output it is has exited too.
            if let process = command?.process, !stopped.load(ordering: .acquiring), process.wait() != 0 {
                commandFailed.store(true, ordering: .releasing)
            }
            finished.store(true, ordering: .releasing)
            if !stopped.load(ordering: .acquiring) { onArrival() }
        }
        guard !begun else { return }
        failure.withLock { $0 = "cannot read \(name): no thread to read it on" }
        release(descriptor)
        finished.store(true, ordering: .releasing)
        onArrival()
    }

    /// Stops reading soon, without waiting for it: what was read stays, nothing more arrives and
    /// `onArrival` is not called again; the descriptor is closed when the reader ends.
    package func stop() {
        stopped.store(true, ordering: .releasing)
    }

    /// Reads until the input ends, fails or the feed is stopped, the forms growing batch by batch.
    private func readToEnd(onArrival: @Sendable () -> Void) {
        let store = forms.original
        if InputBytes.isTooLargeFile(descriptor) {
            failure.withLock { $0 = InputBytes.tooLarge(name).description }
            return
        }
        var lastReport = DispatchTime.now().uptimeNanoseconds
        while waitForInput() {
            guard let buffer = store.readBuffer(maximum: Self.readSize) else {
                failure.withLock { $0 = InputBytes.tooLarge(name).description }
                break
            }
            let received: Int
            switch Descriptor.read(descriptor, into: buffer) {
            case .success(let count): received = count
            case .failure(let reason):
                failure.withLock { $0 = "cannot read \(name): \(reason)" }
                received = 0
            }
            if received == 0 { break }
            store.commitRead(length: received, separator: separator)
            forms.catchUp()
            let now = DispatchTime.now().uptimeNanoseconds
            // Report now and then while data pours in, and always before waiting for more.
            if now - lastReport >= Self.reportInterval || !isReadable(timeout: 0) {
                lastReport = now
                if !stopped.load(ordering: .acquiring) { onArrival() }
            }
        }
        guard !stopped.load(ordering: .acquiring) else { return }
        // A file cut short while it was read: its last bytes are no line of their own.
        if !ItemSource.shrankWhileRead(descriptor, bytesRead: store.bytesRead) {
            store.finishReading(separator: separator)
            forms.catchUp()
        }
    }

    /// Waits until the descriptor has something to read (or its end); false once the feed is stopped.
    private func waitForInput() -> Bool {
        while !stopped.load(ordering: .acquiring) {
            if isReadable(timeout: Self.stopLatency) { return true }
        }
        return false
    }

    /// Whether a read would return at once (data, the end, or an error), waiting up to `timeout` ms.
    private func isReadable(timeout: Int32) -> Bool {
        var poller = Poller()
        poller.add(descriptor)
        switch poller.wait(milliseconds: timeout) {
        // An error of poll's own (not EINTR): let the read find out what is wrong.
        case .ready, .failed: return true
        case .timedOut, .interrupted: return false
        }
    }

    /// Gives `descriptor` back: closed, or for a standard one replaced by `/dev/null`.
    private func release(_ descriptor: Int32) {
        guard descriptor >= 0 else { return }
        if descriptor <= STDERR_FILENO {
            let null = open("/dev/null", O_RDWR | O_CLOEXEC)
            if null >= 0 {
                dup2(null, descriptor)
                close(null)
                return
            }
        }
        close(descriptor)
    }
}

extension ItemFeed {
    /// A command whose output a feed reads: its process, and its text as fzf names it when it fails.
    package struct Command: Sendable {
        package let process: ChildProcess?
        package let text: String

        package init(process: ChildProcess?, text: String) {
            self.process = process
            self.text = text
        }
    }
}
