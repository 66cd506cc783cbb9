import SwoopItems

/// Where a click on the footer landed (`click-footer`): its line and its column in the line's text,
/// both from 1, as fzf tells commands (`FZF_CLICK_FOOTER_LINE`, `FZF_CLICK_FOOTER_COLUMN`).
struct FooterClick: Equatable {
    var line: Int
    var column: Int

    /// The word clicked in `footer` (`FZF_CLICK_FOOTER_WORD`), as fzf finds it: the line without its
    /// escape sequences, tabs expanded, split after each run of blanks; the word whose text (trailing
    /// blanks dropped, the first word's leading ones kept) covers the column. Nil between words.
    func word(in footer: [String]) -> String? {
        guard line >= 1, line <= footer.count else { return nil }
        let visible = Array(footer[line - 1].utf8).withUnsafeBufferPointer { ANSIText($0).visible }
        let text = Self.expandingTabs(String(decoding: visible, as: UTF8.self))
        let target = column - 1
        var start = 0
        for word in Self.words(of: text) {
            let trimmed = String(word.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            let leading = trimmed.prefix { $0 == " " || $0 == "\t" }.count
            if target >= leading, target >= start, target < start + DisplayText.width(of: trimmed) { return trimmed }
            start += word.count
        }
        return nil
    }

    /// fzf's words without a delimiter: each runs to the end of the blanks after it (the first keeps
    /// the blanks before it).
    private static func words(of text: String) -> [Substring] {
        var words: [Substring] = []
        var start = text.startIndex
        var inBlanks = false
        var index = text.startIndex
        var seenWord = false
        while index < text.endIndex {
            let isBlank = text[index] == " " || text[index] == "\t"
            if !isBlank, inBlanks, seenWord {
                words.append(text[start..<index])
                start = index
            }
            if !isBlank { seenWord = true }
            inBlanks = isBlank
            index = text.index(after: index)
        }
        if start < text.endIndex { words.append(text[start...]) }
        return words
    }

    /// `text` with each tab widened to the next multiple of 8 columns, as fzf shows it.
    private static func expandingTabs(_ text: String) -> String {
        guard text.contains("\t") else { return text }
        var result = ""
        var width = 0
        for character in text {
            if character == "\t" {
                let spaces = 8 - width % 8
                result += String(repeating: " ", count: spaces)
                width += spaces
            } else {
                result.append(character)
                width += DisplayText.width(of: String(character))
            }
        }
        return result
    }
}
