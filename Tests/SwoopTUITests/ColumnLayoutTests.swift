import Testing
@testable import SwoopItems
@testable import SwoopTUI

/// The column widths: how they are measured, fitted to the screen, and how a row finds its fields.
@Suite struct ColumnLayoutTests {
    /// The rule `fitted(to:)` follows, a cell at a time (quadratic: small inputs only).
    static func cutOneCellAtATime(_ widths: [Int], to available: Int) -> [Int] {
        var widths = widths
        guard !widths.isEmpty else { return [] }
        func total() -> Int { widths.reduce(0, +) + ColumnLayout.gap * (widths.count - 1) }
        while total() > available {
            guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > ColumnLayout.minimumWidth
            else { break }
            widths[widest] -= 1
        }
        return widths
    }

    /// Tab-separated numbered fields: `0\t1\t2…`.
    static func numberedLine(fields: Int) -> String {
        (0..<fields).map(String.init).joined(separator: "\t")
    }

    @Test func fittingCutsTheWidestColumnACellAtATimeLeftmostFirst() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let widths = (0..<Int.random(in: 0...9, using: &generator)).map { _ in Int.random(in: 0...40, using: &generator) }
            let available = Int.random(in: -3...120, using: &generator)
            let layout = ColumnLayout(splitter: FieldSplitter(), widths: widths)
            #expect(layout.fitted(to: available) == Self.cutOneCellAtATime(widths, to: available),
                    "widths \(widths) in \(available)")
        }
    }

    @Test func equallyWideColumnsGiveWayLeftmostFirst() {
        let layout = ColumnLayout(splitter: FieldSplitter(), widths: [10, 10, 10])
        #expect(layout.fitted(to: 30) == [8, 9, 9])
    }

    @Test func fitsThousandsOfColumnsAtOnce() {
        // A cell at a time, this takes some 20 s in a debug build (4,000 columns, 40,000 steps over them).
        let widths = (0..<4_000).map { 1 + $0 % 7 + ($0 % 101 == 0 ? 50 : 0) }
        let layout = ColumnLayout(splitter: FieldSplitter(), widths: widths)
        var fitted: [Int] = []
        let elapsed = ContinuousClock().measure { fitted = layout.fitted(to: 100) }
        #expect(elapsed < .milliseconds(500))
        #expect(fitted == widths.map { min($0, ColumnLayout.minimumWidth) })
    }

    @Test func fitsTwoHundredThousandColumnsAtOnce() {
        let widths = (0..<200_000).map { 1 + $0 % 7 + ($0 % 101 == 0 ? 5_000 : 0) }
        let layout = ColumnLayout(splitter: FieldSplitter(), widths: widths)
        var fitted: [Int] = []
        let elapsed = ContinuousClock().measure { fitted = layout.fitted(to: 100) }
        #expect(elapsed < .milliseconds(500))
        #expect(fitted[0] == 3 && fitted[1] == 2)  // the 5,001 wide cut to the minimum, the narrow kept
    }

    @Test func cellsAreOnlyThoseStartingOnScreen() {
        let layout = ColumnLayout(splitter: FieldSplitter(), widths: Array(repeating: 5, count: 200_000))
        let cells = layout.cells(fitting: 40)
        // All squeezed to 3 cells, a gap of 2 after each: columns start at 0, 5, … 35.
        #expect(cells.count == 8)
        #expect(cells.last == ColumnLayout.Cell(start: 35, width: 3))
    }

    @Test func aHeaderCellDoesNotWidenItsColumn() {
        let store = ItemStore(headerCount: 1)
        for line in ["city\ttemperature", "Oslo\t8°C", "Lima\t18°C"] { store.append(Array(line.utf8)) }
        let layout = ColumnLayout(measuring: store, splitter: FieldSplitter(delimiter: "\t"))
        #expect(layout.widths == [4, 4])
    }

    @Test func aColumnNoValueReachesTakesItsHeaderCellsWidth() {
        let store = ItemStore(headerCount: 1)
        for line in ["name age note", "bob 12", "alice 7"] { store.append(Array(line.utf8)) }
        let layout = ColumnLayout(measuring: store, splitter: FieldSplitter())
        #expect(layout.widths == [5, 2, 4])
    }

    @Test func measuresWideCharactersAndControlsAsTheyAreDrawn() {
        let store = ItemStore(lines: ["東京都\ta\u{1B}b\tcafe\u{301}", "x\ty\tz"])
        let layout = ColumnLayout(measuring: store, splitter: FieldSplitter(delimiter: "\t"))
        #expect(layout.widths == [6, 4, 4])
    }

    @Test func measuringReadsNoMoreThanTheByteBudget() {
        // 100,000 fields of up to six bytes with their tab: a budget of 1,000 bytes reaches under 300.
        let store = ItemStore(lines: [Self.numberedLine(fields: 100_000), "9"])
        let layout = ColumnLayout(measuring: store, splitter: FieldSplitter(delimiter: "\t"), byteBudget: 1_000)
        #expect(layout.widths.count < 400)
        #expect(layout.widths.prefix(3) == [1, 1, 1])
    }

    @Test func measuringStopsAtTheItemSample() {
        let store = ItemStore(lines: ["a", "bb", "ccc"])
        #expect(ColumnLayout(measuring: store, splitter: FieldSplitter(), sample: 2).widths == [2])
    }

    @Test func aRowSplitsOnlyAsFarAsTheFieldsItShows() {
        let line = Array(Self.numberedLine(fields: 200_000).utf8)
        let layout = ColumnLayout(splitter: FieldSplitter(delimiter: "\t"), widths: [])
        line.withUnsafeBufferPointer { bytes in
            let (fields, scanned) = layout.leadingFieldsScanning(bytes, count: 20)
            #expect(fields.count == 20)
            #expect(fields.last.map { Array(bytes[$0]) } == Array("19".utf8))
            #expect(scanned <= 4096)
        }
    }

    @Test func leadingFieldsAreTheFirstFieldsOfTheWholeSplit() {
        var generator = SystemRandomNumberGenerator()
        for splitter in [FieldSplitter(), FieldSplitter(delimiter: "::")] {
            for _ in 0..<50 {
                // Fields of up to 3,000 bytes, so starts of the line get cut mid-field and mid-delimiter.
                let line = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    String(repeating: "x", count: Int.random(in: 0...3_000, using: &generator))
                        + [" ", "  ", "\t", "::", ":"].randomElement(using: &generator)!
                }.joined()
                let layout = ColumnLayout(splitter: splitter, widths: [])
                let count = Int.random(in: 0...14, using: &generator)
                Array(line.utf8).withUnsafeBufferPointer { bytes in
                    #expect(layout.leadingFields(of: bytes, count: count) == Array(splitter.fields(of: bytes).prefix(count)))
                }
            }
        }
    }
}
