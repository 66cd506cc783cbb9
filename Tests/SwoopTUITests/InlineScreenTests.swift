import Testing
@testable import SwoopTUI

/// The inline picker's screen writes only the rows that changed, with the terminal's own strings.
@Suite(.serialized) struct InlineScreenTests {
    /// A screen of `rows` × 12 for xterm-256color, and what it wrote.
    final class Recorder {
        var written: [UInt8] = []
        var text: String { String(decoding: written, as: UTF8.self) }
    }

    private func screen(rows: Int = 3) throws -> (InlineScreen, Recorder) {
        try #require(Terminfo.load("xterm-256color"))
        let recorder = Recorder()
        let screen = InlineScreen(rows: rows, columns: 12, terminfo: Terminfo(), usesColor: true) { recorder.written += $0 }
        return (screen, recorder)
    }

    @Test func theFirstFrameWritesEveryRowAndTheNextOnlyTheChangedOnes() throws {
        let (screen, recorder) = try screen()
        screen.put("alpha", row: 0, column: 0, style: .plain)
        screen.put("beta", row: 1, column: 0, style: .plain)
        screen.put("gamma", row: 2, column: 0, style: .plain)
        screen.present()
        #expect(recorder.text.contains("alpha") && recorder.text.contains("beta") && recorder.text.contains("gamma"))

        recorder.written = []
        screen.present()
        #expect(!recorder.text.contains("alpha") && !recorder.text.contains("beta") && !recorder.text.contains("gamma"))

        recorder.written = []
        screen.put("delta", row: 2, column: 0, style: .plain)
        screen.present()
        #expect(recorder.text.contains("delta"))
        #expect(!recorder.text.contains("alpha") && !recorder.text.contains("beta"))
    }

    @Test func movesAreRelativeAndTheRestOfARowIsErased() throws {
        let (screen, recorder) = try screen()
        screen.put("x", row: 2, column: 0, style: .plain)
        screen.setCursor(row: 0, column: 4)
        screen.present()
        // Down with cud (CSI n B), up with cuu (CSI n A), to a column with hpa (CSI n G), erase with el (CSI K).
        #expect(recorder.text.contains("\u{1B}[2A"))
        #expect(recorder.text.contains("\u{1B}[5G"))
        #expect(recorder.text.contains("\u{1B}[K"))
        #expect(!recorder.text.contains("\u{1B}[H"))
        #expect(screen.cursorRow == 0)
    }

    @Test func stylesComeFromTheTerminalsDescription() throws {
        let (screen, recorder) = try screen(rows: 1)
        screen.put("hi", row: 0, column: 0, style: TextStyle(foreground: .palette(196), attributes: .bold))
        screen.present()
        #expect(recorder.text.contains("\u{1B}[1m"))
        #expect(recorder.text.contains("\u{1B}[38;5;196m"))
    }

    @Test func aResizeDrawsEverythingAgain() throws {
        let (screen, recorder) = try screen()
        screen.put("alpha", row: 0, column: 0, style: .plain)
        screen.present()
        screen.resize(rows: 4, columns: 12)
        screen.put("alpha", row: 0, column: 0, style: .plain)
        recorder.written = []
        screen.present()
        #expect(recorder.text.contains("alpha"))
        #expect(screen.rows == 4)
    }
}
