import Dispatch
import Glibc
import SwoopSearch
import SwoopSystem
import Synchronization

/// Runs searches on a background queue and wakes the event loop when one finishes.
///
/// Each new request bumps a generation number; a running search checks it
/// and gives up as soon as it is stale, so typing never waits for an old
/// query. It reports the ranked result through a mailbox; a byte on `wakeDescriptor`
/// tells the loop to collect it with `takeResults()`.
package final class BackgroundSearch: SearchScheduler, @unchecked Sendable {
    /// Readable when a result is waiting.
    package var wakeDescriptor: Int32 { wake.readEnd }
    private let wake = WakePipe()
    private let queue = DispatchQueue(label: "swoop.search", qos: .userInitiated)
    private let generation = Atomic<Int>(0)
    private let mailbox = Mutex<[SearchResult]>([])
    /// Signalled when the loop has drawn the results it took, or a newer search is asked for.
    private let drawn = DispatchSemaphore(value: 0)

    /// How long ranking the rest of a result waits for its first rows to be drawn, in milliseconds.
    static let drawWait = 30

    /// How many rows are put in order after a result is shown (about 150 pages of a tall screen).
    static let pagesAhead = 4096

    package init() {}

    deinit {
        wake.close()
    }

    package func schedule(_ request: SearchRequest) {
        let ticket = generation.add(1, ordering: .relaxed).newValue
        drawn.signal()
        queue.async { [self] in
            let isStale: @Sendable () -> Bool = { self.generation.load(ordering: .relaxed) != ticket }
            guard !isStale(), let ranked = request.run(isCancelled: isStale), !isStale() else { return }
            while drawn.wait(timeout: .now()) == .success {}
            post(ranked)
            // Ranking the rest waits for the frame, which would share the cores with it.
            _ = drawn.wait(timeout: .now() + .milliseconds(Self.drawWait))
            // The first rows are ranked; rank the rest for scrolling while no newer key waits,
            // and put the next pages in order too, so paging down rarely waits for a selection.
            guard ranked.complete(isCancelled: isStale), !isStale() else { return }
            ranked.orderLeadingRows(Self.pagesAhead, isCancelled: isStale)
        }
    }

    private func post(_ result: SearchResult) {
        mailbox.withLock { $0.append(result) }
        var byte: UInt8 = 1
        _ = write(wake.writeEnd, &byte, 1)
    }

    /// Tells the search the results taken have been drawn: the rest of them can be ranked now.
    package func resultsDrawn() {
        drawn.signal()
    }

    /// The results reported since the last call, oldest first; drains the wake-up bytes.
    package func takeResults() -> [SearchResult] {
        _ = wake.drain()
        return mailbox.withLock { reports in
            defer { reports = [] }
            return reports
        }
    }
}
