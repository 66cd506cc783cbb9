import Glibc
import SwoopCore

/// `become(CMD)`: swoop's process becomes the shell running CMD, after the terminal is given
/// back and every child has ended: stdin the terminal (as fzf gives it: piped input is used up,
/// and `become(vim {})` needs keys), stdout and stderr swoop's.
enum BecomeCommand {
    /// Replaces swoop with the program `arguments` name and `environment`; returns only by
    /// exiting 2 when that fails.
    static func replaceSwoop(with arguments: [[UInt8]], environment: [[UInt8]]) -> Never {
        takeTerminalAsStdin()
        let failure = ChildProcess.replaceProcess(arguments: arguments, environment: environment)
        fail("cannot run become's command: \(failure)")
    }

    /// Makes stdin a fresh `/dev/tty` for reading; without a terminal, stdin stays as it is.
    private static func takeTerminalAsStdin() {
        let tty = open("/dev/tty", O_RDONLY)
        guard tty >= 0 else { return }
        guard tty != STDIN_FILENO else { return }
        dup2(tty, STDIN_FILENO)
        close(tty)
    }
}
