import SwoopItems
import SwoopText

extension ListView {
    /// Where `--freeze-left` and `--freeze-right` split `bytes` (an item's shown text), as fzf 0.74
    /// does: the left part ends after the first `freezeLeft` fields (trailing blanks left out), the
    /// right part starts at the delimiter before the last `freezeRight` fields (blanks left out of
    /// it), never before the left part's end; nil for a side not frozen.
    func freezeSplits(of bytes: UnsafeBufferPointer<UInt8>) -> (left: Int?, right: Int?) {
        let tokens = fieldSplitter.tokens(of: bytes)
        var left: Int?
        if freezeLeft > 0, !tokens.isEmpty {
            let token = tokens[min(freezeLeft, tokens.count) - 1].token
            left = token.lowerBound + UnicodeSpace.endTrimmingSpaces(of: UnsafeBufferPointer(rebasing: bytes[token]))
        }
        guard freezeRight > 0 else { return (left, nil) }
        let index = max(freezeLeft - 1, tokens.count - freezeRight - 1)
        var right = -1
        if index < 0 {
            right = 0
        } else if index >= freezeLeft {
            let field = tokens[index]
            // The delimiter after the field, its leading blanks left out, starts the right part.
            var start = field.content.upperBound
            while start < field.end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            right = start
        }
        return (left, max(right, left ?? -1))
    }

    /// Draws one row of an item with frozen fields (`--freeze-left`, `--freeze-right`) in `width`
    /// columns from `left`, as fzf does: the left part first (cut at its end when too wide), then
    /// the right part measured (its start cut), and the middle between them in what is left, shifted
    /// to its last match by `rules`.
    func drawFrozen(
        _ range: Range<Int>, of entry: FrameContent.ListItem, matched: Set<Int>, row: Int, left: Int, width: Int,
        style: TextStyle, highlight: TextStyle, on screen: Screen, theme: Theme, rules: RowWindow.Rules
    ) {
        let splits = freezeSplits(of: entry.bytes)
        let leftEnd = splits.left.map { $0 > range.lowerBound && $0 < range.upperBound ? $0 : range.lowerBound } ?? range.lowerBound
        let rightStart = splits.right.flatMap { $0 >= range.lowerBound && $0 < range.upperBound ? max($0, leftEnd) : nil }
        let middleEnd = rightStart ?? range.upperBound
        let ellipsisWidth = DisplayText.ellipsisWidth(ellipsis)
        let fixed = RowWindow.Rules(hscroll: false, offset: rules.offset, keepsRight: false)
        var room = width
        var column = left
        let draw = { (part: Range<Int>, at: Int, room: Int, rules: RowWindow.Rules, cut: Bool, lastMatch: Int?) -> Int in
            // Tabs in the middle count from the line's start, the left part before them (fzf's prefix width).
            self.drawStretch(part, of: entry, matched: matched, row: row, left: at, width: room, style: style,
                             highlight: highlight, on: screen, theme: theme, rules: rules, forcesCut: cut, lastMatch: lastMatch,
                             startColumn: part.lowerBound == leftEnd ? at - left : 0)
        }
        if leftEnd > range.lowerBound {
            let part = range.lowerBound..<leftEnd
            let cut = columns(of: entry, part) > room - ellipsisWidth
            let drawn = draw(part, column, room, fixed, cut, nil)
            column += drawn
            room -= drawn
        }
        // The right part is measured first (fzf fits it before the middle), drawn after the middle.
        var rightWidth = 0
        var rightIsCut = false
        var rightPart: Range<Int>?
        if let rightStart, rightStart < range.upperBound {
            let part = rightStart..<range.upperBound
            // Too wide to leave the middle an ellipsis: it takes the whole row left, its start cut.
            let measured = columns(of: entry, part)
            rightIsCut = measured > room - ellipsisWidth
            rightWidth = rightIsCut ? max(0, room) : measured
            rightPart = part
        }
        let middle = leftEnd..<middleEnd
        let middleRoom = max(0, room - rightWidth)
        // As fzf's: the middle shifts towards the line's last match, even one in the right part.
        let lastMatch = entry.matchedOffsets.last { $0 >= middle.lowerBound && $0 < range.upperBound }
            .map { min($0, middle.upperBound - 1) - middle.lowerBound }
        let drawn = middle.isEmpty || middleRoom == 0 ? 0 : draw(middle, column, middleRoom, rules, false, lastMatch)
        column += drawn
        if let rightPart, room - drawn > 0 {
            let keepsEnd = RowWindow.Rules(hscroll: true, offset: rules.offset, keepsRight: true,
                                           margin: rightIsCut ? ellipsisWidth : 0)
            _ = draw(rightPart, column, room - drawn, keepsEnd, false, nil)
        }
    }

    /// The columns the bytes `part` of `entry`'s text take (decoded no further than a row can show).
    private func columns(of entry: FrameContent.ListItem, _ part: Range<Int>) -> Int {
        DisplayText.width(of: UnsafeBufferPointer(rebasing: entry.bytes[part]))
    }
}
