import Glibc
import SwoopCore

/// Where the items come from: FILE, piped stdin, or the bundled countries; opened, not yet read.
struct Input {
    /// Open for reading; the feed reading it closes it at the end.
    let descriptor: Int32
    /// How messages name it.
    let name: String

    /// The input `options` ask for; errors end the program.
    static func open(_ options: Options) -> Input {
        if let path = options.inputPath { return open(path: path) }
        if isatty(STDIN_FILENO) == 0 { return Input(descriptor: STDIN_FILENO, name: "stdin") }
        guard let path = BundledData.path(of: "countries.txt") else {
            fail("cannot find the bundled list countries.txt (set SWOOP_DATA_DIR to its folder)")
        }
        return open(path: path)
    }

    /// The file at `path`, opened; errors end the program.
    private static func open(path: String) -> Input {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { fail("cannot open \(path): \(Descriptor.Failure(code: errno))") }
        return Input(descriptor: descriptor, name: path)
    }

    /// The items and their views as `options` ask: read while the picker runs, or all read now
    /// when `readsFirst` (the input ends with the reading; errors end the program).
    func feed(_ options: Options, readsFirst: Bool) -> ItemFeed {
        guard readsFirst else { return ItemFeed(descriptor: descriptor, name: name, options: options) }
        let separator = options.inputSeparator
        let store = ItemStore(input: readAll(separator: separator), separator: separator, headerCount: options.headerLines)
        return ItemFeed(complete: store, options: options)
    }

    /// Everything in the input, read now, lines ending with `separator`; errors end the program.
    func readAll(separator: UInt8) -> InputBytes {
        do {
            return try InputBytes.read(descriptor: descriptor, name: name, separator: separator)
        } catch {
            fail(error.description)
        }
    }
}
