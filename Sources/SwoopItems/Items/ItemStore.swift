import CLibc
import Dispatch
import Glibc
import SwoopSystem
import Synchronization

/// All input lines in one contiguous byte buffer, addressed by index.
///
/// The input's bytes are kept as they came, separators included; item `i`
/// is `bytes[start(i) ..< start(i + 1) - 1]`, so every line keeps its
/// exact bytes (invalid UTF-8, `\r`, NUL in newline mode…) and the pick
/// printed on stdout is the input line byte for byte. Input is read into a
/// reserved buffer that never moves, so readers may hold pointers while
/// items are appended.
///
/// One thread writes (reads input, appends); any thread may read the items
/// below `count`, which is published only after their bytes and starts are in
/// place.
public final class ItemStore: @unchecked Sendable {
    /// The input's bytes.
    private let input: InputBytes
    /// The input's first byte.
    private let bytes: UnsafePointer<UInt8>
    /// Where line `i` begins; line `count`'s start is one past the last one's separator.
    private let lineIndex: LineIndex
    /// Bytes indexed, complete items and a partial last line (the writer's).
    private var byteCount = 0
    /// Number of complete items, as the writer knows it.
    private var indexed = 0
    /// Number of complete items, as readers see it.
    private let published = Atomic<Int>(0)

    /// How many of the first lines are a header (`--header-lines`), not items.
    package let headerCount: Int

    /// Number of complete items (header lines not counted).
    public var count: Int { max(0, published.load(ordering: .acquiring) - headerCount) }

    /// An empty store, reserving address space for very large inputs.
    package convenience init(headerCount: Int = 0) {
        self.init(input: InputBytes(), separator: UInt8(ascii: "\n"), headerCount: headerCount)
    }

    /// A store over `input`, its lines indexed (in parallel for large inputs); the first
    /// `headerCount` lines are a header.
    package init(input: InputBytes, separator: UInt8, headerCount: Int = 0) {
        self.input = input
        self.headerCount = max(0, headerCount)
        bytes = input.base
        lineIndex = LineIndex(maximumCount: 1 << 34)
        lineIndex.record(0, start: 0)
        // A last line without a separator is an item all the same: give it one.
        if input.count > 0, input.base[input.count - 1] != separator { input.append(CollectionOfOne(separator)) }
        let length = input.count
        byteCount = length
        indexInParallel(length: length, separator: separator)
        publish()
    }

    /// A store holding `lines` in order.
    public convenience init<Lines: Sequence>(lines: Lines) where Lines.Element: StringProtocol {
        self.init()
        for line in lines { append(Array(line.utf8)) }
    }

    /// How many header lines have been read (at most `headerCount`, which may ask for more
    /// lines than the input has): loops over the header go this far, never to `headerCount`.
    package var readHeaderCount: Int { min(headerCount, published.load(ordering: .acquiring)) }

    /// Header line `index` (below `headerCount`), once it has been read.
    package func headerLine(_ index: Int) -> UnsafeBufferPointer<UInt8>? {
        guard index < readHeaderCount else { return nil }
        return line(index)
    }

    /// Where the published lines end in the input, separators included.
    package var totalBytes: Int {
        lineIndex[published.load(ordering: .acquiring)]
    }

    /// Appends one item (its bytes should not contain the separator); false when the store is full.
    @discardableResult
    package func append(_ item: some Collection<UInt8>) -> Bool {
        guard byteCount == lineIndex[indexed], input.append(item), input.append(CollectionOfOne(UInt8(ascii: "\n"))) else { return false }
        byteCount = input.count
        commit(itemEndingAt: byteCount)
        publish()
        return true
    }

    /// Lines published, header lines included.
    var lineCount: Int { published.load(ordering: .acquiring) }

    /// Appends `derive(line, index)` for each line of `source` this store does not have yet, header
    /// lines included, in order: a store derived from another catches up with it (the writer's
    /// only). Each line costs its own length; the count is published line by line.
    func appendLines(derivedFrom source: ItemStore, _ derive: (UnsafeBufferPointer<UInt8>, Int) -> [UInt8]) {
        let target = source.lineCount
        while indexed < target {
            // A full store stops here and tries the same line again next time: indices stay aligned.
            guard append(derive(source.line(indexed), indexed)) else { return }
        }
    }

