import Glibc

/// A thread of its own for work that blocks (reading a child's output, waiting for it),
/// so it never holds one of Dispatch's few pool threads.
///
/// The thread starts with the asynchronous signals blocked, as Dispatch's threads
/// do: they are handled on the main thread, and this thread's calls are not
/// interrupted by them.
package enum DetachedThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Runs `body` on a new detached thread; false if no thread could be started.
    @discardableResult
    package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        var blocked = sigset_t()
        sigfillset(&blocked)
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS] { sigdelset(&blocked, signal) }
        var previous = sigset_t()
        // The new thread inherits the mask of the one creating it.
        pthread_sigmask(SIG_SETMASK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
