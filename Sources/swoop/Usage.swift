import SwoopCore

/// The text of `--help`; the option list comes from the option table, the variables from `variables`.
enum Usage {
    /// The variables swoop reads by role, each with what it does (`ProgramEnvironment` finds it under the name's prefixes).
    static let variables: [(role: String, help: String)] = [
        ("DEFAULT_OPTS", "options read before the command line"),
        ("DEFAULT_OPTS_FILE", "a file of options, read before DEFAULT_OPTS (empty: none)"),
        ("DEFAULT_COMMAND", "what lists the items when there is no input (default: the file walker)"),
        ("API_KEY", "the key --listen requires in x-api-key"),
    ]

    /// `--help` under `personality`'s name.
    static func help(_ personality: Personality) -> String {
        let name = personality.name
        let prefixes = personality.variablePrefixes
        let width = variables.map { prefixes[0].count + $0.role.count }.max() ?? 0
        let environment = variables.map { variable in
            let shown = prefixes[0] + variable.role
            let others = prefixes.dropFirst().map { "; else \($0)\(variable.role)" }.joined()
            return "  " + shown + String(repeating: " ", count: width + 2 - shown.count) + variable.help + others
        }.joined(separator: "\n")
        let named = personality.isFzf ? "swoop, under fzf's name (fzf's defaults and look; \(personality.version))"
            : "swoop \(Personality.release)"
        return """
        usage: \(name) [OPTIONS] [FILE]

        A terminal picker (\(named)): type to narrow the list, arrows to browse,
        Enter to pick. Reads the lines of FILE, or of stdin when it is not a terminal
        (while the picker runs), or else lists the files below the current directory.
        The pick is printed on stdout.

        \(OptionHelp.text)

        fzf's other options are accepted too (see swoop(1)).

        Search syntax (terms separated by spaces must all match)
          sbtrkt   fuzzy      'wild   exact      ^music   prefix     .mp3$   suffix
          !fire    excludes   a | b   either     a\\ b    a space inside a term
          Lower-case queries ignore case; an upper-case letter makes the term case-sensitive.

        Keys
          type                search
          Up/Down, Ctrl-P/N   move the cursor      PgUp/PgDn   move a page
          Left/Right, Home/End, Ctrl-A/E, Backspace, Delete, Ctrl-U, Ctrl-W   edit
          Tab/Shift-Tab       mark and move (with --multi)
          Enter               pick the highlighted line (or the marked ones)
          Esc                 \(personality.escape == .abort ? "quit without a pick" : "clear the query; with none, quit without a pick")
          Ctrl-C              quit without a pick

        Environment
        \(environment)
          NO_COLOR                 any value turns colours off

        Exit status
          0 picked   1 nothing to pick   2 error   130 cancelled

        See swoop(1) for everything.
        """
    }
}
