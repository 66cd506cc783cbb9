import Testing
@testable import SwoopItems
@testable import SwoopSearch

@Suite struct RankedKeysTests {
    /// Keys of `count` items with random scores, in item order.
    static func keys(_ count: Int, seed: UInt64) -> [UInt64] {
        var random = SplitMix(state: seed)
        return (0..<count).map { item in
            let score = Int32(Int.random(in: 0..<300, using: &random))
            return RankKey.make(item: item, tier: 2, score: score, values: TiebreakValues(first: UInt16(item % 7), second: 0, third: 0),
                                layout: RankLayout(MatchOptions()))
        }
    }

    @Test func rowsFarDownAreRankedAsAFullSortRanksThem() {
        let keys = Self.keys(100_000, seed: 3)
        let sorted = keys.sorted().map { RankKey.item($0) }
        let ranked = RankedKeys(keys)
        // Paging down a row at a time, then jumps: each deeper order extends the ordered rows.
        for position in Array(0..<600) + Array(stride(from: 600, to: 40_000, by: 1_013)) {
            #expect(ranked.item(at: position) == sorted[position], "row \(position)")
        }
        #expect(ranked.withRankedItems { items in (0..<items.count).map { items[$0] } } == sorted)
    }

    @Test func positionsOfItemsAnywhereMatchTheFullSort() {
        let keys = Self.keys(20_000, seed: 4)
        let sorted = keys.sorted().map { RankKey.item($0) }
        let ranked = RankedKeys(keys)
        for position in stride(from: 0, to: sorted.count, by: 1_777) {
            #expect(ranked.position(of: sorted[position]) == position)
        }
        #expect(ranked.position(of: 20_000) == nil)
    }

    @Test func orderingAheadGivesUpWhenCancelledAndGoesOnLater() {
        let keys = Self.keys(100_000, seed: 5)
        let sorted = keys.sorted().map { RankKey.item($0) }
        let ranked = RankedKeys(keys)
        ranked.orderLeadingRows(4096, isCancelled: { true })
        #expect(ranked.orderedItems(upTo: 5000).isEmpty)
        ranked.orderLeadingRows(4096, isCancelled: { false })
        #expect(ranked.orderedItems(upTo: 5000) == Array(sorted.prefix(4096)))
        #expect(ranked.item(at: 9000) == sorted[9000])
    }

    @Test func boundsCompletedOnOneCoreOnAllOrNotAtAllRankAsAFullSearch() throws {
        let store = ItemStore(lines: NarrowingBoundsTests.lines(20000, seed: 11))
        let engine = SearchEngine(store: store)
        let first = try #require(engine.search(engine.query("u")))
        for typed in ["us", "ub"] {
            let full = Rows.results(try #require(engine.search(engine.query(typed)))).items
            // In the background, on one core, as the picker does once the first rows are shown.
            let background = try #require(engine.search(engine.query(typed), narrowing: first))
            let completed = background.complete(isCancelled: { false })
            #expect(completed)
            let rankedInBackground = Rows.results(background).items == full
            #expect(rankedInBackground, "\(typed)")
            // Given up at once: the rows are completed on every core when they are asked for.
            let abandoned = try #require(engine.search(engine.query(typed), narrowing: first))
            let givenUp = !abandoned.complete(isCancelled: { true })
            #expect(givenUp)
            let rankedOnDemand = Rows.results(abandoned).items == full
            #expect(rankedOnDemand, "\(typed)")
        }
    }
}
