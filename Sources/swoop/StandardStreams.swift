import Glibc

/// Keeps stdin, stdout and stderr from being reused when swoop is started with one closed.
///
/// A closed standard descriptor would be the next one `open`, `pipe` or the
/// runtime hands out, and the pick would be written into it. Each closed one
/// is held by `/dev/null` instead, and a closed stdout is remembered so that
/// printing the pick fails with a clear message rather than vanishing.
enum StandardStreams {
    /// Whether stdout was closed when swoop started.
    nonisolated(unsafe) private(set) static var stdoutWasClosed = false

    /// Occupies every closed standard descriptor with `/dev/null`; call first thing.
    static func holdClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            if descriptor == STDOUT_FILENO { stdoutWasClosed = true }
            let held = open("/dev/null", O_RDWR)
            if held >= 0, held != descriptor {
                dup2(held, descriptor)
                close(held)
            }
        }
    }
}
