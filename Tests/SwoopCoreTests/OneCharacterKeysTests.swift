import Testing
@testable import SwoopItems
@testable import SwoopSearch

@Suite struct OneCharacterKeysTests {
    /// The rankings the shortcut serves: the length tiebreak alone.
    static let optionSets: [MatchOptions] = {
        var respecting = MatchOptions()
        respecting.caseMatching = .respect
        var ignoring = MatchOptions()
        ignoring.caseMatching = .ignore
        return [MatchOptions(), MatchOptions(scheme: .history, tiebreaks: [.length]), MatchOptions(reverseInput: true), MatchOptions(foldDiacritics: false),
                respecting, ignoring]
    }()

    @Test(arguments: optionSets)
    func theShortcutKeysEveryLineAsTheMatcherDoes(options: MatchOptions) throws {
        var random = SplitMix(state: 3)
        let pieces = ["u", "U", "s", " ", "\t", "/", "-", "_", "1", "uu", "xu", "é", "ü", "Ü", ".", "A"]
        var shortcut = 0
        var projected = 0
        for query in ["u", "U", "s", "/", "1", " u", "-"] {
            let ranker = MatchRanker(query: Query(query, options: options), options: options, lines: nil, searchedFields: nil, frecency: nil)
            guard let keys = OneCharacterKeys(ranker) else { continue }
            let scratch = MatchScratch()
            var characters: [UInt32] = []
            for item in 0..<1500 {
                // Short lines, and long ones (past sixteen bytes, and their last few read overlapped).
                let length = item % 3 == 0 ? Int.random(in: 8...60, using: &random) : Int.random(in: 0...8, using: &random)
                let line = (0..<length).map { _ in pieces.randomElement(using: &random) ?? "u" }.joined()
                let bytes = Array(line.utf8)
                bytes.withUnsafeBufferPointer { text in
                    let expected: UInt64? = ranker.key(ifMatching: item, text: text, scratch: scratch, characters: &characters)
                    guard let found: UInt64? = keys.key(item: item, text: text, ranker: ranker, scratch: scratch) else {
                        #expect(bytes.contains { $0 >= 0x80 }, "\(line): only non-ASCII lines go the general way")
                        return
                    }
                    if bytes.contains(where: { $0 >= 0x80 }) { projected += 1 }
                    #expect(found == expected, "\(query) in \(line.debugDescription)")
                    shortcut += 1
                }
            }
        }
        #expect(shortcut > 3000)
        // Non-ASCII lines with a projection to one byte a character take the shortcut too (keeping
        // diacritics, é has none: it would read as e).
        #expect(projected > 1000 || !options.foldDiacritics)
    }

    @Test func onlyTheDefaultRankingOfOneASCIICharacterTakesTheShortcut() {
        func applies(_ query: String, _ options: MatchOptions = MatchOptions(), lines: Bool = true) -> Bool {
            let shown = lines ? nil : ItemStore(lines: ["u a"])
            let ranker = MatchRanker(query: Query(query, options: options), options: options, lines: shown, searchedFields: nil, frecency: nil)
            return OneCharacterKeys(ranker) != nil
        }
        #expect(applies("u"))
        #expect(!applies("us"))
        #expect(!applies("'u"))
        #expect(!applies("!u"))
        #expect(!applies("ü"))
        #expect(!applies("u", MatchOptions(tiebreaks: [.begin])))
        #expect(!applies("u", MatchOptions(scheme: .path)))
        #expect(!applies("u", MatchOptions(sort: false)))
        #expect(!applies("u", lines: false))
    }
}
