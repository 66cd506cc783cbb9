/// The outcome of one `ChildProcess` run: exit status and output streams.
struct ChildProcessResult {
    /// The exit status (128 + signal number if it was killed by a signal).
    let status: Int32
    /// Everything the child wrote to stdout.
    let stdout: String
    /// Everything the child wrote to stderr.
    let stderr: String

    /// Both streams, for error messages.
    var output: String { stdout + stderr }
}
