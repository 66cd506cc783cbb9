import Glibc
import SwoopCore

/// Runs `reload` commands: each one's output is read into a new store as it comes, and a newer
/// reload ends the one before (its process group killed, its reader left to reach the end of
/// the pipe and then closed). Touched by the event loop only.
final class Reloader {
    /// One reload: the command and the reader of its output.
    struct Run {
        let child: ChildProcess
        let reader: ItemReader
        /// The pipe's end the reader reads, closed once it has finished.
        let descriptor: Int32
        /// `reload-sync`: the list is replaced only once the output is complete.
        let isSync: Bool
    }

    /// How lines are separated and how many are a header, as for the first input.
    private let separator: UInt8
    private let headerCount: Int
    /// The reload whose items are (or will be) shown.
    private(set) var current: Run?
    /// Earlier reloads, ended, whose readers have not reached the end of their pipes yet.
    private var retired: [Run] = []

    init(separator: UInt8, headerCount: Int) {
        self.separator = separator
        self.headerCount = headerCount
    }

    /// Starts `command`, ending the reload before; `onArrival` is called on the reader's thread as
    /// lines arrive. Returns the new run, or why the command could not start.
    func start(_ command: [UInt8], isSync: Bool, shell: CommandShell = .system, environment: [[UInt8]] = [],
               onArrival: @escaping @Sendable () -> Void) -> Result<Run, Descriptor.Failure> {
        stop()
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return .failure(Descriptor.Failure(code: errno)) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { if null >= 0 { close(null) } }
        let spawned = ChildProcess.spawn(command, shell: shell, environment: environment, stdout: ends[1], stderr: null)
        close(ends[1])
        switch spawned {
        case .failure(let failure):
            close(ends[0])
            return .failure(failure)
        case .success(let child):
            let reader = ItemReader(descriptor: ends[0], name: "the reload command's output", separator: separator, headerCount: headerCount)
            let run = Run(child: child, reader: reader, descriptor: ends[0], isSync: isSync)
            current = run
            reader.start(onProgress: onArrival)
            return .success(run)
        }
    }

    /// Ends the reload running, if any.
    func stop() {
        guard let run = current else { return }
        current = nil
        run.child.terminate()
        retired.append(run)
    }

    /// Closes the pipes of readers that have finished (the current one's too, once it has).
    func closeFinished() {
        retired.removeAll { run in
            guard run.reader.isFinished else { return false }
            close(run.descriptor)
            return true
        }
        if let run = current, run.reader.isFinished, run.descriptor >= 0 {
            close(run.descriptor)
            current = Run(child: run.child, reader: run.reader, descriptor: -1, isSync: run.isSync)
        }
    }

    /// The session is over: no reload runs on (pipes still read are left to the process's end).
    deinit {
        stop()
    }
}
