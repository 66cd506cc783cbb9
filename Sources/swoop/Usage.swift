import SwoopOptions

/// The text of `--help`; the option list comes from the option table, the variables from `variables`.
enum Usage {
    /// The variables read under no prefix, each with what it does.
    static let unprefixedVariables: [(name: String, help: String)] = [
        ("NO_COLOR", "any value turns colours off"),
        ("RUNEWIDTH_EASTASIAN", "1: ambiguous widths take two columns"),
        ("SHELL", "runs commands (default: sh; --with-shell)"),
        ("TMPDIR", "where {f} files go (default: /tmp)"),
        ("XDG_STATE_HOME", "--frecency's store (default: ~/.local/state)"),
    ]

    /// The environment section: swoop's roles, then the shell scripts', under `personality`'s
    /// prefixes, then the variables without one.
    static func environment(_ personality: Personality) -> String {
        let prefixes = personality.variablePrefixes
        let width = (EnvironmentRole.allCases.map { prefixes[0].count + $0.rawValue.count } + unprefixedVariables.map(\.name.count)).max() ?? 0
        func line(_ name: String, _ help: String) -> String {
            "  " + name + String(repeating: " ", count: width + 2 - name.count) + help
        }
        func line(_ role: EnvironmentRole) -> String {
            line(prefixes[0] + role.rawValue, role.help)
        }
        let rule = prefixes.count > 1
            ? ["  (each \(prefixes[0]) variable wins over its \(prefixes.dropFirst().joined(separator: ", ")) twin, read where it is unset)"] : []
        let scripts = EnvironmentRole.allCases.filter { !EnvironmentRole.program.contains($0) }
        return (rule + EnvironmentRole.program.map(line) + unprefixedVariables.map(line)
            + ["  Read by the scripts of --bash, --zsh, --fish and --nushell:"] + scripts.map(line)).joined(separator: "\n")
    }

    /// `--help` under `personality`'s name.
    static func help(_ personality: Personality) -> String {
        let name = personality.name
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
        \(environment(personality))

        Exit status
          0 picked   1 nothing to pick   2 error   130 cancelled

        See swoop(1) for everything.
        """
    }
}
