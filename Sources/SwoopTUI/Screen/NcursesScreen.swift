import CNcursesw
import Glibc

/// The real `Screen`: draws on ncurses' standard screen of the open `Terminal`.
package final class NcursesScreen: Screen {
    private let colorSupport: ColorSupport
    /// Colour pairs allocated so far, by (foreground, background).
    private var pairs: [TextStyle: Int16] = [:]
    private var nextPair: Int16 = 1
    private var cursorVisible = true

    /// A screen for the terminal ncurses has just set up.
    package init(colorSupport: ColorSupport) {
        self.colorSupport = colorSupport
    }

    package var rows: Int { Int(swoop_lines()) }
    package var columns: Int { Int(swoop_cols()) }

    package func erase() {
        werase(swoop_stdscr())
    }

    package func put(_ text: String, row: Int, column: Int, style: TextStyle) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        apply(style)
        if style.attributes.contains(.strikethrough) { return putClusters(Self.struck(text), row: row, column: column) }
        // Below U+200D every cluster is as wide to ncurses (scalar by scalar) as to swoop.
        guard text.unicodeScalars.contains(where: { $0.value >= 0x200D }) else {
            return putScalars(text.unicodeScalars, row: row, column: column)
        }
        putClusters(text, row: row, column: column)
    }

    /// `text` with a combining long stroke overlay (U+0336) after each character: ncurses has no
    /// strikethrough attribute, and a terminal draws the overlay as a line through the cell.
    static func struck(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count * 2)
        for character in text {
            result.append(character)
            result.unicodeScalars.append("\u{336}")
        }
        return result
    }

    /// Puts `scalars` as they are: ncurses counts each scalar's `wcwidth`.
    func putScalars<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars, row: Int, column: Int) {
        var wide = scalars.map { wchar_t(bitPattern: $0.value) }
        wide.append(0)
        _ = wide.withUnsafeBufferPointer { swoop_put(Int32(row), Int32(column), $0.baseAddress, Int32($0.count - 1)) }
    }

    package func fill(row: Int, column: Int, width: Int, style: TextStyle) {
        guard row >= 0, row < rows, width > 0 else { return }
        apply(style)
        swoop_fill(Int32(row), Int32(column), Int32(min(width, columns - column)))
    }

    package func setCursor(row: Int, column: Int) {
        if !cursorVisible {
            curs_set(1)
            cursorVisible = true
        }
        wmove(swoop_stdscr(), Int32(row), Int32(column))
    }

    package func hideCursor() {
        if cursorVisible {
            curs_set(0)
            cursorVisible = false
        }
    }

    package func present() {
        wrefresh(swoop_stdscr())
    }

    /// Makes `style` the current drawing style.
    private func apply(_ style: TextStyle) {
        var attributes = swoop_a_normal()
        if style.attributes.contains(.bold) { attributes |= swoop_a_bold() }
        if style.attributes.contains(.dim) { attributes |= swoop_a_dim() }
        if style.attributes.contains(.underline) { attributes |= swoop_a_underline() }
        if style.attributes.contains(.reverse) { attributes |= swoop_a_reverse() }
        if style.attributes.contains(.italic) { attributes |= swoop_a_italic() }
        if style.attributes.contains(.blink) { attributes |= swoop_a_blink() }
        swoop_set_style(attributes, colorPair(for: style))
    }

    /// The colour pair for `style`'s colours, allocated on first use; 0 is the default pair.
    private func colorPair(for style: TextStyle) -> Int16 {
        guard colorSupport != .monochrome, style.foreground != .default || style.background != .default else { return 0 }
        let key = TextStyle(foreground: style.foreground, background: style.background)
        if let pair = pairs[key] { return pair }
        guard Int32(nextPair) < swoop_color_pairs() else { return 0 }
        let pair = nextPair
        nextPair += 1
        init_pair(pair, Self.colorNumber(style.foreground), Self.colorNumber(style.background))
        pairs[key] = pair
        return pair
    }

    private static func colorNumber(_ color: TerminalColor) -> Int16 {
        switch color {
        case .default: -1
        case .palette(let index): Int16(index)
        }
    }
}
