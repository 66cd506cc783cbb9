import Glibc

/// Waits for descriptors to be ready: the program's one call of `poll(2)`, used by the event loop
/// and by every thread that waits on descriptors of its own.
///
/// A source is added with the events it waits for and, optionally, the handler that takes them;
/// `add` gives back a handle that names it (never its position). After `wait`, `events(of:)` says
/// what came for a source, and `dispatch()` calls the handlers of the ready ones in the order they
/// were added.
package struct Poller {
    /// A source added to the poller.
    package struct Handle: Hashable, Sendable {
        fileprivate let index: Int
    }

    /// What a wait came to.
    package enum Outcome: Equatable {
        /// This many sources are ready.
        case ready(Int)
        /// The time ran out with none ready.
        case timedOut
        /// A signal cut the wait short (only from `wait(milliseconds:)`).
        case interrupted
        /// poll failed (`errno`'s code).
        case failed(Int32)
    }

    private var entries: [pollfd] = []
    private var handlers: [((Int16) -> Void)?] = []

    /// A poller with no sources.
    package init() {}

    /// Adds `descriptor` (-1: none, never ready), waited on for `events`; `handler` takes the
    /// events that came, when `dispatch()` is called after a wait.
    @discardableResult
    package mutating func add(_ descriptor: Int32, for events: Int16 = Int16(POLLIN), handler: ((Int16) -> Void)? = nil) -> Handle {
        entries.append(pollfd(fd: descriptor, events: events, revents: 0))
        handlers.append(handler)
        return Handle(index: entries.count - 1)
    }

    /// Changes the descriptor and the events `handle` waits for (-1: none).
    package mutating func set(_ handle: Handle, descriptor: Int32, events: Int16 = Int16(POLLIN)) {
        entries[handle.index] = pollfd(fd: descriptor, events: events, revents: 0)
    }

    /// The events that came for `handle` in the last wait (0: none).
    package func events(of handle: Handle) -> Int16 {
        entries[handle.index].revents
    }

    /// Whether anything came for `handle` in the last wait.
    package func isReady(_ handle: Handle) -> Bool {
        events(of: handle) != 0
    }

    /// Waits once, up to `milliseconds` (-1: no limit), for any source.
    package mutating func wait(milliseconds: Int32) -> Outcome {
        for index in entries.indices { entries[index].revents = 0 }
        let ready = poll(&entries, nfds_t(entries.count), milliseconds)
        if ready > 0 { return .ready(Int(ready)) }
        if ready == 0 { return .timedOut }
        return errno == EINTR ? .interrupted : .failed(errno)
    }

    /// Waits up to `timeout` (nil: no limit) for any source, waiting on through signals for the
    /// time left; never `.interrupted`.
    package mutating func wait(within timeout: Duration?) -> Outcome {
        let deadline = timeout.map { ContinuousClock.now.advanced(by: $0) }
        while true {
            var milliseconds: Int32 = -1
            if let deadline {
                let left = (deadline - ContinuousClock.now).components
                milliseconds = Int32(clamping: max(0, left.seconds * 1000 + (left.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
            }
            let outcome = wait(milliseconds: milliseconds)
            if outcome != .interrupted { return outcome }
        }
    }

    /// Calls the handler of each source that is ready, in the order they were added.
    package func dispatch() {
        for (entry, handler) in zip(entries, handlers) where entry.revents != 0 { handler?(entry.revents) }
    }

    /// Waits up to `timeout` (nil: no limit) for `descriptor` to be readable (or at its end, or in error).
    package static func isReadable(_ descriptor: Int32, within timeout: Duration?) -> Bool {
        var poller = Poller()
        poller.add(descriptor)
        if case .ready = poller.wait(within: timeout) { return true }
        return false
    }
}
