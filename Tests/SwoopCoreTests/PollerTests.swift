import Glibc
import Testing
@testable import SwoopSystem

/// `Poller`: sources named by handles, their handlers called in the order they were added.
@Suite struct PollerTests {
    @Test func theReadySourcesHandlersRunInTheOrderTheyWereAdded() {
        let first = WakePipe(), second = WakePipe(), idle = WakePipe()
        defer { [first, second, idle].forEach { $0.close() } }
        var calls: [String] = []
        var poller = Poller()
        poller.add(second.readEnd) { _ in calls.append("second") }
        let quiet = poller.add(idle.readEnd) { _ in calls.append("idle") }
        let woken = poller.add(first.readEnd) { _ in calls.append("first") }
        poller.add(-1) { _ in calls.append("none") }
        first.wake()
        second.wake()
        #expect(poller.wait(within: .seconds(5)) == .ready(2))
        poller.dispatch()
        #expect(calls == ["second", "first"])
        #expect(poller.isReady(woken) && !poller.isReady(quiet))
    }

    @Test func aWaitWithNothingReadyTimesOutAndForgetsWhatCameBefore() {
        let pipe = WakePipe()
        defer { pipe.close() }
        var poller = Poller()
        let source = poller.add(pipe.readEnd)
        pipe.wake()
        #expect(poller.wait(milliseconds: 0) == .ready(1))
        _ = pipe.drain()
        #expect(poller.wait(milliseconds: 10) == .timedOut)
        #expect(!poller.isReady(source))
    }

    @Test func aSourceCanBePointedAtAnotherDescriptor() {
        let old = WakePipe(), new = WakePipe()
        defer { [old, new].forEach { $0.close() } }
        var poller = Poller()
        let source = poller.add(old.readEnd)
        poller.set(source, descriptor: new.readEnd)
        old.wake()
        #expect(poller.wait(milliseconds: 10) == .timedOut)
        new.wake()
        #expect(poller.wait(milliseconds: 1000) == .ready(1) && poller.isReady(source))
    }
}
