/// The commands a session runs besides reloads and the preview: the one its actions wait for
/// (`execute-silent`, `transform-…`) and those running in the background (`bg-transform-…`).
final class SessionCommands {
    /// The command the action queue waits for.
    let awaited = CommandRunner()
    /// The background transforms.
    let background = BackgroundCommands()
    /// `--info-command`, when given.
    var info: InfoCommand?
    /// What ends each value in a command's `{f}` files (`--print0`: NUL).
    var printSeparator: UInt8 = 0x0A

    /// Ends them all, dropping their output.
    func cancel() {
        awaited.cancel()
        background.cancel()
    }
}
