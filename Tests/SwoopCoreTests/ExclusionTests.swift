import Testing
@testable import SwoopSearch
import SwoopItems

/// `exclude`'s items in the engine: left out of every search and of the full list, whatever its order.
@Suite struct ExclusionTests {
    let store = ItemStore(lines: ["apple", "apricot", "banana", "grape", "grapefruit", "pear", "peach"])

    @Test func anExcludedItemMatchesNoQuery() throws {
        let engine = SearchEngine(store: store).excluding(ItemSet([1, 4]))
        let result = try #require(engine.search(engine.query("ap")))
        #expect(result.allItems().sorted() == [0, 3])
        let narrowed = try #require(engine.search(engine.query("apr"), narrowing: result))
        #expect(narrowed.count == 0)
    }

    @Test func exclusionsAddUpAndSurviveSortingChanges() throws {
        let engine = SearchEngine(store: store).excluding(ItemSet([0])).excluding(ItemSet([5])).sorting(false)
        #expect(engine.excluded == ItemSet([0, 5]))
        #expect(Array(engine.allRows(count: store.count)) == [1, 2, 3, 4, 6])
    }

    @Test func theTypoFallbackFindsNoExcludedItem() throws {
        var options = MatchOptions()
        options.typos = true
        let engine = SearchEngine(store: store, options: options).excluding(ItemSet([3]))
        let result = try #require(engine.search(engine.query("grapz"), typosBelow: 10))
        #expect(result.typos?.allItems().contains(3) == false)
        #expect(result.typos?.allItems().contains(4) == true)
    }

    /// The full list with hidden and leading items, checked row by row against a plain filter.
    @Test(arguments: [false, true])
    func theFullListSkipsHiddenItemsInEitherOrder(reversed: Bool) {
        let hidden = ItemSet([0, 3, 4, 9, 17])
        for leading in [[], [5, 3, 12]] {
            let rows = RememberedRows(leading: leading, count: 18, reversed: reversed, hidden: hidden,
                                      hiddenInOrder: hidden.sorted())
            let plain = (0..<18).map { reversed ? 17 - $0 : $0 }
            let shownLeading = leading.filter { !hidden.contains($0) }
            let expected = shownLeading + plain.filter { !hidden.contains($0) && !shownLeading.contains($0) }
            #expect(rows.count == expected.count)
            #expect((0..<rows.count).map(rows.item(at:)) == expected)
            #expect(rows.allItems() == expected)
            #expect(expected.indices.allSatisfy { rows.position(of: expected[$0]) == $0 })
            #expect(rows.position(of: 9) == nil)
        }
    }

    @Test func hiddenItemsPastTheListedCountAreNotCounted() {
        let hidden = ItemSet([2, 40])
        let rows = RememberedRows(leading: [], count: 10, reversed: false, hidden: hidden, hiddenInOrder: hidden.sorted())
        #expect(rows.count == 9)
        #expect(rows.item(at: 8) == 9)
    }
}
