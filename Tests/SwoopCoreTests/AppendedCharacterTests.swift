import Testing
@testable import SwoopSearch

@Suite struct AppendedCharacterTests {
    /// The new query's matcher, the bound it gives `line`, and the line's exact scores before and after.
    struct Case {
        /// Where the appended character lands among the bytes; nil when the line is not ASCII.
        let earliest: Int?
        /// The same, read among the bytes of any line (-1: not in order).
        let amongBytes: Int
        let rise: Int?
        let before: Int32?
        let after: Int32?
    }

    static func check(_ line: String, _ earlier: String, _ typed: String, options: MatchOptions = MatchOptions()) -> Case? {
        let old = Query(earlier, options: options)
        let new = Query(typed, options: options)
        guard let appended = new.charactersAppendedToFuzzyTerms(since: old) else { return nil }
        let ranker = MatchRanker(query: new, options: options, lines: nil, searchedFields: nil, frecency: nil)
        guard let appendedCharacter = AppendedCharacter(new, after: old, appended: appended, ranker: ranker) else { return nil }
        let oldMatcher = Matcher(query: old).itemMatcher()
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { text in
            let scratch = MatchScratch()
            let amongBytes = appendedCharacter.earliest(in: text)
            let isASCII = text.baseAddress.map { ItemMatcher.isASCII($0, count: text.count) } ?? true
            let earliest = isASCII ? amongBytes : nil
            let rise = earliest.flatMap { $0 >= 0 ? appendedCharacter.rise(in: text, from: $0) : nil }
            return Case(earliest: earliest, amongBytes: amongBytes, rise: rise, before: oldMatcher.match(text, scratch: scratch)?.score,
                        after: ranker.itemMatcher.match(text, scratch: scratch)?.score)
        }
    }

    @Test(arguments: [MatchScheme.default, .path, .history])
    func theLinesBoundIsNeverBelowTheScoresRise(scheme: MatchScheme) {
        var random = SplitMix(state: 5)
        let pieces = ["u", "s", "r", "us", "usr", "/", "b", "bin", "-", "_", " ", "U", "S", "1", "x", ".", "é", "Ub", "e"]
        let letters = ["u", "s", "r", "b", "U", "S", "1", "/", "-", "x", "e"]
        var bounded = 0
        for _ in 0..<6000 {
            var parts = (0..<Int.random(in: 1...30, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "u" }
            // Some lines with a long stretch in them, so occurrences lie far apart (past 64 bytes).
            if Int.random(in: 0..<3, using: &random) == 0 {
                parts.insert(String(repeating: " ", count: Int.random(in: 40...100, using: &random)), at: Int.random(in: 0...parts.count, using: &random))
            }
            let line = parts.joined()
            // Mostly characters of the line in order (so it matches), some at random.
            let ordered = line.filter { $0.isASCII && $0 != " " && Int.random(in: 0..<3, using: &random) == 0 }.map(String.init)
            var typed = ordered.count >= 2 && Int.random(in: 0..<4, using: &random) > 0 ? Array(ordered.prefix(5)) : []
            if typed.count < 2 { typed = (0..<Int.random(in: 2...4, using: &random)).map { _ in letters.randomElement(using: &random) ?? "u" } }
            let earlier = typed.prefix(max(1, typed.count - Int.random(in: 1...2, using: &random))).joined()
            guard let found = Self.check(line, earlier, typed.joined(), options: MatchOptions(scheme: scheme)) else { continue }
            guard let earliest = found.earliest else {
                #expect(line.utf8.contains { $0 >= 0x80 }, "\(line): only non-ASCII lines are left to the matcher")
                // Found in order among its bytes, a non-ASCII line matches too.
                if found.amongBytes >= 0 { #expect(found.after != nil, "\(typed.joined()) in \(line)") }
                continue
            }
            // The test decides whether the line matches, as the matcher does.
            #expect((earliest >= 0) == (found.after != nil), "\(typed.joined()) in \(line)")
            if let rise = found.rise, let before = found.before, let after = found.after {
                #expect(Int(after - before) <= rise, "\(earlier) → \(typed.joined()) in \(line)")
                bounded += 1
            }
        }
        #expect(bounded > 1000)
    }

    @Test func atTheTopOfAListOfPathsTheBoundIsExact() throws {
        // After `/`, a run's start gains 9; the general bound allows 10, one point over every tied line.
        for (line, earlier, typed) in [("/usr/bin/ls", "us", "usr"), ("/usr/bin/ls", "usr", "usrb"), ("/usr/bin/ls", "usrb", "usrbi")] {
            let found = try #require(Self.check(line, earlier, typed))
            let before = try #require(found.before)
            let after = try #require(found.after)
            #expect(found.rise == Int(after - before), "\(earlier) → \(typed) in \(line)")
        }
    }

    @Test func anOccurrenceFarAlongTheLineCounts() throws {
        // The `r` after `/us` gains the most; an earlier `r`, after a gap, less. Whatever lies between.
        for spaces in 1...150 {
            let line = "u s r" + String(repeating: " ", count: spaces) + "/usr"
            let found = try #require(Self.check(line, "us", "usr"))
            let before = try #require(found.before)
            let after = try #require(found.after)
            #expect(try #require(found.rise) >= Int(after - before), "\(spaces) spaces")
        }
    }

    @Test func itAppliesToOneFuzzyTermOfASCIICharacters() {
        #expect(Self.check("/usr", "us", "usr") != nil)
        #expect(Self.check("/usr", "u", "us") != nil)
        #expect(Self.check("/usr bin", "us b", "us bi") == nil)
        #expect(Self.check("/usr", "'us", "'usr") == nil)
        #expect(Self.check("/üs", "ü", "üs") == nil)
    }
}
