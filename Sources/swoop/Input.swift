import Glibc
import SwoopCore

/// Where the items come from: FILE, piped stdin, or the bundled countries.
enum Input {
    /// The whole input, read (or mapped) now; errors end the program.
    static func load(_ options: Options) -> InputBytes {
        do {
            if let path = options.inputPath {
                return try ItemSource.input(path: path)
            }
            if isatty(STDIN_FILENO) == 0 {
                return try InputBytes.read(descriptor: STDIN_FILENO, name: "stdin")
            }
            guard let path = BundledData.path(of: "countries.txt") else {
                fail("cannot find the bundled list countries.txt (set SWOOP_DATA_DIR to its folder)")
            }
            return try ItemSource.input(path: path)
        } catch {
            fail(error.description)
        }
    }

    /// Whether stdin is a stream to read while the picker runs (a pipe, not a file or terminal).
    static func stdinIsStream() -> Bool {
        var info = stat()
        return isatty(STDIN_FILENO) == 0 && fstat(STDIN_FILENO, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG
    }
}
