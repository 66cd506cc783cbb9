/// Working memory for matching one item at a time; one per thread, reused across items.
import SwoopText
package final class MatchScratch: @unchecked Sendable {
    private(set) var capacity = 0
    private var rowCapacity = 0
    /// Decoded scalars of a non-ASCII item.
    private(set) var scalars: UnsafeMutablePointer<UInt32>
    /// The scalars folded each way (`FoldVariant.count`), indexed by `FoldVariant.rawValue`.
    private(set) var folded: [UnsafeMutablePointer<UInt32>]
    /// Byte offset of each scalar.
    private(set) var offsets: UnsafeMutablePointer<Int32>
    private(set) var classes: UnsafeMutablePointer<UInt8>
    private(set) var bonuses: UnsafeMutablePointer<Int32>
    /// A non-ASCII item as one byte a character (`projectASCII`).
    package private(set) var projected: UnsafeMutablePointer<UInt8>
    private var projectedCapacity = 0
    /// Dynamic-programming cells, one per occurrence: position, best score, run-start bonus, predecessor.
    private(set) var occurrenceRows: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>)
    /// Where each query character's cells start.
    private var rowStartBuffer: UnsafeMutablePointer<Int>
    private var rowStartCapacity = 0
    /// First possible position of each query character.
    private(set) var firstPositions: UnsafeMutablePointer<Int>
    private var firstPositionsCapacity = 0
    /// Dynamic-programming cells filled so far, over every item: the fuzzy matcher's work, for tests.
    var cellsFilled = 0
    /// Where the last term scored matched, when the caller asks (`ItemMatcher` with tiebreaks that need it).
    let span: UnsafeMutablePointer<MatchSpan>
    /// The last item matched: its length in characters, white space at either end not counted.
    package var length = 0
    /// The last item matched: where its groups matched, when the tiebreaks need it.
    package var bounds = MatchBounds()
    /// The last item matched: whether a term matched only with its relaxed variants (`QueryTerm.relaxedVariants`).
    var matchedRelaxed = false
    /// The masks of the typo term searched last (`TypoAlgorithm`).
    var typoPattern: TypoPattern?

    package init() {
        scalars = .allocate(capacity: 1)
        folded = (0..<FoldVariant.count).map { _ in .allocate(capacity: 1) }
        offsets = .allocate(capacity: 1)
        classes = .allocate(capacity: 1)
        bonuses = .allocate(capacity: 1)
        projected = .allocate(capacity: 8)
        occurrenceRows = (.allocate(capacity: 1), .allocate(capacity: 1), .allocate(capacity: 1), .allocate(capacity: 1))
        rowStartBuffer = .allocate(capacity: 1)
        firstPositions = .allocate(capacity: 1)
        span = .allocate(capacity: 1)
        span.initialize(to: MatchSpan())
    }

    deinit {
        releaseDecoding()
        releaseRows()
        firstPositions.deallocate()
        rowStartBuffer.deallocate()
        projected.deallocate()
        span.deallocate()
    }

    /// Makes `projected` hold a projection of `count` bytes (and a word past it, for whole-word stores).
    func reserveProjection(_ count: Int) {
        guard count + 8 > projectedCapacity else { return }
        projected.deallocate()
        projectedCapacity = max(count + 8, projectedCapacity * 2, 256)
        projected = .allocate(capacity: projectedCapacity)
    }

    /// Makes the decoding buffers hold at least `count` characters (moving them: decode again after).
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        releaseDecoding()
        let size = max(count, capacity * 2, 256)
        scalars = .allocate(capacity: size)
        folded = (0..<FoldVariant.count).map { _ in .allocate(capacity: size) }
        offsets = .allocate(capacity: size)
        classes = .allocate(capacity: size)
        bonuses = .allocate(capacity: size)
        capacity = size
    }

    /// Makes the dynamic-programming cells hold at least `count` entries.
    func reserveRows(_ count: Int) {
        guard count > rowCapacity else { return }
        releaseRows()
        let size = max(count, rowCapacity * 2, 256)
        occurrenceRows = (.allocate(capacity: size), .allocate(capacity: size), .allocate(capacity: size), .allocate(capacity: size))
        rowCapacity = size
    }

    /// A buffer of at least `count` row starts.
    func rowStarts(_ count: Int) -> UnsafeMutablePointer<Int> {
        if count > rowStartCapacity {
            rowStartBuffer.deallocate()
            rowStartBuffer = .allocate(capacity: count)
            rowStartCapacity = count
        }
        return rowStartBuffer
    }

    /// Makes `firstPositions` hold at least `count` entries.
    func reserveQuery(_ count: Int) {
        guard count > firstPositionsCapacity else { return }
        firstPositions.deallocate()
        firstPositions = .allocate(capacity: count)
        firstPositionsCapacity = count
    }

    private func releaseDecoding() {
        scalars.deallocate()
        folded.forEach { $0.deallocate() }
        offsets.deallocate()
        classes.deallocate()
        bonuses.deallocate()
    }

    private func releaseRows() {
        occurrenceRows.0.deallocate()
        occurrenceRows.1.deallocate()
        occurrenceRows.2.deallocate()
        occurrenceRows.3.deallocate()
    }

    /// Decodes `bytes` (UTF-8; invalid bytes become U+FFFD) and folds them as `variants` asks
    /// (one bit per `FoldVariant`); returns the number of characters.
    func decode(_ bytes: UnsafeBufferPointer<UInt8>, variants: UInt8, tables: MatchTables) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        reserve(bytes.count + 1)
        let (scalars, offsets, classes, bonuses) = (self.scalars, self.offsets, self.classes, self.bonuses)
        var count = 0
        var index = 0
        var previousRow = tables.initialRow
        while index < bytes.count {
            let byte = base[index]
            let scalar: UInt32
            let characterClass: Int
            let length: Int
            if byte < 0x80 {
                scalar = UInt32(byte)
                characterClass = Int(tables.classes[Int(byte)])
                length = 1
            } else {
                (scalar, length) = UTF8Decoding.scalar(at: index, in: base, count: bytes.count)
                characterClass = Int(UnicodeFolding.characterClass(scalar).rawValue)
            }
            scalars[count] = scalar
            offsets[count] = Int32(truncatingIfNeeded: index)
            classes[count] = UInt8(truncatingIfNeeded: characterClass)
            bonuses[count] = tables.bonuses[previousRow &+ characterClass]
            previousRow = characterClass &* 8
            index &+= length
            count &+= 1
        }
        for variant in 0..<FoldVariant.count where variants & (1 << variant) != 0 {
            let fold = FoldVariant(rawValue: variant)
            let target = folded[Int(variant)]
            for position in 0..<count {
                let scalar = scalars[position]
                if scalar < 0x80 {
                    target[position] = fold.isCaseSensitive ? scalar : UInt32(tables.lowercase[Int(scalar)])
                } else {
                    target[position] = fold.fold(scalar)
                }
            }
        }
        return count
    }
}
