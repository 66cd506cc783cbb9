extension ShellCompletion {
    /// The zsh script: one `_arguments` spec per row.
    static var zsh: String {
        let specs = entries.flatMap(zshSpecs).map { "    \($0) \\" }
        return """
            #compdef swoop
            # zsh completion for swoop: its options, the values of those that have a few, and file names
            # for the FILE operand.
            #
            # Made from swoop's option table by `swoop --shell-completion=zsh` (`make completion`
            # writes this file); edit the table, not this file.
            #
            # Put in ~/.zshrc, after compinit:
            #   source /usr/local/share/swoop/shell/completion.zsh
            # or copy it as _swoop into a directory of $fpath, before compinit.

            _swoop() {
              _arguments -s -S \\
            \(specs.joined(separator: "\n"))
                '1:file:_files'
            }

            if [[ ${zsh_eval_context[-1]-} == loadautofunc ]]; then
              # Autoloaded from $fpath by compinit: complete now.
              _swoop "$@"
            elif (( ${+functions[compdef]} )); then
              compdef _swoop swoop
            elif (( ! ${+__swoop_completion_warned} )); then
              typeset -g __swoop_completion_warned=1
              print -ru2 -- 'swoop: completion needs compinit first (autoload -Uz compinit && compinit)'
            fi

            """
    }

    /// The `_arguments` specs of one row (two for an optional value with a short letter).
    static func zshSpecs(_ entry: OptionTable.Entry) -> [String] {
        let names = ["-\(entry.short.map(String.init) ?? "")", "--\(entry.long)"].filter { $0.count > 1 }
        let exclusion = entry.exits ? "(- *)" : entry.repeats ? "*" : names.count > 1 ? "(\(names.joined(separator: " ")))" : ""
        let help = "[\(zshEscaped(description(of: entry)))]"
        let message = zshEscaped(entry.valueName).replacing(":", with: "\\:")
        let action = entry.values.words.isEmpty ? " " : "(\(entry.values.words.joined(separator: " ")))"
        switch entry.argument {
        case .none:
            return [zshSpec(exclusion, names, suffixes: ["", ""], help)]
        case .required:
            return [zshSpec(exclusion, names, suffixes: ["+", "="], help + ":\(message):\(action)")]
        case .optional:
            // An optional value is attached: `-m3`, `--multi=3`.
            return names.map { name in
                let suffix = name.hasPrefix("--") ? "=-" : "-"
                return quoted(exclusion + name + suffix + help + "::\(message):\(action)")
            }
        }
    }

    /// One spec for `names` sharing `rest`: `'(-q --query)'{-q+,--query=}'[…]…'`, or a single quoted name.
    private static func zshSpec(_ exclusion: String, _ names: [String], suffixes: [String], _ rest: String) -> String {
        let written = names.map { $0 + ($0.hasPrefix("--") ? suffixes[1] : suffixes[0]) }
        if written.count == 1 { return quoted(exclusion + written[0] + rest) }
        return quoted(exclusion) + "{\(written.joined(separator: ","))}" + quoted(rest)
    }

    /// `text` with the characters `_arguments` reads inside a description or message escaped.
    private static func zshEscaped(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]")
    }
}
