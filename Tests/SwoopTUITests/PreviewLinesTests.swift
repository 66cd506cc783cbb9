import Testing
@testable import SwoopItems
@testable import SwoopTUI

/// `PreviewLines`: preview output becomes lines as it arrives, up to a cap.
@Suite struct PreviewLinesTests {
    /// Feeds `chunks` in turn; returns the updates taken after each one that changed something.
    func updates(_ chunks: [String], maxLines: Int = 100, maxBytes: Int = 1000) -> (updates: [PreviewUpdate], lines: PreviewLines) {
        var lines = PreviewLines(maxLines: maxLines, maxBytes: maxBytes)
        var updates: [PreviewUpdate] = []
        for chunk in chunks {
            let changed = Array(chunk.utf8).withUnsafeBufferPointer { lines.append($0) }
            if changed { updates.append(lines.takeUpdate()) }
        }
        return (updates, lines)
    }

    func text(_ line: ANSIText?) -> String? {
        line.map { String(decoding: $0.visible, as: UTF8.self) }
    }

    /// fzf's test_preview_clear_screen: `ESC [2J` in a line clears what came before, and the line
    /// goes on with what follows it.
    @Test func aClearScreenDropsTheLinesBeforeIt() {
        let result = updates(["one\ntwo\n", "x\u{1B}[2J[3]\nfour\n"])
        #expect(result.updates.map(\.clears) == [false, true])
        #expect(result.updates[1].lines.map(text) == ["[3]", "four"])
        var merged = result.updates[0]
        merged.merge(result.updates[1])
        #expect(merged.clears && merged.lines.map(text) == ["[3]", "four"])
    }

    @Test func aClearScreenStartsTheCapAgain() {
        let result = updates(["1\n2\n\u{1B}[2J3\n4\n5\n"], maxLines: 3)
        #expect(result.updates.last?.lines.map(text) == ["3", "4", "5"])
    }

    @Test func aLineSplitAcrossChunksComesOutWhole() {
        let result = updates(["one\ntw", "o\nthr"])
        #expect(result.updates.map { $0.lines.map(text) } == [["one"], ["two"]])
    }

    @Test func theUnfinishedLineIsShownAsTheTailUntilItEnds() {
        var result = updates(["hi", " there"])
        #expect(result.updates.map { text($0.tail) } == ["hi", "hi there"])
        #expect(result.updates.allSatisfy { $0.lines.isEmpty })
        result.lines.finish()
        let last = result.lines.takeUpdate()
        #expect(last.lines.map(text) == ["hi there"])
        #expect(last.tail == nil)
    }

    @Test func keepsNoMoreLinesThanTheCapAndDropsTheRest() {
        let result = updates(["1\n2\n3\n4\n", "5\n"], maxLines: 3)
        #expect(result.updates.flatMap { $0.lines.map(text) } == ["1", "2", "3"])
        #expect(result.lines.isFull)
    }

    @Test func cutsTheOutputAtTheByteCap() {
        let result = updates(["abcdef", "ghij\nmore\n"], maxBytes: 8)
        #expect(result.updates.last?.lines.map(text) == ["abcdefgh"])
        #expect(result.lines.isFull)
    }

    @Test func eachLineKeepsItsOwnColours() {
        let result = updates(["\u{1B}[31mred\u{1B}[0m\nplain\n"])
        let lines = result.updates.flatMap(\.lines)
        #expect(lines.map(text) == ["red", "plain"])
        #expect(lines.first?.spans.first?.style.foreground == 1)
        #expect(lines.last?.spans.isEmpty == true)
    }

    @Test func mergedUpdatesKeepEveryLineAndTheLatestTail() {
        let result = updates(["a\nb", "c\nd"])
        var merged = result.updates[0]
        merged.startsOver = true
        merged.merge(result.updates[1])
        #expect(merged.startsOver)
        #expect(merged.lines.map(text) == ["a", "bc"])
        #expect(text(merged.tail) == "d")
    }
}
