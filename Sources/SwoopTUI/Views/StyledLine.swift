import SwoopItems

/// A line of text that may carry escape sequences (an `--info-command`'s output): its visible text
/// and the styles its runs take, drawn over a base style.
struct StyledLine {
    /// The runs of visible text, each with the style its escape sequences give it.
    private let runs: [(text: String, style: ANSIText.Style)]

    /// `text`'s runs; text without escape sequences is one plain run.
    init(_ text: String) {
        guard text.utf8.contains(0x1B) else {
            runs = [(text, ANSIText.Style())]
            return
        }
        let parsed = Array(text.utf8).withUnsafeBufferPointer { ANSIText($0) }
        let visible = parsed.visible
        var runs: [(String, ANSIText.Style)] = []
        let spans = parsed.spans
        if spans.isEmpty { runs.append((String(decoding: visible, as: UTF8.self), ANSIText.Style())) }
        for (index, span) in spans.enumerated() {
            let end = index + 1 < spans.count ? spans[index + 1].start : visible.count
            guard span.start < end else { continue }
            runs.append((String(decoding: visible[span.start..<end], as: UTF8.self), span.style))
        }
        if let first = spans.first, first.start > 0 {
            runs.insert((String(decoding: visible[0..<first.start], as: UTF8.self), ANSIText.Style()), at: 0)
        }
        self.runs = runs
    }

    private init(runs: [(text: String, style: ANSIText.Style)]) {
        self.runs = runs
    }

    /// The same line with each tab turned into spaces up to the next `--tabstop` column, counted
    /// from the line's start (fzf's separator).
    func expandingTabs() -> StyledLine {
        guard runs.contains(where: { $0.text.contains("\t") }) else { return self }
        var column = 0
        return StyledLine(runs: runs.map { run in
            var text = ""
            for character in run.text {
                if character == "\t" {
                    let spaces = DisplayText.tabStop - column % DisplayText.tabStop
                    text += String(repeating: " ", count: spaces)
                    column += spaces
                } else {
                    text.append(character)
                    column += DisplayText.width(of: String(character))
                }
            }
            return (text, run.style)
        })
    }

    /// Whether no escape sequence styles any of it.
    var isPlain: Bool { runs.allSatisfy { $0.style.isPlain } }
    /// The visible text.
    var text: String { runs.map(\.text).joined() }
    /// The columns it takes.
    var width: Int { runs.reduce(0) { $0 + DisplayText.width(of: $1.text) } }

    /// Draws it from `column` on `row` in at most `maxWidth` columns, each run's style over `base`;
    /// returns the columns it took.
    @discardableResult
    func draw(row: Int, column: Int, maxWidth: Int, base: TextStyle, theme: Theme, on screen: Screen) -> Int {
        var used = 0
        for run in runs where used < maxWidth {
            let fitted = DisplayText.fit(run.text, maxWidth: maxWidth - used, ellipsis: "")
            screen.put(fitted.text, row: row, column: column + used, style: theme.applying(run.style, to: base))
            used += fitted.width
        }
        return used
    }
}
