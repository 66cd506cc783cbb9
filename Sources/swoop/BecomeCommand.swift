import Glibc
import SwoopPicker
import SwoopSystem

/// `become(CMD)`: swoop's process becomes the shell running CMD, after the terminal is given
/// back and every child has ended: stdin the terminal (as fzf gives it: piped input is used up,
/// and `become(vim {})` needs keys), stdout and stderr swoop's.
enum BecomeCommand {
    /// Replaces swoop with the program `arguments` name and `environment`; returns only by
    /// exiting 2 when that fails.
    static func replaceSwoop(with arguments: [[UInt8]], environment: [[UInt8]]) -> Never {
        takeTerminalAsStdin()
        removeTemporaryFilesAfterwards()
        let failure = ChildProcess.replaceProcess(arguments: arguments, environment: environment)
        fail("cannot run become's command: \(failure)")
    }

    /// Leaves a watcher that removes the `{f}` files still here (the command's own among them) once
    /// the process swoop becomes has ended: the files outlive swoop only as long as the command.
    private static func removeTemporaryFilesAfterwards() {
        let files = TemporaryFiles.shared.live
        guard !files.isEmpty else { return }
        let shell = CommandShell.system
        var script = Array("tail --pid=\(getpid()) -f /dev/null 2>/dev/null; rm -f --".utf8)
        for path in files.sorted() { script += [0x20] + shell.quoted(Array(path.utf8)) }
        let quiet = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { if quiet >= 0 { close(quiet) } }
        // Its own process group, no terminal: nothing the command does to its group reaches it.
        guard quiet >= 0, case .success = ChildProcess.spawn(script, shell: shell, stdout: quiet, stderr: quiet) else {
            TemporaryFiles.shared.removeAll()
            return
        }
    }

    /// Makes stdin a fresh descriptor of the terminal (`/dev/tty`) for reading; without a terminal, stdin stays as it is.
    private static func takeTerminalAsStdin() {
        let tty = TerminalPath.open(O_RDONLY)
        guard tty >= 0 else { return }
        guard tty != STDIN_FILENO else { return }
        dup2(tty, STDIN_FILENO)
        close(tty)
    }
}
