import Glibc
import SwoopSystem

/// The temporary files `{f}` placeholders write, removed when their command is done or swoop exits.
///
/// Each is made by `mkstemp` (mode 0600, a name no one else holds) in
/// `$TMPDIR`, or /tmp when it is unset or empty. The session calls `removeAll`
/// on every way out; a command's runner may remove its own files sooner.
package final class TemporaryFiles: @unchecked Sendable {
    private let paths = Locked<Set<String>>([])
    /// swoop's files: every command's, removed together on the way out (`PickerMode`).
    package static let shared = TemporaryFiles()

    /// The folder files are made in.
    private let folder: String

    /// A set of files made under `folder` (nil: `$TMPDIR`, or /tmp).
    package init(folder: String? = nil) {
        self.folder = folder ?? TemporaryFile.folder
    }

    /// The files made and not yet removed.
    package var live: Set<String> { paths.withLock { $0 } }

    /// Writes `bytes` to a new file and returns its path, or nil when it cannot be made or written.
    package func write(_ bytes: [UInt8]) -> String? {
        guard let (descriptor, path) = TemporaryFile.make(startingWith: folder + "/swoop-temp-") else { return nil }
        let failure = bytes.withUnsafeBytes { Descriptor.write(descriptor, $0) }
        close(descriptor)
        guard failure == nil else {
            unlink(path)
            return nil
        }
        paths.withLock { _ = $0.insert(path) }
        return path
    }

    /// Removes `files` (made here) now.
    package func remove(_ files: some Sequence<String>) {
        for path in files {
            guard paths.withLock({ $0.remove(path) }) != nil else { continue }
            unlink(path)
        }
    }

    /// Removes every file still here.
    package func removeAll() {
        remove(live)
    }
}
