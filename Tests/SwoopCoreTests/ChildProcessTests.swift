import Glibc
import SwoopSystem
import Testing

/// `ChildProcess`: how a child starts, and that ending it ends its whole group, reaped.
@Suite(.serialized)
struct ChildProcessTests {
    /// Runs `command` with stdout into a pipe and returns what it printed and its exit status.
    func output(of command: String) throws -> (text: String, status: Int32) {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let child = try ChildProcess.spawn(Array(command.utf8), stdout: ends[1]).get()
        close(ends[1])
        let bytes = try Descriptor.readToEnd(ends[0]).get()
        close(ends[0])
        return (String(decoding: bytes, as: UTF8.self), child.wait())
    }

    /// Processes of `group` that are alive (zombies, dead and waiting to be reaped, aside).
    static func liveMembers(ofGroup group: pid_t) -> [pid_t] {
        ProcessEntry.all().filter { $0.group == group && $0.state != "Z" }.map(\.id)
    }

    /// Polls `condition` every 5 ms for up to `timeout`; whether it came true.
    static func eventually(within timeout: Duration = .seconds(3), _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            usleep(5_000)
        }
        return condition()
    }

    @Test func runsInAProcessGroupOfItsOwn() throws {
        let child = try ChildProcess.spawn(Array("sleep 5".utf8)).get()
        defer { child.terminate(); child.wait() }
        #expect(getpgid(child.id) == child.id)
        #expect(getpgid(child.id) != getpgrp())
    }

    @Test func stdinIsDevNullAndNoOtherDescriptorIsInherited() throws {
        // A descriptor of ours without close-on-exec, which the child must not see.
        let stray = open("/dev/null", O_RDONLY)
        defer { close(stray) }
        let result = try output(of: "readlink /proc/$$/fd/0; ls /proc/$$/fd")
        let lines = result.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "/dev/null")
        #expect(Array(lines.dropFirst()) == ["0", "1", "2"])
    }

    @Test func startsWithDefaultSignalDispositionsAndAnEmptyMask() throws {
        // What swoop's own state might be: a signal ignored, another blocked in this thread.
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        var previous = sigaction()
        sigaction(SIGUSR1, &ignore, &previous)
        defer { sigaction(SIGUSR1, &previous, nil) }
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGUSR2)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        // exec: the process read is the one posix_spawn started.
        let result = try output(of: "exec grep -E '^Sig(Blk|Ign)' /proc/self/status")
        let masks = Dictionary(uniqueKeysWithValues: result.text.split(separator: "\n").compactMap { line -> (String, UInt64)? in
            let parts = line.split(separator: "\t")
            guard parts.count == 2, let mask = UInt64(parts[1], radix: 16) else { return nil }
            return (String(parts[0]), mask)
        })
        #expect(masks["SigBlk:"] == 0)
        // glibc's posix_spawn leaves its two internal signals (32 and 33) ignored: only those.
        #expect(masks["SigIgn:"].map { $0 & ~0x1_8000_0000 } == 0)
    }

    @Test func waitReturnsTheExitStatus() throws {
        #expect(try output(of: "exit 3").status == 3)
        #expect(try output(of: "kill -KILL $$").status == 128 + SIGKILL)
    }

    @Test func terminateEndsAGroupThatIgnoresSIGTERMWithoutBlocking() throws {
        let child = try ChildProcess.spawn(Array("trap '' TERM; sleep 300 & sleep 300".utf8)).get()
        #expect(Self.eventually { Self.liveMembers(ofGroup: child.id).count == 3 })
        let start = ContinuousClock.now
        child.terminate()
        #expect(ContinuousClock.now - start < .milliseconds(50))
        // The shell ignores SIGTERM: only SIGKILL, after the grace period, ends it.
        #expect(!Self.liveMembers(ofGroup: child.id).isEmpty)
        #expect(child.wait() == 128 + SIGKILL)
        #expect(ContinuousClock.now - start >= ChildProcess.gracePeriod)
        // Reaped: the shell is not left a zombie.
        #expect(ProcessEntry.read(child.id) == nil)
        #expect(Self.eventually { Self.liveMembers(ofGroup: child.id).isEmpty })
    }

    @Test func terminateReachesAStoppedGroup() throws {
        let child = try ChildProcess.spawn(Array("sleep 300".utf8)).get()
        kill(-child.id, SIGSTOP)
        child.terminate()
        #expect(child.wait() == 128 + SIGTERM)
    }
}
