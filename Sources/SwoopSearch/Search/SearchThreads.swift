import Dispatch
import Synchronization

/// How many threads a search runs on (`--threads`): one per core, as Dispatch gives them, or fewer.
public enum SearchThreads {
    /// The most threads; 0 for no limit.
    private static let most = Atomic<Int>(0)

    /// From now on, searches run on at most `count` threads (0 or less: one per core).
    public static func limit(to count: Int) {
        most.store(max(0, count), ordering: .relaxed)
    }

    /// Runs `body` for each of `0..<iterations`, on as many threads at once as the limit allows.
    static func perform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        let limit = most.load(ordering: .relaxed)
        guard limit > 0, iterations > limit else { return DispatchQueue.concurrentPerform(iterations: iterations, execute: body) }
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: limit) { _ in
            while case let index = next.add(1, ordering: .relaxed).oldValue, index < iterations {
                body(index)
            }
        }
    }
}
