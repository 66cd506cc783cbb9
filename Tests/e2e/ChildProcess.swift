import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a short-lived child with posix_spawn and collects its status and output.
///
/// Foundation's `Process` is not used: on Linux it hands the child an extra descriptor and
/// waits for it to close, so `tmux new-session` (whose forked server keeps it) never "exits";
/// and a child spawned from a Swift concurrency worker thread inherits a mask blocking most
/// signals, which tmux passes on to every pane program. Here the child gets only stdin,
/// stdout and stderr, an empty signal mask and default signal dispositions.
enum ChildProcess {
    /// Runs `executable` with `arguments` (argv[1...]) and `environment`, stdin from `stdinPath`;
    /// kills it and throws if it is still running after `timeout`.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        stdinPath: String = "/dev/null", timeout: Duration = .seconds(10)
    ) throws -> ChildProcessResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("swoop-e2e-child-" + UUID().uuidString)
        let outPath = scratch.path + ".out"
        let errPath = scratch.path + ".err"
        defer {
            unlink(outPath)
            unlink(errPath)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        closeInheritedDescriptors(&actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        sigdelset(&allSignals, SIGKILL)
        sigdelset(&allSignals, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw E2EFailure("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }

        let deadline = ContinuousClock.now.advanced(by: timeout)
        var waitStatus: Int32 = 0
        while true {
            let reaped = waitpid(pid, &waitStatus, WNOHANG)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR {
                throw E2EFailure("waitpid for \(executable) failed: \(String(cString: strerror(errno)))")
            }
            if ContinuousClock.now >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &waitStatus, 0)
                throw E2EFailure("\(executable) \(arguments) did not exit within \(timeout)")
            }
            usleep(1_000)
        }

        let exited = waitStatus & 0x7f == 0
        let status = exited ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f)
        func read(_ path: String) -> String {
            (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        }
        return ChildProcessResult(status: status, stdout: read(outPath), stderr: read(errPath))
    }

    /// Adds actions closing every descriptor above 2 in the child.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        // glibc >= 2.34 has posix_spawn_file_actions_addclosefrom_np, but Swift does not import it.
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
            -> Int32
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {  // RTLD_DEFAULT
            let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
            if closeFrom(&actions, 3) == 0 { return }
        }
        // Fallback: close each descriptor open now (closing one closed meanwhile is harmless).
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap({ Int32($0) }) where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
    }
}
