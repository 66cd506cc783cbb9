import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopSearch

/// `--frecency` in the ranking: remembered items lead an empty query's list, and gain a few points
/// within their tier when searched.
@Suite struct FrecencyRankingTests {
    let now: Int64 = 1_000_000

    /// An index of `picks` (line, times picked just now) over `lines`.
    func index(_ picks: [(String, Int)], in lines: ItemStore) -> FrecencyIndex {
        var table = FrecencyTable()
        for (line, times) in picks {
            for _ in 0..<times { table.record([Array(line.utf8)], name: "list", now: now) }
        }
        table.record([Array("elsewhere".utf8)], name: "other list", now: now)
        let index = FrecencyIndex(table: table, name: "list", store: nil, now: now)
        index.track(lines)
        return index
    }

    /// The lines of `rows`.
    func lines(_ rows: Rows, in store: ItemStore) -> [String] {
        rows.items.map { String(decoding: store[$0], as: UTF8.self) }
    }

    @Test func anEmptyQueryListsRememberedItemsFirstByFrecencyThenTheRestInInputOrder() {
        let store = ItemStore(lines: ["a", "b", "c", "d", "e", "elsewhere"])
        let model = SearchViewModel(store: store)
        model.remember(index([("d", 1), ("b", 3)], in: store), in: store)
        #expect(lines(model.rows, in: store) == ["b", "d", "a", "c", "e", "elsewhere"])
        #expect(model.highlightedItem == 1)
        model.search("e")
        model.search("")
        #expect(lines(model.rows, in: store) == ["b", "d", "a", "c", "e", "elsewhere"])
    }

    @Test func rememberedRowsFindEveryItemOnceEitherWay() {
        for reversed in [false, true] {
            let rows = RememberedRows(leading: [7, 2, 9, 42], count: 10, reversed: reversed)
            let items = (0..<10).map(rows.item(at:))
            #expect(Array(items.prefix(3)) == [7, 2, 9])
            #expect(items.sorted() == Array(0..<10))
            #expect(Array(items.dropFirst(3)) == (reversed ? [8, 6, 5, 4, 3, 1, 0] : [0, 1, 3, 4, 5, 6, 8]))
            for (position, item) in items.enumerated() { #expect(rows.position(of: item) == position) }
            #expect(rows.allItems() == items)
            #expect(rows.position(of: 10) == nil)
        }
    }

    @Test func withoutSortingTheInputOrderStays() {
        let store = ItemStore(lines: ["a", "b", "c"])
        let model = SearchViewModel(store: store, options: MatchOptions(sort: false))
        model.remember(index([("c", 1)], in: store), in: store)
        #expect(lines(model.rows, in: store) == ["a", "b", "c"])
    }

    @Test func frecencyBreaksTiesBetweenEqualMatches() {
        let store = ItemStore(lines: ["xa1", "xa2", "xa3"])
        let model = SearchViewModel(store: store)
        model.search("xa")
        #expect(lines(model.rows, in: store) == ["xa1", "xa2", "xa3"])
        model.remember(index([("xa3", 1)], in: store), in: store)
        #expect(lines(model.rows, in: store) == ["xa3", "xa1", "xa2"])
    }

    @Test func aRememberedMatchNeverRisesAboveABetterTier() {
        // For "ab": "abc" starts with it (tier 1, score 62); "x ab" (62) and "x/ab" (59) only hold it
        // (tier 2). Remembered, "x/ab" scores 65: above "x ab", still below the prefix match.
        let store = ItemStore(lines: ["x ab", "x/ab", "abc"])
        let engine = SearchEngine(store: store)
        #expect(engine.search(engine.query("ab")).map { lines(.results($0), in: store) } == ["abc", "x ab", "x/ab"])
        let remembered = engine.remembering(index([("x/ab", 50)], in: store).boosts)
        #expect(remembered.search(remembered.query("ab")).map { lines(.results($0), in: store) } == ["abc", "x/ab", "x ab"])
    }

    @Test func aRememberedMatchRisesOverSlightlyBetterOnesOfItsTier() {
        // Both tier 2 for "ab"; "zz ab" scores a little more (consecutive letters).
        let store = ItemStore(lines: ["zz a b", "zz ab"])
        let engine = SearchEngine(store: store)
        let plain = engine.search(engine.query("ab")).map { lines(.results($0), in: store) }
        #expect(plain == ["zz ab", "zz a b"])
        let remembered = engine.remembering(index([("zz a b", 8)], in: store).boosts)
        #expect(remembered.search(remembered.query("ab")).map { lines(.results($0), in: store) } == ["zz a b", "zz ab"])
    }

    @Test func theBonusGrowsWithFrecencyUpToASmallCap() {
        #expect(FrecencyBoosts.bonus(0.25) == 1)
        #expect(FrecencyBoosts.bonus(1) == 1)
        #expect(FrecencyBoosts.bonus(4) == 3)
        #expect(FrecencyBoosts.bonus(8) == 4)
        #expect(FrecencyBoosts.bonus(10_000) == FrecencyBoosts.maximumBonus)
        #expect(FrecencyBoosts.maximumBonus < MatchScoring.boundary)
    }

    @Test func remembersItemsAsTheyArrive() {
        let store = ItemStore()
        _ = store.append(Array("one".utf8))
        let model = SearchViewModel(store: store)
        model.remember(index([("three", 1)], in: store), in: store)
        #expect(model.rows.items == [0])
        _ = store.append(Array("two".utf8))
        _ = store.append(Array("three".utf8))
        model.itemsDidGrow()
        #expect(lines(model.rows, in: store) == ["three", "one", "two"])
    }

    @Test func linesAlikeAtBothEndsAreToldApart() {
        // The same length, the same first and last eight bytes: only the exact line is remembered.
        let store = ItemStore(lines: ["/home/user/a/one.txt", "/home/user/b/one.txt", "short", "shore"])
        let index = index([("/home/user/b/one.txt", 1), ("shore", 1)], in: store)
        #expect(index.boosts.leading.sorted() == [1, 3])
    }

    @Test func duplicateLinesAreAllRememberedAndListedOnce() {
        let store = ItemStore(lines: ["a", "dup", "b", "dup"])
        let model = SearchViewModel(store: store)
        model.remember(index([("dup", 1)], in: store), in: store)
        #expect(model.rows.items == [1, 3, 0, 2])
    }

    @Test func forgettingTheHighlightedItemRanksAgain() {
        let store = ItemStore(lines: ["a", "b", "c"])
        let model = SearchViewModel(store: store)
        model.remember(index([("c", 1), ("b", 2)], in: store), in: store)
        #expect(lines(model.rows, in: store) == ["b", "c", "a"])
        model.forgetHighlighted()
        #expect(lines(model.rows, in: store) == ["c", "a", "b"])
        model.forgetHighlighted()
        #expect(lines(model.rows, in: store) == ["a", "b", "c"])
        model.forgetHighlighted()
        #expect(lines(model.rows, in: store) == ["a", "b", "c"])
    }

    @Test func withoutFrecencyNothingChanges() {
        let store = ItemStore(lines: ["b", "a"])
        let engine = SearchEngine(store: store)
        #expect(engine.frecency == nil)
        #expect(engine.remembering(FrecencyBoosts()).frecency == nil)
        if case .all = engine.allRows(count: 2) {} else { Issue.record("expected the plain list") }
    }
}
