import Testing
@testable import SwoopItems
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSearch
@testable import SwoopSystem

/// `--scheme`, `--tiebreak` and `toggle-sort`, with fzf's rules.
@Suite struct TiebreakParsingTests {
    @Test func parsesCriteriaInOrderAnyCaseWithIndexImplied() throws {
        #expect(try Tiebreak.parseList("length") == [.length])
        #expect(try Tiebreak.parseList("End,Length,begin") == [.end, .length, .begin])
        #expect(try Tiebreak.parseList("index") == [])
        #expect(try Tiebreak.parseList("chunk,pathname,begin,index") == [.chunk, .pathname, .begin])
    }

    @Test func rejectsWhatFzfRejects() {
        for text in ["", "size", "length,length", "index,length", "index,index", "chunk,pathname,begin,end", "length,"] {
            #expect(throws: OptionError.self, "\(text)") { try Tiebreak.parseList(text) }
        }
    }

    @Test func everySchemeHasFzfsTiebreaks() {
        #expect(MatchScheme.default.tiebreaks == [.length])
        #expect(MatchScheme.path.tiebreaks == [.pathname, .length])
        #expect(MatchScheme.history.tiebreaks.isEmpty)
    }

    @Test func endAndPathnameSearchBackwardUnlessBeginComesFirst() {
        #expect(MatchOptions(tiebreaks: [.end]).prefersLastAlignment)
        #expect(MatchOptions(tiebreaks: [.length, .pathname]).prefersLastAlignment)
        #expect(!MatchOptions(tiebreaks: [.begin, .end]).prefersLastAlignment)
        #expect(!MatchOptions(tiebreaks: [.length, .chunk]).prefersLastAlignment)
    }

    @Test func twoOrMoreTiebreaksTakeWideKeys() {
        #expect(!RankLayout(MatchOptions()).isWide)
        #expect(RankLayout(MatchOptions(scheme: .path)).isWide)
        #expect(!RankLayout(MatchOptions(sort: false, scheme: .path)).isWide)
    }
}

extension OptionParserTests {
    @Test func schemeSetsBonusesAndTiebreaksUntilATiebreakFollows() throws {
        let path = try OptionParser.parse(["--scheme=path"])
        #expect(path.matching.scheme == .path && path.matching.tiebreaks == [.pathname, .length])
        let thenTiebreak = try OptionParser.parse(["--scheme", "HISTORY", "--tiebreak=begin"])
        #expect(thenTiebreak.matching.scheme == .history && thenTiebreak.matching.tiebreaks == [.begin])
        let thenScheme = try OptionParser.parse(["--tiebreak=begin", "--scheme=default"])
        #expect(thenScheme.matching.tiebreaks == [.length])
        #expect(try OptionParser.parse(["--tiebreak", "end,index"]).matching.tiebreaks == [.end])
    }

    @Test func badSchemesAndTiebreaksAreErrors() {
        #expect(throws: OptionError.self) { try OptionParser.parse(["--scheme=paths"]) }
        #expect(throws: OptionError.self) { try OptionParser.parse(["--tiebreak=index,end"]) }
        #expect(throws: OptionError.self) { try OptionParser.parse(["--tiebreak"]) }
    }

    @Test func toggleSortCanBeBound() throws {
        #expect(try OptionParser.parse(["--bind=ctrl-s:toggle-sort"]).keyMap[.ctrl("s")] == [.controller(.toggleSort)])
        // fzf's older spelling, one key only.
        let legacy = try OptionParser.parse(["--toggle-sort=ctrl-r"]).keyMap
        #expect(legacy[.ctrl("r")] == [.controller(.toggleSort)] && legacy.binds(.controller(.toggleSort)))
        #expect(try !OptionParser.parse([String]()).keyMap.binds(.controller(.toggleSort)))
        #expect(throws: OptionError.self) { try OptionParser.parse(["--toggle-sort=ctrl-r,ctrl-s"]) }
    }
}

@Suite struct ToggleSortTests {
    @Test func toggleSortSwitchesBetweenInputOrderAndRank() {
        // fzf's test_toggle_sort: seq 1 111 with +s --tac -q11, then ctrl-r:toggle-sort.
        let model = SearchViewModel(store: ItemStore(lines: numbers(1...111)), options: MatchOptions(sort: false, reverseInput: true))
        model.search("11")
        #expect(model.rows.items.map { $0 + 1 } == [111, 110, 101, 11])
        #expect(!model.sortsResults)
        model.toggleSort()
        #expect(model.sortsResults)
        #expect(model.rows.items.map { $0 + 1 } == [11, 111, 110, 101])
        model.toggleSort()
        #expect(model.rows.items.map { $0 + 1 } == [111, 110, 101, 11])
    }

    @Test func theBoundKeyReachesTheModel() {
        let model = SearchViewModel(store: ItemStore(lines: ["ab", "xab", "a b"]))
        let controller = SearchController()
        var keys = KeyMap()
        keys[.ctrl("s")] = [.controller(.toggleSort)]
        controller.keyMap = keys
        controller.delegate = model
        controller.handle([.character("b")])
        #expect(model.rows.items == [2, 0, 1])
        controller.handle([.ctrl("s")])
        #expect(!model.sortsResults)
        #expect(model.rows.items == [0, 1, 2])
    }
}
