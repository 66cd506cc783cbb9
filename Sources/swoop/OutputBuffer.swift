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
        if used == capacity { flush() }
        block[used] = terminator
        used += 1
    }

    /// Queues raw bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var source = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            if used == capacity { flush() }
            let count = min(remaining, capacity - used)
            (block + used).update(from: source, count: count)
            used += count
            source += count
            remaining -= count
        }
    }

    /// Writes everything queued. A reader that went away (EPIPE) ends swoop quietly, as
    /// SIGPIPE ends fzf; any other failure (a full disk, a closed stdout) ends it with one
    /// line on stderr and the error status.
    mutating func flush() {
        defer { used = 0 }
        if used > 0, StandardStreams.stdoutWasClosed { fail("cannot write to stdout: \(Descriptor.Failure(code: EBADF))") }
        guard let failure = Descriptor.write(STDOUT_FILENO, UnsafeRawBufferPointer(start: block, count: used)) else { return }
        if failure.code == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        fail("cannot write to stdout: \(failure)")
    }
}
