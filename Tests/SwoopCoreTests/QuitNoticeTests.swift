import Glibc
import SwoopSystem
import Testing

/// `QuitNotice`: while armed, a quit signal is something to wait for instead of the end, and it
/// wins over what was waited for; disarmed, the signal's default is back.
@Suite(.serialized)
struct QuitNoticeTests {
    @Test func aQuitSignalWakesTheWaitAndStays() {
        let notice = QuitNotice()
        let never = WakePipe()
        defer { never.close() }
        #expect(!notice.hasCome)
        // To the process, not this thread: the test's threads may block it.
        kill(getpid(), SIGHUP)
        #expect(notice.wait(for: never, within: .seconds(5)) == .quit)
        #expect(notice.hasCome)
        let woken = WakePipe()
        defer { woken.close() }
        woken.wake()
        #expect(notice.wait(for: woken, within: .zero) == .quit)
        #expect(notice.disarm())
        var action = sigaction()
        sigaction(SIGHUP, nil, &action)
        // SIG_DFL is 0.
        #expect(unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 0)
    }

    @Test func withoutASignalTheWaitEndsWithWhatItWaitsForOrTheTime() {
        let notice = QuitNotice()
        let pipe = WakePipe()
        defer { pipe.close() }
        let start = ContinuousClock.now
        #expect(notice.wait(for: pipe, within: .milliseconds(50)) == .timedOut)
        #expect(ContinuousClock.now - start >= .milliseconds(50))
        pipe.wake()
        #expect(notice.wait(for: pipe) == .ready)
        #expect(pipe.isAwake())
        #expect(!notice.disarm())
    }
}
