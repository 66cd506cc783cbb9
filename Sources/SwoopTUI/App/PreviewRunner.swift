import Dispatch
import Glibc
import Synchronization
import SwoopCore

/// Runs a preview command in the background and hands its output to the event loop.
///
/// Each run starts `sh -c COMMAND` in its own process group, stdout and
/// stderr into a pipe; starting a new run (the cursor moved) kills the old
/// one's group, so a slow preview never holds up the list. Output is
/// collected up to a limit and reported, a byte on `wakeDescriptor` telling
/// the loop to fetch it with `takeOutput()`.
final class PreviewRunner: @unchecked Sendable {
    /// Readable when output is waiting.
    var wakeDescriptor: Int32 { wake.readEnd }
    private let wake = WakePipe()
    private let queue = DispatchQueue(label: "swoop.preview", attributes: .concurrent)
    private let generation = Atomic<Int>(0)
    private let mailbox = Mutex<[ANSIText]?>(nil)
    /// The running command's process id (its group), for killing it.
    private let running = Mutex<pid_t?>(nil)
    /// Most output kept from one run.
    private let limit = 1 << 20

    deinit {
        cancel()
        wake.close()
    }

    /// Starts `command` (already rendered), abandoning any run in progress.
    func run(_ command: [UInt8]) {
        cancel()
        let ticket = generation.add(1, ordering: .relaxed).newValue
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        guard let pid = spawn(command, output: ends[1]) else {
            close(ends[0])
            close(ends[1])
            return
        }
        close(ends[1])
        running.withLock { $0 = pid }
        let readEnd = ends[0]
        queue.async { [self] in
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 14)
            while bytes.count < limit {
                let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                bytes += buffer[0..<count]
                if generation.load(ordering: .relaxed) != ticket { break }
            }
            close(readEnd)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            guard generation.load(ordering: .relaxed) == ticket else { return }
            running.withLock { if $0 == pid { $0 = nil } }
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
                Array(line).withUnsafeBufferPointer { ANSIText($0) }
            }
            mailbox.withLock { $0 = lines }
            var byte: UInt8 = 1
            _ = write(wake.writeEnd, &byte, 1)
        }
    }

    /// Kills the run in progress, if any.
    func cancel() {
        generation.add(1, ordering: .relaxed)
        if let pid = running.withLock({ current in defer { current = nil }; return current }) {
            kill(-pid, SIGTERM)
        }
    }

    /// The output of the last finished run, if not yet taken.
    func takeOutput() -> [ANSIText]? {
        _ = wake.drain()
        return mailbox.withLock { lines in defer { lines = nil }; return lines }
    }

    /// Starts `/bin/sh -c command` in a new process group, stdout and stderr to `output`, stdin from /dev/null.
    private func spawn(_ command: [UInt8], output: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let arguments = [Array("sh".utf8), Array("-c".utf8), command].map { bytes -> UnsafeMutablePointer<CChar>? in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        } + [nil]
        defer { arguments.forEach { $0?.deallocate() } }
        var pid: pid_t = 0
        let result = arguments.withUnsafeBufferPointer { argv -> Int32 in
            guard let base = argv.baseAddress else { return -1 }
            return posix_spawn(&pid, "/bin/sh", &actions, &attributes, UnsafeMutablePointer(mutating: base), environ)
        }
        return result == 0 ? pid : nil
    }
}
