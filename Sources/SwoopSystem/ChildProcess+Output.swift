import Glibc

extension ChildProcess {
    /// Where a command started by `spawnReading` writes its stderr.
    package enum ErrorOutput: Sendable {
        /// Into the same pipe as its stdout (a preview shows both).
        case withOutput
        /// Into /dev/null.
        case discarded
    }

    /// Starts `command` with its stdout going into a new pipe (close-on-exec), whose read end is
    /// returned for the caller to read and close.
    package static func spawnReading(
        _ command: [UInt8], shell: CommandShell = .system, environment: [[UInt8]] = [], errors: ErrorOutput
    ) -> Result<(child: ChildProcess, output: Int32), Descriptor.Failure> {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return .failure(Descriptor.Failure(code: errno)) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let null = errors == .discarded ? open("/dev/null", O_WRONLY | O_CLOEXEC) : -1
        defer { if null >= 0 { close(null) } }
        let spawned = spawn(command, shell: shell, environment: environment, stdout: ends[1],
                            stderr: errors == .withOutput ? ends[1] : (null >= 0 ? null : nil))
        close(ends[1])
        switch spawned {
        case .success(let child): return .success((child, ends[0]))
        case .failure(let failure):
            close(ends[0])
            return .failure(failure)
        }
    }

    /// Replaces swoop's process with the program `arguments` name (found in PATH), run with
    /// exactly `environment` (`KEY=VALUE`); returns only when that fails, with the reason.
    package static func replaceProcess(arguments: [[UInt8]], environment: [[UInt8]]) -> Descriptor.Failure {
        // The strings are never freed: the process is replaced, or it ends.
        let argv = arguments.map(cString) + [nil]
        clearenv()
        for entry in environment { if let variable = cString(entry) { putenv(variable) } }
        guard let program = argv.first.flatMap({ $0 }) else { return Descriptor.Failure(code: EINVAL) }
        argv.withUnsafeBufferPointer { argv in
            if let arguments = argv.baseAddress { _ = execvp(program, arguments) }
        }
        return Descriptor.Failure(code: errno)
    }
}
