import Testing
@testable import SwoopSearch

/// One run of the fuzzy algorithm on a string, straight through `FuzzyAlgorithm.score`.
struct FuzzyRun {
    let term: QueryTerm
    let item: String
    var cellLimit = FuzzyAlgorithm.cellLimit

    init(_ pattern: String, _ item: String, cellLimit: Int = FuzzyAlgorithm.cellLimit) {
        term = QueryTerm(kind: .fuzzy, isInverse: false, text: pattern, foldDiacritics: true)
        self.item = item
        self.cellLimit = cellLimit
    }

    /// The score and matched character indices, through the ASCII path (ASCII items only) or the decoded one.
    func result(ascii: Bool = false, scratch: MatchScratch = MatchScratch()) -> (score: Int32, positions: [Int])? {
        let bytes = Array(item.utf8)
        let variantBits = term.variants.reduce(UInt8(0)) { $0 | 1 << $1 }
        return bytes.withUnsafeBufferPointer { buffer in
            term.characters.withUnsafeBufferPointer { characters in
                term.variants.withUnsafeBufferPointer { variants in
                    var positions: [Int] = []
                    let score: Int32?
                    if ascii, let base = buffer.baseAddress {
                        let text = ASCIIText(bytes: base, count: buffer.count, tables: MatchTables())
                        score = FuzzyAlgorithm.score(
                            text, characters: characters, variants: variants, scratch: scratch, positions: &positions, cellLimit: cellLimit)
                    } else {
                        let text = DecodedText(buffer, variants: variantBits, scratch: scratch)
                        score = FuzzyAlgorithm.score(
                            text, characters: characters, variants: variants, scratch: scratch, positions: &positions, cellLimit: cellLimit)
                    }
                    return score.map { ($0, positions) }
                }
            }
        }
    }

    /// The score alone (`positions: nil`), through the decoded path.
    func scoreWithoutPositions(scratch: MatchScratch = MatchScratch()) -> Int32? {
        let bytes = Array(item.utf8)
        let variantBits = term.variants.reduce(UInt8(0)) { $0 | 1 << $1 }
        return bytes.withUnsafeBufferPointer { buffer in
            term.characters.withUnsafeBufferPointer { characters in
                term.variants.withUnsafeBufferPointer { variants in
                    FuzzyAlgorithm.score(
                        DecodedText(buffer, variants: variantBits, scratch: scratch),
                        characters: characters, variants: variants, scratch: scratch, positions: nil, cellLimit: cellLimit)
                }
            }
        }
    }

    /// The score the rules give the alignment at `positions` (character indices), written out plainly.
    func rulesScore(_ positions: [Int]) -> Int32 {
        rulesScore(positions, scalars: item.unicodeScalars.map(\.value))
    }

    private func rulesScore(_ positions: [Int], scalars: [UInt32]) -> Int32 {
        func bonus(_ j: Int) -> Int32 {
            let current = UnicodeFolding.characterClass(scalars[j])
            return MatchScoring.bonus(previous: j == 0 ? .white : UnicodeFolding.characterClass(scalars[j - 1]), current: current)
        }
        var total: Int32 = 0
        var runStart: Int32 = 0
        for (k, j) in positions.enumerated() {
            let b = bonus(j)
            if k == 0 {
                total = 16 + 2 * b
                runStart = b
            } else if positions[k - 1] == j - 1 {
                let restarts = b >= 8 && b > runStart
                total += 16 + (restarts ? b : max(b, 4, runStart))
                if restarts { runStart = b }
            } else {
                let gap = Int32(j - positions[k - 1] - 1)
                total += 16 + b - 3 - (gap - 1)
                runStart = b
            }
        }
        return total
    }

    /// Why `found` is not a valid alignment of the term in the item, or nil when it is.
    func flaw(in found: (score: Int32, positions: [Int])) -> String? {
        let scalars = item.unicodeScalars.map(\.value)
        let positions = found.positions
        guard positions.count == term.characters.count else { return "\(positions.count) positions" }
        guard positions.allSatisfy({ $0 >= 0 && $0 < scalars.count }) else { return "outside the item: \(positions)" }
        guard zip(positions, positions.dropFirst()).allSatisfy({ $0 < $1 }) else { return "not increasing: \(positions)" }
        for (i, j) in positions.enumerated() where ReferenceMatcher.fold(scalars[j], term.variants[i]) != term.characters[i] {
            return "character \(i) at \(j) differs"
        }
        let expected = rulesScore(positions, scalars: scalars)
        guard found.score == expected else { return "score \(found.score), the rules give \(expected) for \(positions)" }
        return nil
    }
}

