/// The completion scripts for bash, zsh and fish, made from the option table:
/// `swoop --shell-completion=SHELL` prints one, `make completion` writes them
/// to `shell/`, and a test keeps those files equal to what this makes.
package enum ShellCompletion {
    /// The completion script for `shell`.
    package static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// What `--bash`, `--zsh` and `--fish` print, for `eval "$(swoop --bash)"` or `swoop --fish | source`:
    /// the shell's `scripts` (key bindings, fuzzy completion), each run as if sourced, then the
    /// completion script. bash and zsh run each inside a function that is then removed, so its
    /// `return` ends that script only, as it would in a sourced file.
    package static func integration(for shell: Shell, scripts: [(name: String, text: String)]) -> String {
        var output = "# swoop's key bindings and completion for \(shell.rawValue)\n"
        for (index, script) in scripts.enumerated() {
            output += "\n### \(script.name) ###\n"
            guard shell != .fish else {
                output += script.text
                continue
            }
            let function = "__swoop_source_\(index)"
            output += "\(function)() {\n\(script.text)\n}\n\(function)\nunset -f \(function)\n"
        }
        return output + "\n" + script(for: shell)
    }

    /// The rows completion offers: those `--help` lists.
    static var entries: [OptionTable.Entry] {
        OptionTable.documented
    }

    /// A row's help on one line, for the shells that show it.
    static func description(of entry: OptionTable.Entry) -> String {
        (entry.help ?? "").split(separator: "\n").joined(separator: " ")
    }

    /// `text` in single quotes for bash, zsh and fish (fish also needs `\` escaped inside them).
    static func quoted(_ text: String, escapingBackslashes: Bool = false) -> String {
        var inner = text
        if escapingBackslashes { inner = inner.replacing("\\", with: "\\\\") }
        inner = escapingBackslashes ? inner.replacing("'", with: "\\'") : inner.replacing("'", with: "'\\''")
        return "'\(inner)'"
    }
}
