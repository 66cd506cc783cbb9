/// A non-ASCII item seen as one byte a character, for a query of ASCII characters: what the
/// matcher scores in place of decoding it into scalars (the slow path).
///
/// ASCII bytes stay as they are. Another character becomes the ASCII letter it folds to when
/// every fold the query uses agrees with reading that letter (`Ü` is `U`: `u` matches it as
/// when decoded), else a placeholder byte `0x80 | class`, which no ASCII character equals and
/// whose `CharacterClass` the ASCII tables give (`MatchScoring.asciiClasses`), so bonuses are
/// the same. Positions are character indices, as in `DecodedText`, so gaps count the same.
/// When no byte fits a character (a fold that only lower-casing reaches, like the Kelvin sign
/// to `k`), the item is decoded after all.
import SwoopText
extension MatchScratch {
    /// The placeholder of a character of `characterClass` that matches no ASCII character.
    @inline(__always)
    static func placeholder(_ characterClass: CharacterClass) -> UInt8 { 0x80 | characterClass.rawValue }

    /// Writes `bytes` projected into `projected` and returns the number of characters, or nil
    /// when a character has no byte that the folds in `variants` (a bit per `FoldVariant`) agree on.
    package func projectASCII(_ bytes: UnsafeBufferPointer<UInt8>, variants: UInt8, tables: MatchTables) -> Int? {
        guard let base = bytes.baseAddress else { return 0 }
        reserveProjection(bytes.count)
        let output = projected
        var count = 0
        var index = 0
        while index < bytes.count {
            if bytes.count &- index >= 8 {
                let word = base.word(at: index)
                if word & ByteProbe.highBits == 0 {
                    UnsafeMutableRawPointer(output + count).storeBytes(of: word, as: UInt64.self)
                    count &+= 8
                    index &+= 8
                    continue
                }
            }
            let byte = base[index]
            if byte < 0x80 {
                output[count] = byte
                index &+= 1
            } else {
                let (scalar, length) = UTF8Decoding.scalar(at: index, in: base, count: bytes.count)
                guard let projected = Self.projection(of: scalar, variants: variants, tables: tables) else { return nil }
                output[count] = projected
                index &+= length
            }
            count &+= 1
        }
        return count
    }

    /// The byte that stands for the non-ASCII `scalar`, or nil when none does.
    @inline(never)
    private static func projection(of scalar: UInt32, variants: UInt8, tables: MatchTables) -> UInt8? {
        let characterClass = UnicodeFolding.characterClass(scalar)
        var byte = placeholder(characterClass)
        // No fold makes it ASCII: every fold agrees with a placeholder.
        guard UnicodeFolding.mayFoldToASCII(scalar) else { return byte }
        let letter = FoldVariant(caseSensitive: true, keepsDiacritics: false).fold(scalar)
        if letter < 0x80, tables.classes[Int(letter)] == characterClass.rawValue { byte = UInt8(letter) }
        for variant in 0..<FoldVariant.count where variants & (1 << variant) != 0 {
            let folded = FoldVariant(rawValue: variant).fold(scalar)
            let read = variant & 2 != 0 ? byte : tables.lowercase[Int(byte)]
            if folded < 0x80 ? UInt32(read) != folded : read < 0x80 { return nil }
        }
        return byte
    }
}
