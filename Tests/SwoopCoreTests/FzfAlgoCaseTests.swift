import Testing
@testable import SwoopSearch

// fzf's scoring constants under their own names, so the cases read as in `algo_test.go`.
private let scoreMatch: Int32 = 16
private let scoreGapStart: Int32 = -3
private let scoreGapExtension: Int32 = -1
private let bonusBoundary: Int32 = 8
private let bonusNonWord: Int32 = 8
private let bonusCamel123: Int32 = 7
private let bonusConsecutive: Int32 = 4
private let bonusFirstCharMultiplier: Int32 = 2
private let bonusBoundaryWhite: Int32 = 10
private let bonusBoundaryDelimiter: Int32 = 9

/// One `assertMatch` of fzf's `src/algo/algo_test.go`: an item, the term in swoop's query
/// syntax for the algorithm fzf's test calls (`'x` exact, `^x` prefix, `x$` suffix, `^x$`
/// equal), and fzf's answer: where the match starts and ends (characters) and its score,
/// or nil when it does not match. fzf's case-sensitive cases are kept where smart case
/// makes the term case-sensitive too (it has an upper-case letter).
struct AlgoCase: CustomTestStringConvertible, Sendable {
    let item: String
    let term: String
    let expected: (start: Int, end: Int, score: Int32)?
    /// Ties between alignments go to the last one (fzf's `forward = false`: `--tiebreak=end`).
    var backward = false

    init(_ item: String, _ term: String, _ start: Int, _ end: Int, _ score: Int32, backward: Bool = false) {
        self.item = item
        self.term = term
        expected = (start, end, score)
        self.backward = backward
    }

    init(_ item: String, _ term: String, matches: Bool) {
        self.item = item
        self.term = term
        expected = nil
    }

    var testDescription: String { "\(term) in \(item)" + (backward ? " backward" : "") }

    /// swoop's score, and the first and last-plus-one matched characters.
    func result() -> (start: Int, end: Int, score: Int32)? {
        var options = MatchOptions()
        if backward { options.tiebreaks = [.end] }
        let matcher = Matcher(query: Query(term, options: options))
        let bytes = Array(item.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> (Int, Int, Int32)? in
            guard let match = matcher.match(buffer) else { return nil }
            // Byte offsets to character indices.
            let starts = item.unicodeScalars.indices.map { item.utf8.distance(from: item.utf8.startIndex, to: $0) }
            let positions = matcher.positions(in: buffer).compactMap { starts.firstIndex(of: $0) }
            guard let first = positions.first, let last = positions.last else { return nil }
            return (first, last + 1, match.score)
        }
    }
}

