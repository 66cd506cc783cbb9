import Glibc
import SwoopSystem

/// Runs an `execute` command on the terminal: its own process group, made the terminal's
/// foreground group (so a pager or an editor reads keys and Ctrl-C reaches it, not swoop),
/// with a fresh `/dev/tty` as stdin (and stdout and stderr where swoop's are not the terminal),
/// and waits for it; then swoop's group has the terminal again.
enum ForegroundCommand {
    /// Runs `command` and returns its exit status, or why it could not start.
    static func run(_ command: [UInt8], shell: CommandShell = .system, environment: [[UInt8]] = []) -> Result<Int32, Descriptor.Failure> {
        let tty = TerminalPath.open(O_RDWR)
        guard tty >= 0 else { return .failure(Descriptor.Failure(code: errno)) }
        defer { close(tty) }
        let stdout = isatty(1) != 0 ? 1 : tty
        let stderr = isatty(2) != 0 ? 2 : tty
        let child: ChildProcess
        switch ChildProcess.spawn(command, shell: shell, environment: environment, stdin: tty, stdout: stdout, stderr: stderr) {
        case .success(let started): child = started
        case .failure(let failure): return .failure(failure)
        }
        let ownsTerminal = tcgetpgrp(tty) == getpgrp()
        if ownsTerminal { giveTerminal(tty, to: child.id) }
        // Stopped before it had the terminal (it read too early), or by Ctrl-Z: on it goes.
        kill(-child.id, SIGCONT)
        waitForExit(of: child, terminal: ownsTerminal ? tty : nil)
        if ownsTerminal { giveTerminal(tty, to: getpgrp()) }
        return .success(child.wait())
    }

    /// Makes `group` the terminal's foreground group (SIGTTOU held off while swoop does it).
    private static func giveTerminal(_ tty: Int32, to group: pid_t) {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTTOU)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        tcsetpgrp(tty, group)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Waits until the command's shell has exited, leaving it to be reaped; a stop (Ctrl-Z in
    /// the command) is undone at once, since swoop cannot hand a stopped job to the shell.
    private static func waitForExit(of child: ChildProcess, terminal tty: Int32?) {
        while true {
            var info = siginfo_t()
            if waitid(P_PID, id_t(child.id), &info, WEXITED | WSTOPPED | WNOWAIT) < 0 {
                if errno == EINTR { continue }
                return
            }
            guard info.si_code == CLD_STOPPED else { return }
            // Take the stop report, so the next wait waits.
            var consumed = siginfo_t()
            _ = waitid(P_PID, id_t(child.id), &consumed, WSTOPPED)
            if let tty { giveTerminal(tty, to: child.id) }
            kill(-child.id, SIGCONT)
        }
    }
}
