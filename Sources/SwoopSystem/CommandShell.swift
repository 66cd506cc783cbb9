import Glibc

/// The program commands run with, and how values are quoted for it: fzf's executor.
///
/// By default `$SHELL -c COMMAND` (`sh -c` when SHELL is unset or empty);
/// `--with-shell='CMD ARGS'` is split into words as a shell would and the
/// command appended as the last argument. Values are single-quoted, each `'`
/// written `'\''`; for fish (a shell whose file name is `fish`), which reads
/// `\'` and `\\` inside single quotes, `'` and `\` are escaped with a backslash
/// instead, as fzf does.
package struct CommandShell: Sendable, Equatable {
    /// The program and the arguments before the command (`["sh", "-c"]`); the program is
    /// looked up in PATH when it has no slash.
    package let arguments: [[UInt8]]
    /// Whether values are quoted for fish.
    package let quotesForFish: Bool

    /// A shell run as `arguments + [command]`.
    package init(arguments: [[UInt8]]) {
        self.arguments = arguments.isEmpty ? [Array("sh".utf8), Array("-c".utf8)] : arguments
        let program = self.arguments.first ?? []
        quotesForFish = program.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last.map(Array.init) == Array("fish".utf8)
    }

    /// `/bin/sh -c`: swoop's own commands (the tmux popup, its probes), whatever the user's shell.
    package static let system = CommandShell(arguments: [Array("/bin/sh".utf8), Array("-c".utf8)])

    /// The shell fzf would use: `withShell`'s words when it has any and they parse, else `shell -c`
    /// (`shell` being `$SHELL`; `sh` when nil or empty).
    package static func resolve(withShell: String?, shell: String?) -> CommandShell {
        if let withShell, let words = try? ShellWords.split(withShell), !words.isEmpty {
            return CommandShell(arguments: words.map { Array($0.utf8) })
        }
        let program = shell.flatMap { $0.isEmpty ? nil : $0 } ?? "sh"
        return CommandShell(arguments: [Array(program.utf8), Array("-c".utf8)])
    }

    /// The shell for the user's commands: `withShell` (`--with-shell`) or `$SHELL -c`.
    package static func user(withShell: String?) -> CommandShell {
        resolve(withShell: withShell, shell: getenv("SHELL").map { String(cString: $0) })
    }

    /// The argument vector that runs `command`.
    package func argumentVector(for command: [UInt8]) -> [[UInt8]] {
        arguments + [command]
    }

    /// `bytes` as one quoted word of this shell, which nothing in it can end early.
    package func quoted(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var quoted: [UInt8] = [0x27]
        for byte in bytes {
            switch byte {
            case 0x27 where quotesForFish: quoted += [0x5C, 0x27]
            case 0x5C where quotesForFish: quoted += [0x5C, 0x5C]
            case 0x27: quoted += Array("'\\''".utf8)
            default: quoted.append(byte)
            }
        }
        quoted.append(0x27)
        return quoted
    }
}
