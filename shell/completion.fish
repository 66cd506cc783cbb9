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
complete -c swoop -s q -l query -x -d 'start with this query'
complete -c swoop -s f -l filter -x -d 'print the matches of STR, best first, and exit (no interface)'
complete -c swoop -s e -l exact -d 'terms match as substrings, not fuzzily'
complete -c swoop -s i -l ignore-case -d 'ignore case (default: smart case)'
complete -c swoop -l literal -d 'do not fold diacritics (a no longer finds á)'
complete -c swoop -l no-sort -d 'keep input order among matches'
complete -c swoop -l tac -d 'reverse the input order'
complete -c swoop -l scheme -x -a 'default path history' -d 'bonuses and tiebreaks for the kind of input'
complete -c swoop -l tiebreak -x -a 'length chunk pathname begin end index' -d 'what orders equal scores: length, chunk, pathname, begin, end, index'
complete -c swoop -l no-live -d 'typing only edits the query; Enter searches, then picks'
complete -c swoop -s m -l multi -d 'mark rows with Tab / Shift-Tab; Enter prints the marked ones'
complete -c swoop -l cycle -d 'moving past either end of the list wraps around'
complete -c swoop -l no-mouse -d 'no mouse (wheel, click, double-click)'
complete -c swoop -l bind -x -d 'e.g. ctrl-j:down,alt-a:select-all,tab:toggle+down'
complete -c swoop -l layout -x -a 'reverse default reverse-list' -d 'where the bar and the list go: reverse (bar on top, the default), default (bar at the bottom, list running up), reverse-list (bar at the bottom)'
complete -c swoop -l reverse -d 'the same as --layout=reverse'
complete -c swoop -l info -x -a 'default inline hidden' -d 'default, inline or hidden'
complete -c swoop -l prompt -x -d 'before the query (default "> ")'
complete -c swoop -l placeholder -x -d 'while the query is empty (default "Search here...")'
complete -c swoop -l header -x -d 'a line of text above the list'
complete -c swoop -l header-lines -x -d 'the first N input lines are a header, not items'
complete -c swoop -s d -l delimiter -x -d 'split lines into fields at STR, a string or a regular expression (\\t is a tab; default: blanks)'
complete -c swoop -s n -l nth -x -d 'search only these fields (1, -1, 2.., ..3, 1,3)'
complete -c swoop -l with-nth -x -d 'show only these fields, or a template (\'{2}: {1}\')'
complete -c swoop -l accept-nth -x -d 'print only these fields of the pick, or a template'
complete -c swoop -l columns -d 'show the fields as aligned columns'
complete -c swoop -l detail -d 'a pane with the highlighted record'
complete -c swoop -l preview -x -d 'show CMD\'s output for the highlighted line ({} {1} {q})'
complete -c swoop -l preview-window -x -a 'right bottom hidden' -d 'where the preview goes, how big'
complete -c swoop -l color -d 'colours, SPEC [BASE,]NAME:COLOR[:ATTR],... (commas or spaces): BASE dark, light, 16 or bw; NAME fg bg hl fg+ bg+ hl+ info prompt pointer marker header query rule bar placeholder; COLOR 0-255, #rrggbb or a name; ATTR bold, underline, italic, reverse, dim'
complete -c swoop -l tmux -d 'inside tmux, run in a popup (center|top|bottom|left|right; default 50% each way)'
complete -c swoop -l ansi -d 'show the items\' colour codes as colours; match without them'
complete -c swoop -l read0 -d 'input items end with NUL, not a newline'
complete -c swoop -l print0 -d 'end printed lines with NUL, not a newline'
complete -c swoop -l print-query -d 'print the query first, then the pick'
complete -c swoop -l expect -x -d 'these keys also pick; the first line printed names the key'
complete -c swoop -s 1 -l select-1 -d 'with one match, print it without the interface'
complete -c swoop -s 0 -l exit-0 -d 'with no match, exit 1 without the interface'
complete -c swoop -s h -l help -d 'show this help and exit'
complete -c swoop -l version -d 'show the version and exit'
complete -c swoop -l shell-completion -x -a 'bash zsh fish' -d 'print the completion script for bash, zsh or fish'
complete -c swoop -l bash -d 'print the key bindings and completion for bash and exit'
complete -c swoop -l zsh -d 'print the key bindings and completion for zsh and exit'
complete -c swoop -l fish -d 'print the key bindings and completion for fish and exit'
