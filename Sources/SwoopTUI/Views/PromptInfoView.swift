import SwoopOptions

/// Draws fzf's info line (`LookOptions.InputStyle.prompt`), character for character as fzf 0.74 does:
/// the spinner's column, the counts, and the separator running along the rest of the line.
///
/// `default`: `⠋ 12/100 ─────`, on the info row; `right`: `───── 12/100 `; `hidden`: the separator alone,
/// on the rule row; `inline`: after the query on the prompt's row, behind `--info=inline:PREFIX`
/// (default ` < `), then the separator; `inline-right`: against the right end of the prompt's row,
/// the separator on the rule row.
struct PromptInfoView {
    /// The separator's text, repeated ("" for none: `--no-separator`, or a border already separates).
    var separator = "─"

    /// The counts and whether input is still being read.
    struct Info {
        var counts: String
        /// The spinner's frame while reading; nil when done.
        var spinner: String?
    }

    /// Draws the info row (or, under `hidden` and `inline-right`, the rule row) on `row` across `columns`.
    func drawLine(_ info: Info, style: Options.InfoStyle, row: Int, columns: Range<Int>, on screen: Screen, theme: Theme) {
        let width = columns.count
        guard width > 1 else { return }
        var cursor = Pen(screen: screen, row: row, column: columns.lowerBound)
        switch style {
        case .hidden, .inline, .inlineRight:
            drawSeparator(width - 1, pad: false, with: &cursor, theme: theme)
        case .default:
            cursor.put(info.spinner ?? " ", theme.spinner)
            cursor.put(" ", theme.info)
            let maxWidth = width - 2 - 1
            let fill = maxWidth - cursor.putCounts(info.counts, maxWidth: maxWidth, theme: theme) - 1
            if fill > 0 {
                cursor.put(" ", theme.rule)
                drawSeparator(fill, pad: false, with: &cursor, theme: theme)
            }
        case .right:
            let maxWidth = width - 1 - (info.spinner == nil ? 0 : 2)
            let fill = width - min(StyledLine(info.counts).width, max(0, maxWidth)) - 2
            if let spinner = info.spinner {
                if fill >= 2 { drawSeparator(fill - 2, pad: true, with: &cursor, theme: theme) }
                cursor.put(spinner, theme.spinner)
                cursor.put(" ", theme.info)
            } else if fill >= 0 {
                drawSeparator(fill, pad: true, with: &cursor, theme: theme)
            }
            cursor.putCounts(info.counts, maxWidth: maxWidth, theme: theme)
        }
    }

    /// Draws `inline` and `inline-right` info on the prompt's row, from `start` (the column after the
    /// prompt, the query and the cursor's cell), behind `prefix`.
    func drawInline(_ info: Info, style: Options.InfoStyle, prefix: String, row: Int, start: Int, columns: Range<Int>,
                    on screen: Screen, theme: Theme) {
        let width = columns.count
        var position = start - columns.lowerBound
        guard width > 1, position < width else { return }
        var cursor = Pen(screen: screen, row: row, column: columns.lowerBound + position)
        let prefixStyle = info.spinner == nil ? theme.prompt : theme.spinner
        let countsWidth = StyledLine(info.counts).width
        if style == .inlineRight {
            if prefix.isEmpty {
                let target = max(position, width - countsWidth - 3)
                cursor.advance(target - position)
                position = target
                if position < width {
                    cursor.put(info.spinner ?? " ", theme.spinner)
                    position += 1
                }
                if position < width - 1 {
                    cursor.put(" ", theme.info)
                    position += 1
                }
            } else {
                let target = max(position, width - countsWidth - DisplayText.width(of: prefix) - 1)
                cursor.advance(target - position)
                position = target + putPrefix(prefix, width: width - target, style: prefixStyle, with: &cursor)
            }
        } else {
            position += putPrefix(prefix, width: width - position, style: prefixStyle, with: &cursor)
        }
        let maxWidth = width - position - 1
        let countsShown = cursor.putCounts(info.counts, maxWidth: maxWidth, theme: theme)
        guard style == .inline else { return }
        var shown = countsShown
        if shown < maxWidth - 1, let spinner = info.spinner {
            cursor.put(" ", theme.info)
            cursor.put(spinner, theme.spinner)
            shown += 2
        }
        let fill = maxWidth - shown - 1
        if fill > 0 {
            cursor.put(" ", theme.rule)
            drawSeparator(fill, pad: false, with: &cursor, theme: theme)
        }
    }

    /// Puts the inline prefix, cut to `width` columns; returns the columns it took.
    private func putPrefix(_ prefix: String, width: Int, style: TextStyle, with cursor: inout Pen) -> Int {
        let fitted = DisplayText.fit(prefix, maxWidth: max(0, width), ellipsis: "")
        cursor.put(fitted.text, style, width: fitted.width)
        return fitted.width
    }

    /// fzf's separator: `length` columns of it, then a blank (or, with none, blanks when `pad`).
    private func drawSeparator(_ length: Int, pad: Bool, with cursor: inout Pen, theme: Theme) {
        guard length >= 0 else { return }
        if separator.isEmpty {
            if pad { cursor.advance(length + 1) }
            return
        }
        guard separator.contains("\u{1B}") || separator.contains("\t") else {
            let unit = max(1, DisplayText.width(of: separator))
            let line = String(repeating: separator, count: length / unit + 1)
            let fitted = DisplayText.fit(line, maxWidth: length, ellipsis: "")
            cursor.put(fitted.text, theme.rule, width: fitted.width)
            cursor.advance(length - fitted.width + 1)
            return
        }
        // As fzf: the separator's own colours over the rule's, its tabs expanded within it, repeated.
        let unit = StyledLine(separator).expandingTabs()
        var drawn = 0
        while drawn < length {
            let used = unit.draw(row: cursor.row, column: cursor.column + drawn, maxWidth: length - drawn,
                                 base: theme.rule, theme: theme, on: cursor.screen)
            // Nothing more fits (a wide character in the last column), or nothing to draw.
            guard used > 0 else { break }
            drawn += used
        }
        cursor.advance(length + 1)
    }

    /// The counts cut to `width`, ending in `..` when cut (fzf's `trimMessage`).
    static func trimmed(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 2 else { return String(repeating: ".", count: max(0, width)) }
        return String(text.prefix(width - 2)) + ".."
    }

    /// Where the next text goes on one row.
    private struct Pen {
        let screen: Screen
        let row: Int
        var column: Int

        mutating func put(_ text: String, _ style: TextStyle, width: Int? = nil) {
            screen.put(text, row: row, column: column, style: style)
            column += width ?? DisplayText.width(of: text)
        }

        /// Puts the counts (an `--info-command`'s may be styled) in at most `maxWidth` columns, plain ones
        /// ending in `..` when cut; returns the columns they took.
        @discardableResult
        mutating func putCounts(_ counts: String, maxWidth: Int, theme: Theme) -> Int {
            let line = StyledLine(counts)
            if line.isPlain {
                let trimmed = PromptInfoView.trimmed(line.text, to: maxWidth)
                put(trimmed, theme.info)
                return trimmed.count
            }
            let used = line.draw(row: row, column: column, maxWidth: max(0, maxWidth), base: theme.info, theme: theme, on: screen)
            column += used
            return used
        }

        mutating func advance(_ columns: Int) {
            column += max(0, columns)
        }
    }
}