/// fzf's `src/algo/algo_test.go`, case for case: the same matches, positions and scores.
///
/// fzf runs each case with both of its algorithms, forward and backward; swoop has one,
/// its exact search, and these are the cases where fzf's V2 finds the best alignment
/// too. Not ported: the empty pattern (swoop's empty query lists everything), the
/// two-character fast path's equivalence with V2 (an fzf internal), and
/// case-sensitive cases with a lower-case term (`+i`, not smart case).
@Suite struct FzfAlgoCaseTests {
    static let fuzzy: [AlgoCase] = [
        AlgoCase("fooBarbaz1", "obz", 2, 9, scoreMatch * 3 + bonusCamel123 + scoreGapStart + scoreGapExtension * 3),
        AlgoCase("foo bar baz", "fbb", 0, 9, scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier
                 + bonusBoundaryWhite * 2 + 2 * scoreGapStart + 4 * scoreGapExtension),
        AlgoCase("/AutomatorDocument.icns", "rdoc", 9, 13, scoreMatch * 4 + bonusCamel123 + bonusConsecutive * 2),
        AlgoCase("/man1/zshcompctl.1", "zshc", 6, 10, scoreMatch * 4 + bonusBoundaryDelimiter * bonusFirstCharMultiplier
                 + bonusBoundaryDelimiter * 3),
        AlgoCase("/.oh-my-zsh/cache", "zshc", 8, 13, scoreMatch * 4 + bonusBoundary * bonusFirstCharMultiplier
                 + bonusBoundary * 2 + scoreGapStart + bonusBoundaryDelimiter),
        // Non-word character at start of input is treated as a strong boundary
        AlgoCase(".vimrc", ".vimrc", 0, 6, scoreMatch * 6 + bonusBoundaryWhite * (bonusFirstCharMultiplier + 5)),
        // Non-word character right after a delimiter inherits the delimiter boundary
        AlgoCase("/.vimrc", ".vimrc", 1, 7, scoreMatch * 6 + bonusBoundaryDelimiter * (bonusFirstCharMultiplier + 5)),
        // Non-word character in the middle of a word stays at bonusNonWord
        AlgoCase("a.vimrc", ".vimrc", 1, 7, scoreMatch * 6 + bonusBoundary * (bonusFirstCharMultiplier + 5)),
        AlgoCase("ab0123 456", "12356", 3, 10, scoreMatch * 5 + bonusConsecutive * 3 + scoreGapStart + scoreGapExtension),
        AlgoCase("abc123 456", "12356", 3, 10, scoreMatch * 5 + bonusCamel123 * bonusFirstCharMultiplier
                 + bonusCamel123 * 2 + bonusConsecutive + scoreGapStart + scoreGapExtension),
        AlgoCase("foo/bar/baz", "fbb", 0, 9, scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier
                 + bonusBoundaryDelimiter * 2 + 2 * scoreGapStart + 4 * scoreGapExtension),
        AlgoCase("fooBarBaz", "fbb", 0, 7, scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier
                 + bonusCamel123 * 2 + 2 * scoreGapStart + 2 * scoreGapExtension),
        AlgoCase("foo barbaz", "fbb", 0, 8, scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier
                 + bonusBoundaryWhite + scoreGapStart * 2 + scoreGapExtension * 3),
        AlgoCase("fooBar Baz", "foob", 0, 4, scoreMatch * 4 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusBoundaryWhite * 3),
        AlgoCase("xFoo-Bar Baz", "foo-b", 1, 6, scoreMatch * 5 + bonusCamel123 * bonusFirstCharMultiplier
                 + bonusCamel123 * 2 + bonusNonWord + bonusBoundary),
        // Case-sensitive (smart case: the term has an upper-case letter).
        AlgoCase("fooBarbaz", "oBz", 2, 9, scoreMatch * 3 + bonusCamel123 + scoreGapStart + scoreGapExtension * 3),
        AlgoCase("Foo/Bar/Baz", "FBB", 0, 9, scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier
                 + bonusBoundaryDelimiter * 2 + scoreGapStart * 2 + scoreGapExtension * 4),
        AlgoCase("FooBarBaz", "FBB", 0, 7, scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier
                 + bonusCamel123 * 2 + scoreGapStart * 2 + scoreGapExtension * 2),
        AlgoCase("FooBar Baz", "FooB", 0, 4, scoreMatch * 4 + bonusBoundaryWhite * bonusFirstCharMultiplier
                 + bonusBoundaryWhite * 2 + max(bonusCamel123, bonusBoundaryWhite)),
        // Consecutive bonus updated
        AlgoCase("foo-bar", "o-ba", 2, 6, scoreMatch * 4 + bonusBoundary * 3),
        // Non-match
        AlgoCase("fooBarbaz", "oBZ", matches: false),
        AlgoCase("fooBarbaz", "fooBarbazz", matches: false),
        // TestFuzzyMatchBackward checks fzf's greedy V1 (0..<4 forward); V2, fzf's default, and swoop
        // find the word start either way.
        AlgoCase("foobar fb", "fb", 7, 9, scoreMatch * 2 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusBoundaryWhite),
        AlgoCase("foobar fb", "fb", 7, 9, scoreMatch * 2 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusBoundaryWhite,
                 backward: true),
    ]

    static let exact: [AlgoCase] = [
        AlgoCase("fooBarbaz", "'oBA", matches: false),
        AlgoCase("fooBarbaz", "'fooBarbazz", matches: false),
        AlgoCase("fooBarbaz", "'oba", 2, 5, scoreMatch * 3 + bonusCamel123 + bonusConsecutive),
        AlgoCase("/AutomatorDocument.icns", "'rdoc", 9, 13, scoreMatch * 4 + bonusCamel123 + bonusConsecutive * 2),
        AlgoCase("/man1/zshcompctl.1", "'zshc", 6, 10, scoreMatch * 4 + bonusBoundaryDelimiter * (bonusFirstCharMultiplier + 3)),
        AlgoCase("/.oh-my-zsh/cache", "'zsh/c", 8, 13, scoreMatch * 5 + bonusBoundary * (bonusFirstCharMultiplier + 3) + bonusBoundaryDelimiter),
        // TestExactMatchNaiveBackward: equal occurrences, the first forward, the last backward.
        AlgoCase("foobar foob", "'oo", 1, 3, scoreMatch * 2 + bonusConsecutive),
        AlgoCase("foobar foob", "'oo", 8, 10, scoreMatch * 2 + bonusConsecutive, backward: true),
    ]

