import CNcursesw
import Glibc
import SwoopSystem

/// The terminal (`/dev/tty`, `TerminalPath`) opened, its terminfo entry loaded and its modes saved: where both renderers start.
///
/// Its size is the tty's own (`TerminalSize`), `$LINES` and `$COLUMNS` only where it cannot tell.
struct TerminalDevice {
    /// The open terminal.
    let descriptor: Int32
    /// `$TERM`, for messages and `newterm`.
    let typeName: String
    /// The terminal's modes before swoop changed them.
    let modes: termios

    /// Opens the terminal for `$TERM`, which must be able to move the cursor (and have every
    /// capability in `needing`); closes it again on failure.
    static func open(needing capabilities: [String] = []) throws(TerminalError) -> TerminalDevice {
        guard let name = getenv("TERM"), name.pointee != 0 else {
            throw TerminalError(description: "TERM is not set: cannot draw on the terminal")
        }
        let typeName = String(cString: name)
        let fd = TerminalPath.open(O_RDWR)
        guard fd >= 0 else {
            throw TerminalError(description: "cannot open \(TerminalPath.name): \(String(cString: strerror(errno)))")
        }
        if TerminalSize.kernel(of: fd) != nil {
            // The tty tells its size: ncurses must not take $LINES and $COLUMNS over it (as it does
            // unless told), for they are often another terminal's (Vim's, around a popup's).
            use_env(false)
            use_tioctl(true)
        }
        var status: Int32 = 0
        guard setupterm(name, fd, &status) == OK else {
            close(fd)
            throw TerminalError(description: "unknown terminal type '\(typeName)'")
        }
        guard swoop_can_address_cursor() != 0, capabilities.allSatisfy({ !Terminfo.string($0).isEmpty }) else {
            close(fd)
            throw TerminalError(description: "terminal type '\(typeName)' cannot move the cursor: set TERM to your terminal's type")
        }
        var modes = termios()
        tcgetattr(fd, &modes)
        return TerminalDevice(descriptor: fd, typeName: typeName, modes: modes)
    }
}