@Suite struct FuzzyBoundTests {
    static let itemAlphabet: [Character] = ["a", "a", "b", "A", "B", "-", "/", " ", "1", "_", "é"]
    static let queryAlphabet: [Character] = ["a", "a", "b", "B", "-", "1", "é"]

    func random(_ alphabet: [Character], _ length: ClosedRange<Int>, _ random: inout SplitMix) -> String {
        String((0..<Int.random(in: length, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" })
    }

    /// Characters picked in order from `item`: a pattern that matches it.
    func subsequence(of item: String, _ length: ClosedRange<Int>, _ random: inout SplitMix) -> String {
        let characters = Array(item)
        let count = min(characters.count, Int.random(in: length, using: &random))
        let picked = Array(characters.indices).shuffled(using: &random).prefix(count).sorted()
        return String(picked.map { characters[$0] })
    }

    @Test func agreesWithTheReferenceBelowTheBound() {
        var generator = SplitMix(state: 31)
        var matched = 0
        for round in 0..<120 {
            // Dense alphabets: many occurrences per character, long queries, yet m × n ≤ 32 × 120.
            let item = random(Self.itemAlphabet, 40...120, &generator)
            let pattern = round % 4 == 0 ? random(Self.queryAlphabet, 2...32, &generator) : subsequence(of: item, 2...32, &generator)
            let run = FuzzyRun(pattern, item)
            let found = run.result()
            #expect(found?.score == ReferenceMatcher.fuzzy(run.term, item), "\(pattern) in \(item)")
            if let found {
                matched += 1
                #expect(run.flaw(in: found) == nil, "\(pattern) in \(item)")
            }
        }
        #expect(matched > 80)
    }

    @Test func pastTheBoundTheAlignmentIsValidAndScoredByTheRules() {
        var generator = SplitMix(state: 17)
        var checked = 0
        for _ in 0..<3000 {
            let item = random(Self.itemAlphabet, 2...60, &generator)
            let pattern = random(Self.queryAlphabet, 2...10, &generator)
            // Small limits: the exact search, the shortest window and the earliest alignment all occur.
            let run = FuzzyRun(pattern, item, cellLimit: Int.random(in: 1...40, using: &generator))
            guard let found = run.result() else {
                #expect(ReferenceMatcher.fuzzy(run.term, item) == nil, "\(pattern) in \(item)")
                continue
            }
            checked += 1
            #expect(run.flaw(in: found) == nil, "\(pattern) in \(item), limit \(run.cellLimit)")
            #expect(run.scoreWithoutPositions() == found.score, "\(pattern) in \(item), limit \(run.cellLimit)")
            if item.utf8.allSatisfy({ $0 < 0x80 }) {
                let ascii = run.result(ascii: true)
                #expect(ascii?.score == found.score && ascii?.positions == found.positions, "\(pattern) in \(item)")
            }
        }
        #expect(checked > 500)
    }

    @Test func pastTheBoundTheShortestWindowIsSearchedExactly() {
        // "abc" ends earliest at the first "c"; scanning back from it gives the window "ab-bc".
        let item = "ab-bc" + String(repeating: "x", count: 100) + "c"
        // 3 × 5 cells fit: the best alignment inside the window puts "b" at the word start, next to "c".
        let window = FuzzyRun("abc", item, cellLimit: 15).result()
        #expect(window?.positions == [0, 3, 4])
        #expect(window?.score == 80)
        // 14 do not: the earliest alignment inside it.
        let earliest = FuzzyRun("abc", item, cellLimit: 14).result()
        #expect(earliest?.positions == [0, 1, 4])
        #expect(earliest?.score == 74)
    }

    @Test func pastTheBoundTheWindowStartsAtTheLatestStart() {
        // The first "a" is far from any "b"; the window keeps to the "a" right before it.
        let item = "a" + String(repeating: "x", count: 50) + "a_b" + String(repeating: "x", count: 50) + "b"
        let found = FuzzyRun("ab", item, cellLimit: 8).result()
        #expect(found?.positions == [51, 53])
    }

    @Test func repetitiveLinesFillFewCells() {
        // Without the bound these fill about 40 × 5,000 cells each.
        let cases = [
            (String(repeating: "a", count: 40), String(repeating: "a", count: 5000)),
            (String(repeating: "ab", count: 20), String(repeating: "ab", count: 2500)),
        ]
        for (pattern, line) in cases {
            let matcher = Matcher(query: Query(pattern)).itemMatcher()
            let scratch = MatchScratch()
            let bytes = Array(line.utf8)
            let match = bytes.withUnsafeBufferPointer { matcher.match($0, scratch: scratch) }
            #expect(match != nil)
            #expect(scratch.cellsFilled <= line.count, "\(scratch.cellsFilled) cells for \(pattern.count) × \(line.count)")
        }
    }

    @Test func highlightingHasTheSameBound() {
        let pattern = String(repeating: "ab", count: 20)
        let run = FuzzyRun(pattern, String(repeating: "ab", count: 2500))
        let scratch = MatchScratch()
        let found = run.result(scratch: scratch)
        #expect(scratch.cellsFilled <= 5000)
        if let found { #expect(run.flaw(in: found) == nil) } else { Issue.record("no match") }
        // The picker's highlighting agrees with the alignment scored.
        let bytes = Array(run.item.utf8)
        let highlighted = bytes.withUnsafeBufferPointer { Matcher(query: Query(pattern)).positions(in: $0) }
        #expect(highlighted == found?.positions)
    }

    @Test func noCallFillsMoreCellsThanTheLimit() {
        var generator = SplitMix(state: 3)
        for _ in 0..<40 {
            let item = random(["a", "b", "a", "-", "A"], 200...3000, &generator)
            let pattern = random(["a", "b", "a"], 2...120, &generator)
            let run = FuzzyRun(pattern, item)
            let scratch = MatchScratch()
            let found = run.result(scratch: scratch)
            #expect(scratch.cellsFilled <= FuzzyAlgorithm.cellLimit, "\(pattern.count) × \(item.count)")
            if let found { #expect(run.flaw(in: found) == nil, "\(pattern.count) × \(item.count)") }
        }
    }

    @Test func longRepetitiveLinesMatchInLinearTime() {
        // Quadratic work (40 × 20,000 cells a line, as before the bound) takes many seconds here.
        let matcher = Matcher(query: Query(String(repeating: "a", count: 40))).itemMatcher()
        let line = [UInt8](repeating: UInt8(ascii: "a"), count: 20000)
        let scratch = MatchScratch()
        let start = ContinuousClock.now
        var matched = 0
        line.withUnsafeBufferPointer { buffer in
            for _ in 0..<200 where matcher.match(buffer, scratch: scratch) != nil { matched += 1 }
        }
        #expect(matched == 200)
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test func megabyteLinesNeverTrap() {
        let long = String(repeating: "ab", count: 500_000)
        let patterns = [String(repeating: "ab", count: 60), String(repeating: "ba", count: 70) + "é", "a", "ab", String(repeating: "b", count: 200)]
        for pattern in patterns {
            let run = FuzzyRun(pattern, long)
            if let found = run.result(ascii: true) {
                #expect(run.flaw(in: found) == nil, "\(pattern.prefix(8))…")
            } else {
                #expect(pattern.contains("é"))
            }
        }
        let bytes = Array((long + "é").utf8)
        let positions = bytes.withUnsafeBufferPointer { Matcher(query: Query(String(repeating: "ab", count: 60) + "é")).positions(in: $0) }
        #expect(positions.count == 121)
        #expect(positions.last == long.utf8.count)
    }

    @Test func edgeCasesPastTheBoundNeverTrap() {
        let cases = [("aa", "aa"), ("ab", "ab"), ("aaa", "aaaa"), ("ba", "abba"), ("éa", "aÉa"), ("a1", "1a1"), ("ab", "a b")]
        for (pattern, item) in cases {
            for limit in [0, 1, 2, 4] {
                let run = FuzzyRun(pattern, item, cellLimit: limit)
                if let found = run.result() {
                    #expect(run.flaw(in: found) == nil, "\(pattern) in \(item), limit \(limit)")
                } else {
                    Issue.record("\(pattern) does not match \(item), limit \(limit)")
                }
            }
        }
    }
}
