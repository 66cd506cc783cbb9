import CLibc
import Dispatch
import Glibc
import SwoopItems
import SwoopSearch
import SwoopSystem

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

    /// How many lines one worker gathers into one piece of output.
    static let stretch = 8192

    /// Queues the lines of `items` of `store`, in order, each followed by the terminator. The
    /// lines lie scattered in the input, so stretches of them are gathered on all cores at once,
    /// a few at a time, and written in order.
    mutating func append(lines items: MatchedItems, of store: ItemStore) {
        let terminator = terminator
        var start = 0
        while start < items.count {
            let wave = min(items.count - start, Self.stretch * 8)
            let pieces = GatheredPieces((wave + Self.stretch - 1) / Self.stretch)
            let first = start
            DispatchQueue.concurrentPerform(iterations: pieces.count) { piece in
                let lower = first + piece * Self.stretch
                pieces.set(piece, Self.gather(items, lower..<min(first + wave, lower + Self.stretch), of: store, terminator: terminator))
            }
            flush()
            for piece in 0..<pieces.count {
                let gathered = pieces.piece(piece)
                if gathered.baseAddress != nil {
                    write(UnsafeRawBufferPointer(gathered))
                } else {
                    // Too long to copy whole: through the block, a line at a time.
                    let lower = first + piece * Self.stretch
                    for position in lower..<min(first + wave, lower + Self.stretch) { append(item: store[items[position]]) }
                    flush()
                }
            }
            start += wave
        }
    }

    /// The most bytes one piece holds: longer lines are not copied twice at once.
    static let pieceLimit = 4 << 20

    /// The lines of `items[range]`, each followed by `terminator`, in one new buffer; no buffer
    /// (no address) when they hold more than `pieceLimit` bytes.
    private static func gather(_ items: MatchedItems, _ range: Range<Int>, of store: ItemStore, terminator: UInt8) -> UnsafeMutableBufferPointer<UInt8> {
        var size = 0
        for position in range { size += store[items[position]].count + 1 }
        guard size <= pieceLimit else { return UnsafeMutableBufferPointer(start: nil, count: 0) }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
        guard var at = buffer.baseAddress else { return buffer }
        for position in range {
            // The line a few on, fetched while this one is copied.
            if position + 8 < range.upperBound, let ahead = store[items[position + 8]].baseAddress { swoop_prefetch(ahead) }
            let line = store[items[position]]
            if let base = line.baseAddress { at.update(from: base, count: line.count) }
            at += line.count
            at.pointee = terminator
            at += 1
        }
        return buffer
    }

    /// Writes everything queued. A reader that went away (EPIPE) ends swoop quietly, as
    /// SIGPIPE ends fzf; any other failure (a full disk, a closed stdout) ends it with one
    /// line on stderr and the error status.
    mutating func flush() {
        defer { used = 0 }
        write(UnsafeRawBufferPointer(start: block, count: used))
    }

    /// Writes `bytes` to stdout now (see `flush` for failures).
    private func write(_ bytes: UnsafeRawBufferPointer) {
        if !bytes.isEmpty, StandardStreams.stdoutWasClosed { fail("cannot write to stdout: \(Descriptor.Failure(code: EBADF))") }
        guard let failure = Descriptor.write(STDOUT_FILENO, bytes) else { return }
        if failure.code == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        fail("cannot write to stdout: \(failure)")
    }
}

/// The pieces of output the workers gather, each its own slot; freed with the whole.
private final class GatheredPieces: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<UnsafeMutableBufferPointer<UInt8>>
    var count: Int { slots.count }

    init(_ count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: UnsafeMutableBufferPointer(start: nil, count: 0))
    }

    deinit {
        slots.forEach { $0.deallocate() }
        slots.deallocate()
    }

    /// Stores piece `index` (one worker each, so no two write the same slot).
    func set(_ index: Int, _ piece: UnsafeMutableBufferPointer<UInt8>) {
        slots[index] = piece
    }

    /// Piece `index`.
    func piece(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(slots[index])
    }
}
