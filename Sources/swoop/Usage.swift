import SwoopCore

/// The text of `swoop --help` and `swoop --version`; the option list comes from the option table.
enum Usage {
    static let version = "swoop 0.1.0"

    static let help = """
    usage: swoop [OPTIONS] [FILE]

    A terminal picker: type to narrow the list, arrows to browse, Enter to pick.
    Reads the lines of FILE, or of stdin when it is not a terminal (while the
    picker runs), or else the bundled list of the world's countries. The pick
    is printed on stdout. Options in SWOOP_DEFAULT_OPTS come first.

    \(OptionHelp.text)

    fzf's other options are accepted too: those swoop does not implement yet are
    ignored with a warning (see swoop(1)).

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
      Esc                 clear the query; with none, quit without a pick
      Ctrl-C              quit without a pick

    Environment
      SWOOP_DEFAULT_OPTS       options read before the command line
      SWOOP_DEFAULT_OPTS_FILE  a file of options, read before SWOOP_DEFAULT_OPTS
      NO_COLOR                 any value turns colours off
      SWOOP_DEFAULT_COMMAND    what lists the items when there is no input (default: the file walker)
      SWOOP_API_KEY            the key --listen requires in x-api-key (or FZF_API_KEY)

    Exit status
      0 picked   1 nothing to pick   2 error   130 cancelled

    See swoop(1) for everything.
    """
}
