import Glibc
import SwoopSystem

/// The directories waiting to be read, shared by the walker's threads: last in, first out, so
/// the walk goes deep first and the queue stays short. The walk is over when the queue is empty
/// and no thread is reading a directory (which could add more); it is closed, holding every
/// thread back, until the roots are queued (`open`).
final class WalkQueue: @unchecked Sendable {
    /// A directory to read.
    struct Task {
        /// Its path, as it prints (and opens: relative to the current directory, or absolute).
        let path: [UInt8]
        /// The directories above it, for telling a loop.
        let above: DirectoryChain?
        /// Whether its own line (`path/`) is listed as it is read, as fzf lists a directory when it
        /// walks it; a root's and a link's line was listed where they were found.
        var listsItself = false
    }

    private var tasks: [Task] = []
    /// Threads reading a directory now, and one more while the queue is not open.
    private var busy = 1
    private var isStopped = false
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        changed.initialize(to: pthread_cond_t())
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    /// The next directory for a thread that finished its last one (`finished`), waiting while
    /// others may still add some; nil when the walk is over or stopped.
    func next(finished: Bool) -> Task? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if finished { busy -= 1 }
        while !isStopped {
            if let task = tasks.popLast() {
                busy += 1
                return task
            }
            if busy == 0 { break }
            pthread_cond_wait(changed, mutex)
        }
        pthread_cond_broadcast(changed)
        return nil
    }

    /// Queues the roots (the first read first) and lets the threads take them.
    func open(_ roots: [Task]) {
        pthread_mutex_lock(mutex)
        tasks.append(contentsOf: roots.reversed())
        busy -= 1
        pthread_mutex_unlock(mutex)
        pthread_cond_broadcast(changed)
    }

    /// Adds directories found by a thread reading one.
    func add(_ found: [Task]) {
        guard !found.isEmpty else { return }
        pthread_mutex_lock(mutex)
        tasks.append(contentsOf: found)
        pthread_mutex_unlock(mutex)
        if found.count == 1 { pthread_cond_signal(changed) } else { pthread_cond_broadcast(changed) }
    }

    /// Ends the walk: every thread's next `next` is nil.
    func stop() {
        pthread_mutex_lock(mutex)
        isStopped = true
        tasks.removeAll()
        pthread_mutex_unlock(mutex)
        pthread_cond_broadcast(changed)
    }
}

/// A directory's identity and the chain of those above it: a directory met again below itself
/// (through a symbolic link, or a bind mount) is a loop, and the walk does not go in.
final class DirectoryChain: Sendable {
    let device: UInt64
    let inode: UInt64
    let parent: DirectoryChain?

    init(device: UInt64, inode: UInt64, parent: DirectoryChain?) {
        self.device = device
        self.inode = inode
        self.parent = parent
    }

    /// Whether the directory `device`/`inode` is this one or one above it.
    func contains(device: UInt64, inode: UInt64) -> Bool {
        var node: DirectoryChain? = self
        while let current = node {
            if current.device == device, current.inode == inode { return true }
            node = current.parent
        }
        return false
    }

    /// The chain of the directories holding `path` (its real path's parents, from `/` down),
    /// without `path` itself; nil when the path cannot be resolved.
    static func above(_ path: String) -> DirectoryChain? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        let parts = String(cString: resolved).split(separator: "/").map(String.init)
        // `/` has nothing above it.
        guard !parts.isEmpty else { return nil }
        var chain: DirectoryChain?
        var prefix = ""
        for part in ["/"] + parts.dropLast() {
            prefix = part == "/" ? "/" : (prefix == "/" ? "/" : prefix + "/") + part
            var info = stat()
            guard stat(prefix, &info) == 0 else { break }
            chain = DirectoryChain(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), parent: chain)
        }
        return chain
    }
}

/// The directories links on /proc and /sys have led the walk into: each is followed through
/// one link only, so those trees of links to the same directories (`/sys/class`, `/proc/*/cwd`)
/// are walked in time proportional to their size, not to the number of paths through them.
final class LinkedDirectories: Sendable {
    private struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    private let entered = Locked(Set<Identity>())

    /// Whether a link may lead into the directory `device`/`inode`: true the first time only.
    func enter(device: UInt64, inode: UInt64) -> Bool {
        entered.withLock { $0.insert(Identity(device: device, inode: inode)).inserted }
    }
}
