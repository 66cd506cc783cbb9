import Glibc
import SwoopSystem
import Synchronization

/// fzf's built-in file walker, on every core: lists the files (and directories) under the
/// roots into a descriptor, each path ended with NUL (a name may hold a newline), while the
/// walk goes on.
///
/// Directories are read in parallel by `threadCount` threads sharing a `WalkQueue`; an
/// entry's type comes from its directory entry, so nothing is `stat`ed except symbolic links
/// (where the link leads) and entries of file systems that do not say. A path prints relative
/// to its root as given (`src` → `src/a`, `.` → `a`), byte for byte, directories with a `/`
/// after. Unreadable or vanished directories are passed over; a directory met again below
/// itself (a link loop, a bind mount) is not entered twice, and on `/proc` and `/sys` (which
/// hold thousands of links to the same few directories) no link is followed where another one
/// led already. The walk ends early when the
/// descriptor's reader goes away. The descriptor is closed when the walk ends.
package final class Walker: @unchecked Sendable {
    private let options: WalkOptions
    private let skipRules: [SkipRule]
    /// The directories links have led into so far (`LinkedDirectories`).
    private let linked = LinkedDirectories()
    private let queue = WalkQueue()
    /// The roots' own tasks, queued once their lines are written.
    private let roots: [WalkQueue.Task]
    private let output: Int32
    /// Held while a thread writes; true once a write failed (the reader is gone).
    private let writing = Locked(false)
    /// Threads still walking: the last one out closes `output`.
    private let running = Atomic<Int>(0)
    /// Bytes gathered before a thread writes them out.
    private static let flushSize = 1 << 15
    /// Longest a thread keeps what it found before writing it out, in nanoseconds.
    private static let flushInterval = 10_000_000

    private init(options: WalkOptions, skipRules: [SkipRule], output: Int32, roots: [WalkQueue.Task]) {
        self.options = options
        self.skipRules = skipRules
        self.roots = roots
        self.output = output
    }

    /// How many threads walk: one a core, at least two (a slow directory never holds up the rest).
    package static var threadCount: Int { max(2, min(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 16)) }

    /// Starts walking as `options` say on threads of their own; returns at once with the read end
    /// of a pipe the paths come through (for the caller to read and close), or why it could not.
    package static func start(_ options: WalkOptions) -> Result<Int32, Descriptor.Failure> {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return .failure(Descriptor.Failure(code: errno)) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let (walker, rootLines) = prepared(options, output: ends[1])
        let threads = threadCount
        walker.running.store(threads, ordering: .relaxed)
        var started = 0
        for _ in 0..<threads {
            // The first thread started writes the roots' own lines (never this one: the pipe may be full).
            let opening = started == 0 ? rootLines : nil
            if DetachedThread.start({ walker.work(opening: opening) }) { started += 1 } else { walker.leave() }
        }
        guard started > 0 else {
            close(ends[0])
            return .failure(Descriptor.Failure(code: EAGAIN))
        }
        return .success(ends[0])
    }

    /// A walker with its roots queued, and what the roots themselves print.
    private static func prepared(_ options: WalkOptions, output: Int32) -> (Walker, [UInt8]) {
        var printed: [UInt8] = []
        var tasks: [WalkQueue.Task] = []
        let rules = options.skipRules
        for root in options.roots {
            var info = stat()
            guard stat(root.isEmpty ? "." : root, &info) == 0 else { continue }
            let path = Self.printedPath(of: root)
            guard info.st_mode & S_IFMT == S_IFDIR else {
                if options.listsFiles { printed += path + [0] }
                continue
            }
            if !path.isEmpty {
                let name = path.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? []
                let entered = name.withUnsafeBytes { name in
                    options.enters(name: name, path: path, rules: rules)
                }
                guard entered else { continue }
                if options.listsDirectories { printed += (path == [UInt8(ascii: "/")] ? path : path + [UInt8(ascii: "/")]) + [0] }
            }
            tasks.append(WalkQueue.Task(path: path, above: DirectoryChain.above(root.isEmpty ? "." : root)))
        }
        return (Walker(options: options, skipRules: rules, output: output, roots: tasks), printed)
    }

    /// `root` as its paths start: without `./` in front or `/` at the end; empty for the current
    /// directory (its paths print bare, as fzf's).
    static func printedPath(of root: String) -> [UInt8] {
        var path = Array(root.utf8)[...]
        while path.count > 1, path.last == UInt8(ascii: "/") { path.removeLast() }
        while path.starts(with: "./".utf8) {
            path.removeFirst(2)
            while path.first == UInt8(ascii: "/"), path.count > 1 { path.removeFirst() }
        }
        return path.elementsEqual(".".utf8) ? [] : Array(path)
    }

    /// One thread's walk: for the first, the roots' own `opening` lines written before the queue
    /// opens (so nothing under a root comes before them); then directories from the queue until there are none.
    private func work(opening: [UInt8]?) {
        var reader = DirectoryReader(options: options, skipRules: skipRules, linked: linked)
        if let opening {
            if !opening.isEmpty, !write(opening) { queue.stop() }
            queue.open(roots)
        }
        var lastFlush = Self.now()
        var finished = false
        while let task = queue.next(finished: finished) {
            finished = true
            reader.read(task)
            // A followed link's line is in `output`: it is written before another thread can list what it holds.
            let listsALink = options.listsDirectories && reader.found.contains { !$0.listsItself }
            if !listsALink { queue.add(reader.found) }
            let now = Self.now()
            if listsALink || reader.output.count >= Self.flushSize || (!reader.output.isEmpty && now - lastFlush >= Self.flushInterval) {
                lastFlush = now
                if !write(reader.output) { queue.stop() }
                reader.output.removeAll(keepingCapacity: true)
            }
            if listsALink { queue.add(reader.found) }
            reader.found.removeAll(keepingCapacity: true)
        }
        if !reader.output.isEmpty { _ = write(reader.output) }
        leave()
    }

    /// A thread is done: the last one closes the output.
    private func leave() {
        if running.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { close(output) }
    }

    /// Writes `bytes` whole (one thread at a time); false when the reader is gone.
    private func write(_ bytes: [UInt8]) -> Bool {
        writing.withLock { failed in
            if !failed { failed = bytes.withUnsafeBytes { Descriptor.write(output, $0) != nil } }
            return !failed
        }
    }

    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }
}
