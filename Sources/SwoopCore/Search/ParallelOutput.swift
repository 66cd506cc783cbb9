import Dispatch
import Glibc

/// Runs work over `0..<count` in parallel chunks, each appending results into its own
/// stretch of one array, and gives back that array with the stretches moved together.
///
/// A chunk may append at most one element per position of its range, so no chunk can
/// overrun the next; the results are never copied from chunk arrays into a final one,
/// which would hold every result twice at the peak. Chunks check `isCancelled` between
/// blocks of positions and the whole run gives up once it is set.
enum ParallelOutput<Element: BitwiseCopyable> {
    /// Positions handled between cancellation checks.
    static var block: Int { 4096 }

    /// One chunk's stretch of the output, written by one worker.
    final class Chunk: @unchecked Sendable {
        /// Where the chunk's stretch starts.
        fileprivate let slots: UnsafeMutablePointer<Element>
        /// Elements appended so far.
        fileprivate var count = 0
        fileprivate var cancelled = false

        fileprivate init(slots: UnsafeMutablePointer<Element>) {
            self.slots = slots
        }

        /// Appends a result (at most one per position of the chunk's range).
        @inline(__always)
        func append(_ element: Element) {
            slots[count] = element
            count &+= 1
        }
    }

    /// The results of `body` over `0..<count` in order, or nil when cancelled.
    static func collect(
        count: Int,
        of type: Element.Type,
        isCancelled: @Sendable () -> Bool,
        body: @Sendable (Range<Int>, Chunk) -> Void
    ) -> [Element]? {
        let chunkSize = max(block, count / 64 + 1)
        let chunkCount = max(1, (count + chunkSize - 1) / chunkSize)
        var cancelled = false
        let results = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            let chunks = (0..<chunkCount).map { Chunk(slots: base + $0 * chunkSize) }
            DispatchQueue.concurrentPerform(iterations: chunkCount) { index in
                let chunk = chunks[index]
                var next = index * chunkSize
                let upper = min(count, next + chunkSize)
                while next < upper {
                    if isCancelled() {
                        chunk.cancelled = true
                        return
                    }
                    let blockEnd = min(upper, next + block)
                    body(next..<blockEnd, chunk)
                    next = blockEnd
                }
            }
            cancelled = chunks.contains(where: \.cancelled) || isCancelled()
            guard !cancelled else { return }
            for chunk in chunks {
                if chunk.slots != base + initialized {
                    memmove(base + initialized, chunk.slots, chunk.count * MemoryLayout<Element>.stride)
                }
                initialized += chunk.count
            }
        }
        guard !cancelled else { return nil }
        // Few results in a large reservation: keep only what they need.
        guard results.count < count / 4 else { return results }
        return [Element](unsafeUninitializedCapacity: results.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: results)
        }
    }
}
