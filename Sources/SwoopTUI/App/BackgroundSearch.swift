import Dispatch
import Glibc
import Synchronization
import SwoopCore

/// Runs searches on a background queue and wakes the event loop when one finishes.
///
/// Each new request bumps a generation number; a running search checks it
/// and gives up as soon as it is stale, so typing never waits for an old
/// query. It reports twice, the matches then their ranking, through a mailbox; a byte on `wakeDescriptor`
/// tells the loop to collect it with `takeProgress()`.
public final class BackgroundSearch: SearchScheduler, @unchecked Sendable {
    /// Readable when a result is waiting.
    public var wakeDescriptor: Int32 { wake.readEnd }
    private let wake = WakePipe()
    private let queue = DispatchQueue(label: "swoop.search", qos: .userInitiated)
    private let generation = Atomic<Int>(0)
    private let mailbox = Mutex<[SearchProgress]>([])

    public init() {}

    deinit {
        wake.close()
    }

    public func schedule(_ request: SearchRequest) {
        let ticket = generation.add(1, ordering: .relaxed).newValue
        queue.async { [self] in
            let isStale: @Sendable () -> Bool = { self.generation.load(ordering: .relaxed) != ticket }
            guard !isStale(),
                  let matched = request.engine.matches(request.query, narrowing: request.previous, isCancelled: isStale),
                  !isStale() else { return }
            post(.matched(matched))
            guard let ranked = request.engine.rank(matched, typosBelow: request.typosBelow, typoBase: request.typoBase, isCancelled: isStale), !isStale() else { return }
            // Order the first screenfuls here rather than on the interface's thread.
            ranked.orderLeadingRows(256)
            post(.ranked(ranked))
        }
    }

    private func post(_ progress: SearchProgress) {
        mailbox.withLock { $0.append(progress) }
        var byte: UInt8 = 1
        _ = write(wake.writeEnd, &byte, 1)
    }

    /// The progress reported since the last call, oldest first; drains the wake-up bytes.
    public func takeProgress() -> [SearchProgress] {
        _ = wake.drain()
        return mailbox.withLock { reports in
            defer { reports = [] }
            return reports
        }
    }
}
