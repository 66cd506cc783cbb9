import Dispatch
import Glibc
import SwoopSystem

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
        /// With `keepingSmallest`: the chunk's smallest elements so far, and more (trimmed now and then).
        fileprivate var smallest: [Element] = []
        /// Elements no smaller than this are not among the chunk's `keep` smallest.
        fileprivate var bar: Element?
        fileprivate let keep: Int

        fileprivate init(slots: UnsafeMutablePointer<Element>, keep: Int) {
            self.slots = slots
            self.keep = keep
        }

        /// Appends a result (at most one per position of the chunk's range).
        @inline(__always)
        func append(_ element: Element) {
            slots[count] = element
            count &+= 1
        }
    }

    /// Whether `results` results in a reservation for `count` are copied into an array of their
    /// own: few in a large reservation keep only what they need.
    private static func isTrimmed(_ results: Int, of count: Int) -> Bool {
        results < count / 4
    }

    /// The results of `body` over `0..<count` in order, or nil when cancelled.
    static func collect(
        count: Int,
        of type: Element.Type,
        isCancelled: @Sendable () -> Bool,
        body: @Sendable (Range<Int>, Chunk) -> Void
    ) -> [Element]? {
        collect(count: count, keep: 0, isCancelled: isCancelled, body: body)?.results
    }

    /// `collect` over chunks that keep up to `keep` of their smallest elements (`Chunk.appendRanked`).
    private static func collect(
        count: Int,
        keep: Int,
        isCancelled: @Sendable () -> Bool,
        body: @Sendable (Range<Int>, Chunk) -> Void
    ) -> (results: [Element], chunks: [Chunk])? {
        let chunkSize = max(block, count / 64 + 1)
        let chunkCount = max(1, (count + chunkSize - 1) / chunkSize)
        var cancelled = false
        var chunks: [Chunk] = []
        let results = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            let made = (0..<chunkCount).map { Chunk(slots: base + $0 * chunkSize, keep: keep) }
            chunks = made
            SearchThreads.perform(iterations: chunkCount) { index in
                let chunk = made[index]
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
            cancelled = made.contains(where: \.cancelled) || isCancelled()
            guard !cancelled else { return }
            for chunk in made {
                if chunk.slots != base + initialized {
                    memmove(base + initialized, chunk.slots, chunk.count * MemoryLayout<Element>.stride)
                }
                initialized += chunk.count
            }
            // The chunks wrote past where their results now end: those pages hold nothing now. (A
            // smaller array is kept for reuse when freed, and would only fault its pages in again;
            // one that is about to be trimmed goes whole.)
            let reserved = count * MemoryLayout<Element>.stride
            if reserved > LargeBuffers.reusedSize, !Self.isTrimmed(initialized, of: count) {
                let used = initialized * MemoryLayout<Element>.stride
                LargeBuffers.releasePages(from: UnsafeMutableRawPointer(base + initialized), byteCount: reserved - used)
            }
        }
        guard !cancelled else { return nil }
        guard Self.isTrimmed(results.count, of: count) else { return (results, chunks) }
        let trimmed = [Element](unsafeUninitializedCapacity: results.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: results)
        }
        return (trimmed, chunks)
    }
}

extension ParallelOutput where Element: Comparable {
    /// `collect`, and the `keep` smallest of the elements appended with `Chunk.appendRanked`, in order.
    static func collect(
        count: Int,
        keepingSmallest keep: Int,
        isCancelled: @Sendable () -> Bool,
        body: @Sendable (Range<Int>, Chunk) -> Void
    ) -> (results: [Element], smallest: [Element])? {
        guard let (results, chunks) = collect(count: count, keep: keep, isCancelled: isCancelled, body: body) else { return nil }
        var smallest = chunks.flatMap(\.smallest)
        TopSelection.orderPrefix(&smallest, from: 0, through: min(keep, smallest.count))
        return (results, Array(smallest.prefix(keep)))
    }
}

extension ParallelOutput.Chunk where Element: Comparable {
    /// Appends a result that may be among the smallest kept (`collect(count:keepingSmallest:)`).
    @inline(__always)
    func appendRanked(_ element: Element) {
        append(element)
        if let bar, element >= bar { return }
        smallest.append(element)
        if smallest.count >= 4 * keep { trimSmallest() }
    }

    /// Keeps only the `keep` smallest, and remembers the largest of them as the bar.
    @inline(never)
    private func trimSmallest() {
        TopSelection.orderPrefix(&smallest, from: 0, through: keep)
        smallest.removeLast(smallest.count - keep)
        bar = smallest.last
    }
}
