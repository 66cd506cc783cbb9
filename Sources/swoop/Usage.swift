/// The text of `swoop --help` and `swoop --version`.
enum Usage {
    static let version = "swoop 0.1.0"

    static let help = """
    usage: swoop [OPTIONS] [FILE]

    A terminal picker: type to narrow the list, arrows to browse, Enter to pick.
    Reads the lines of FILE, or of stdin when it is not a terminal, or else the
    bundled list of the world's countries. The pick is printed on stdout.

    Search
      -q, --query=STR     start with this query
      -f, --filter=STR    print the matches of STR, best first, and exit (no interface)
      -e, --exact         terms match as substrings, not fuzzily
          --literal       do not fold diacritics (a no longer finds á)
          --no-sort       keep input order among matches
          --tac           reverse the input order
          --no-live       typing only edits the query; Enter searches, then picks

    Search syntax (terms separated by spaces must all match)
      sbtrkt   fuzzy      'wild   exact      ^music   prefix     .mp3$   suffix
      !fire    excludes   a | b   either     a\\ b    a space inside a term
      Lower-case queries ignore case; an upper-case letter makes the term case-sensitive.

    Input and output
          --ansi          show the items' colour escape codes as colours; match without them
          --read0         input items end with NUL, not a newline
          --print0        end the printed pick with NUL, not a newline

    Other
      -h, --help          show this help and exit
          --version       show the version and exit

    Keys
      type                search
      Up/Down, Ctrl-P/N   move the cursor      PgUp/PgDn   move a page
      Left/Right, Home/End, Ctrl-A/E, Backspace, Delete, Ctrl-U, Ctrl-W   edit
      Enter               pick the highlighted line
      Esc                 clear the query; with none, quit without a pick
      Ctrl-C              quit without a pick

    Environment
      NO_COLOR            any value turns colours off
      SWOOP_DATA_DIR      where the bundled lists are

    Exit status
      0 picked   1 nothing to pick   2 error   130 cancelled
    """
}
