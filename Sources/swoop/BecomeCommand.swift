import SwoopCore

/// `become(CMD)`: swoop's process becomes the shell running CMD, with swoop's stdin, stdout and
/// stderr, after the terminal is given back and every child has ended.
enum BecomeCommand {
    /// Replaces swoop with the program `arguments` name and `environment`; returns only by
    /// exiting 2 when that fails.
    static func replaceSwoop(with arguments: [[UInt8]], environment: [[UInt8]]) -> Never {
        let failure = ChildProcess.replaceProcess(arguments: arguments, environment: environment)
        fail("cannot run become's command: \(failure)")
    }
}
