import Testing
@testable import SwoopSearch

/// Exact terms find their best occurrence in time linear in the item.
@Suite struct SubstringSearchTests {
    /// The best occurrence by brute force: every start, scored as a run; the earliest of equal scores.
    func bruteForce(_ term: [UInt8], in line: [UInt8]) -> (start: Int, score: Int32)? {
        guard term.count <= line.count else { return nil }
        return line.withUnsafeBufferPointer { bytes -> (Int, Int32)? in
            let text = ASCIIText(bytes: bytes.baseAddress ?? UnsafePointer(bitPattern: 1).unsafelyUnwrapped, count: bytes.count, tables: MatchTables())
            var best: (Int, Int32)?
            for start in 0...(line.count - term.count) where Array(line[start..<(start + term.count)]) == term {
                let score = ExactAlgorithm.runScore(text, at: start, length: term.count)
                if score > best?.1 ?? Int32.min { best = (start, score) }
            }
            return best
        }
    }

    func search(_ term: [UInt8], in line: [UInt8]) -> (start: Int, score: Int32)? {
        let characters = term.map(UInt32.init)
        let variants = [UInt8](repeating: FoldVariant(caseSensitive: true, keepsDiacritics: true).rawValue, count: term.count)
        return line.withUnsafeBufferPointer { bytes in
            characters.withUnsafeBufferPointer { characters in
                variants.withUnsafeBufferPointer { variants in
                    let text = ASCIIText(bytes: bytes.baseAddress ?? UnsafePointer(bitPattern: 1).unsafelyUnwrapped, count: bytes.count, tables: MatchTables())
                    return SubstringSearch.best(text, characters: characters, variants: variants)
                }
            }
        }
    }

    @Test func findsTheBestOccurrenceLikeBruteForce() {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("ab -/A".utf8)
        for _ in 0..<2_000 {
            let line = (0..<Int.random(in: 0...60, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? 97 }
            let term = (0..<Int.random(in: 1...5, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? 97 }
            let found = search(term, in: line)
            let expected = bruteForce(term, in: line)
            #expect(found?.start == expected?.start && found?.score == expected?.score, "\(term) in \(line)")
        }
    }

    @Test func theAutomatonTakesOverOnRepetitiveTextAndStillFindsTheOccurrence() {
        // Every `a` starts a candidate that fails at the term's last character: the comparisons
        // pass the budget, and the rest is searched bit-parallel (also with more than 64 characters).
        for termLength in [40, 63, 64, 65, 130] {
            let term = [UInt8](repeating: 97, count: termLength - 1) + [98]
            for line in [[UInt8](repeating: 97, count: 3_000) + [98], [120] + [UInt8](repeating: 97, count: 3_000) + [98, 120]] {
                let found = search(term, in: line)
                #expect(found?.start == bruteForce(term, in: line)?.start, "term of \(termLength)")
            }
            #expect(search(term, in: [UInt8](repeating: 97, count: 3_000)) == nil)
        }
    }

    @Test func aLongerExactTermCostsNoMoreThanAShortOneOnARepetitiveLine() {
        // A line of 10,000 `a` after an `x` (no occurrence starts at a boundary): every position
        // starts an occurrence. Checking each costs the term's length, so a term 16 times longer
        // cost 16 times more; searched in linear time, it costs about the same. Compared as a
        // ratio of the best of three timings, so a slow machine or a sanitizer slows both alike.
        let line = Array(("x" + String(repeating: "a", count: 10_000)).utf8)
        func time(_ length: Int) -> Duration {
            let matcher = Matcher(query: Query("'" + String(repeating: "a", count: length)))
            return (0..<3).map { _ in
                ContinuousClock().measure {
                    for _ in 0..<10 { _ = line.withUnsafeBufferPointer { matcher.match($0) } }
                }
            }.min() ?? .zero
        }
        let short = time(20)
        let long = time(320)
        #expect(long < short * 6, "20 characters: \(short), 320: \(long)")
    }
}
