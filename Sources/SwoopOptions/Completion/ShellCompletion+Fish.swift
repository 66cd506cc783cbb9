extension ShellCompletion {
    /// The fish script: one `complete` line per row; files complete as the FILE operand.
    static var fish: String {
        let lines = entries.map { entry -> String in
            var words = ["complete -c swoop"]
            if let short = entry.short { words.append("-s \(short)") }
            words.append("-l \(entry.long)")
            switch entry.argument {
            case .required:
                // -x: a value is required and it is not a file name.
                words.append("-x")
                if !entry.values.words.isEmpty {
                    words.append("-a \(quoted(entry.values.words.joined(separator: " "), escapingBackslashes: true))")
                }
            case .optional, .none:
                break  // fish has no optional values: `--multi=3` is typed whole
            }
            words.append("-d \(quoted(description(of: entry), escapingBackslashes: true))")
            return words.joined(separator: " ")
        }
        return """
            # fish completion for swoop: its options, the values of those that have a few, and file names
            # for the FILE operand.
            #
            # Made from swoop's option table by `swoop --shell-completion=fish` (`make completion`
            # writes this file); edit the table, not this file.
            #
            # Copy it to ~/.config/fish/completions/swoop.fish, or put in config.fish:
            #   source /usr/local/share/swoop/shell/completion.fish
            # or:
            #   swoop --shell-completion=fish | source

            complete -c swoop -e
            \(lines.joined(separator: "\n"))

            """
    }
}
