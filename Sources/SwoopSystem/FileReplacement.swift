import Glibc

/// Replaces a file whole, safe from a crash: a temporary file beside it is written, synced, given
/// the file's mode (and owner), then renamed over it. The history and the frecency store use it.
package enum FileReplacement {
    /// Why a replacement failed: the step (`temporary`, `write`, `sync`, `rename`) and `errno`.
    package struct Failure: Error {
        /// The step that failed.
        package let operation: String
        /// `errno` after it.
        package let code: Int32

        /// The reason as libc says it.
        package var reason: Descriptor.Failure { Descriptor.Failure(code: code) }
    }

    /// Writes `contents` to a new file named `.NAME.swoop-XXXXXX` beside `target`, with `mode` (and
    /// `owner` when given: only root may give a file away), and renames it over `target`.
    package static func replace(_ target: String, with contents: [UInt8], mode: mode_t, owner: (uid: uid_t, gid: gid_t)? = nil) throws(Failure) {
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        guard let (temporary, temporaryPath) = TemporaryFile.make(startingWith: "\(directory).\(name).swoop-") else {
            throw Failure(operation: "temporary", code: errno)
        }
        var failed: Failure?
        if let failure = contents.withUnsafeBytes({ Descriptor.write(temporary, $0) }) {
            failed = Failure(operation: "write", code: failure.code)
        } else if fsync(temporary) != 0 {
            failed = Failure(operation: "sync", code: errno)
        } else {
            if let owner { _ = fchown(temporary, owner.uid, owner.gid) }
            _ = fchmod(temporary, mode & 0o7777)
        }
        close(temporary)
        if failed == nil, rename(temporaryPath, target) != 0 { failed = Failure(operation: "rename", code: errno) }
        if let failed {
            unlink(temporaryPath)
            throw failed
        }
    }
}
