/// Working memory for matching one item at a time; one per thread, reused across items.
final class MatchScratch: @unchecked Sendable {
    private(set) var capacity = 0
    private var rowCapacity = 0
    /// Decoded scalars of a non-ASCII item.
    private(set) var scalars: UnsafeMutablePointer<UInt32>
    /// The scalars folded four ways, indexed by `FoldVariant.rawValue`.
    private(set) var folded: [UnsafeMutablePointer<UInt32>]
    /// Byte offset of each scalar.
    private(set) var offsets: UnsafeMutablePointer<Int32>
    private(set) var classes: UnsafeMutablePointer<UInt8>
    private(set) var bonuses: UnsafeMutablePointer<Int32>
    /// Dynamic-programming rows: best scores and run-start bonuses, previous and current.
    private(set) var scoreRows: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>)
    private(set) var runRows: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>)
    /// First possible position of each query character.
    private(set) var firstPositions: UnsafeMutablePointer<Int>
    private var firstPositionsCapacity = 0
    /// Back-pointers for recovering positions: `queryLength × width` entries.
    private(set) var trace: UnsafeMutablePointer<Int32>
    private var traceCapacity = 0

    init() {
        scalars = .allocate(capacity: 1)
        folded = (0..<4).map { _ in .allocate(capacity: 1) }
        offsets = .allocate(capacity: 1)
        classes = .allocate(capacity: 1)
        bonuses = .allocate(capacity: 1)
        scoreRows = (.allocate(capacity: 1), .allocate(capacity: 1))
        runRows = (.allocate(capacity: 1), .allocate(capacity: 1))
        firstPositions = .allocate(capacity: 1)
        trace = .allocate(capacity: 1)
    }

    deinit {
        releaseDecoding()
        releaseRows()
        firstPositions.deallocate()
        trace.deallocate()
    }

    /// Makes the decoding buffers hold at least `count` characters (moving them: decode again after).
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        releaseDecoding()
        let size = max(count, capacity * 2, 256)
        scalars = .allocate(capacity: size)
        folded = (0..<4).map { _ in .allocate(capacity: size) }
        offsets = .allocate(capacity: size)
        classes = .allocate(capacity: size)
        bonuses = .allocate(capacity: size)
        capacity = size
    }

    /// Makes the dynamic-programming rows hold at least `count` entries.
    func reserveRows(_ count: Int) {
        guard count > rowCapacity else { return }
        releaseRows()
        let size = max(count, rowCapacity * 2, 256)
        scoreRows = (.allocate(capacity: size), .allocate(capacity: size))
        runRows = (.allocate(capacity: size), .allocate(capacity: size))
        rowCapacity = size
    }

    /// Makes `firstPositions` hold at least `count` entries.
    func reserveQuery(_ count: Int) {
        guard count > firstPositionsCapacity else { return }
        firstPositions.deallocate()
        firstPositions = .allocate(capacity: count)
        firstPositionsCapacity = count
    }

    /// Makes `trace` hold at least `count` entries.
    func reserveTrace(_ count: Int) {
        guard count > traceCapacity else { return }
        trace.deallocate()
        trace = .allocate(capacity: count)
        traceCapacity = count
    }

    private func releaseDecoding() {
        scalars.deallocate()
        folded.forEach { $0.deallocate() }
        offsets.deallocate()
        classes.deallocate()
        bonuses.deallocate()
    }

    private func releaseRows() {
        scoreRows.0.deallocate()
        scoreRows.1.deallocate()
        runRows.0.deallocate()
        runRows.1.deallocate()
    }

    /// Decodes `bytes` (UTF-8; invalid bytes become U+FFFD) and folds them as `variants` asks;
    /// returns the number of characters.
    func decode(_ bytes: UnsafeBufferPointer<UInt8>, variants: UInt8) -> Int {
        reserve(bytes.count + 1)
        var count = 0
        var index = 0
        let base = bytes.baseAddress.map { UnsafePointer($0) }
        guard let base else { return 0 }
        var previousClass = CharacterClass.white
        while index < bytes.count {
            let (scalar, length) = UTF8Decoding.scalar(at: index, in: base, count: bytes.count)
            let characterClass = scalar < 0x80
                ? MatchScoring.asciiClasses[Int(scalar)]
                : UnicodeFolding.characterClass(scalar)
            scalars[count] = scalar
            offsets[count] = Int32(truncatingIfNeeded: index)
            classes[count] = characterClass.rawValue
            bonuses[count] = MatchScoring.bonus(previous: previousClass, current: characterClass)
            previousClass = characterClass
            index += length
            count += 1
        }
        for variant in 0..<UInt8(4) where variants & (1 << variant) != 0 {
            let fold = FoldVariant(rawValue: variant)
            let target = folded[Int(variant)]
            for position in 0..<count { target[position] = fold.fold(scalars[position]) }
        }
        return count
    }
}

/// A small UTF-8 decoder that never fails: each invalid byte stands for U+FFFD.
enum UTF8Decoding {
    /// The scalar starting at `index` and its length in bytes.
    @inline(__always)
    static func scalar(at index: Int, in bytes: UnsafePointer<UInt8>, count: Int) -> (UInt32, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length: Int
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80
        case 0xE0...0xEF: length = 3; minimum = 0x800
        case 0xF0...0xF4: length = 4; minimum = 0x10000
        default: return (0xFFFD, 1)
        }
        guard index + length <= count else { return (0xFFFD, 1) }
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return (0xFFFD, 1) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return (0xFFFD, 1) }
        return (value, length)
    }
}
