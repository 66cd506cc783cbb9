import Glibc
import SwoopCore

/// Collects output in a large block and writes it to stdout when full.
///
/// (Handing `writev` pointers into the item store instead was measured
/// slower: sorted items are scattered, so the kernel copies them one small
/// piece at a time.)
struct OutputBuffer: ~Copyable {
    private let block: UnsafeMutablePointer<UInt8>
    private let capacity = 1 << 20
    private var used = 0
    /// False once a write has failed (stdout closed): later writes are dropped.
    private(set) var isHealthy = true

    init() {
        block = .allocate(capacity: capacity)
    }

    deinit {
        block.deallocate()
    }

    /// The byte written after each item: a newline, or NUL with `--print0`.
    var terminator = UInt8(ascii: "\n")

    /// Queues `item` followed by the terminator.
    mutating func append(item: UnsafeBufferPointer<UInt8>) {
        append(item)
        if used == capacity { _ = flush() }
        block[used] = terminator
        used += 1
    }

    /// Queues raw bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var source = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            if used == capacity { _ = flush() }
            let count = min(remaining, capacity - used)
            (block + used).update(from: source, count: count)
            used += count
            source += count
            remaining -= count
        }
    }

    /// Writes everything queued; false when stdout is gone.
    mutating func flush() -> Bool {
        if isHealthy, Descriptor.write(STDOUT_FILENO, UnsafeRawBufferPointer(start: block, count: used)) != nil {
            isHealthy = false
        }
        used = 0
        return isHealthy
    }
}
