import Glibc

/// Reads items from a file descriptor (stdin or a file) into an `ItemStore`.
public enum ItemSource {
    /// An input that could not be read: the message names it.
    public struct ReadError: Error, CustomStringConvertible {
        /// The message: what could not be read, and why.
        public let description: String
    }

    /// Reads every item from the file at `path`.
    public static func read(path: String, separator: UInt8 = UInt8(ascii: "\n")) throws(ReadError) -> ItemStore {
        ItemStore(input: try input(path: path), separator: separator)
    }

    /// The bytes of the file at `path`.
    package static func input(path: String) throws(ReadError) -> InputBytes {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw ReadError(description: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw ReadError(description: "cannot read \(path): Is a directory")
        }
        return try InputBytes.read(descriptor: fd, name: path, separator: UInt8(ascii: "\n"))
    }

    /// Whether `descriptor` is open on a regular file.
    package static func isRegularFile(_ descriptor: Int32) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether `descriptor` is a regular file now shorter than the `bytesRead` from it: it was
    /// truncated while being read, and the last bytes read may be the start of a longer line.
    package static func shrankWhileRead(_ descriptor: Int32, bytesRead: Int) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) < bytesRead
    }

    /// Reads every item from `descriptor` until end of input.
    public static func read(descriptor: Int32, name: String, separator: UInt8 = UInt8(ascii: "\n")) throws(ReadError) -> ItemStore {
        ItemStore(input: try InputBytes.read(descriptor: descriptor, name: name, separator: separator), separator: separator)
    }
}
