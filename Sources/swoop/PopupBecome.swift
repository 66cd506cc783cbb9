import Glibc
import SwoopSystem

/// `become` under `--tmux`, as fzf does it: the popup's swoop (given `--proxy-script PATH`) does
/// not run the command in the popup; it writes it and its environment into `PATH.become` and exits
/// with `status`, and the caller becomes it once the popup is gone, on its own terminal and stdout
/// (`become(vim {})` opens Vim on the pane, not in the closing popup). The file is fzf's: the
/// command, then each environment entry, separated by NULs (none of them can hold one).
enum PopupBecome {
    /// The popup's exit status that says the command is in the file (fzf's `ExitBecome`).
    static let status: Int32 = 126

    /// The file a popup started with `--proxy-script script` hands `become` back in.
    static func file(of script: String) -> String {
        script + ".become"
    }

    /// Writes the command into `path` for the caller and exits with `status`; a file that
    /// cannot be written is one line of error and status 2.
    static func handBack(command: [UInt8], environment: [[UInt8]], to path: String) -> Never {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { fail("cannot hand become's command back: \(path): \(Descriptor.Failure(code: errno))") }
        let bytes = encoded(command: command, environment: environment)
        let failure = bytes.withUnsafeBytes { Descriptor.write(descriptor, $0) }
        close(descriptor)
        if let failure { fail("cannot hand become's command back: \(path): \(failure)") }
        exit(status)
    }

    /// The command the popup handed back in `path`; nil when there is none or it is unreadable.
    static func handedBack(in path: String) -> (command: [UInt8], environment: [[UInt8]])? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard case .success(let bytes) = Descriptor.readToEnd(descriptor) else { return nil }
        return decoded(bytes)
    }

    /// The file's bytes: the command and the environment's entries, NUL between each two.
    static func encoded(command: [UInt8], environment: [[UInt8]]) -> [UInt8] {
        Array(([command] + environment).joined(separator: [0]))
    }

    /// What `encoded` wrote; nil for an empty file or an empty command.
    static func decoded(_ bytes: [UInt8]) -> (command: [UInt8], environment: [[UInt8]])? {
        let parts = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
        guard let command = parts.first, !command.isEmpty else { return nil }
        return (command, Array(parts.dropFirst()))
    }
}
