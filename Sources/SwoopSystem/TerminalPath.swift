import Glibc

/// The terminal swoop reads keys from and draws on, found as fzf finds it: `/dev/tty`, or the
/// device `--tty-default` names, or (`--no-tty-default`, or a device that is no terminal) the
/// terminal standard error is on.
package enum TerminalPath {
    /// fzf's default device.
    package static let standard = "/dev/tty"
    /// The device asked for; "" for none (the terminal is found from standard error).
    private static let device = Locked(standard)

    /// Uses `path` from now on for the terminal ("" to find it from standard error).
    package static func use(_ path: String) {
        device.withLock { $0 = path }
    }

    /// The device asked for, for messages.
    package static var name: String { device.withLock { $0.isEmpty ? standard : $0 } }

    /// The terminal opened with `flags` (O_CLOEXEC is added): the device asked for when it opens
    /// (and, other than `/dev/tty`, is a terminal), else the terminal standard error is on, else
    /// `/dev/tty`; -1 with `errno` set when none opens.
    package static func open(_ flags: Int32) -> Int32 {
        let asked = device.withLock { $0 }
        let flags = flags | O_CLOEXEC
        var descriptor: Int32 = asked.isEmpty ? -1 : Glibc.open(asked, flags)
        if descriptor >= 0, asked == standard || isatty(descriptor) != 0 { return descriptor }
        let failure = descriptor < 0 && !asked.isEmpty ? errno : ENOTTY
        if descriptor >= 0 { close(descriptor) }
        if let name = ttyname(STDERR_FILENO) {
            descriptor = Glibc.open(name, flags)
            if descriptor >= 0 { return descriptor }
        }
        if asked != standard {
            descriptor = Glibc.open(standard, flags)
            if descriptor >= 0 { return descriptor }
        }
        errno = failure
        return -1
    }
}
