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

    /// What `--bash`, `--zsh`, `--fish` and `--nushell` print, for `eval "$(swoop --bash)"`, `swoop --fish |
    /// source` or a file Nushell loads: which program the scripts run and the prefixes of the variables it
    /// reads (`program`, `prefixes`: `fzf` and `FZF_` when printed by fzf), then the shell's `scripts` (key
    /// bindings, fuzzy completion), each run as if sourced, then the completion script, offered for
    /// `program`'s name too (Nushell gets none). bash and zsh run each script inside a function that is
    /// then removed, so its `return` ends that script only, as it would in a sourced file. (Sourced
    /// without these lines, the scripts run swoop.)
    package static func integration(for shell: IntegrationShell, scripts: [(name: String, text: String)],
                                    program: String, prefixes: [String]) -> String {
        var output = "# swoop's key bindings and completion for \(shell.displayName)\n"
        output += "\n# The program they run and the prefixes of the variables it reads, the first set winning.\n"
        output += preamble(for: shell, program: program, prefixes: prefixes)
        for (index, script) in scripts.enumerated() {
            output += "\n### \(script.name) ###\n"
            guard shell == .bash || shell == .zsh else {
                output += script.text
                continue
            }
            let function = "__swoop_source_\(index)"
            output += "\(function)() {\n\(script.text)\n}\n\(function)\nunset -f \(function)\n"
        }
        guard let completionShell = shell.completionShell else { return output }
        return output + "\n" + script(for: completionShell) + completion(for: completionShell, alsoFor: program)
    }

    /// The shell variables that tell the scripts the program to run and whose variables it reads. Nushell's
    /// is one record in `$env`: Nushell passes no record to the commands it runs, so a shell started from
    /// it does not take these for its own.
    static func preamble(for shell: IntegrationShell, program: String, prefixes: [String]) -> String {
        switch shell {
        case .bash:
            "__swoop_program=\(quoted(program))\n__swoop_prefixes=\(quoted(prefixes.joined(separator: " ")))\n"
        case .zsh:
            "typeset -g __swoop_program=\(quoted(program)) __swoop_prefixes=\(quoted(prefixes.joined(separator: " ")))\n"
        case .fish:
            "set -g __swoop_program \(quoted(program, escapingBackslashes: true))\n"
                + "set -g __swoop_prefixes \(prefixes.map { quoted($0, escapingBackslashes: true) }.joined(separator: " "))\n"
        case .nushell:
            "$env.__swoop_integration = {program: \(nushellQuoted(program)), "
                + "prefixes: [\(prefixes.map(nushellQuoted).joined(separator: " "))]}\n"
        }
    }

    /// What offers swoop's options for the command named as `program`'s last part too (`fzf`), when
    /// that is not `swoop`, which the completion script already covers.
    static func completion(for shell: Shell, alsoFor program: String) -> String {
        let name = program.split(separator: "/").last.map(String.init) ?? ""
        guard !name.isEmpty, name != "swoop" else { return "" }
        return switch shell {
        case .bash: "complete -F _swoop \(quoted(name))\n"
        case .zsh: "if (( ${+functions[compdef]} )); then compdef _swoop \(quoted(name)); fi\n"
        case .fish: "complete -c \(quoted(name, escapingBackslashes: true)) -w swoop\n"
        }
    }

    /// The program the printed scripts run, from the program's `argument0`: a name as it is (found on
    /// PATH when the scripts run it), a path made absolute against `directory` (so that the program
    /// started by its path needs nothing on PATH), `fallback` when there is none.
    package static func program(calledAs argument0: String?, in directory: String, fallback: String) -> String {
        guard let argument0, !argument0.isEmpty else { return fallback }
        guard argument0.contains("/"), !argument0.hasPrefix("/") else { return argument0 }
        var relative = Substring(argument0)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2).drop { $0 == "/" } }
        return (directory.hasSuffix("/") ? directory : directory + "/") + relative
    }

    /// The rows completion offers: those `--help` lists.
    static var entries: [OptionTable.Entry] {
        OptionTable.documented
    }

    /// A row's help on one line, for the shells that show it.
    static func description(of entry: OptionTable.Entry) -> String {
        (entry.help ?? "").split(separator: "\n").joined(separator: " ")
    }

    /// `text` as a Nushell string: in single quotes (nothing is special inside them), or, when it holds
    /// one, in double quotes with `\` and `"` escaped.
    static func nushellQuoted(_ text: String) -> String {
        guard text.contains("'") else { return "'\(text)'" }
        return "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// `text` in single quotes for bash, zsh and fish (fish also needs `\` escaped inside them).
    static func quoted(_ text: String, escapingBackslashes: Bool = false) -> String {
        var inner = text
        if escapingBackslashes { inner = inner.replacing("\\", with: "\\\\") }
        inner = escapingBackslashes ? inner.replacing("'", with: "\\'") : inner.replacing("'", with: "'\\''")
        return "'\(inner)'"
    }
}
