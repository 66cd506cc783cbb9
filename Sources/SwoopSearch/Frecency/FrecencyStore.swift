import Glibc
import SwoopSystem

/// The file remembered picks are kept in (`--frecency`): `$XDG_STATE_HOME/swoop/frecency`, else
/// `~/.local/state/swoop/frecency`.
///
/// Reading takes the file as it is (a writer renames a whole new file over
/// it, so a reader never sees half of one). Writing takes an exclusive
/// `flock` on `frecency.lock` beside it, reads the file again under the lock,
/// changes the table, and writes it to a temporary file in the same directory
/// (mode 0600, synced) renamed over the old one: several swoops can record at
/// once and none loses a pick. The directory is made (0700) on the first
/// write. A file that is not a store (a bad header or record, a directory,
/// unreadable) is an error and is never written over.
package struct FrecencyStore: Sendable {
    /// Why the store is not used: `swoop: ignoring frecency store PATH: REASON`.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// The directory holding the store and its lock.
    package let directory: String
    /// The store's path.
    package var path: String { directory + "/frecency" }
    /// The lock file's path.
    var lockPath: String { directory + "/frecency.lock" }

    /// The store in `directory`.
    package init(directory: String) {
        self.directory = directory
    }

    /// The store where the environment says: `$XDG_STATE_HOME/swoop` (an absolute path), else
    /// `$HOME/.local/state/swoop`; nil without either.
    package static func standard(environment: [String: String]) -> FrecencyStore? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return FrecencyStore(directory: state + "/swoop")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return FrecencyStore(directory: home + "/.local/state/swoop")
    }

    /// The table the file holds now: empty when there is no file yet.
    package func load() throws(Failure) -> FrecencyTable {
        // Without blocking: a FIFO put where the store lives must not wait for a writer (a regular
        // file reads the same either way).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return FrecencyTable() }
            throw failure(Descriptor.Failure(code: code).description)
        }
        defer { close(descriptor) }
        return try read(descriptor)
    }

    /// Counts one more pick of each of `lines` in list `name` (none: nothing is written).
    package func record(_ lines: [[UInt8]], name: String, now: Int64 = Int64(time(nil))) throws(Failure) {
        guard !lines.isEmpty else { return }
        try update { table in
            table.record(lines, name: name, now: now)
            return true
        }
    }

    /// Drops `line` from list `name`; whether it was there (the file is rewritten only then).
    @discardableResult
    package func forget(_ line: [UInt8], name: String) throws(Failure) -> Bool {
        // Nothing to forget: nothing is made or locked (a missing store stays missing).
        guard try load().entries.contains(where: { $0.name == name && $0.line == line }) else { return false }
        var forgot = false
        try update { table in
            forgot = table.forget(line, name: name)
            return forgot
        }
        return forgot
    }

    /// Reads the file under the lock, lets `change` edit the table, and writes it when `change` says so.
    private func update(_ change: (inout FrecencyTable) -> Bool) throws(Failure) {
        try makeDirectory()
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard lock >= 0 else { throw failure("cannot open \(lockPath): \(Descriptor.Failure(code: errno))") }
        defer { close(lock) }  // releases the lock
        var locked: Int32
        repeat { locked = flock(lock, LOCK_EX) } while locked != 0 && errno == EINTR
        guard locked == 0 else { throw failure("cannot lock \(lockPath): \(Descriptor.Failure(code: errno))") }
        var table = try load()
        guard change(&table) else { return }
        try write(table.encoded())
    }

    /// Makes the directory (0700), and its parents, when missing.
    private func makeDirectory() throws(Failure) {
        var made = ""
        for part in directory.split(separator: "/", omittingEmptySubsequences: true) {
            made += "/" + part
            if mkdir(made, 0o700) != 0, errno != EEXIST {
                throw failure("cannot make \(made): \(Descriptor.Failure(code: errno))")
            }
        }
    }

    /// The table read from an open store file.
    private func read(_ descriptor: Int32) throws(Failure) -> FrecencyTable {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(Descriptor.Failure(code: errno).description) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw failure("not a regular file") }
        let bytes: [UInt8]
        switch Descriptor.readToEnd(descriptor) {
        case .success(let contents): bytes = contents
        case .failure(let reason): throw failure(reason.description)
        }
        do {
            return try FrecencyTable(decoding: bytes)
        } catch {
            throw failure(error.description)
        }
    }

    /// Replaces the file with `contents`: a temporary file (0600) beside it, synced, renamed over it.
    private func write(_ contents: [UInt8]) throws(Failure) {
        do {
            try FileReplacement.replace(path, with: contents, mode: 0o600)
        } catch {
            let what = error.operation == "rename" ? "rename over it" : "\(error.operation == "temporary" ? "write" : error.operation) in \(directory)"
            throw failure("cannot \(what): \(error.reason)")
        }
    }

    /// The failure `swoop: ignoring frecency store PATH: REASON`.
    private func failure(_ reason: String) -> Failure {
        Failure(description: "ignoring frecency store \(path): \(reason)")
    }
}
