import SwoopCore

/// Fields shown as aligned columns (`--columns`), measured by display width (CJK counts two).
public struct ColumnLayout {
    /// How a shown line splits into cells.
    public let splitter: FieldSplitter
    /// Each column's natural width: its widest cell among the header and a sample of the items.
    public let widths: [Int]
    /// Blank columns between two cells.
    public static let gap = 2
    /// Narrowest a column is squeezed to.
    static let minimumWidth = 3

    /// Measures the header lines and the first `sample` items of `store`.
    public init(measuring store: ItemStore, splitter: FieldSplitter, sample: Int = 10_000) {
        self.splitter = splitter
        var widths: [Int] = []
        func measure(_ line: UnsafeBufferPointer<UInt8>) {
            for (index, field) in splitter.fields(of: line).enumerated() {
                let width = DisplayText.width(of: String(decoding: line[field], as: UTF8.self))
                if index < widths.count { widths[index] = max(widths[index], width) } else { widths.append(width) }
            }
        }
        for index in 0..<store.readHeaderCount { store.headerLine(index).map(measure) }
        for index in 0..<min(store.count, sample) { measure(store[index]) }
        self.widths = widths
    }

    /// A layout with given widths (tests).
    init(splitter: FieldSplitter, widths: [Int]) {
        self.splitter = splitter
        self.widths = widths
    }

    /// The widths fitted into `available` columns: the widest column gives way first.
    public func fitted(to available: Int) -> [Int] {
        var widths = self.widths
        guard !widths.isEmpty else { return [] }
        func total() -> Int { widths.reduce(0, +) + Self.gap * (widths.count - 1) }
        while total() > available {
            guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > Self.minimumWidth else { break }
            widths[widest] -= 1
        }
        return widths
    }

    /// Where each column starts, from `origin`, for `widths`.
    public func starts(for widths: [Int], origin: Int) -> [Int] {
        var starts: [Int] = []
        var column = origin
        for width in widths {
            starts.append(column)
            column += width + Self.gap
        }
        return starts
    }
}
