import Glibc
import SwoopOptions

/// The shell scripts of `shell/`, compiled into the binary (Package.swift embeds them), so
/// `swoop --bash`, `--zsh`, `--fish` and `--nushell` work wherever the binary is, installed or copied.
enum ShellScripts {
    /// The scripts `--bash`, `--zsh`, `--fish` or `--nushell` prints for `shell`, by file name, in order.
    static func scripts(for shell: IntegrationShell) -> [(name: String, text: String)] {
        let (keyBindings, fuzzyCompletion): ([UInt8], [UInt8]) = switch shell {
        case .bash: (PackageResources.key_bindings_bash, PackageResources.fuzzy_completion_bash)
        case .zsh: (PackageResources.key_bindings_zsh, PackageResources.fuzzy_completion_zsh)
        case .fish: (PackageResources.key_bindings_fish, PackageResources.fuzzy_completion_fish)
        case .nushell: (PackageResources.key_bindings_nu, PackageResources.fuzzy_completion_nu)
        }
        return [
            ("key-bindings.\(shell.scriptExtension)", String(decoding: keyBindings, as: UTF8.self)),
            ("fuzzy-completion.\(shell.scriptExtension)", String(decoding: fuzzyCompletion, as: UTF8.self)),
        ]
    }

    /// The program the printed scripts run: this one as it was called (`fzf`, `swoop`, or its path,
    /// made absolute).
    static func program(_ personality: Personality) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let directory = getcwd(&buffer, buffer.count) != nil
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "."
        return ShellCompletion.program(calledAs: CommandLine.arguments.first, in: directory, fallback: personality.name)
    }
}
