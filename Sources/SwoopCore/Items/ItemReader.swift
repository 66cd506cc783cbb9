import Dispatch
import Glibc
import Synchronization

/// Reads items from a descriptor on a background thread into a growing `ItemStore`.
///
/// The picker starts at once and the items arrive while it runs: the store
/// publishes each batch of complete lines, and `onProgress` is called (at
/// most every `interval`, and once at the end) so the interface can redraw
/// and search what has arrived.
public final class ItemReader: @unchecked Sendable {
    /// The items read so far.
    public let store: ItemStore
    private let descriptor: Int32
    private let name: String
    private let separator: UInt8
    private var onProgress: @Sendable () -> Void = {}
    private let finished = Atomic<Bool>(false)
    private let failure = Mutex<String?>(nil)
    /// Least time between two progress reports, in nanoseconds.
    private let interval: UInt64 = 15_000_000

    /// A reader of `descriptor` into a new store; call `start(onProgress:)` to begin.
    public init(descriptor: Int32, name: String, separator: UInt8 = UInt8(ascii: "\n"), headerCount: Int = 0) {
        store = ItemStore(headerCount: headerCount)
        self.descriptor = descriptor
        self.name = name
        self.separator = separator
    }

    /// Whether the input has ended (or failed).
    public var isFinished: Bool { finished.load(ordering: .acquiring) }

    /// Why reading stopped early, if it did.
    public var error: String? { failure.withLock { $0 } }

    /// Starts reading on a background thread; `onProgress` is called there as items arrive.
    public func start(onProgress: @escaping @Sendable () -> Void) {
        self.onProgress = onProgress
        DispatchQueue(label: "swoop.reader", qos: .userInitiated).async { [self] in
            readToEnd()
            finished.store(true, ordering: .releasing)
            onProgress()
        }
    }

    private func readToEnd() {
        var lastReport = DispatchTime.now().uptimeNanoseconds
        while true {
            guard let buffer = store.readBuffer(maximum: 1 << 18) else {
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
            let now = DispatchTime.now().uptimeNanoseconds
            // Report now and then while data pours in, and always before waiting for more.
            if now - lastReport >= interval || !moreIsWaiting() {
                lastReport = now
                onProgress()
            }
        }
        // A file cut short while it was read: its last bytes are no line of their own.
        if !ItemSource.shrankWhileRead(descriptor, bytesRead: store.bytesRead) { store.finishReading(separator: separator) }
    }

    /// Whether the next read would return at once.
    private func moreIsWaiting() -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) > 0
    }
}
