import Glibc
import Testing
@testable import SwoopItems
@testable import SwoopSearch

/// A plain implementation of the scoring rules, to check the fast one against:
/// whole-item dynamic programme over decoded, folded characters, no windows, no prefilter.
enum ReferenceMatcher {
    static func fold(_ scalar: UInt32, _ variant: UInt8) -> UInt32 {
        FoldVariant(rawValue: variant).fold(scalar)
    }

    static func classes(_ scalars: [UInt32]) -> [CharacterClass] {
        scalars.map { UnicodeFolding.characterClass($0) }
    }

    static func bonuses(_ scalars: [UInt32]) -> [Int32] {
        let kinds = classes(scalars)
        return kinds.indices.map { MatchScoring.bonus(previous: $0 == 0 ? .white : kinds[$0 - 1], current: kinds[$0]) }
    }

    /// The fuzzy score of `term` in `item`, or nil.
    static func fuzzy(_ term: QueryTerm, _ item: String) -> Int32? {
        let text = item.unicodeScalars.map(\.value)
        let p = term.characters
        let m = p.count
        let n = text.count
        if m == 0 { return 0 }
        if m > n { return nil }
        let bonus = bonuses(text)
        let none = Int32.min / 4
        var score = Array(repeating: Array(repeating: none, count: n), count: m)
        var run = Array(repeating: Array(repeating: Int32(0), count: n), count: m)
        for j in 0..<n where fold(text[j], term.variants[0]) == p[0] {
            score[0][j] = 16 + bonus[j] * 2
            run[0][j] = bonus[j]
        }
        for i in 1..<m {
            for j in 0..<n where fold(text[j], term.variants[i]) == p[i] {
                var best = none
                var bestRun = bonus[j]
                for k in 0..<max(0, j - 1) where score[i - 1][k] > none {
                    let gap = Int32(j - k - 1)
                    let value = score[i - 1][k] - 3 - (gap - 1) + 16 + bonus[j]
                    if value > best { best = value; bestRun = bonus[j] }
                }
                if j > 0, score[i - 1][j - 1] > none {
                    let start = run[i - 1][j - 1]
                    let restart = bonus[j] >= 8 && bonus[j] > start
                    let extra = restart ? bonus[j] : max(bonus[j], 4, start)
                    let value = score[i - 1][j - 1] + 16 + extra
                    if value >= best { best = value; bestRun = restart ? bonus[j] : start }
                }
                score[i][j] = best
                run[i][j] = bestRun
            }
        }
        let best = score[m - 1].max() ?? none
        return best > none ? best : nil
    }
}

