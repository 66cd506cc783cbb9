import SwoopPicker

/// A border's shape and the characters that draw it: fzf's `--border` styles.
///
/// A side with a line takes one row (top, bottom) or two columns (left,
/// right: the line and a blank beside it), as in fzf. Without Unicode
/// (`--no-unicode`) every style is drawn with `-`, `|` and `+`.
package struct BorderStyle: Sendable, Equatable {
    /// fzf's names for border shapes (defined in SwoopCore, where the options are read).
    package typealias Shape = BorderShape

    /// The characters of a border: its sides, corners, and the joins where a line meets a side.
    package struct Characters: Sendable, Equatable {
        package var top, bottom, left, right: Character
        package var topLeft, topRight, bottomLeft, bottomRight: Character
        package var leftJoin, rightJoin: Character
    }

    /// A label set in the top or bottom line (`--border-label`, `--border-label-pos`).
    package struct Label: Sendable, Equatable {
        /// The text, on one line.
        package var text: String
        /// From the left (1 is the first column), from the right when negative, centred when 0.
        package var column: Int
        /// In the bottom line instead of the top one.
        package var isBottom: Bool
        /// Where a label too long for its line is cut (`--ellipsis`).
        package var ellipsis: String

        package init(_ text: String, column: Int = 0, isBottom: Bool = false, ellipsis: String = "…") {
            self.text = text
            self.column = column
            self.isBottom = isBottom
            self.ellipsis = ellipsis
        }
    }

    package var shape: Shape
    /// Box-drawing characters (false: ASCII).
    package var isUnicode: Bool

    package init(_ shape: Shape, unicode: Bool = true) {
        self.shape = shape
        self.isUnicode = unicode
    }

    /// No border.
    package static let none = BorderStyle(.none)

    private static let boxes: Set<Shape> = [.rounded, .sharp, .bold, .block, .thinblock, .double, .dashed]

    package var hasTop: Bool { Self.boxes.contains(shape) || [.horizontal, .top].contains(shape) }
    package var hasBottom: Bool { Self.boxes.contains(shape) || [.horizontal, .bottom].contains(shape) }
    package var hasLeft: Bool { Self.boxes.contains(shape) || [.vertical, .left].contains(shape) }
    package var hasRight: Bool { Self.boxes.contains(shape) || [.vertical, .right].contains(shape) }
    /// Whether anything is drawn.
    package var isVisible: Bool { hasTop || hasBottom || hasLeft || hasRight }

    /// The rows and columns the border takes at each edge: one row, or a line and a blank column.
    package var insets: (top: Int, right: Int, bottom: Int, left: Int) {
        (hasTop ? 1 : 0, hasRight ? 2 : 0, hasBottom ? 1 : 0, hasLeft ? 2 : 0)
    }

    /// What is left inside the border drawn around `rect`.
    package func inner(_ rect: ScreenRect) -> ScreenRect {
        let edges = insets
        return rect.inset(top: edges.top, right: edges.right, bottom: edges.bottom, left: edges.left)
    }

    /// The characters this style draws with.
    package var characters: Characters {
        guard isUnicode else { return Characters("-", "-", "|", "|", "+", "+", "+", "+", "+", "+") }
        switch shape {
        case .sharp: return Characters("─", "─", "│", "│", "┌", "┐", "└", "┘", "├", "┤")
        case .bold: return Characters("━", "━", "┃", "┃", "┏", "┓", "┗", "┛", "┣", "┫")
        case .block: return Characters("▀", "▄", "▌", "▐", "▛", "▜", "▙", "▟", "▌", "▐")
        case .thinblock: return Characters("▔", "▁", "▏", "▕", "🭽", "🭾", "🭼", "🭿", "▏", "▕")
        case .double: return Characters("═", "═", "║", "║", "╔", "╗", "╚", "╝", "╠", "╣")
        case .dashed: return Characters("╶", "╶", "┆", "┆", "╭", "╮", "╰", "╯", "├", "┤")
        default: return Characters("─", "─", "│", "│", "╭", "╮", "╰", "╯", "├", "┤")
        }
    }

    /// Draws the border on the edges of `rect`, and `label` in its top or bottom line if that line is drawn.
    package func draw(in rect: ScreenRect, label: Label? = nil, on screen: Screen, style: TextStyle, labelStyle: TextStyle) {
        guard isVisible, !rect.isEmpty else { return }
        let chars = characters
        let last = rect.rows.upperBound - 1
        let right = rect.columns.upperBound - 1
        let first = hasTop ? rect.top + 1 : rect.top
        // A rectangle of one row has no middle (a section squeezed on a tiny screen).
        let middle = first..<max(first, hasBottom ? last : last + 1)
        if hasLeft { for row in middle { screen.put(String(chars.left), row: row, column: rect.left, style: style) } }
        if hasRight, right > rect.left { for row in middle { screen.put(String(chars.right), row: row, column: right, style: style) } }
        if hasTop {
            line(row: rect.top, in: rect, fill: chars.top, corners: (chars.topLeft, chars.topRight), on: screen, style: style)
        }
        if hasBottom, last > rect.top || !hasTop {
            line(row: last, in: rect, fill: chars.bottom, corners: (chars.bottomLeft, chars.bottomRight), on: screen, style: style)
        }
        guard let label, !label.text.isEmpty else { return }
        let onBottom = shape == .bottom || label.isBottom
        guard onBottom ? hasBottom : hasTop else { return }
        Self.drawLabel(label, row: onBottom ? last : rect.top, in: rect.columns, on: screen, style: labelStyle)
    }

    /// Draws a line across the first row of `rect` joined to this border's sides (`├───┤`), with
    /// `label` in it: an `inline` header's line inside the list's frame.
    package func drawJoin(in rect: ScreenRect, label: Label? = nil, on screen: Screen, style: TextStyle, labelStyle: TextStyle) {
        guard !rect.isEmpty else { return }
        let chars = characters
        line(row: rect.top, in: rect, fill: chars.top, corners: (chars.leftJoin, chars.rightJoin), on: screen, style: style)
        guard let label, !label.text.isEmpty else { return }
        Self.drawLabel(label, row: rect.top, in: rect.columns, on: screen, style: labelStyle)
    }

    /// Draws `label` on `row` within `columns`, placed as fzf places it and cut to fit.
    package static func drawLabel(_ label: Label, row: Int, in columns: Range<Int>, on screen: Screen, style: TextStyle) {
        let firstLine = String(label.text.prefix { $0 != "\n" })
        let fitted = DisplayText.fit(firstLine, maxWidth: columns.count, ellipsis: label.ellipsis)
        guard fitted.width > 0 else { return }
        let offset: Int
        if label.column == 0 {
            offset = max(0, (columns.count - fitted.width) / 2)
        } else if label.column < 0 {
            offset = max(0, columns.count + label.column + 1 - fitted.width)
        } else {
            offset = max(0, min(label.column - 1, columns.count - fitted.width))
        }
        screen.put(fitted.text, row: row, column: columns.lowerBound + offset, style: style)
    }

    /// A horizontal line across `rect` on `row`, with corners where there are sides.
    private func line(row: Int, in rect: ScreenRect, fill: Character, corners: (Character, Character), on screen: Screen, style: TextStyle) {
        var cells = Array(repeating: fill, count: rect.width)
        if hasLeft { cells[0] = corners.0 }
        if hasRight, cells.count > 1 { cells[cells.count - 1] = corners.1 }
        screen.put(String(cells), row: row, column: rect.left, style: style)
    }
}

extension BorderStyle.Characters {
    /// The ten characters in order: sides, corners, joins.
    init(_ top: Character, _ bottom: Character, _ left: Character, _ right: Character,
         _ topLeft: Character, _ topRight: Character, _ bottomLeft: Character, _ bottomRight: Character,
         _ leftJoin: Character, _ rightJoin: Character) {
        self.init(top: top, bottom: bottom, left: left, right: right, topLeft: topLeft, topRight: topRight,
                  bottomLeft: bottomLeft, bottomRight: bottomRight, leftJoin: leftJoin, rightJoin: rightJoin)
    }
}
