import Glibc
import SwoopSystem

/// A quit signal (TERM, INT, HUP, QUIT) to the caller of a `--tmux` popup: the popup's swoop
/// and everything it started end, the popup closes, the shell and the tmux client that
/// opened it end, the popup's folder goes, and the caller exits 130, as a cancelled pick does.
///
/// The popup's script writes its process id (the popup's swoop's, which it execs) into the
/// folder and then looks for the `quit` mark, which the caller writes before it reads the id:
/// either the script sees the mark and starts nothing, or the caller finds the id and ends
/// that process (whose own quit handler ends its children). The popup closes once its
/// command is over; the shell running `tmux display-popup` returns then.
struct PopupEnding {
    /// The file in the popup's folder the script writes its process id into, with a newline.
    static let processFile = "pid"
    /// The mark in the popup's folder that tells the script not to start swoop.
    static let quitMark = "quit"

    /// How long the popup's swoop has to end after SIGTERM, and then after SIGKILL.
    private static let grace: Duration = .seconds(1)

    /// The popup's folder.
    let folder: String
    /// Woken once the shell running `tmux display-popup` has been reaped, and with it the popup
    /// closed; nil before that shell starts.
    let popupEnded: WakePipe?

    /// Ends the popup and everything it made, removes the folder, and exits 130.
    func finish() -> Never {
        let mark = open(folder + "/" + Self.quitMark, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        if mark >= 0 { close(mark) }
        if let popupEnded, !popupEnded.isAwake() {
            if let swoop = popupSwoop() {
                kill(swoop, SIGTERM)
                kill(swoop, SIGCONT)
                if !popupEnded.isAwake(within: Self.grace) { kill(swoop, SIGKILL) }
            }
            _ = popupEnded.isAwake(within: Self.grace)
        }
        // The shell and the tmux client, should the popup not have closed (or not yet opened).
        ChildProcess.endAll()
        TmuxPopup.removeFolder(folder)
        exit(130)
    }

    /// The popup's swoop (or the script before it execs swoop), once the script has written
    /// its whole line; nil before that.
    private func popupSwoop() -> pid_t? {
        let file = open(folder + "/" + Self.processFile, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard file >= 0 else { return nil }
        defer { close(file) }
        guard case .success(let bytes) = Descriptor.readToEnd(file), bytes.last == 0x0A,
              let id = pid_t(String(decoding: bytes.dropLast(), as: UTF8.self)), id > 1 else { return nil }
        return id
    }
}
