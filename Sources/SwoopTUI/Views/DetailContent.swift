import SwoopItems

/// The highlighted record as `field: value` lines, for the `--detail` pane.
///
/// A record's fields are found only as far as the pane reaches, and its
/// lines built only as they show, so a record of any size costs what shows.
package struct DetailContent {
    /// The records, whole.
    package let store: ItemStore
    package let splitter: FieldSplitter
    /// The first header line, whose fields name the record's (none without one), once read.
    private let header = HeaderCells()
    /// The fields found of the record shown last.
    private let lastRecord = RecordFields()

    package init(store: ItemStore, splitter: FieldSplitter) {
        self.store = store
        self.splitter = splitter
    }

    /// The lines for `item` (none when nothing is highlighted).
    package func record(for item: Int?) -> DetailRecord {
        let shown = item.flatMap { $0 >= 0 && $0 < store.count ? $0 : nil }
        return DetailRecord(content: self, item: shown ?? -1)
    }

    /// Field `index` of `item`, or nil past its last.
    func field(_ index: Int, of item: Int) -> Range<Int>? {
        guard item >= 0 else { return nil }
        return lastRecord.field(index, of: item, in: store[item], splitter: splitter)
    }

    /// The name of field `index`: its header cell, or its number when that is missing or empty.
    func name(of index: Int) -> [UInt8] {
        header.cell(index, of: store, splitter: splitter) ?? Array(String(index + 1).utf8)
    }
}

/// The fields found so far of one record, kept while it stays highlighted.
private final class RecordFields {
    private var item: Int?
    private var scan = FieldScan(splitter: FieldSplitter())

    /// Field `index` of `line` (record `item`), splitting on only if it is not yet found.
    func field(_ index: Int, of item: Int, in line: UnsafeBufferPointer<UInt8>, splitter: FieldSplitter) -> Range<Int>? {
        if self.item != item {
            self.item = item
            scan = FieldScan(splitter: splitter)
        }
        scan.scan(line, toCount: index + 1)
        return index < scan.fields.count ? scan.fields[index] : nil
    }
}

/// The cells of a store's first header line, taken when it has arrived (the input may still be
/// streaming in when the pane is made).
private final class HeaderCells {
    private var line: [UInt8]?
    private var fields: [Range<Int>] = []

    /// Cell `index` of `store`'s first header line; nil before it arrives, past its last cell, or when empty.
    func cell(_ index: Int, of store: ItemStore, splitter: FieldSplitter) -> [UInt8]? {
        if line == nil, let first = store.headerLine(0) {
            line = Array(first)
            fields = splitter.fields(of: first)
        }
        guard let line, index < fields.count, !fields[index].isEmpty else { return nil }
        return Array(line[fields[index]])
    }
}
