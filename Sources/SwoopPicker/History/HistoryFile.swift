import Glibc
import SwoopSystem

/// The file of `--history=FILE`: read at start (made, mode 0600, when missing), and a query added at
/// the end of a session, as fzf 0.74 does, but written safely.
///
/// Adding reads the file again under an exclusive `flock`, so queries other
/// swoops added meanwhile stay, and replaces it whole: the new contents go
/// to a temporary file beside it, synced, then renamed over it, so a crash
/// leaves the old file or the new one, never half of either. A symbolic
/// link is followed (the file it names is replaced; the link stays), as
/// fzf's `os.WriteFile` writes through it. Where the directory cannot take
/// the temporary file, the file is rewritten in place, as fzf would.
package struct HistoryFile: Sendable {
    /// Why the history file cannot be used, in fzf's words.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// The path as given.
    package let path: String
    /// How many entries the file keeps (`--history-size`).
    package let maxSize: Int

    /// The history file at `path`, keeping `maxSize` entries.
    package init(path: String, maxSize: Int = QueryHistory.defaultMaxSize) {
        self.path = path
        self.maxSize = maxSize
    }

    /// The history the file holds; a missing file is made empty (its directory must exist).
    package func load() throws(Failure) -> QueryHistory {
        // Without blocking: a FIFO where the file should be must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            guard code == ENOENT else { throw failure("open", code) }
            let created = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
            guard created >= 0 else { throw failure("open", errno) }
            close(created)
            return QueryHistory(entries: [], maxSize: maxSize)
        }
        defer { close(descriptor) }
        let entries = try keptEntries(descriptor).entries
        return QueryHistory(entries: entries.map { String(decoding: $0, as: UTF8.self) }, maxSize: maxSize)
    }

    /// Adds `query` as the newest entry, keeping the newest `maxSize`; an empty query is not added.
    package func append(_ query: String) throws(Failure) {
        let target = Self.resolvingLinks(path)
        let descriptor = try lockedDescriptor(target)
        defer { close(descriptor) }  // releases the lock
        let (entries, status) = try keptEntries(descriptor)
        // `/dev/null` keeps nothing, as in fzf: nothing is written, nothing replaced.
        guard !Self.isNullDevice(status) else { return }
        guard let updated = QueryHistory.appending(query, to: entries, maxSize: maxSize) else { return }
        try replace(target, with: updated, like: status, orIn: descriptor)
    }

    /// The newest `maxSize` entries of the file open as `descriptor`, read from its end, and the
    /// file's status; `/dev/null` holds none; a file that is not a regular one (a FIFO, another
    /// device, a directory) is an error, found without reading.
    private func keptEntries(_ descriptor: Int32) throws(Failure) -> (entries: [ArraySlice<UInt8>], status: stat) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure("stat", errno) }
        if status.st_mode & S_IFMT == S_IFDIR { throw failure("read", EISDIR) }
        if Self.isNullDevice(status) { return ([], status) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw Failure(description: "invalid history file: \(path): not a regular file")
        }
        switch HistoryTail.entries(of: descriptor, size: Int(status.st_size), maxSize: maxSize) {
        case .success(let entries): return (entries, status)
        case .failure(let failure): throw self.failure("read", failure.code)
        }
    }

    /// `target` opened for reading and writing (made when missing; a file swoop may not write is an error,
    /// not replaced) and locked exclusively, once it is still the file at `target`: a swoop that held the
    /// lock before may have renamed a new file over the one opened.
    private func lockedDescriptor(_ target: String) throws(Failure) -> Int32 {
        while true {
            let descriptor = open(target, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw failure("open", errno) }
            var result: Int32
            repeat { result = flock(descriptor, LOCK_EX) } while result != 0 && errno == EINTR
            guard result == 0 else {
                let code = errno
                close(descriptor)
                throw failure("lock", code)
            }
            var opened = stat(), named = stat()
            if fstat(descriptor, &opened) == 0, stat(target, &named) == 0,
               opened.st_dev == named.st_dev, opened.st_ino == named.st_ino {
                return descriptor
            }
            close(descriptor)
        }
    }

    /// Replaces the file at `target` with `contents`, through a temporary file given the old file's mode
    /// and owner, or in place (through `descriptor`, open on it) when its directory takes no new file.
    private func replace(_ target: String, with contents: [UInt8], like old: stat, orIn descriptor: Int32) throws(Failure) {
        do {
            try FileReplacement.replace(target, with: contents, mode: old.st_mode, owner: (old.st_uid, old.st_gid))
        } catch {
            if error.operation == "temporary" { return try rewrite(descriptor, with: contents) }
            throw failure(error.operation, error.code)
        }
    }

    /// Writes `contents` over the open file in place (fzf's way: not safe from a crash).
    private func rewrite(_ descriptor: Int32, with contents: [UInt8]) throws(Failure) {
        guard lseek(descriptor, 0, SEEK_SET) == 0, ftruncate(descriptor, 0) == 0 else { throw failure("truncate", errno) }
        if let failure = contents.withUnsafeBytes({ Descriptor.write(descriptor, $0) }) {
            throw self.failure("write", failure.code)
        }
    }

    /// fzf's message for a failed `operation`: permission denied, or the call and its reason.
    private func failure(_ operation: String, _ code: Int32) -> Failure {
        if code == EACCES || code == EPERM { return Failure(description: "permission denied: \(path)") }
        // Go writes its reasons in lower case ("is a directory"); fzf's messages say them so.
        var reason = String(cString: strerror(code))
        if let first = reason.first { reason = first.lowercased() + reason.dropFirst() }
        return Failure(description: "invalid history file: \(operation) \(path): \(reason)")
    }

    /// Whether `status` is that of `/dev/null` (by any name).
    private static func isNullDevice(_ status: stat) -> Bool {
        var null = stat()
        guard status.st_mode & S_IFMT == S_IFCHR, stat("/dev/null", &null) == 0, null.st_mode & S_IFMT == S_IFCHR else { return false }
        return status.st_rdev == null.st_rdev
    }

    /// `path` with symbolic links at its end followed to the file they name (which may not exist yet).
    static func resolvingLinks(_ path: String) -> String {
        var resolved = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { break }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(resolved, &buffer, buffer.count - 1)
            guard count > 0 else { break }
            let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("/") {
                resolved = link
            } else {
                resolved = (resolved.lastIndex(of: "/").map { String(resolved[...$0]) } ?? "") + link
            }
        }
        return resolved
    }
}