/// A small deterministic random generator for property tests.
/// Types `typed` one character at a time: `body` gets each non-empty prefix's query and the
/// result it returned for the prefix before (what a search narrows, as in the picker).
func typing(_ typed: String, into engine: SearchEngine, _ body: (Query, SearchResult?) -> SearchResult?) {
    var previous: SearchResult?
    var text = ""
    for character in typed {
        text.append(character)
        let query = engine.query(text)
        guard !query.isEmpty else { continue }
        previous = body(query, previous)
    }
}

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct MatcherPropertyTests {
    static let alphabet: [Character] = ["a", "b", "c", "A", "B", "/", "-", " ", "1", "é", "É", "東", "_", "x"]

    func randomText(_ random: inout SplitMix, maxLength: Int) -> String {
        String((0..<Int.random(in: 0...maxLength, using: &random)).map { _ in Self.alphabet.randomElement(using: &random) ?? "a" })
    }

    @Test func fastMatcherAgreesWithTheReference() {
        var random = SplitMix(state: 42)
        for _ in 0..<3000 {
            let item = randomText(&random, maxLength: 24)
            let pattern = String(randomText(&random, maxLength: 4).filter { $0 != " " })
            let query = Query(pattern)
            guard query.groups.count == 1, query.groups[0].count == 1, query.groups[0][0].kind == .fuzzy else { continue }
            let term = query.groups[0][0]
            let expected = ReferenceMatcher.fuzzy(term, item)
            let actual = score(pattern, item)
            #expect(actual == expected, "\(pattern) in \(item)")
        }
    }

    @Test func positionsIncreaseAndLieInsideTheItem() {
        var random = SplitMix(state: 7)
        for _ in 0..<2000 {
            let item = randomText(&random, maxLength: 30)
            let pattern = randomText(&random, maxLength: 5)
            let matcher = Matcher(query: Query(pattern))
            let bytes = Array(item.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let positions = matcher.positions(in: buffer)
                #expect(positions == positions.sorted())
                #expect(Set(positions).count == positions.count)
                #expect(positions.allSatisfy { $0 >= 0 && $0 < bytes.count })
                if matcher.match(buffer) == nil { #expect(positions.isEmpty) }
            }
        }
    }

    @Test func nonMatchesHaveNoScore() {
        #expect(score("xyz", "abc") == nil)
        #expect(score("ba", "ab") == nil)
        #expect(score("aa", "a") == nil)
    }

    @Test func addingACharacterNeverAddsMatches() {
        var random = SplitMix(state: 99)
        let lines = (0..<400).map { _ in randomText(&random, maxLength: 16) }
        let store = ItemStore(lines: lines)
        let engine = SearchEngine(store: store)
        for _ in 0..<60 {
            let pattern = randomText(&random, maxLength: 3)
            let longer = pattern + String(Self.alphabet.randomElement(using: &random) ?? "a")
            let before = Set(engine.search(engine.query(pattern)).map { Rows.results($0).items } ?? Array(0..<store.count))
            let after = Set(engine.search(engine.query(longer)).map { Rows.results($0).items } ?? [])
            #expect(after.isSubset(of: before), "\(pattern) -> \(longer)")
        }
    }

    @Test func narrowingGivesTheSameResultAsAFullSearch() {
        var random = SplitMix(state: 5)
        let lines = (0..<3000).map { _ in randomText(&random, maxLength: 20) }
        let store = ItemStore(lines: lines)
        let engine = SearchEngine(store: store)
        for _ in 0..<40 {
            typing(randomText(&random, maxLength: 4), into: engine) { query, previous in
                let narrowed = engine.search(query, narrowing: previous)
                let full = engine.search(query)
                #expect(narrowed.map { Rows.results($0).items } == full.map { Rows.results($0).items }, "\(query.text)")
                return narrowed
            }
        }
    }

    @Test func asciiFastPathAgreesWithTheDecodedPath() {
        var random = SplitMix(state: 11)
        let ascii: [Character] = ["a", "b", "B", "/", "-", " ", "1", "_", "x", "."]
        for _ in 0..<3000 {
            let item = String((0..<Int.random(in: 1...30, using: &random)).map { _ in ascii.randomElement(using: &random) ?? "a" })
            let pattern = String((0..<Int.random(in: 1...4, using: &random)).map { _ in ascii.randomElement(using: &random) ?? "a" })
            let matcher = Matcher(query: Query(pattern)).itemMatcher()
            let bytes = Array(item.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let scratch = MatchScratch()
                let fast = matcher.match(buffer, scratch: scratch)
                let decoded = matcher.matchDecoded(buffer, scratch: scratch)
                #expect(fast == decoded, "\(pattern) in \(item)")
            }
        }
    }

    /// Options that change how non-ASCII characters are compared or scored.
    static let foldingOptions: [MatchOptions] = {
        var respecting = MatchOptions()
        respecting.caseMatching = .respect
        var ignoring = MatchOptions()
        ignoring.caseMatching = .ignore
        return [MatchOptions(), respecting, ignoring, MatchOptions(foldDiacritics: false), MatchOptions(scheme: .path)]
    }()

    @Test(arguments: foldingOptions)
    func nonASCIIItemsScoreTheSameProjectedAsDecoded(options: MatchOptions) {
        var random = SplitMix(state: 17)
        // Letters that fold to ASCII (with and without case), that only lower-case to it (Kelvin
        // sign, long s), others, non-ASCII white space and punctuation, and invalid bytes.
        let others: [String] = ["Ü", "ü", "é", "É", "\u{212A}", "ſ", "ß", "日", "ä", "\u{3000}", "\u{A0}", "—", "Ω"]
        let ascii: [String] = ["a", "b", "B", "u", "U", "k", "s", "e", "/", "-", " ", "1", "_", "."]
        for _ in 0..<4000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...24, using: &random) {
                let pool = Int.random(in: 0..<3, using: &random) == 0 ? others : ascii
                bytes += Array((pool.randomElement(using: &random) ?? "a").utf8)
            }
            if Int.random(in: 0..<20, using: &random) == 0 { bytes.insert(0xFF, at: bytes.count / 2) }
            let pattern = String((0..<Int.random(in: 1...4, using: &random)).map { _ in
                Character(ascii.filter { $0 != " " }.randomElement(using: &random) ?? "a")
            })
            let matcher = Matcher(query: Query(pattern, options: options)).itemMatcher()
            bytes.withUnsafeBufferPointer { buffer in
                let scratch = MatchScratch()
                let projected = matcher.match(buffer, scratch: scratch)
                let projectedLength = scratch.length
                let decoded = matcher.matchDecoded(buffer, scratch: scratch)
                #expect(projected == decoded, "\(pattern) in \(String(decoding: bytes, as: UTF8.self))")
                if projected != nil { #expect(projectedLength == scratch.length, "length of \(String(decoding: bytes, as: UTF8.self))") }
            }
        }
    }
}

@Suite struct NarrowingBoundsTests {
    /// The first `count` rows a result ranked as it ran, read without completing or ordering more.
    static func firstRows(_ result: SearchResult, _ count: Int) -> [Int] {
        result.rankedKeys(as: UInt64.self)?.orderedItems(upTo: count) ?? result.rankedKeys(as: UInt128.self)?.orderedItems(upTo: count) ?? []
    }

