import CNcursesw
import Glibc
import SwoopPicker

/// A terminal that cannot be used: the message says why.
package struct TerminalError: Error, CustomStringConvertible {
    package let description: String
}

/// The controlling terminal, full screen: set up for the picker and restored on the way out.
///
/// Everything is drawn on and read from `/dev/tty`, never stdin or stdout,
/// so stdout carries only the pick. ncurses is started with `newterm`
/// (never `initscr`) in raw mode, on the alternate screen.
package final class Terminal: TerminalRenderer {
    /// The open `/dev/tty`, for reading keys.
    package let descriptor: Int32
    /// What colours the theme may use.
    package let colorSupport: ColorSupport
    private let stream: UnsafeMutablePointer<FILE>
    private let screenHandle: OpaquePointer
    private var isActive = true
    /// The screen the views draw on: ncurses' standard screen.
    package private(set) lazy var screen: Screen = NcursesScreen(colorSupport: colorSupport)

    /// Whether mouse reporting was turned on (and must be turned off again).
    private let reportsMouse: Bool

    /// Turns on mouse reporting: clicks, drags and the wheel, in SGR form.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    /// Turns mouse reporting off again, in the reverse order.
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

    /// Opens `/dev/tty` and starts ncurses on it; `mouse` turns on mouse reporting (SGR).
    package init(mouse: Bool = false) throws(TerminalError) {
        DisplayWidth.prepare()
        let device = try TerminalDevice.open()
        let fd = device.descriptor
        let modes = device.modes
        guard let stream = fdopen(fd, "r+") else {
            close(fd)
            throw TerminalError(description: "cannot use /dev/tty: \(String(cString: strerror(errno)))")
        }
        set_escdelay(25)
        guard let handle = newterm(nil, stream, stream) else {
            fclose(stream)
            throw TerminalError(description: "cannot start the terminal '\(device.typeName)'")
        }
        descriptor = fd
        self.stream = stream
        screenHandle = handle
        set_term(handle)
        raw()
        noecho()
        nonl()
        intrflush(swoop_stdscr(), false)

        var colorCount = 0
        if has_colors() {
            start_color()
            use_default_colors()
            colorCount = Int(swoop_colors())
        }
        colorSupport = ColorSupport(colorCount: colorCount, noColor: getenv("NO_COLOR") != nil)
        reportsMouse = mouse
        if mouse { send(Self.mouseOn) }
        SignalGuard.arm(descriptor: fd, reset: Self.resetSequence(mouse: mouse), modes: modes)
    }

    /// What puts the screen back: mouse reporting off, attributes off, cursor shown, keypad off, main screen.
    private static func resetSequence(mouse: Bool) -> [UInt8] {
        var bytes = Array((mouse ? mouseOff : "").utf8) + Array("\u{1B}[0m".utf8)
        for name in ["cnorm", "rmkx", "rmcup"] {
            if let value = swoop_string_capability(name) {
                bytes += Terminfo.withoutPadding(Array(String(cString: value).utf8))
            }
        }
        return bytes
    }

    /// Gives the terminal back as it was while `body` runs (Ctrl-Z's stop, an `execute` command),
    /// then takes it again.
    package func handOver(while body: () -> Void) {
        if reportsMouse { send(Self.mouseOff) }
        endwin()
        body()
        // Back: the screen redrawn from scratch.
        if reportsMouse { send(Self.mouseOn) }
        clearok(swoop_curscr(), true)
        wrefresh(swoop_stdscr())
    }

    /// Full screen reads no answers from the terminal: nothing is kept back.
    package func takeInput() -> [UInt8] { [] }

    /// Full screen always takes the whole terminal.
    package func fit(itemCount: Int, pane: PaneSpec?, fixedRows: (_ rows: Int, _ columns: Int) -> (rows: Int, outer: Int)) {}

    /// Full screen: the picker's rows are the terminal's.
    package func pickerEvent(_ event: MouseEvent) -> MouseEvent? { event }

    /// Writes a control sequence straight to the terminal.
    private func send(_ sequence: String) {
        fflush(stream)
        var bytes = Array(sequence.utf8)
        _ = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// The next refresh clears the terminal and draws every cell.
    package func redrawWhole() {
        clearok(swoop_curscr(), true)
    }

    /// Writes BEL to the terminal.
    package func ringBell() {
        send("\u{07}")
    }

    /// Reads the terminal's size again after SIGWINCH and tells ncurses.
    package func updateSize() {
        if let size = TerminalSize.kernel(of: descriptor) {
            resizeterm(Int32(size.rows), Int32(size.columns))
        }
    }

    /// Leaves the alternate screen and gives the terminal back as it was; safe to call twice.
    package func restore() {
        guard isActive else { return }
        isActive = false
        if reportsMouse { send(Self.mouseOff) }
        endwin()
        SignalGuard.disarm()
        delscreen(screenHandle)
        fclose(stream)
    }

    deinit {
        restore()
    }
}
