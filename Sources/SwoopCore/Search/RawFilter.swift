import CLibc
import Dispatch
import Glibc

/// `--filter` straight over the input's bytes: no line index, one parallel pass.
///
/// Like grep, each worker scans its part of the input for the query's
/// rarest character and looks only at the lines holding it: finds the line
/// around the hit, tests and scores it with the same `ItemMatcher` and the
/// same `RankKey` as the picker, and skips to the next line. A line's byte
/// offset stands for its input position in the key (the two orders are the
/// same), so the output is exactly the picker's ranking.
public enum RawFilter {
    /// Inputs from this size on go through the indexed engine: offsets no longer fit a key.
    static let maximumLength = Int(RankKey.itemMask / 2)

    /// The offsets of the lines of `input` matching `query`, ranked; nil when the input is too large.
    public static func rankedLineOffsets(
        _ query: Query, in input: InputBytes, separator: UInt8, options: MatchOptions
    ) -> [Int]? {
        let length = input.count
        guard length < maximumLength else { return nil }
        let base = input.base
        let itemMatcher = Matcher(query: query).itemMatcher(frequencies: ByteFrequencies(bytes: base, length: length))
        let bounds = input.segmentBounds(length: length, separator: separator, segments: length < 1 << 20 ? 1 : 16)
        let outputs = (0..<(bounds.count - 1)).map { _ in RawFilterOutput() }
        DispatchQueue.concurrentPerform(iterations: outputs.count) { segment in
            let base = input.base
            let scratch = MatchScratch()
            let tables = MatchTables()
            var keys: [UInt64] = []
            var lineStart = bounds[segment]
            let end = bounds[segment + 1]
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
                    keys.append(RankKey.make(item: lineStart, tier: match.tier, score: match.score, length: text.count, options: options))
                }
                lineStart = lineEnd + 1
            }
            outputs[segment].keys = keys
        }
        var keys = outputs.flatMap(\.keys)
        RadixSort.sort(&keys)
        return keys.map(RankKey.item)
    }

    /// The bytes of the line starting at `offset`.
    public static func line(at offset: Int, in input: InputBytes, separator: UInt8) -> UnsafeBufferPointer<UInt8> {
        let start = input.base + offset
        let end = memchr(start, Int32(separator), input.count - offset)
            .map { UnsafeRawPointer(start).distance(to: UnsafeRawPointer($0)) } ?? input.count - offset
        return UnsafeBufferPointer(start: start, count: end)
    }
}

/// One worker's keys.
private final class RawFilterOutput: @unchecked Sendable {
    var keys: [UInt64] = []
}
