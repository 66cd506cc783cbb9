import CSignals
import Dispatch
import Glibc

/// A command run by a shell (`CommandShell`: `/bin/sh -c` unless told) in a process group of
/// its own, and ended by group.
///
/// The child gets swoop's environment with the given `KEY=VALUE` entries put
/// over it (an entry replaces a variable of the same name). It starts with default signal dispositions, an empty signal mask, stdin
/// from /dev/null unless given one, and no descriptor of swoop's but 0, 1 and 2.
/// Its group is recorded where the signal handlers can reach it (the CSignals
/// registry), so a quit signal or a crash kills it with swoop; `endAll` ends the
/// rest on an ordinary way out, and an `atexit` hook is the last resort.
///
/// Reaping goes through one lock, so `wait`, `terminate` and `endAll` may race
/// from different threads; a group is forgotten once its shell has been reaped
/// and nothing of the group is left (or it has been sent SIGKILL).
package final class ChildProcess: @unchecked Sendable {
    /// The shell's process id, which is also its process group's id.
    package let id: pid_t
    private let state = Locked(State())

    private struct State {
        /// The shell's wait status, once reaped.
        var waitStatus: Int32?
        /// Whether the group has been sent SIGKILL.
        var isKilled = false
    }

    /// How long a group has to go between SIGTERM and SIGKILL.
    package static let gracePeriod: Duration = .milliseconds(150)

    /// The children whose groups may still be alive.
    private static let live = Locked<[pid_t: ChildProcess]>([:])

    private init(id: pid_t) {
        self.id = id
    }

    /// Starts `command` with `shell` (its program looked up in PATH when it has no slash) and
    /// `environment` over swoop's own; `stdin` defaults to /dev/null, `stdout` and `stderr` to swoop's own.
    package static func spawn(
        _ command: [UInt8], shell: CommandShell = .system, environment: [[UInt8]] = [],
        stdin: Int32? = nil, stdout: Int32? = nil, stderr: Int32? = nil
    ) -> Result<ChildProcess, Descriptor.Failure> {
        prune()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdin {
            posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if let stdout { posix_spawn_file_actions_adddup2(&actions, stdout, 1) }
        if let stderr { posix_spawn_file_actions_adddup2(&actions, stderr, 2) }
        swoop_spawn_close_from(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        sigdelset(&everySignal, SIGKILL)
        sigdelset(&everySignal, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let arguments = shell.argumentVector(for: command).map(cString) + [nil]
        defer { arguments.forEach { $0?.deallocate() } }
        let variables = merged(environment).map(cString) + [nil]
        defer { variables.forEach { $0?.deallocate() } }
        // No quit signal between the spawn and the record: the handler would miss the group.
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &everySignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var pid: pid_t = 0
        let result = arguments.withUnsafeBufferPointer { argv -> Int32 in
            variables.withUnsafeBufferPointer { envp -> Int32 in
                guard let argvBase = argv.baseAddress, let program = argv.first ?? nil, let envpBase = envp.baseAddress else {
                    return EINVAL
                }
                return posix_spawnp(&pid, program, &actions, &attributes,
                                    UnsafeMutablePointer(mutating: argvBase), UnsafeMutablePointer(mutating: envpBase))
            }
        }
        guard result == 0 else { return .failure(Descriptor.Failure(code: result)) }
        let child = ChildProcess(id: pid)
        // A full registry (hundreds of live groups) leaves the handlers blind to this one;
        // `endAll` still ends it.
        _ = swoop_child_group_add(pid)
        live.withLock { $0[pid] = child }
        return .success(child)
    }

    /// swoop's environment with `entries` (`KEY=VALUE`) put over it: each replaces the
    /// variable of its name, in place or at the end.
    package static func merged(_ entries: [[UInt8]]) -> [[UInt8]] {
        var variables: [[UInt8]] = []
        var cursor = environ
        while let entry = cursor.pointee {
            variables.append(Array(UnsafeBufferPointer(start: UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self), count: strlen(entry))))
            cursor += 1
        }
        guard !entries.isEmpty else { return variables }
        /// The name part of an entry, `=` included.
        func name(_ entry: [UInt8]) -> ArraySlice<UInt8> {
            entry[...(entry.firstIndex(of: UInt8(ascii: "=")) ?? entry.endIndex - 1)]
        }
        var positions: [ArraySlice<UInt8>: Int] = [:]
        for (index, variable) in variables.enumerated() where !variable.isEmpty { positions[name(variable)] = index }
        for entry in entries where !entry.isEmpty {
            if let index = positions[name(entry)] {
                variables[index] = entry
            } else {
                positions[name(entry)] = variables.count
                variables.append(entry)
            }
        }
        return variables
    }

    /// A NUL-terminated copy of `bytes`, for argv.
    static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
        pointer[bytes.count] = 0
        return pointer
    }

    /// Waits for the shell to exit and returns its exit status (128 + N when killed by signal N).
    @discardableResult
    package func wait() -> Int32 {
        while true {
            if let status = state.withLock({ $0.waitStatus }) { return Self.exitStatus(status) }
            var info = siginfo_t()
            // Waits without reaping, so the reaping itself stays under the lock.
            if waitid(P_PID, id_t(id), &info, WEXITED | WNOWAIT) < 0, errno == EINTR { continue }
            reap()
            _ = isGone()
        }
    }

    /// Ends the group without blocking: SIGTERM (and SIGCONT, should it be stopped) now,
    /// SIGKILL after `grace` if anything of it is still alive.
    package func terminate(grace: Duration = gracePeriod) {
        guard !isGone() else { return }
        kill(-id, SIGTERM)
        kill(-id, SIGCONT)
        let nanoseconds = grace.components.seconds * 1_000_000_000 + grace.components.attoseconds / 1_000_000_000
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) { [self] in
            if !isGone() { killGroup() }
        }
    }

    /// Ends every child group still alive, waiting at most `grace` before SIGKILL: for swoop's way out.
    package static func endAll(grace: Duration = gracePeriod) {
        var left = live.withLock { Array($0.values) }.filter { !$0.isGone() }
        for child in left {
            kill(-child.id, SIGTERM)
            kill(-child.id, SIGCONT)
        }
        left = awaitEnd(of: left, within: grace)
        for child in left { child.killGroup() }
        // SIGKILL takes a moment: reap the shells, so no zombie is left either.
        _ = awaitEnd(of: left, within: grace)
    }

    /// Polls until every group of `children` is gone or `time` is up; the ones left.
    private static func awaitEnd(of children: [ChildProcess], within time: Duration) -> [ChildProcess] {
        var left = children
        let deadline = ContinuousClock.now.advanced(by: time)
        while !left.isEmpty, ContinuousClock.now < deadline {
            usleep(2_000)
            left = left.filter { !$0.isGone() }
        }
        return left
    }

    /// Sends SIGKILL to the group and forgets it once the shell is reaped.
    private func killGroup() {
        state.withLock { current in
            if !current.isKilled { kill(-id, SIGKILL) }
            current.isKilled = true
        }
        reap()
        _ = isGone()
    }

    /// Whether the group is over: its shell reaped, and nothing of it left or SIGKILL sent.
    /// Forgets the group when it is.
    private func isGone() -> Bool {
        reap()
        let gone = state.withLock { current in
            guard current.waitStatus != nil else { return false }
            return current.isKilled || (kill(-id, 0) < 0 && errno == ESRCH)
        }
        if gone { forget() }
        return gone
    }

    /// Reaps the shell if it has exited (it may only be reaped once, by whoever gets here first).
    private func reap() {
        state.withLock { current in
            guard current.waitStatus == nil else { return }
            var status: Int32 = 0
            let result = waitpid(id, &status, WNOHANG)
            if result == id {
                current.waitStatus = status
            } else if result < 0, errno == ECHILD {
                // Reaped by someone else (a stray waitpid(-1)): the status is lost.
                current.waitStatus = 0x7F00
            }
        }
    }

    /// Drops the group from both registries.
    private func forget() {
        swoop_child_group_remove(id)
        _ = Self.live.withLock { $0.removeValue(forKey: id) }
    }

    /// Forgets the children whose groups have ended on their own.
    private static func prune() {
        for child in live.withLock({ Array($0.values) }) { _ = child.isGone() }
    }

    /// Exit status as a shell reports it, from a wait status.
    private static func exitStatus(_ status: Int32) -> Int32 {
        status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
