import CLibc
import SwoopText

/// The cheap test run on every item before scoring it.
package enum Prefilter {
    /// Whether `bytes` pass the cheap test `term`'s kind declares (`QueryTerm.Kind.requirement`):
    /// false only when the term cannot match them.
    @inline(__always)
    static func admits(_ term: CompiledQuery.Term, in bytes: UnsafePointer<UInt8>, count: Int, tables: MatchTables) -> Bool {
        switch term.requirement {
        case .charactersInOrder: occursInOrder(term, in: bytes, count: count, tables: tables)
        case .mostCharactersInOrder: TypoAlgorithm.holdsMostCharacters(term, in: bytes, count: count)
        }
    }

    /// Whether `term`'s characters occur in order in the UTF-8 `bytes` (needed for any kind of match),
    /// folded the coarsest way the term allows (its relaxed Hangul variants, when it has them).
    ///
    /// One pass over the bytes: ASCII bytes are compared through a case
    /// table; non-ASCII characters are decoded and folded like the item's
    /// characters are. (Skipping ahead a word at a time per character was
    /// measured slower after the first: in paths the next character is usually a few bytes on.)
    @inline(__always)
    static func occursInOrder(_ term: CompiledQuery.Term, in bytes: UnsafePointer<UInt8>, count: Int, tables: MatchTables) -> Bool {
        let characters = term.characters
        let variants = term.coarsestVariants
        let m = characters.count
        guard m > 0 else { return true }
        let caseTable = term.isCaseSensitive ? tables.identity : tables.lowercase
        // The first character is searched a word at a time: most items lack a rare one.
        guard let afterFirst = find(characters[0], variant: FoldVariant(rawValue: variants[0]), in: bytes, from: 0, count: count, tables: tables) else {
            return false
        }
        if m == 1 { return true }
        var position = 1
        var wanted = characters[1]
        var index = afterFirst
        while index < count {
            let byte = bytes[index]
            let unit: UInt32
            if byte < 0x80 {
                unit = UInt32(caseTable[Int(byte)])
                index &+= 1
            } else {
                let (scalar, length) = UTF8Decoding.scalar(at: index, in: bytes, count: count)
                index &+= length
                // Most scripts have no character that folds to an ASCII one.
                if wanted < 0x80 && !UnicodeFolding.mayFoldToASCII(scalar) { continue }
                unit = FoldVariant(rawValue: variants[position]).fold(scalar)
            }
            if unit == wanted {
                position &+= 1
                if position == m { return true }
                wanted = characters[position]
            }
        }
        return false
    }

    /// The index just past the first character at or after `start` that folds to `character`.
    @inline(__always)
    package static func find(
        _ character: UInt32, variant: FoldVariant, in bytes: UnsafePointer<UInt8>, from start: Int, count: Int, tables: MatchTables
    ) -> Int? {
        // Bytes equal to `target` after OR-ing `caseBit` are candidates, as are non-ASCII bytes: for
        // an ASCII target only those that may begin a character folding to ASCII (a non-ASCII
        // target is 0x80: no ASCII byte equals it after OR-ing).
        let isLetter = character &- 0x61 < 26
        let caseBit: UInt8 = isLetter && !variant.isCaseSensitive ? 0x20 : 0
        let asciiTarget = character < 0x80
        let target: UInt8 = asciiTarget ? UInt8(truncatingIfNeeded: character) : 0x80
        var index = start
        while index < count {
            index = swoop_find_candidate(bytes, index, count, target, caseBit, asciiTarget ? 1 : 0)
            guard index < count else { return nil }
            let byte = bytes[index]
            if byte < 0x80 {
                index &+= 1
                if asciiTarget, byte | caseBit == target { return index }
            } else {
                let (scalar, length) = UTF8Decoding.scalar(at: index, in: bytes, count: count)
                index &+= length
                if variant.fold(scalar) == character { return index }
            }
        }
        return nil
    }
}
