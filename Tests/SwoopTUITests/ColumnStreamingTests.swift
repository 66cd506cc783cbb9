import Testing
@testable import SwoopItems
@testable import SwoopTUI

/// `--columns` while the items stream in: the widths follow what has arrived.
@Suite struct ColumnStreamingTests {
    /// A header line, then values, some wider than the header's cells, some with more fields.
    static let lines = ["id\tname\tnote", "1\tOslo", "22\tLima\tdry", "333\tReykjavík", "4\tSão Paulo\tbig\textra"]

    @Test func widthsOfAGrowingStoreAreThoseMeasuredAfreshAtEveryStep() {
        let splitter = FieldSplitter(delimiter: "\t")
        for sample in [2, 10] {
            let growing = ItemStore(headerCount: 1)
            let layout = ColumnLayout(measuring: growing, splitter: splitter, sample: sample)
            #expect(layout.widths == [])
            for line in Self.lines {
                growing.append(Array(line.utf8))
                let whole = ItemStore(headerCount: 1)
                for arrived in Self.lines.prefix(growing.readHeaderCount + growing.count) { whole.append(Array(arrived.utf8)) }
                #expect(layout.widths == ColumnLayout(measuring: whole, splitter: splitter, sample: sample).widths,
                        "sample \(sample), \(growing.count) items")
            }
        }
    }

    @Test func cellsArePlacedAgainWhenAnArrivalWidensAColumn() {
        let store = ItemStore()
        let layout = ColumnLayout(measuring: store, splitter: FieldSplitter(delimiter: "\t"))
        store.append(Array("ab\tc".utf8))
        #expect(layout.cells(fitting: 40) == [ColumnLayout.Cell(start: 0, width: 2), ColumnLayout.Cell(start: 4, width: 1)])
        store.append(Array("abcdef\tc".utf8))
        #expect(layout.cells(fitting: 40) == [ColumnLayout.Cell(start: 0, width: 6), ColumnLayout.Cell(start: 8, width: 1)])
    }

    @Test func itemsPastTheSampleAreNeverMeasured() {
        let store = ItemStore()
        let layout = ColumnLayout(measuring: store, splitter: FieldSplitter(), sample: 2)
        for line in ["a", "bb"] { store.append(Array(line.utf8)) }
        #expect(layout.widths == [2])
        store.append(Array("a much longer line".utf8))
        #expect(layout.widths == [2])
    }
}