    /// Path-like lines over a small alphabet: thousands match a short query, many tie on score.
    static func lines(_ count: Int, seed: UInt64) -> [String] {
        var random = SplitMix(state: seed)
        let words = ["usr", "bin", "lib", "src", "us", "Users", "bus", "sbin", "py", "python3", "rb", "a-b", "x_y", "Über", "ünder", "日本"]
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...5, using: &random)).map { _ in words.randomElement(using: &random) ?? "x" }.joined(separator: "/")
                + (Int.random(in: 0..<4, using: &random) == 0 ? " b" : "")
        }
    }

    @Test(arguments: [0, 1, 2, 3, 4])
    func typingRanksTheFirstRowsAndThenAllAsOneSearchDoes(variant: Int) throws {
        let lines = Self.lines(6000, seed: UInt64(variant) + 1)
        let store = ItemStore(lines: lines)
        let tiebreaks: [[Tiebreak]?] = [nil, nil, [.length, .begin], nil, [.pathname, .length]]
        let options = MatchOptions(reverseInput: variant == 1, scheme: variant == 3 ? .path : .default, tiebreaks: tiebreaks[variant])
        let engine = SearchEngine(store: store, options: options)
        for typed in ["usrbinpy", "usbx", "ubp", "sbinpy", "u !rb", "uü"] {
            typing(typed, into: engine) { query, previous in
                guard let full = engine.search(query), let narrowed = engine.search(query, narrowing: previous) else {
                    Issue.record("\(query.text) not searched")
                    return nil
                }
                #expect(narrowed.count == full.count, "\(query.text)")
                // The first rows are ranked, and final, before anything is completed.
                let shown = min(full.count, NarrowingBounds<UInt64>.fewestRanked)
                #expect(Self.firstRows(narrowed, shown) == (0..<shown).map(full.item), "\(query.text)")
                // The whole list too, which completes the keys; with odd variants left undone, so the
                // next key narrows bounds of bounds, as in the picker when keys come fast.
                if variant % 2 == 0 { #expect(Rows.results(narrowed).items == Rows.results(full).items, "\(query.text)") }
                return narrowed
            }
        }
    }

    @Test(arguments: [MatchScheme.default, .path, .history])
    func theSecondCharactersBoundRanksPathsAsOneSearchDoes(scheme: MatchScheme) throws {
        // Paths: no line starts with a query, so the top rows tie on score and length decides.
        var random = SplitMix(state: 21)
        let words = ["usr", "bin", "us", "sbin", "Users", "u1", "9u", "a-u", "u_s", "ÜS", "uS", "b u", "lib"]
        let lines = (0..<6000).map { _ in
            "/" + (0..<Int.random(in: 1...4, using: &random)).map { _ in words.randomElement(using: &random) ?? "x" }.joined(separator: "/")
        }
        let engine = SearchEngine(store: ItemStore(lines: lines), options: MatchOptions(scheme: scheme))
        for (first, second) in [("u", "us"), ("u", "uS"), ("u", "u1"), ("b", "bi"), ("u", "u/"), ("/", "/u"), ("s", "sb"), ("u", "usb")] {
            let earlier = try #require(engine.search(engine.query(first)))
            let full = try #require(engine.search(engine.query(second)))
            let narrowed = try #require(engine.search(engine.query(second), narrowing: earlier))
            let shown = min(full.count, NarrowingBounds<UInt64>.fewestRanked)
            #expect(Self.firstRows(narrowed, shown) == (0..<shown).map(full.item), "\(first) then \(second)")
        }
    }

    @Test func narrowingAfterManyLinesArriveRanksThemAllAsOneSearchDoes() throws {
        // Most candidates arrive after the earlier search, so whole blocks of them lie past its matches.
        let store = ItemStore(lines: Self.lines(3000, seed: 5))
        let engine = SearchEngine(store: store)
        let first = try #require(engine.search(engine.query("u")))
        for line in Self.lines(30000, seed: 6) { _ = store.append(Array(line.utf8)) }
        for typed in ["us", "u1"] {
            let narrowed = try #require(engine.search(engine.query(typed), narrowing: first))
            let full = try #require(engine.search(engine.query(typed)))
            #expect(Rows.results(narrowed).items == Rows.results(full).items, "\(typed)")
        }
    }

    @Test func narrowingBoundsSomeKeysWhenManyLinesTie() throws {
        let store = ItemStore(lines: Self.lines(6000, seed: 9))
        let engine = SearchEngine(store: store)
        let first = try #require(engine.search(engine.query("u")))
        let query = engine.query("us")
        let bounds = NarrowingBounds<UInt64>(query, ranker: engine.ranker(for: query), previous: first, store: store)
        #expect(bounds != nil)
        let narrowed = try #require(engine.search(query, narrowing: first))
        // Completing changes some keys (they were bounds) but not the ranking's first rows.
        let before = (0..<100).map(narrowed.item)
        let completed = narrowed.complete(isCancelled: { false })
        #expect(completed)
        #expect((0..<100).map(narrowed.item) == before)
    }
}