    /// Item `index`'s bytes; valid as long as the store is alive.
    public subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        line(index + headerCount)
    }

    /// Line `index` of the input, header lines included.
    func line(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let starts = lineIndex.starts(from: index)
        let start = starts[0]
        return UnsafeBufferPointer(start: bytes + start, count: starts[1] - 1 - start)
    }

    /// Item `index` decoded for display; invalid UTF-8 becomes U+FFFD.
    public func text(at index: Int) -> String {
        String(decoding: self[index], as: UTF8.self)
    }

    /// Item `index`'s bytes, copied.
    public func bytes(at index: Int) -> [UInt8] {
        Array(self[index])
    }

    /// Raw pointers for hot loops: item `i` is `starts[i] ..< starts[i + 1] - 1` in `bytes`.
    package var layout: (bytes: UnsafePointer<UInt8>, starts: LineStarts) {
        (bytes, lineIndex.starts(from: headerCount))
    }

    // MARK: Filling from a descriptor

    /// A place to read up to `maximum` bytes into, or nil when the store is full.
    func readBuffer(maximum: Int) -> UnsafeMutableRawBufferPointer? {
        // Every byte read may end a line: room in the index, and the two together within the limit.
        guard indexed + maximum + 2 < lineIndex.capacity,
              input.count + MemoryLayout<UInt32>.stride * indexed < InputBytes.memoryLimit else { return nil }
        return input.readBuffer(maximum: maximum)
    }

    /// Takes `length` bytes just read into `readBuffer` and indexes the items they complete.
    func commitRead(length: Int, separator: UInt8) {
        input.commitRead(length: length)
        let start = byteCount
        byteCount = input.count
        indexItems(from: start, to: byteCount, separator: separator)
        publish()
    }

    /// Bytes read into the store so far (the writer's view).
    var bytesRead: Int { byteCount }

    /// Ends the input: a last line without a separator becomes an item.
    func finishReading(separator: UInt8) {
        guard byteCount > lineIndex[indexed], input.append(CollectionOfOne(separator)) else { return }
        byteCount = input.count
        commit(itemEndingAt: byteCount)
        publish()
    }

    /// Records an item for every separator in the first `length` bytes, the work split across cores.
    private func indexInParallel(length: Int, separator: UInt8) {
        let bounds = input.segmentBounds(length: length, separator: separator, segments: length < 1 << 20 ? 1 : 8)
        let segmentCount = bounds.count - 1
        // Each segment writes its line ends into its own stretch of `ends` (a segment of n bytes
        // has at most n lines, and `ends` has room for one entry per byte). Untouched room costs
        // nothing: it is reserved, not committed.
        let ends = ReservedBuffer<Int>(maximumCount: length + 1)
        let counts = LineCounts(segmentCount)
        let segmentBounds = bounds
        guard indexed + length + 2 < lineIndex.capacity, length < ends.capacity else { return }
        DispatchQueue.concurrentPerform(iterations: segmentCount) { segment in
            let stretch = ends.base + segmentBounds[segment]
            counts.values[segment] = swoop_separator_ends(
                self.bytes, segmentBounds[segment], segmentBounds[segment + 1], separator, stretch)
        }
        // Segment k's lines follow the earlier segments' (`firstLines[k]`, counted from the first new line).
        let firstLines = (0..<segmentCount).reduce(into: [0]) { $0.append($0[$1] + counts.values[$1]) }
        let lineCount = firstLines[segmentCount]
        // Then the ends go into the index on every core, each taking whole blocks of it, read from
        // the segments' stretches where they are (moving them together first cost a sequential
        // copy and as many fresh pages again).
        let first = indexed + 1
        let stretchLines = 1 << 16
        let lineIndex = lineIndex
        DispatchQueue.concurrentPerform(iterations: (first + lineCount + stretchLines - 1) / stretchLines) { stretch in
            let lower = max(0, stretch * stretchLines - first)
            let upper = min(lineCount, (stretch + 1) * stretchLines - first)
            guard upper > lower else { return }
            var segment = firstLines.lowerBound(of: lower + 1) - 1
            var line = lower
            while line < upper {
                let segmentEnd = min(upper, firstLines[segment + 1])
                let offset = line - firstLines[segment]
                let source = segmentBounds[segment] + offset
                lineIndex.record(UnsafeBufferPointer(start: ends.base + source, count: segmentEnd - line), from: first + line)
                // Recorded: the ends' pages go back at once, so the two are never held whole together.
                ends.release(source..<source + segmentEnd - line)
                line = segmentEnd
                segment += 1
            }
        }
        indexed += lineCount
    }

    /// Records an item for every separator in `bytes[from..<to]` (as many as the index has room for).
    private func indexItems(from: Int, to end: Int, separator: UInt8) {
        let end = min(end, from + lineIndex.capacity - indexed - 2)
        guard end > from else { return }
        // A stretch of n bytes has at most n separators: their ends are read a stretch at a time.
        let stretch = min(end - from, 1 << 16)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: stretch) { ends in
            guard let found = ends.baseAddress else { return }
            var from = from
            while from < end {
                let to = min(end, from + stretch)
                let count = swoop_separator_ends(bytes, from, to, separator, found)
                lineIndex.record(UnsafeBufferPointer(start: found, count: count), from: indexed + 1)
                indexed += count
                from = to
            }
        }
    }

    /// Makes the items indexed so far visible to readers.
    private func publish() {
        published.store(indexed, ordering: .releasing)
    }

    @inline(__always)
    private func commit(itemEndingAt end: Int) {
        guard indexed + 1 < lineIndex.capacity else { return }
        lineIndex.record(indexed + 1, start: end)
        indexed += 1
    }
}

/// Lines counted per segment by the indexing workers, each writing its own slot.
private final class LineCounts: @unchecked Sendable {
    let values: UnsafeMutableBufferPointer<Int>

    init(_ segments: Int) {
        values = .allocate(capacity: segments)
        values.initialize(repeating: 0)
    }

    deinit {
        values.deallocate()
    }
}
