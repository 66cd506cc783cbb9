import SwoopItems

/// Column widths measured from a store's first items as they arrive (`--columns`).
///
/// Each item of the sample (bounded in items and in bytes) is measured once,
/// when it is first there: asking again after more items arrived measures only
/// those, and nothing once the sample is full. Header lines are measured the
/// same way, apart, and count only for the columns no measured value reaches,
/// so the widths are at every moment those of a layout measured afresh from
/// what has arrived. Used by the drawing thread only.
final class ColumnWidths {
    /// The store measured; nil for fixed widths.
    private let store: ItemStore?
    private let splitter: FieldSplitter
    /// Most items measured.
    private let sample: Int
    /// Each column's widest value so far.
    private var valueWidths: [Int] = []
    /// Bytes of values that may still be measured.
    private var valueBudget: Int
    /// Items measured so far.
    private var measuredItems = 0
    /// Each column's widest header cell so far.
    private var headerWidths: [Int] = []
    /// Bytes of header lines that may still be measured.
    private var headerBudget: Int
    /// Header lines measured so far.
    private var measuredHeaders = 0
    /// The widths as last worked out.
    private var current: [Int]
    /// Counts the changes of `current`, so that what is worked out from it knows when to redo it.
    private var generation = 0

    /// Widths measured from the first `sample` items of `store`, no more than `byteBudget` bytes
    /// of them (and as many of its header lines): those there now, the others as they arrive.
    init(measuring store: ItemStore, splitter: FieldSplitter, sample: Int, byteBudget: Int) {
        self.store = store
        self.splitter = splitter
        self.sample = sample
        valueBudget = byteBudget
        headerBudget = byteBudget
        current = []
        // What is there already is measured now, not in the first frame drawn.
        measureArrivals()
    }

    /// Widths given, never measured.
    init(fixed widths: [Int], splitter: FieldSplitter) {
        store = nil
        self.splitter = splitter
        sample = 0
        valueBudget = 0
        headerBudget = 0
        current = widths
    }

    /// The widths for the items arrived so far: values, then header cells for the columns beyond them.
    var widths: [Int] {
        measureArrivals()
        return current
    }

    /// The count of changes to the widths, after measuring the items that arrived.
    var generationAfterMeasuring: Int {
        measureArrivals()
        return generation
    }

    /// Measures the sample's items and header lines that arrived since the last call.
    private func measureArrivals() {
        guard let store else { return }
        let items = min(store.count, sample)
        let headers = store.readHeaderCount
        guard items > measuredItems || headers > measuredHeaders else { return }
        for index in measuredItems..<items where valueBudget > 0 { measure(store[index], budget: &valueBudget, into: &valueWidths) }
        for index in measuredHeaders..<headers where headerBudget > 0 {
            // Columns a value reaches never show a header cell's width: those cells are not measured.
            store.headerLine(index).map { measure($0, from: valueWidths.count, budget: &headerBudget, into: &headerWidths) }
        }
        measuredItems = items
        measuredHeaders = headers
        let widths = valueWidths + headerWidths.dropFirst(valueWidths.count)
        if widths != current {
            current = widths
            generation += 1
        }
    }

    /// Widens `widths` to the fields of `line` from column `first` on (the others count as 0),
    /// measuring no more of it than `budget` allows.
    private func measure(_ line: UnsafeBufferPointer<UInt8>, from first: Int = 0, budget: inout Int, into widths: inout [Int]) {
        let measured = UnsafeBufferPointer(rebasing: line[0..<min(line.count, budget)])
        budget -= measured.count
        for (index, field) in splitter.fields(of: measured).enumerated() {
            let width = index < first ? 0 : DisplayText.width(of: UnsafeBufferPointer(rebasing: measured[field]))
            if index < widths.count { widths[index] = max(widths[index], width) } else { widths.append(width) }
        }
    }
}
