import Glibc
import SwoopSystem

/// `become` under `--tmux`, as fzf does it: the popup's swoop does not run the command in the
/// popup; it writes it (the shell's arguments and the environment) into a file the caller
/// named and exits with `status`, and the caller becomes it once the popup is gone, on its own
/// terminal and stdout (`become(vim {})` opens Vim on the pane, not in the closing popup).
enum PopupBecome {
    /// The variable the popup's script sets to the file's path; swoop unsets it on reading it.
    static let variable = "__SWOOP_POPUP_BECOME"
    /// The popup's exit status that says the command is in the file (fzf's `ExitBecome`).
    static let status: Int32 = 126

    /// The file this swoop (a popup's) hands `become` back in, read from the environment and
    /// taken out of it so no command inherits it; nil outside a popup.
    static func takeFilePath() -> String? {
        guard let value = getenv(variable) else { return nil }
        let path = String(cString: value)
        unsetenv(variable)
        return path.isEmpty ? nil : path
    }

    /// Writes the command into `path` for the caller and exits with `status`; a file that
    /// cannot be written is one line of error and status 2.
    static func handBack(arguments: [[UInt8]], environment: [[UInt8]], to path: String) -> Never {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { fail("cannot hand become's command back: \(path): \(Descriptor.Failure(code: errno))") }
        let bytes = encoded(arguments: arguments, environment: environment)
        let failure = bytes.withUnsafeBytes { Descriptor.write(descriptor, $0) }
        close(descriptor)
        if let failure { fail("cannot hand become's command back: \(path): \(failure)") }
        exit(status)
    }

    /// The command the popup handed back in `path`; nil when there is none or it is unreadable.
    static func handedBack(in path: String) -> (arguments: [[UInt8]], environment: [[UInt8]])? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard case .success(let bytes) = Descriptor.readToEnd(descriptor) else { return nil }
        return decoded(bytes)
    }

    /// The file's bytes: the number of arguments, the arguments, then the environment's
    /// entries, each ended by a NUL (none of them can hold one).
    static func encoded(arguments: [[UInt8]], environment: [[UInt8]]) -> [UInt8] {
        ([Array(String(arguments.count).utf8)] + arguments + environment).flatMap { $0 + [0] }
    }

    /// What `encoded` wrote; nil for anything else (no arguments, a count that does not fit).
    static func decoded(_ bytes: [UInt8]) -> (arguments: [[UInt8]], environment: [[UInt8]])? {
        guard bytes.last == 0 else { return nil }
        let parts = bytes.dropLast().split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
        guard let count = parts.first.flatMap({ Int(String(decoding: $0, as: UTF8.self)) }),
              count > 0, count < parts.count else { return nil }
        return (Array(parts[1...count]), Array(parts[(count + 1)...]))
    }
}
