/// A term as bit masks for the bit-parallel search: for each character an item may hold, which
/// term positions it equals. Kept in a `MatchScratch` for the items that follow.
final class TypoPattern {
    /// The term's characters and variants, which the masks are for.
    let key: (characters: UnsafePointer<UInt32>?, variants: UnsafePointer<UInt8>?)
    /// The term's length.
    let length: Int
    /// For each byte of an ASCII item, the term positions it equals once folded as the term asks.
    private let byteMasks = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
    /// The term's other characters: the character, its fold, its bit.
    private var others: [(character: UInt32, variant: UInt8, bit: UInt64)] = []
    /// How item characters are folded before looking them up in `byteMasks` (the same for every
    /// ASCII character of a term; a folded ASCII character is its own fold).
    private var asciiVariant: UInt8 = 0

    init(characters: UnsafeBufferPointer<UInt32>, variants: UnsafeBufferPointer<UInt8>) {
        key = (characters.baseAddress, variants.baseAddress)
        length = characters.count
        TypoAlgorithm.fillByteMasks(byteMasks, characters: characters, variants: [variants])
        for (index, character) in characters.enumerated() {
            if character < 0x80 {
                asciiVariant = variants[index]
            } else {
                others.append((character, variants[index], 1 << UInt64(index)))
            }
        }
    }

    deinit {
        byteMasks.deallocate()
    }

    /// Whether these masks are for `characters` folded by `variants`.
    func isFor(_ characters: UnsafeBufferPointer<UInt32>, _ variants: UnsafeBufferPointer<UInt8>) -> Bool {
        key.characters == characters.baseAddress && key.variants == variants.baseAddress && length == characters.count
    }

    /// The term positions that item character `index` equals (its ASCII ones: the fold is the same for all).
    @inline(__always)
    private func equal<Text: MatchText>(_ text: Text, _ index: Int) -> UInt64 {
        let unit = text.unit(index, asciiVariant)
        var mask = unit < 0x80 ? byteMasks[Int(unit)] : 0
        guard !others.isEmpty else { return mask }
        for other in others where text.unit(index, other.variant) == other.character { mask |= other.bit }
        return mask
    }

    /// The fewest edits with which the term ends somewhere in `text`, and the first place it ends with them.
    @inline(__always)
    func bestEnd<Text: MatchText>(in text: Text) -> (distance: Int, end: Int)? {
        if let bytes = text.asciiBytes {
            let masks = byteMasks
            return bestEnd(count: text.count) { masks[Int(bytes[$0])] }
        }
        return bestEnd(count: text.count) { equal(text, $0) }
    }

    /// `bestEnd` over `count` item characters, `mask(index)` saying which term positions character `index` equals.
    @inline(__always)
    private func bestEnd(count: Int, mask: (Int) -> UInt64) -> (distance: Int, end: Int)? {
        let high: UInt64 = 1 << UInt64(length - 1)
        var positive: UInt64 = ~0
        var negative: UInt64 = 0
        var diagonal: UInt64 = 0
        var previous: UInt64 = 0
        var score = length
        var best = length
        var bestEnd = -1
        var index = 0
        while index < count {
            let equal = mask(index)
            // Hyyrö: a swap of the term's characters i-1, i with the item's j-1, j.
            let swapped = (((~diagonal) & equal) << 1) & previous
            diagonal = (((equal & positive) &+ positive) ^ positive) | equal | negative | swapped
            let horizontalPositive = negative | ~(diagonal | positive)
            let horizontalNegative = diagonal & positive
            if horizontalPositive & high != 0 {
                score &+= 1
            } else if horizontalNegative & high != 0 {
                score &-= 1
            }
            let shiftedPositive = horizontalPositive << 1
            positive = (horizontalNegative << 1) | ~(diagonal | shiftedPositive)
            negative = shiftedPositive & diagonal
            previous = equal
            if score < best {
                best = score
                bestEnd = index
                if best == 0 { break }
            }
            index &+= 1
        }
        return bestEnd < 0 ? nil : (best, bestEnd)
    }
}
