/// Makes text safe and fitted for a row of cells.
///
/// Control characters never reach the terminal raw: a tab becomes spaces to
/// the next multiple of 8 (`--tabstop`), other C0 controls and DEL become caret notation
/// (`^[`), and anything the terminal cannot print becomes `�`. Text wider than
/// the space is cut and ends in `…`; it is never wrapped.
package enum DisplayText {
    /// Text ready for `Screen.put` and the columns it takes.
    package struct Fitted: Equatable, Sendable {
        package var text: String
        package var width: Int
    }

    /// Columns between tab stops (`--tabstop`, set once before drawing).
    nonisolated(unsafe) package static var tabStop = 8

    /// How a newline inside an item shows, one column a scalar: swoop's `^J`, or fzf's `␊` under its name
    /// (`LookOptions.newlineSign`, set once before drawing).
    nonisolated(unsafe) package static var newlineSign: [Unicode.Scalar] = ["^", "J"]
    /// Whether the other control characters show in caret notation (`^[`, swoop's) or take no column
    /// (fzf's, under its name); never sent to the terminal either way (`LookOptions.showsControls`).
    nonisolated(unsafe) package static var showsControls = true

    /// A stretch of fitted text drawn in one style.
    package struct Run: Equatable, Sendable {
        package var text: String
        package var width: Int
        /// The key its characters share (from `runKey`); bit 0 is the mark of `fit(_:marked:maxWidth:)`.
        package var key: Int
        /// Whether the run's characters are marked (matched characters, for highlighting).
        package var isMarked: Bool { key & 1 != 0 }
    }

    /// `text` made safe and cut to at most `maxWidth` columns.
    package static func fit(_ text: String, maxWidth: Int, ellipsis: String = "…") -> Fitted {
        let runs = fit(Array(text.unicodeScalars), runKey: { _ in 0 }, maxWidth: maxWidth, ellipsis: ellipsis)
        return Fitted(text: runs.map(\.text).joined(), width: runs.reduce(0) { $0 + $1.width })
    }

    /// `scalars` made safe and cut to at most `maxWidth` columns, split into runs by `marked(index)`.
    package static func fit(_ scalars: [Unicode.Scalar], marked: (Int) -> Bool, maxWidth: Int) -> [Run] {
        fit(scalars, runKey: { marked($0) ? 1 : 0 }, maxWidth: maxWidth)
    }

    /// The columns `ellipsis` takes where text is cut.
    package static func ellipsisWidth(_ ellipsis: String) -> Int {
        ellipsis == "…" && !DisplayWidth.ambiguousIsWide ? 1 : width(of: ellipsis)
    }

    /// `scalars` made safe and cut to at most `maxWidth` columns, split into runs of equal `runKey(index)`;
    /// `leadingEllipsis` draws the `ellipsis` first, for text whose start was left out, `trailingEllipsis`
    /// last, for text whose end was (as it ends text cut here); tabs reach stops counted from `startColumn`
    /// columns before the text (the frozen fields drawn before it).
    package static func fit(
        _ scalars: [Unicode.Scalar], runKey: (Int) -> Int, maxWidth: Int, leadingEllipsis: Bool = false,
        trailingEllipsis: Bool = false, ellipsis: String = "…", startColumn: Int = 0
    ) -> [Run] {
        guard maxWidth > 0 else { return [] }
        var runs: [Run] = []
        let mark = Array(ellipsis.unicodeScalars)
        let markWidth = ellipsisWidth(ellipsis)
        var width = leadingEllipsis ? markWidth : 0
        var pieces: [(scalars: [Unicode.Scalar], width: Int, key: Int)] = leadingEllipsis ? [(mark, markWidth, 0)] : []
        var truncated = false
        var cluster = ClusterWidth()
        for (index, scalar) in scalars.enumerated() {
            let piece = display(scalar, column: startColumn + width)
            let step = cluster.step(scalar, width: piece.width)
            if step.extends || step.columns == 0 {
                // A zero-width scalar with nothing before it is left out.
                guard !pieces.isEmpty else { continue }
                // The rest of a grapheme cluster stays with its start; a cluster that widens past the edge goes whole.
                if width + step.columns > maxWidth {
                    if let last = pieces.popLast() { width -= last.width }
                    truncated = true
                    break
                }
                pieces[pieces.count - 1].scalars += piece.scalars
                pieces[pieces.count - 1].width += step.columns
                pieces[pieces.count - 1].key |= runKey(index) & 1
                width += step.columns
                continue
            }
            if width + step.columns > maxWidth {
                truncated = true
                break
            }
            pieces.append((piece.scalars, step.columns, runKey(index)))
            width += step.columns
        }
        if truncated || trailingEllipsis {
            while width > maxWidth - markWidth, let last = pieces.popLast() { width -= last.width }
            if markWidth <= maxWidth, markWidth > 0 { pieces.append((mark, markWidth, 0)) }
        }
        for piece in pieces {
            if let last = runs.last, last.key == piece.key {
                runs[runs.count - 1].text.unicodeScalars.append(contentsOf: piece.scalars)
                runs[runs.count - 1].width += piece.width
            } else {
                var text = ""
                text.unicodeScalars.append(contentsOf: piece.scalars)
                runs.append(Run(text: text, width: piece.width, key: piece.key))
            }
        }
        return runs
    }

    /// The display width of `text` once made safe.
    package static func width(of text: String) -> Int {
        var width = 0
        var cluster = ClusterWidth()
        for scalar in text.unicodeScalars {
            width += step(scalar, at: width, cluster: &cluster).columns
        }
        return width
    }

    /// What `scalar` shown at `column` after the scalars `cluster` has measured does: the columns it adds,
    /// and whether it continues their last grapheme cluster (a tab reaches the next stop).
    @inline(__always)
    package static func step(_ scalar: Unicode.Scalar, at column: Int, cluster: inout ClusterWidth) -> ClusterWidth.Step {
        if scalar.value < 0x7F, scalar.value >= 0x20 { return cluster.step(scalar, width: 1) }
        return cluster.step(scalar, width: display(scalar, column: column).width)
    }

    /// What to show for `scalar` at `column` and how wide it is.
    private static func display(_ scalar: Unicode.Scalar, column: Int) -> (scalars: [Unicode.Scalar], width: Int) {
        switch scalar.value {
        case 0x09:
            let spaces = tabStop - column % tabStop
            return (Array(repeating: " ", count: spaces), spaces)
        case 0x0A:
            return (newlineSign, newlineSign.count)
        case 0x00..<0x20:
            return showsControls ? (["^", Unicode.Scalar(UInt8(scalar.value) + 0x40)], 2) : ([], 0)
        case 0x7F:
            return showsControls ? (["^", "?"], 2) : ([], 0)
        default:
            let width = DisplayWidth.of(scalar)
            if width < 0 { return (["\u{FFFD}"], 1) }
            return ([scalar], width)
        }
    }
}

extension DisplayText {
    /// The display width of UTF-8 `bytes` once made safe; printable ASCII is counted without decoding.
    package static func width(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x7F { index += 1 }
        var width = index
        var reader = ScalarReader(bytes, from: index)
        var cluster = ClusterWidth()
        if index > 0 { _ = cluster.step(UnicodeScalar(bytes[index - 1]), width: 1) }
        while let scalar = reader.current?.scalar {
            width += step(scalar, at: width, cluster: &cluster).columns
            reader.advance()
        }
        return width
    }
}
