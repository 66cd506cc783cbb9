/// The text of `swoop --help` and `swoop --version`.
enum Usage {
    static let version = "swoop 0.1.0"

    static let help = """
    usage: swoop [OPTIONS] [FILE]

    A terminal picker: type to narrow the list, arrows to browse, Enter to pick.
    Reads the lines of FILE, or of stdin when it is not a terminal (while the
    picker runs), or else the bundled list of the world's countries. The pick
    is printed on stdout. Options in SWOOP_DEFAULT_OPTS come first.

    Search
      -q, --query=STR        start with this query
      -f, --filter=STR       print the matches of STR, best first, and exit (no interface)
      -e, --exact            terms match as substrings, not fuzzily
          --literal          do not fold diacritics (a no longer finds á)
          --no-sort          keep input order among matches
          --tac              reverse the input order
          --scheme=SCHEME    scoring: default, path (file names first) or history
          --tiebreak=CRI,..  what orders equal scores: length (default), chunk,
                             pathname, begin, end, index
          --no-live          typing only edits the query; Enter searches, then picks

    Interface
      -m, --multi[=MAX]      mark rows with Tab / Shift-Tab; Enter prints the marked ones
          --cycle            moving past either end of the list wraps around
          --no-mouse         no mouse (wheel, click, double-click)
          --bind=KEY:ACTION[,...]   e.g. ctrl-j:down,alt-a:select-all,tab:toggle+down

    Layout
          --layout=LAYOUT    reverse (bar on top, the default), default (bar at the
                             bottom, list running up), reverse-list (bar at the bottom)
          --info=STYLE       default, inline or hidden
          --prompt=STR       before the query (default "> ")
          --placeholder=STR  while the query is empty (default "Search here...")
          --header=STR       a line of text above the list
          --header-lines=N   the first N input lines are a header, not items

    Fields and panes
      -d, --delimiter=STR    split lines into fields at STR (\\t is a tab; default: blanks)
      -n, --nth=RANGES       search only these fields (1, -1, 2.., ..3, 1,3)
          --with-nth=RANGES  show only these fields
          --accept-nth=RANGES  print only these fields of the pick
          --columns          show the fields as aligned columns
          --detail[=right|bottom][:SIZE]   a pane with the highlighted record
          --preview=CMD      show CMD's output for the highlighted line ({} {1} {q})
          --preview-window=right|bottom|hidden[:SIZE]

    Display
          --color=[BASE,]NAME:COLOR[:ATTR],...   BASE dark, light, 16 or bw; NAME fg bg hl
                             fg+ bg+ hl+ info prompt pointer marker header query rule bar
                             placeholder; COLOR 0-255, #rrggbb or a name; ATTR bold,
                             underline, italic, reverse, dim
          --ansi             show the items' colour codes as colours; match without them

    Input and output
          --read0            input items end with NUL, not a newline
          --print0           end printed lines with NUL, not a newline

    Scripting
          --print-query      print the query first, then the pick
          --expect=KEYS      these keys also pick; the first line printed names the key
      -1, --select-1         with one match, print it without the interface
      -0, --exit-0           with no match, exit 1 without the interface

    Other
      -h, --help             show this help and exit
          --version          show the version and exit

    Search syntax (terms separated by spaces must all match)
      sbtrkt   fuzzy      'wild   exact      ^music   prefix     .mp3$   suffix
      'wild'   a word     !fire   excludes   a | b    either     a\\ b    a space
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
      SWOOP_DATA_DIR           where the bundled lists are

    Exit status
      0 picked   1 nothing to pick   2 error   130 cancelled

    See swoop(1) for everything.
    """
}
