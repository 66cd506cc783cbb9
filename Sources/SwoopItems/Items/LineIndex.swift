/// Where each line starts in the input, in four bytes a line.
///
/// Lines come in blocks of 64: a block keeps its first line's start in full, each line its
/// distance from it. A block that spans 4 GiB or more (64 lines of 64 MiB, say) keeps the
/// lines too far for four bytes apart, so any input can be indexed. One thread writes lines
/// in order; readers read the lines published to them (`ItemStore`), from any thread.
import SwoopSystem
@usableFromInline final class LineIndex: @unchecked Sendable {
    /// A block holds `1 << blockShift` lines.
    @usableFromInline static let blockShift = 6
    /// A line's distance from its block's first line; `far` when kept in `farStarts`.
    private let offsets: ReservedBuffer<UInt32>
    /// Each block's first line's start.
    private let bases: ReservedBuffer<Int>
    /// The starts of the lines too far from their block's first line, by line.
    private let farStarts = Locked<[Int: Int]>([:])
    /// The offset that says a line is kept in `farStarts`.
    @usableFromInline static let far = UInt32.max

    /// An index with room for up to `maximumCount` lines, or fewer if the system refuses that much.
    init(maximumCount: Int) {
        offsets = ReservedBuffer(maximumCount: maximumCount)
        bases = ReservedBuffer(maximumCount: (offsets.capacity >> Self.blockShift) + 1)
    }

    /// How many lines fit.
    var capacity: Int { offsets.capacity }

    /// Records that `line` starts at `start`: lines are recorded in order, or in whole blocks
    /// from different threads.
    @inline(__always)
    func record(_ line: Int, start: Int) {
        let block = line >> Self.blockShift
        if line & ((1 << Self.blockShift) - 1) == 0 {
            bases.base[block] = start
            offsets.base[line] = 0
            return
        }
        let distance = start &- bases.base[block]
        if distance < Int(Self.far) {
            offsets.base[line] = UInt32(truncatingIfNeeded: distance)
        } else {
            farStarts.withLock { $0[line] = start }
            offsets.base[line] = Self.far
        }
    }

    /// Records `starts` for the lines from `first` on, in order.
    func record(_ starts: UnsafeBufferPointer<Int>, from first: Int) {
        for (index, start) in starts.enumerated() { record(first + index, start: start) }
    }

    /// Where `line` starts.
    subscript(line: Int) -> Int {
        starts(from: 0)[line]
    }

    /// The starts of lines `first`, `first + 1`… as a view for hot loops: `view[i]` is line `first + i`'s.
    func starts(from first: Int) -> LineStarts {
        LineStarts(offsets: offsets.base, bases: bases.base, index: self, first: first)
    }

    /// The start of a line kept in `farStarts`.
    @usableFromInline @inline(never)
    func farStart(of line: Int) -> Int {
        farStarts.withLock { $0[line] } ?? 0
    }
}

/// Line starts read straight from a `LineIndex`: `starts[i]` is where line `first + i` begins
/// (public so that its subscript inlines into the search's per-item loop in another target).
public struct LineStarts: @unchecked Sendable {
    @usableFromInline let offsets: UnsafePointer<UInt32>
    @usableFromInline let bases: UnsafePointer<Int>
    @usableFromInline unowned(unsafe) let index: LineIndex
    @usableFromInline let first: Int

    fileprivate init(offsets: UnsafeMutablePointer<UInt32>, bases: UnsafeMutablePointer<Int>, index: LineIndex, first: Int) {
        self.offsets = UnsafePointer(offsets)
        self.bases = UnsafePointer(bases)
        self.index = index
        self.first = first
    }

    /// Where line `first + position` begins.
    @inlinable @inline(__always)
    public subscript(position: Int) -> Int {
        let line = first &+ position
        let offset = offsets[line]
        if offset != LineIndex.far { return bases[line >> LineIndex.blockShift] &+ Int(offset) }
        return index.farStart(of: line)
    }
}
