import Glibc
import SwoopSystem

/// The picker's wait, as a table of event sources: each is registered once with its handler, and
/// a round waits in the one `Poller` and runs the handlers of what came, in the order they were
/// added.
///
/// A source is a descriptor (fixed, or read again before each wait: the terminal after a hand-over,
/// the preview's current run) or a timer (a delay asked for again before each wait; nil: none).
/// A wait lasts until a descriptor is ready or the soonest timer is due; then the timers due run
/// (a timer due at once runs after the ready sources too).
final class EventLoop {
    private var poller = Poller()
    /// The sources whose descriptor is asked for again before each wait.
    private var moving: [(handle: Poller.Handle, descriptor: () -> Int32)] = []
    /// The timers: the delay each asks for now (milliseconds), and what it does when due.
    private var timers: [(delay: () -> Int32?, handler: () -> Void)] = []

    /// Adds the source `descriptor` (-1: none); `handler` takes the events that came.
    func add(_ descriptor: Int32, handler: @escaping (Int16) -> Void) {
        poller.add(descriptor, handler: handler)
    }

    /// Adds a source whose descriptor is `descriptor()` at each wait (-1: none).
    func add(descriptor: @escaping () -> Int32, handler: @escaping (Int16) -> Void) {
        moving.append((poller.add(descriptor(), handler: handler), descriptor))
    }

    /// Adds a timer: due `delay()` milliseconds after a wait starts (nil: not waited for).
    func addTimer(delay: @escaping () -> Int32?, handler: @escaping () -> Void) {
        timers.append((delay, handler))
    }

    /// One round: waits for the sources and runs the handlers of those ready, or of the timers due.
    func round() -> Poller.Outcome {
        for source in moving { poller.set(source.handle, descriptor: source.descriptor()) }
        let delays = timers.map { $0.delay() }
        let timeout = delays.compactMap { $0 }.min() ?? -1
        let outcome = poller.wait(milliseconds: timeout)
        switch outcome {
        case .ready:
            poller.dispatch()
            // A timer due at once is not put off by a source that is always ready.
            for (timer, delay) in zip(timers, delays) where delay == 0 { timer.handler() }
        case .timedOut:
            for (timer, delay) in zip(timers, delays) where delay == timeout { timer.handler() }
        case .interrupted, .failed:
            break
        }
        return outcome
    }
}
