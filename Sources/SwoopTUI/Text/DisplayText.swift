/// Makes text safe and fitted for a row of cells.
///
/// Control characters never reach the terminal raw: a tab becomes spaces to
/// the next multiple of 8, other C0 controls and DEL become caret notation
/// (`^[`), and anything the terminal cannot print becomes `�`. Text wider than
/// the space is cut and ends in `…`; it is never wrapped.
public enum DisplayText {
    /// Text ready for `Screen.put` and the columns it takes.
    public struct Fitted: Equatable, Sendable {
        public var text: String
        public var width: Int
    }

    private static let tabStop = 8

    /// `text` made safe and cut to at most `maxWidth` columns.
    public static func fit(_ text: String, maxWidth: Int) -> Fitted {
        guard maxWidth > 0 else { return Fitted(text: "", width: 0) }
        var output = String.UnicodeScalarView()
        var scalarCount = 0
        var width = 0
        // (scalar count, width) after each visible piece, for backing off to fit "…".
        var breakpoints: [(scalars: Int, width: Int)] = []
        for scalar in text.unicodeScalars {
            let piece = display(scalar, column: width)
            if piece.width == 0 {
                if scalarCount > 0 {
                    output.append(contentsOf: piece.scalars)
                    scalarCount += piece.scalars.count
                }
                continue
            }
            if width + piece.width > maxWidth {
                return truncated(output, breakpoints: breakpoints, maxWidth: maxWidth)
            }
            output.append(contentsOf: piece.scalars)
            scalarCount += piece.scalars.count
            width += piece.width
            breakpoints.append((scalarCount, width))
        }
        return Fitted(text: String(output), width: width)
    }

    /// The display width of `text` once made safe.
    public static func width(of text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars {
            width += display(scalar, column: width).width
        }
        return width
    }

    /// Cuts `output` to leave room for "…" within `maxWidth`.
    private static func truncated(_ output: String.UnicodeScalarView, breakpoints: [(scalars: Int, width: Int)], maxWidth: Int) -> Fitted {
        let kept = breakpoints.last { $0.width <= maxWidth - 1 } ?? (0, 0)
        var text = String(String.UnicodeScalarView(output.prefix(kept.scalars)))
        // Combining marks that followed the last kept piece stay with it.
        let rest = output.dropFirst(kept.scalars)
        let marks = rest.prefix { DisplayWidth.of($0) == 0 }
        text.unicodeScalars.append(contentsOf: marks)
        text.append("…")
        return Fitted(text: text, width: kept.width + 1)
    }

    /// What to show for `scalar` at `column` and how wide it is.
    private static func display(_ scalar: Unicode.Scalar, column: Int) -> (scalars: [Unicode.Scalar], width: Int) {
        switch scalar.value {
        case 0x09:
            let spaces = tabStop - column % tabStop
            return (Array(repeating: " ", count: spaces), spaces)
        case 0x00..<0x20:
            return (["^", Unicode.Scalar(UInt8(scalar.value) + 0x40)], 2)
        case 0x7F:
            return (["^", "?"], 2)
        default:
            let width = DisplayWidth.of(scalar)
            if width < 0 { return (["\u{FFFD}"], 1) }
            return ([scalar], width)
        }
    }
}
