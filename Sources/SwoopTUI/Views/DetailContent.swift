import SwoopCore

/// The highlighted record as `field: value` lines, for the `--detail` pane.
///
/// A record is split into fields once, when it is first shown; its lines
/// are built only as the pane reaches them.
public struct DetailContent {
    /// The records, whole.
    public let store: ItemStore
    public let splitter: FieldSplitter
    /// The first header line, whose fields name the record's (none without one).
    private let header: [UInt8]
    private let headerFields: [Range<Int>]
    /// The fields of the record shown last.
    private let lastSplit = RecordSplit()

    public init(store: ItemStore, splitter: FieldSplitter) {
        self.store = store
        self.splitter = splitter
        header = store.headerLine(0).map(Array.init) ?? []
        headerFields = header.withUnsafeBufferPointer { splitter.fields(of: $0) }
    }

    /// The lines for `item` (none when nothing is highlighted).
    public func record(for item: Int?) -> DetailRecord {
        guard let item, item >= 0, item < store.count else {
            return DetailRecord(store: store, item: -1, fields: [], names: self)
        }
        let fields = lastSplit.fields(of: item) { splitter.fields(of: store[item]) }
        return DetailRecord(store: store, item: item, fields: fields, names: self)
    }

    /// The name of field `index`: its header cell, or its number when that is missing or empty.
    func name(of index: Int) -> [UInt8] {
        if index < headerFields.count, !headerFields[index].isEmpty {
            return Array(header[headerFields[index]])
        }
        return Array(String(index + 1).utf8)
    }
}

/// The fields of one record, kept while it stays highlighted.
private final class RecordSplit {
    private var item: Int?
    private var fields: [Range<Int>] = []

    /// The fields of `item`, split by `split` unless they are at hand.
    func fields(of item: Int, split: () -> [Range<Int>]) -> [Range<Int>] {
        if self.item != item {
            fields = split()
            self.item = item
        }
        return fields
    }
}
