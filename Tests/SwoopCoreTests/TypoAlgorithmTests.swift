import Testing
@testable import SwoopSearch

/// The typo term: edit rules, the bit-parallel search against a plain table, its cheap test.
@Suite struct TypoAlgorithmTests {
    /// The fewest optimal-string-alignment edits between `query` and any stretch of `item` (plain table).
    static func referenceDistance(_ query: String, _ item: String) -> Int {
        let p = Array(query.unicodeScalars)
        let t = Array(item.unicodeScalars)
        var cost = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: p.count + 1)
        for i in 0...p.count { cost[i][0] = i }
        for i in stride(from: 1, through: p.count, by: 1) {
            for j in stride(from: 1, through: t.count, by: 1) {
                var best = min(cost[i - 1][j] + 1, cost[i][j - 1] + 1, cost[i - 1][j - 1] + (p[i - 1] == t[j - 1] ? 0 : 1))
                if i > 1, j > 1, p[i - 1] == t[j - 2], p[i - 2] == t[j - 1] { best = min(best, cost[i - 2][j - 2] + 1) }
                cost[i][j] = best
            }
        }
        return cost[p.count].min() ?? p.count
    }

    /// The typo matcher's verdict for `query` on `item`.
    static func typoMatch(_ query: String, _ item: String) throws -> Matcher.Match? {
        let typos = try #require(Query(query).typoFallback)
        var bytes = Array(item.utf8)
        return bytes.withUnsafeMutableBufferPointer { Matcher(query: typos).match(UnsafeBufferPointer($0)) }
    }

    @Test func queriesBelowFourCharactersAllowNoEdit() {
        #expect(Query("abc").typoFallback == nil)
        #expect(TypoAlgorithm.allowedEdits(3) == 0)
    }

    @Test func fourToSevenCharactersAllowOneEdit() throws {
        #expect(TypoAlgorithm.allowedEdits(4) == 1 && TypoAlgorithm.allowedEdits(7) == 1)
        #expect(try Self.typoMatch("abxd", "abcd") != nil)
        #expect(try Self.typoMatch("axyd", "abcd") == nil)
    }

    @Test func eightCharactersOnAllowTwoEdits() throws {
        #expect(TypoAlgorithm.allowedEdits(8) == 2)
        #expect(try Self.typoMatch("abxdefyh", "abcdefgh") != nil)
        #expect(try Self.typoMatch("axxdefyh", "abcdefgh") == nil)
    }

    @Test func aSwapOfAdjacentCharactersIsOneEdit() throws {
        #expect(try Self.typoMatch("swtizerland", "Switzerland") != nil)
        #expect(try Self.typoMatch("blcak", "black") != nil)
        #expect(try Self.typoMatch("baclk", "black") == nil)
        #expect(try Self.typoMatch("balck", "black")?.score == -TypoAlgorithm.editPenalty)
    }

    @Test func insertionsDeletionsAndSubstitutionsEachCostOne() throws {
        #expect(try Self.typoMatch("blakc", "black")?.score == -TypoAlgorithm.editPenalty)
        #expect(try Self.typoMatch("blaack", "black")?.score == -TypoAlgorithm.editPenalty)
        #expect(try Self.typoMatch("blck", "black")?.score == -TypoAlgorithm.editPenalty)
        #expect(try Self.typoMatch("blxck", "black")?.score == -TypoAlgorithm.editPenalty)
        #expect(try Self.typoMatch("switzrlnd", "Switzerland")?.score == -2 * TypoAlgorithm.editPenalty)
    }

    @Test func theBitParallelSearchAgreesWithThePlainTable() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcab")
        for _ in 0..<3000 {
            let query = String((0..<Int.random(in: 4...10, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            let item = String((0..<Int.random(in: 0...14, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            let distance = Self.referenceDistance(query, item)
            let allowed = TypoAlgorithm.allowedEdits(query.count)
            let found = try Self.typoMatch(query, item)
            if distance <= allowed, !item.isEmpty {
                #expect(found?.score == -TypoAlgorithm.editPenalty * Int32(distance), "\(query) in \(item)")
            } else {
                #expect(found == nil, "\(query) in \(item)")
            }
        }
    }

    @Test func casesAndDiacriticsFoldAsInTheQuery() throws {
        #expect(try Self.typoMatch("zurihc", "ZÜRICH") != nil)
        #expect(try Self.typoMatch("Zurihc", "zurich") == nil)
    }

    @Test func highlightsTheAlignedCharactersThatEqualQueryCharacters() throws {
        let typos = try #require(Query("swtizerland").typoFallback)
        let positions = Array("Switzerland".utf8).withUnsafeBufferPointer { Matcher(query: typos).positions(in: $0) }
        #expect(positions == Array(0..<11))
        let black = try #require(Query("black").typoFallback)
        let substituted = Array("the blxck cat".utf8).withUnsafeBufferPointer { Matcher(query: black).positions(in: $0) }
        #expect(substituted == [4, 5, 7, 8])
    }

    @Test func theCheapTestNeverRejectsAnItemTheSearchAccepts() throws {
        var generator = SystemRandomNumberGenerator()
        let queryAlphabet = Array("abcdeéB")
        let itemAlphabet = Array("abcdeAÉéBxü ")
        var accepted = 0
        var rejected = 0
        for _ in 0..<6000 {
            let query = String((0..<Int.random(in: 4...11, using: &generator)).map { _ in queryAlphabet.randomElement(using: &generator) ?? "a" })
            let noise = { (count: Int) in (0..<count).map { _ in itemAlphabet.randomElement(using: &generator) ?? "a" } }
            // Half the items: the query with a few random edits, amid other characters.
            var middle = Array(query)
            for _ in 0..<Int.random(in: 0...3, using: &generator) where !middle.isEmpty {
                let at = Int.random(in: 0..<middle.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: middle.insert(itemAlphabet.randomElement(using: &generator) ?? "a", at: at)
                case 1: middle.remove(at: at)
                case 2: middle[at] = itemAlphabet.randomElement(using: &generator) ?? "a"
                default: if at + 1 < middle.count { middle.swapAt(at, at + 1) }
                }
            }
            let edited = Bool.random(using: &generator)
            let item = String(noise(Int.random(in: 0...4, using: &generator)) + (edited ? middle : noise(Int.random(in: 0...12, using: &generator)))
                + noise(Int.random(in: 0...4, using: &generator)))
            let typos = try #require(Query(query).typoFallback)
            let itemMatcher = Matcher(query: typos).itemMatcher()
            let (searched, admitted) = Array(item.utf8).withUnsafeBufferPointer { bytes in
                let base = bytes.baseAddress ?? ItemMatcher.emptyItem
                return (itemMatcher.score(bytes, scratch: MatchScratch()) != nil,
                        Prefilter.admits(itemMatcher.terms[0], in: base, count: bytes.count, tables: itemMatcher.tables))
            }
            if searched {
                accepted += 1
                #expect(admitted, "\(query) in \(item)")
            } else if !admitted {
                rejected += 1
            }
        }
        // Both sides were exercised: items the search accepts, and items the test spares it.
        #expect(accepted > 100 && rejected > 100)
    }
}
