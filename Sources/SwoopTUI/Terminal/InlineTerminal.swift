import CNcursesw
import Glibc
import SwoopOptions
import SwoopPicker
import SwoopSystem

/// The terminal for `--height`: the picker drawn in a few rows below the cursor,
/// the lines above left alone, the rows cleared on exit.
///
/// No ncurses screen: terminfo strings read with `setupterm` do the drawing on
/// `/dev/tty` in raw mode (termios). Like fzf, it makes room by printing line
/// feeds from the cursor (the terminal scrolls when the cursor is near the
/// bottom) and then moves only relatively; it asks the terminal where the
/// cursor is (`u7`) to place mouse clicks and to start below a half-typed line.
package final class InlineTerminal: TerminalRenderer {
    package let descriptor: Int32
    package let colorSupport: ColorSupport
    package var screen: Screen { inlineScreen }
    private let inlineScreen: InlineScreen
    private let terminfo: Terminfo
    private let height: InlineHeight
    private let clearsOnExit: Bool
    /// Whether mouse reporting was asked for; it is on only while the picker's place is known.
    private let wantsMouse: Bool
    private var reportsMouse = false
    private let originalModes: termios
    private var terminalRows = TerminalSize.fallback.rows
    private var terminalColumns = TerminalSize.fallback.columns
    /// Rows made for the picker so far (0: none yet).
    private var madeRows = 0
    /// The picker's first row on the terminal (0-based), when the terminal said where its cursor was.
    private var originRow: Int?
    /// The column the cursor was in when the picker started; not 0: the picker starts on the next line.
    private var startColumn = 0
    /// Bytes read while waiting for the terminal's answer.
    private var input: [UInt8] = []
    /// The last `fit` asked for, to fit again after a resize.
    private var lastFit = Fit(fixedRows: 2, outerRows: 0, itemCount: 0, pane: nil)
    private var isActive = true

    /// Opens `/dev/tty` in raw mode for a picker of `height`; `mouse` turns on mouse reporting (SGR);
    /// `clearsOnExit` false leaves the last frame (`--no-clear`).
    package init(height: InlineHeight, mouse: Bool, clearsOnExit: Bool) throws(TerminalError) {
        DisplayWidth.prepare()
        let device = try TerminalDevice.open(needing: ["cuu1"])
        let fd = device.descriptor
        let modes = device.modes
        descriptor = fd
        originalModes = modes
        self.height = height
        self.clearsOnExit = clearsOnExit
        wantsMouse = mouse
        let info = Terminfo()
        terminfo = info
        colorSupport = ColorSupport(colorCount: Terminfo.number("colors") ?? 0, noColor: getenv("NO_COLOR") != nil)
        inlineScreen = InlineScreen(rows: 0, columns: 0, terminfo: info, usesColor: colorSupport != .monochrome) { bytes in
            Self.send(bytes, to: fd)
        }
        readSize()
        SignalGuard.arm(descriptor: fd, reset: resetSequence(), modes: modes)
        begin()
    }

    /// Raw mode, the cursor located, the start on a line of its own, the mouse on.
    private func begin() {
        var raw = originalModes
        cfmakeraw(&raw)
        tcsetattr(descriptor, TCSANOW, &raw)
        let report = locateCursor()
        startColumn = report?.column ?? 0
        originRow = report?.row
        // Kept for the signal handler until the rows are made (then kept again, after any scrolling).
        var output = terminfo.saveCursor
        if startColumn > 0 {
            // A half-typed line (a prompt without a newline) stays; the picker starts below it.
            output += terminfo.scrollForward + terminfo.carriageReturn
            originRow = originRow.map { min($0 + 1, terminalRows - 1) }
        }
        // Below the cursor is the picker's; with --no-clear (repeated runs) it is left alone.
        if clearsOnExit { output += terminfo.eraseBelow }
        madeRows = 0
        inlineScreen.cursorMoved(toRow: 0)
        inlineScreen.invalidate()
        reportsMouse = wantsMouse && originRow != nil
        if reportsMouse { output += Array(Terminal.mouseOn.utf8) }
        send(output)
    }

    package func takeInput() -> [UInt8] {
        defer { input = [] }
        return input
    }

    package func fit(itemCount: Int, pane: PaneSpec?, fixedRows: (_ rows: Int, _ columns: Int) -> (rows: Int, outer: Int)) {
        let fixed = fixedRows(availableRows, terminalColumns)
        fit(Fit(fixedRows: fixed.rows, outerRows: fixed.outer, itemCount: itemCount, pane: pane))
    }

    /// What the picker's height is made from.
    private struct Fit {
        var fixedRows, outerRows, itemCount: Int
        var pane: PaneSpec?
    }

    /// The rows the picker may take: all the terminal's, but the half-typed line's it starts below.
    private var availableRows: Int { max(1, terminalRows - (startColumn > 0 ? 1 : 0)) }

    /// Makes the picker as high as `fit` asks on this terminal.
    private func fit(_ fit: Fit) {
        lastFit = fit
        let rows = height.rows(terminalRows: availableRows, fixedRows: fit.fixedRows, itemCount: fit.itemCount,
                               outerRows: fit.outerRows, pane: fit.pane)
        if rows != madeRows { makeRows(rows) }
        inlineScreen.resize(rows: rows, columns: terminalColumns)
    }

    /// Makes the picker `rows` high: line feeds from its last row (scrolling at the bottom) to grow,
    /// erasing below its new last row to shrink; then the cursor's place at the start is kept
    /// (`sc`), for the signal handler to clear from.
    private func makeRows(_ rows: Int) {
        var output: [UInt8] = []
        if rows > madeRows {
            let last = max(madeRows, 1) - 1
            output += inlineScreen.move(toRow: last) + terminfo.carriageReturn
            output += Array(repeating: terminfo.scrollForward, count: rows - 1 - last).flatMap { $0 }
            inlineScreen.cursorMoved(toRow: rows - 1)
            originRow = originRow.map { min($0, terminalRows - rows) }
        } else {
            output += inlineScreen.move(toRow: rows) + terminfo.carriageReturn + terminfo.eraseBelow
        }
        output += inlineScreen.move(toRow: 0) + startOfSwoop() + terminfo.saveCursor
        output += inlineScreen.move(toRow: 0) + terminfo.carriageReturn
        if startColumn > 0 { output += terminfo.down(1) }
        madeRows = rows
        inlineScreen.invalidate()
        send(output)
    }

    /// From the picker's first row, to where the cursor was when swoop started.
    private func startOfSwoop() -> [UInt8] {
        startColumn > 0 ? terminfo.up(1) + terminfo.column(startColumn) : terminfo.carriageReturn
    }

    package func pickerEvent(_ event: MouseEvent) -> MouseEvent? {
        guard let originRow, (originRow..<(originRow + madeRows)).contains(event.row) else { return nil }
        var moved = event
        moved.row -= originRow
        return moved
    }

    package func handOver(while body: () -> Void) {
        send(leave(clearing: true))
        tcsetattr(descriptor, TCSANOW, [originalModes])
        body()
        // Back: the picker made again where the cursor is now.
        readSize()
        begin()
        fit(lastFit)
    }

    package func updateSize() {
        readSize()
        // Where the picker is now: the terminal may have moved it; then it is made again from its first row.
        if let report = locateCursor() { originRow = max(0, report.row - inlineScreen.cursorRow) }
        send(inlineScreen.move(toRow: 0) + terminfo.carriageReturn + terminfo.eraseBelow)
        madeRows = 0
        fit(lastFit)
    }

    /// The next frame writes every row, over whatever the terminal shows there.
    package func redrawWhole() {
        inlineScreen.invalidate()
    }

    /// Writes BEL to the terminal.
    package func ringBell() {
        send([0x07])
    }

    package func restore() {
        guard isActive else { return }
        isActive = false
        send(leave(clearing: clearsOnExit))
        tcsetattr(descriptor, TCSANOW, [originalModes])
        SignalGuard.disarm()
        close(descriptor)
    }

    deinit {
        restore()
    }

    /// What gives the terminal back: the picker's rows cleared and the cursor where swoop started,
    /// or (`clearing` false) the last frame left with the cursor back at its top, as fzf leaves it so
    /// that the next run draws over it; mouse off, cursor shown.
    private func leave(clearing: Bool) -> [UInt8] {
        var output = terminfo.reset + inlineScreen.move(toRow: 0) + startOfSwoop()
        if clearing { output += terminfo.eraseBelow }
        inlineScreen.cursorMoved(toRow: 0)
        if reportsMouse { output += Array(Terminal.mouseOff.utf8) }
        return output + terminfo.showCursor
    }

    /// What the signal handler writes: back to the start kept by `sc`, everything below erased,
    /// the normal look, the cursor shown, the mouse off (no `rmcup`: the main screen was never left).
    private func resetSequence() -> [UInt8] {
        Array(Terminal.mouseOff.utf8) + terminfo.reset + terminfo.restoreCursor + terminfo.eraseBelow + terminfo.showCursor
    }

    /// The terminal's size, from the tty (`$LINES` and `$COLUMNS` only where it cannot tell).
    private func readSize() {
        let size = TerminalSize.of(descriptor)
        terminalRows = size.rows
        terminalColumns = size.columns
    }

    /// Asks the terminal where the cursor is and waits up to half a second for the answer;
    /// other bytes read meanwhile are kept for `takeInput()`.
    private func locateCursor() -> CursorReport? {
        guard !terminfo.cursorQuery.isEmpty else { return nil }
        send(terminfo.cursorQuery)
        var buffer = [UInt8](repeating: 0, count: 256)
        var received: [UInt8] = []
        let deadline = Self.milliseconds() + 500
        while true {
            let left = deadline - Self.milliseconds()
            guard left > 0 else { break }
            guard Poller.isReadable(descriptor, within: .milliseconds(left)) else { break }
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            received += buffer[0..<count]
            if let found = CursorReport.find(in: received) {
                input += found.rest
                return found.report
            }
        }
        input += received
        return nil
    }

    private static func milliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }

    private func send(_ bytes: [UInt8]) {
        Self.send(bytes, to: descriptor)
    }

    /// Writes all of `bytes` to `descriptor`.
    private static func send(_ bytes: [UInt8], to descriptor: Int32) {
        guard !bytes.isEmpty else { return }
        _ = bytes.withUnsafeBytes { Descriptor.write(descriptor, $0) }
    }
}