    static let prefixAndSuffix: [AlgoCase] = {
        let prefix = scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusBoundaryWhite * 2
        return [
            AlgoCase("fooBarbaz", "^Foo", matches: false),
            AlgoCase("fooBarBaz", "^baz", matches: false),
            AlgoCase("fooBarbaz", "^foo", 0, 3, prefix),
            AlgoCase("foOBarBaZ", "^foo", 0, 3, prefix),
            AlgoCase("f-oBarbaz", "^f-o", 0, 3, prefix),
            AlgoCase(" fooBar", "^foo", 1, 4, prefix),
            AlgoCase(" fooBar", "^\\ fo", 0, 3, prefix),
            AlgoCase("     fo", "^foo", matches: false),
            AlgoCase("fooBarbaz", "Baz$", matches: false),
            AlgoCase("fooBarbaz", "foo$", matches: false),
            AlgoCase("fooBarbaz", "baz$", 6, 9, scoreMatch * 3 + bonusConsecutive * 2),
            AlgoCase("fooBarBaZ", "baz$", 6, 9, (scoreMatch + bonusCamel123) * 3 + bonusCamel123 * (bonusFirstCharMultiplier - 1)),
            // Strip trailing white space from the string
            AlgoCase("fooBarbaz ", "baz$", 6, 9, scoreMatch * 3 + bonusConsecutive * 2),
            // Only when the pattern doesn't end with a space
            AlgoCase("fooBarbaz ", "baz\\ $", 6, 10, scoreMatch * 4 + bonusConsecutive * 2 + bonusBoundaryWhite),
        ]
    }()

    /// TestNormalize: diacritics fold (fzf's `normalize`), by every algorithm the case names.
    static let normalized: [AlgoCase] = [
        AlgoCase("Só Danço Samba", "so", 0, 2, 62), AlgoCase("Só Danço Samba", "^so", 0, 2, 62), AlgoCase("Só Danço Samba", "'so", 0, 2, 62),
        AlgoCase("Só Danço Samba", "sodc", 0, 7, 97),
        AlgoCase("Danço", "danco", 0, 5, 140), AlgoCase("Danço", "^danco", 0, 5, 140), AlgoCase("Danço", "danco$", 0, 5, 140),
        AlgoCase("Danço", "'danco", 0, 5, 140), AlgoCase("Danço", "^danco$", 0, 5, 140),
    ]

    @Test(arguments: fuzzy + exact + prefixAndSuffix + normalized)
    func matchesWhereAndAsWellAsFzf(_ algoCase: AlgoCase) {
        let found = algoCase.result()
        #expect(found?.start == algoCase.expected?.start)
        #expect(found?.end == algoCase.expected?.end)
        #expect(found?.score == algoCase.expected?.score)
    }

    @Test func longItemsPastTheBoundStillFindTheMatch() {
        // TestLongString: a 'z' in the middle of 131,070 'x's.
        var long = String(repeating: "x", count: 65535 * 2)
        long.replaceSubrange(long.index(long.startIndex, offsetBy: 65535)...long.index(long.startIndex, offsetBy: 65535), with: "z")
        let found = AlgoCase(long, "zx", 0, 0, 0).result()
        #expect(found?.start == 65535 && found?.end == 65537 && found?.score == scoreMatch * 2 + bonusConsecutive)
        // TestLongStringWithNormalize (fzf's V1 for items this long).
        let normalized = AlgoCase(String(repeating: "x", count: 30000) + " Minímal example", "minim", 0, 0, 0).result()
        #expect(normalized?.start == 30001 && normalized?.end == 30006 && normalized?.score == 140)
    }

    @Test func positionsOfEqualScoresDoNotDependOnEarlierItems() {
        // TestResultPositionsWithReusedSlab: the same positions after another item was matched.
        let matcher = Matcher(query: Query("co/"))
        let target = Array("core_color/view/server.txt".utf8)
        let fresh = target.withUnsafeBufferPointer { matcher.positions(in: $0) }
        let other = Array("completion/keybinding/client/handler/writer_index.txt".utf8)
        _ = other.withUnsafeBufferPointer { matcher.positions(in: $0) }
        let again = target.withUnsafeBufferPointer { matcher.positions(in: $0) }
        #expect(fresh == [0, 1, 10])
        #expect(again == fresh)
    }
}
