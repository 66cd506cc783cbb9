import Glibc

/// Where swoop makes its temporary files, and how: `$TMPDIR`, or /tmp when it is unset or empty
/// (fzf's `os.TempDir`); each file by `mkstemp` (mode 0600, a name no one else holds), closed
/// on exec.
package enum TemporaryFile {
    /// The folder temporary files go in.
    package static var folder: String {
        getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// A new empty file whose path starts with `prefix` (its folder included) and ends with six
    /// characters of its own: its open descriptor and its path, or nil (errno says why).
    package static func make(startingWith prefix: String) -> (descriptor: Int32, path: String)? {
        var template = Array((prefix + "XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { name -> Int32 in
            guard let base = name.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return (descriptor, String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}
