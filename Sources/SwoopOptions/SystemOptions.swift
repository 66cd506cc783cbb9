import SwoopSystem

/// What fzf's options about the process itself ask for: the search's threads, `--bench`, the
/// terminal device, and how a `--tmux` popup's swoop takes its input and hands `become` back.
package struct SystemOptions: Sendable {
    /// `--threads=N`: the most threads a search runs on (0: one per core).
    package var searchThreads = 0
    /// `--bench=DURATION` with `--filter`: how long the search is repeated and timed, in seconds
    /// (0 or less: the filter runs once, as usual).
    package var benchSeconds = 0.0
    /// `--tty-default=DEVICE`: the terminal to read keys from and draw on ("": the one standard
    /// error is on, `--no-tty-default`).
    package var terminalDevice = TerminalPath.standard
    /// `--force-tty-in`: under `--tmux`, stdin is not piped into the popup, as though it were a terminal.
    package var forcesTerminalInput = false
    /// `--proxy-script=PATH`: `become` writes its command and environment to PATH.become and exits
    /// 126, for the process that opened this swoop's popup to become it (fzf's hand-back).
    package var proxyScript: String?
}
