import CLibc
import Dispatch
import Glibc
import Synchronization

/// `--filter` straight over the input's bytes while they are read: no line index.
///
/// Like grep, each worker scans a batch of the input for the query's
/// rarest character and looks only at the lines holding it: finds the line
/// around the hit, tests and scores it with the same `ItemMatcher` and the
/// same `RankKey` as the picker, and skips to the next line. A line's byte
/// offset stands for its input position in the key (the two orders are the
/// same), so the output is exactly the picker's ranking.
public enum RawFilter {
    /// Inputs from this size on go through the indexed engine: offsets no longer fit a key.
    static let maximumLength = RankKey.itemMask / 2

    /// Reads `descriptor` to its end while matching what has arrived, a batch of lines at a time
    /// on other cores; the input and the ranked offsets of its matching lines, or nil when the
    /// input grew too large for offsets in keys (the input is then read to its end all the same).
    public static func readingAndRanking(
        _ query: Query, from descriptor: Int32, name: String, separator: UInt8, options: MatchOptions
    ) throws(ItemSource.ReadError) -> (input: InputBytes, offsets: [Int]?) {
        let layout = RankLayout(query.ranking(options))
        if layout.isWide {
            return try readingAndRanking(query, from: descriptor, name: name, separator: separator, layout: layout, as: UInt128.self)
        }
        return try readingAndRanking(query, from: descriptor, name: name, separator: separator, layout: layout, as: UInt64.self)
    }

    /// `readingAndRanking` with keys of one width.
    private static func readingAndRanking<Word: RankKeyWord>(
        _ query: Query, from descriptor: Int32, name: String, separator: UInt8, layout: RankLayout, as width: Word.Type
    ) throws(ItemSource.ReadError) -> (input: InputBytes, offsets: [Int]?) {
        let input = InputBytes()
        let workers = DispatchGroup()
        let queue = DispatchQueue(label: "swoop.filter", attributes: .concurrent)
        let outputs = RawFilterBatches<Word>()
        var matcher: ItemMatcher?
        var handed = 0
        /// Hands the complete lines read since the last batch to a worker.
        func handOver(upTo end: Int) {
            guard end > handed, end < maximumLength else { return }
            let itemMatcher = matcher ?? Matcher(query: query).itemMatcher(frequencies: ByteFrequencies(bytes: input.base, length: end))
            matcher = itemMatcher
            let range = handed..<end
            handed = end
            queue.async(group: workers) {
                let keys: [Word] = keys(of: range, in: input, matching: itemMatcher, separator: separator, layout: layout)
                outputs.add(keys)
            }
        }
        while true {
            guard let buffer = input.readBuffer(maximum: 1 << 20) else { throw InputBytes.tooLarge(name) }
            let received: Int
            switch Descriptor.read(descriptor, into: buffer) {
            case .success(let count): received = count
            case .failure(let failure): throw ItemSource.ReadError(description: "cannot read \(name): \(failure)")
            }
            if received == 0 { break }
            let fresh = input.count
            input.commitRead(length: received)
            // A batch ends after the last separator of the bytes just read (only they are
            // searched for it, so a line longer than any batch costs no more than its length).
            if input.count - handed >= 1 << 20,
               let last = memrchr(input.base + fresh, Int32(separator), received) {
                handOver(upTo: UnsafeRawPointer(input.base).distance(to: UnsafeRawPointer(last)) + 1)
            }
        }
        input.endReading(descriptor, separator: separator)
        handOver(upTo: input.count)
        workers.wait()
        guard input.count < maximumLength else { return (input, nil) }
        return (input, ranked(outputs.all()))
    }

    /// The keys of the lines in `range` (which starts a line and ends after a separator or at the end).
    private static func keys<Word: RankKeyWord>(
        of range: Range<Int>, in input: InputBytes, matching itemMatcher: ItemMatcher, separator: UInt8, layout: RankLayout
    ) -> [Word] {
        let base = input.base
        let scratch = MatchScratch()
        let tables = MatchTables()
        var characters: [UInt32] = []
        var keys: [Word] = []
        var lineStart = range.lowerBound
        let end = range.upperBound
        while lineStart < end {
            if let leading = itemMatcher.leadingCharacter {
                // Jump to the next line holding the leading character.
                guard let after = Prefilter.find(leading.character, variant: leading.variant, in: base, from: lineStart, count: end, tables: tables) else {
                    break
                }
                let hit = after - 1
                if hit > lineStart, let previous = memrchr(base + lineStart, Int32(separator), hit - lineStart) {
                    lineStart = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(previous)) + 1
                }
            }
            let lineEnd = memchr(base + lineStart, Int32(separator), end - lineStart)
                .map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) } ?? end
            let text = UnsafeBufferPointer(start: base + lineStart, count: lineEnd - lineStart)
            if let match = itemMatcher.match(text, scratch: scratch) {
                var values = TiebreakValues()
                if layout.isLengthOnly {
                    values.first = UInt16(clamping: scratch.length)
                } else {
                    values = layout.values(line: text, matched: text, bounds: scratch.bounds, characters: &characters)
                }
                keys.append(RankKey.make(item: lineStart, tier: match.tier, score: match.score, values: values, layout: layout))
            }
            lineStart = lineEnd + 1
        }
        return keys
    }

    /// Line offsets in ranked order.
    private static func ranked<Word: RankKeyWord>(_ keys: [Word]) -> [Int] {
        var keys = keys
        RadixSort.sort(&keys)
        return keys.map { RankKey.item($0) }
    }

    /// The bytes of the line starting at `offset`.
    public static func line(at offset: Int, in input: InputBytes, separator: UInt8) -> UnsafeBufferPointer<UInt8> {
        let start = input.base + offset
        let end = memchr(start, Int32(separator), input.count - offset)
            .map { UnsafeRawPointer(start).distance(to: UnsafeRawPointer($0)) } ?? input.count - offset
        return UnsafeBufferPointer(start: start, count: end)
    }
}

/// The keys of every batch matched while reading.
private final class RawFilterBatches<Word: RankKeyWord>: Sendable {
    private let batches = Mutex<[[Word]]>([])

    func add(_ keys: [Word]) {
        batches.withLock { $0.append(keys) }
    }

    func all() -> [Word] {
        batches.withLock { $0.flatMap { $0 } }
    }
}
