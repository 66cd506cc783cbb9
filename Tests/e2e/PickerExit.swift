/// What a finished swoop run left behind: exit status, output streams and terminal settings.
struct PickerExit {
    /// The exit status reported by the shell (`$?`).
    let status: Int32
    /// Everything the program wrote to stdout (only the pick; the UI goes to /dev/tty).
    let stdout: String
    /// Everything the program wrote to stderr.
    let stderr: String
    /// `stty -g` of the pane's terminal just before the program started.
    let sttyBefore: String
    /// `stty -g` of the pane's terminal just after the program exited.
    let sttyAfter: String
}
