import SwoopItems
import SwoopPicker

/// A wrapped line in a pane no wider than its wrap sign, laid out as fzf draws it.
///
/// fzf writes the line a stretch at a time (a stretch runs between escape
/// sequences; swoop takes its colour spans), each cut into rows, the rows
/// after the first W columns less the sign's width, at least one. A continued
/// row starts with the sign, cut to the pane; with no column left after it,
/// what follows is not drawn, but still takes its rows. A stretch that ends
/// at the edge leaves the next one to start a row with the sign (the sign
/// itself wrapping when it is wider than the pane), so a line takes more rows
/// than its width alone would say. Only the first row shows text: the rest
/// show the sign.
struct NarrowWrap {
    /// Columns of the pane.
    let width: Int
    /// The wrap sign and its width (at least `width`).
    let sign: String
    let signWidth: Int
    /// `wrap-word`: the line is first cut at blanks (fzf's pieces), each piece starting a row.
    let atWords: Bool
    /// Rows left in the pane: a row past them is never started.
    let rowLimit: Int

    /// What goes at a place in the pane.
    enum Content: Equatable {
        /// A stretch of the line's visible bytes.
        case text(Range<Int>)
        /// The wrap sign, cut to the pane.
        case sign(String)
    }

    /// Something to draw: at a row (from the line's first) and column.
    struct Placed: Equatable {
        var row: Int
        var column: Int
        var content: Content
    }

    /// How far a write got (fzf's `FillReturn`).
    private enum Reach {
        /// The cursor is on the row, before the edge.
        case onRow
        /// The write reached the edge: the cursor is at the start of the next row.
        case nextRow
        /// The write reached the pane's last row: nothing more is drawn.
        case full
    }

    /// The cursor and what was drawn so far.
    private struct Pen {
        var row = 0
        var column = 0
        var placed: [Placed] = []
    }

    /// What to draw for `line`, and the rows it takes (`rowLimit` when it fills the pane).
    func layout(_ line: ANSIText) -> (placed: [Placed], rows: Int) {
        var pen = Pen()
        var reach = Reach.onRow
        let pieces = line.visible.withUnsafeBufferPointer { bytes in
            atWords ? PreviewRows.pieces(of: bytes, width: width, signWidth: signWidth) : [0..<bytes.count]
        }
        for (index, piece) in pieces.enumerated() {
            if index > 0 {
                if reach == .onRow {
                    guard pen.row + 1 < rowLimit else { return (pen.placed, rowLimit) }
                    pen.row += 1
                    pen.column = 0
                }
                reach = writeSign(&pen)
            }
            // Where a tab's stop is counted from: the piece's start, as if it did not wrap (fzf's).
            var tabColumn = pen.column
            for stretch in stretches(of: piece, in: line) where !stretch.isEmpty {
                if reach == .nextRow {
                    reach = writeSign(&pen)
                    tabColumn = pen.column
                }
                let cells = line.visible.withUnsafeBufferPointer { Self.cells(of: $0, in: stretch, from: tabColumn) }
                tabColumn += cells.reduce(0) { $0 + $1.width }
                guard cells.contains(where: { $0.width > 0 }) else { continue }
                reach = write(cells, as: { .text($0) }, with: &pen)
                if reach == .full { return (pen.placed, rowLimit) }
            }
        }
        return (pen.placed, min(rowLimit, reach == .nextRow ? pen.row : pen.row + 1))
    }

    /// `range` of `line`'s visible bytes cut where its colour spans start.
    private func stretches(of range: Range<Int>, in line: ANSIText) -> [Range<Int>] {
        var starts = [range.lowerBound]
        for span in line.spans where span.start > range.lowerBound && span.start < range.upperBound { starts.append(span.start) }
        return zip(starts, starts.dropFirst() + [range.upperBound]).map { $0..<$1 }
    }

    /// Writes the sign at the cursor (fzf's `printWrapSign`): where it wraps to the edge, the
    /// cursor stays at the edge of its row.
    private func writeSign(_ pen: inout Pen) -> Reach {
        let bytes = Array(sign.utf8)
        let cells = bytes.withUnsafeBufferPointer { Self.cells(of: $0, in: 0..<$0.count, from: pen.column) }
        if write(cells, as: { .sign(String(decoding: bytes[$0], as: UTF8.self)) }, with: &pen) == .nextRow {
            pen.row -= 1
            pen.column = width
        }
        return .onRow
    }

    /// Writes `cells` from the cursor, cut into rows as fzf's `WrapLine` cuts them; each row after
    /// the first starts with the sign, and only what starts before the edge is drawn.
    private func write(_ cells: [(range: Range<Int>, width: Int)], as content: (Range<Int>) -> Content, with pen: inout Pen) -> Reach {
        let rows = rowsOf(cells, from: pen.column)
        let cutSign = DisplayText.fit(sign, maxWidth: width, ellipsis: "")
        for (index, row) in rows.enumerated() {
            if pen.column < width, !row.range.isEmpty {
                pen.placed.append(Placed(row: pen.row, column: pen.column, content: content(row.range)))
            }
            if pen.column < width { pen.column += row.width }
            guard index < rows.count - 1 else { break }
            guard pen.row + 1 < rowLimit else { return .full }
            pen.row += 1
            pen.placed.append(Placed(row: pen.row, column: 0, content: .sign(cutSign.text)))
            pen.column = cutSign.width
        }
        guard pen.column >= width else { return .onRow }
        guard pen.row + 1 < rowLimit else { return .full }
        pen.row += 1
        pen.column = 0
        return .nextRow
    }

    /// `cells` cut into rows from `column`: the first up to the edge, the others as wide as a
    /// continued row leaves (at least one column); each row's stretch and width.
    private func rowsOf(_ cells: [(range: Range<Int>, width: Int)], from column: Int) -> [(range: Range<Int>, width: Int)] {
        var rows: [(range: Range<Int>, width: Int)] = []
        var start = cells.first?.range.lowerBound ?? 0
        var end = start
        var used = 0
        var prefix = column
        var limit = width
        for cell in cells {
            if prefix + used + cell.width <= limit {
                used += cell.width
                end = cell.range.upperBound
                continue
            }
            rows.append((start..<end, used))
            start = cell.range.lowerBound
            end = cell.range.upperBound
            used = cell.width
            prefix = 0
            limit = max(1, width - signWidth)
        }
        rows.append((start..<end, used))
        return rows
    }

    /// The grapheme clusters of `bytes` in `range` and their widths, drawn from `column`; a tab is
    /// the spaces it stands for, a cell each (fzf writes them so).
    static func cells(of bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, from column: Int) -> [(range: Range<Int>, width: Int)] {
        var cells: [(range: Range<Int>, width: Int)] = []
        var reader = ScalarReader(bytes, from: range.lowerBound)
        var cluster = ClusterWidth()
        var at = column
        while let (scalar, offset) = reader.current, offset < range.upperBound {
            let step = DisplayText.step(scalar, at: at, cluster: &cluster)
            reader.advance()
            let end = min(reader.offset, range.upperBound)
            if scalar == "\t" {
                cells += repeatElement((range: offset..<end, width: 1), count: step.columns)
            } else if step.extends, let last = cells.popLast() {
                cells.append((last.range.lowerBound..<end, last.width + step.columns))
            } else {
                cells.append((offset..<end, step.columns))
            }
            at += step.columns
        }
        return cells
    }
}
