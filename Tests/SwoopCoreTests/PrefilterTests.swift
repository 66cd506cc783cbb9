import Testing
@testable import SwoopSearch
@testable import SwoopText

/// The scan for a query's first character, sixty-four and sixteen bytes at a time, against
/// a character-by-character reference.
@Suite struct PrefilterTests {
    /// Where the reference finds `character`: just past the first character from `start` that
    /// folds to it, decoding one character after another as the matcher does.
    static func reference(_ character: UInt32, variant: FoldVariant, in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var index = start
            while index < bytes.count {
                let (scalar, length) = UTF8Decoding.scalar(at: index, in: base, count: bytes.count)
                index += length
                if variant.fold(scalar) == character { return index }
            }
            return nil
        }
    }

    @Test(arguments: [false, true])
    func theFirstOccurrenceIsFoundWhereverItLiesAndWhateverSurroundsIt(caseSensitive: Bool) {
        var random = SplitMix(state: 11)
        let pieces = ["a", "b", "E", "e", "/", " ", "é", "É", "東", "x", "0", "\t", "ee", "д", "\u{212A}", "—", "ẽ", "k"]
        let variant = FoldVariant(caseSensitive: caseSensitive, keepsDiacritics: false)
        let tables = MatchTables()
        var found = 0
        for _ in 0..<4000 {
            // Mostly long runs without the character, so it lies past 16 and 64 bytes, or in the last few.
            let filler = ["a", "b", "x", "/", " ", "東", "д"].randomElement(using: &random) ?? "a"
            var parts = (0..<Int.random(in: 0...200, using: &random)).map { _ in Int.random(in: 0..<8, using: &random) == 0 ? pieces.randomElement(using: &random) ?? "a" : filler }
            if Int.random(in: 0..<4, using: &random) == 0 { parts.append("e") }
            var bytes = Array(parts.joined().utf8)
            var boundaries = [0] + parts.indices.map { parts[...$0].joined().utf8.count }
            if Int.random(in: 0..<4, using: &random) == 0 {
                // A broken sequence (a lead byte cut short, a stray continuation byte) before an "e".
                let broken: [UInt8] = [[0xE3, 0x65], [0xC3, 0x65], [0xE2, 0x84, 0x65], [0xA9, 0x65]].randomElement(using: &random) ?? [0xE3]
                bytes += broken
                boundaries.append(bytes.count)
            }
            let start = boundaries.randomElement(using: &random) ?? 0
            // A query's characters are folded already: no upper case unless the search is case-sensitive.
            for character in [UInt32(0x65), 0x45, 0x2F, 0x6771, 0xE9, 0x6B, 0x434] where variant.fold(character) == character {
                let wanted = Self.reference(character, variant: variant, in: bytes, from: start)
                let got = bytes.withUnsafeBufferPointer { buffer in
                    buffer.baseAddress.flatMap { Prefilter.find(character, variant: variant, in: $0, from: start, count: bytes.count, tables: tables) }
                }
                #expect(got == wanted, "\(character) in \(String(decoding: bytes, as: UTF8.self)) from \(start)")
                if wanted != nil { found += 1 }
            }
        }
        #expect(found > 4000)
    }
}
