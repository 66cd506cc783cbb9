import SwoopItems

/// Fields shown as aligned columns (`--columns`), measured by display width (CJK counts two).
///
/// A column is as wide as its widest value among the first items (a sample
/// bounded in items and in bytes); a header cell never widens it, and is cut
/// with `…` when longer. On a narrow screen the widest column gives way
/// first. Every step is linear in the number of fields, and a row costs only
/// the fields that show.
package struct ColumnLayout {
    /// A column as drawn: its first cell, counted from where the list's text starts, and its width.
    package struct Cell: Equatable, Sendable {
        package var start: Int
        package var width: Int
    }

    /// How a shown line splits into cells.
    package let splitter: FieldSplitter
    /// Each column's natural width: its widest value in the sample (or header cell, if no value
    /// reaches it), measuring first the items that arrived since last asked.
    package var widths: [Int] { measured.widths }
    /// Blank columns between two cells.
    package static let gap = 2
    /// Narrowest a column is squeezed to.
    static let minimumWidth = 3
    /// Most bytes measured, so that measuring huge lines stays quick.
    package static let measuredBytes = 1 << 20
    /// The widths, measured as items arrive.
    private let measured: ColumnWidths
    /// The cells placed last, for the width they were placed in.
    private let placed = PlacementMemo()

    /// Measures the first `sample` items of `store`, no more than `byteBudget` bytes of them;
    /// the header lines only for columns that no measured value reaches. While the store grows,
    /// the items that arrive are measured when the widths are next asked for, until the sample is full.
    package init(measuring store: ItemStore, splitter: FieldSplitter, sample: Int = 10_000, byteBudget: Int = measuredBytes) {
        self.splitter = splitter
        measured = ColumnWidths(measuring: store, splitter: splitter, sample: sample, byteBudget: byteBudget)
    }

    /// A layout with given widths (tests).
    init(splitter: FieldSplitter, widths: [Int]) {
        self.splitter = splitter
        measured = ColumnWidths(fixed: widths, splitter: splitter)
    }

    /// The widths fitted into `available` columns: the widest column gives way first, a cell at a time,
    /// down to `minimumWidth`; of equally wide columns the leftmost gives way first.
    ///
    /// Linear: the narrowest cap that frees enough cells is found by sweeping down a histogram of
    /// the widths (a cap never needs to exceed `available`), then columns above it are cut to it,
    /// the cells cut beyond the need given back to the rightmost of them.
    package func fitted(to available: Int) -> [Int] {
        let widths = widths
        guard !widths.isEmpty else { return [] }
        let excess = widths.reduce(0, +) + Self.gap * (widths.count - 1) - available
        guard excess > 0 else { return widths }
        let top = max(available, Self.minimumWidth)
        // counts[w]: columns exactly w wide, for w up to top; the wider ones only counted and summed.
        var counts = [Int](repeating: 0, count: top + 1)
        var wider = 0
        var cut = 0
        for width in widths {
            if width > top {
                wider += 1
                cut += width - top
            } else {
                counts[width] += 1
            }
        }
        // cut: cells freed by capping at `cap`; wider: columns wider than `cap`.
        var cap = top
        while cut < excess, cap > Self.minimumWidth {
            wider += counts[cap]
            cap -= 1
            cut += wider
        }
        var fitted = widths.map { min($0, cap) }
        guard cut > excess else { return fitted }
        // Capping freed more than needed: the rightmost capped columns keep one cell more.
        var giveBack = cut - excess
        for index in fitted.indices.reversed() where giveBack > 0 && widths[index] > cap {
            fitted[index] += 1
            giveBack -= 1
        }
        return fitted
    }

    /// The columns that start within `available` columns, each cut to the edge.
    package func cells(fitting available: Int) -> [Cell] {
        let generation = measured.generationAfterMeasuring
        if let cells = placed.cells(for: available, generation: generation) { return cells }
        var cells: [Cell] = []
        var start = 0
        for width in fitted(to: available) {
            guard start < available else { break }
            cells.append(Cell(start: start, width: min(width, available - start)))
            start += width + Self.gap
        }
        placed.remember(cells, for: available, generation: generation)
        return cells
    }

    /// The first `count` fields of `line`, found without splitting past them.
    package func leadingFields(of line: UnsafeBufferPointer<UInt8>, count: Int) -> [Range<Int>] {
        leadingFieldsScanning(line, count: count).fields
    }

    /// The first `count` fields of `line` and how many of its bytes were split to find them.
    func leadingFieldsScanning(_ line: UnsafeBufferPointer<UInt8>, count: Int) -> (fields: [Range<Int>], scanned: Int) {
        var scan = FieldScan(splitter: splitter)
        scan.scan(line, toCount: count)
        return (Array(scan.fields.prefix(count)), scan.scanned)
    }
}

/// The cells of a layout for the last width asked and the widths then measured, kept between frames.
private final class PlacementMemo {
    private var key: (available: Int, generation: Int)?
    private var cells: [ColumnLayout.Cell] = []

    /// The cells remembered for `available` columns and widths of `generation`, if those are they.
    func cells(for available: Int, generation: Int) -> [ColumnLayout.Cell]? {
        key.map { $0 == (available, generation) } == true ? cells : nil
    }

    /// Remembers `cells` as placed in `available` columns for widths of `generation`.
    func remember(_ cells: [ColumnLayout.Cell], for available: Int, generation: Int) {
        key = (available, generation)
        self.cells = cells
    }
}
