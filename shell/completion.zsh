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
  _arguments -s -S \
    '(-q --query)'{-q+,--query=}'[start with this query]:STR: ' \
    '(-f --filter)'{-f+,--filter=}'[print the matches of STR, best first, and exit (no interface)]:STR: ' \
    '(-e --exact)'{-e,--exact}'[terms match as substrings, not fuzzily]' \
    '(-i --ignore-case)'{-i,--ignore-case}'[ignore case (default: smart case)]' \
    '--literal[do not fold diacritics (a no longer finds á)]' \
    '--no-sort[keep input order among matches]' \
    '--disabled[do not filter: typing only edits the query (toggle-search)]' \
    '--tac[reverse the input order]' \
    '--scheme=[bonuses and tiebreaks for the kind of input]:default|path|history:(default path history)' \
    '--tiebreak=[what orders equal scores: length, chunk, pathname, begin, end, index]:CRI\[,CRI...\]:(length chunk pathname begin end index)' \
    '--no-live[typing only edits the query; Enter searches, then picks]' \
    '(-m --multi)-m-[mark rows with Tab / Shift-Tab; Enter prints the marked ones]::MAX: ' \
    '(-m --multi)--multi=-[mark rows with Tab / Shift-Tab; Enter prints the marked ones]::MAX: ' \
    '--multi-order=[the order Enter prints the marked rows in: as they were marked (fzf'\''s, the default), or as in the input]:marked|input:(marked input)' \
    '--cycle[moving past either end of the list wraps around]' \
    '--filepath-word[the word motions and kills (alt-b, alt-f, alt-d, alt-bs) stop only at / (fzf'\''s, for paths)]' \
    '--scroll-off=[rows kept above and below the cursor as the list scrolls (default: 0; fzf'\''s 3 under the name fzf)]:LINES: ' \
    '--tail=[keep only the last N items read (a log followed with tail -f)]:N: ' \
    '--raw[list every item, those the query does not match dimmed (toggle-raw, enable-raw, disable-raw)]' \
    '--no-mouse[no mouse (wheel, click, double-click)]' \
    '*--bind=[e.g. ctrl-j:down,alt-a:select-all,tab:toggle+down]:KEYS\:ACTIONS\[,...\]: ' \
    '--layout=[where the bar and the list go: reverse (bar on top, the default), default (bar at the bottom, list running up), reverse-list (bar at the bottom)]:LAYOUT:(reverse default reverse-list)' \
    '--reverse[the same as --layout=reverse]' \
    '--info=[default, right, inline, inline-right or hidden]:STYLE:(default right inline inline-right hidden)' \
    '--info-command=[the info line is CMD'\''s output'\''s first line ($FZF_INFO: the counts)]:CMD: ' \
    '--prompt=[before the query (default "> ")]:STR: ' \
    '--placeholder=[while the query is empty (default "Search here...")]:STR: ' \
    '--header=[a line of text above the list]:STR: ' \
    '--header-lines=[the first N input lines are a header, not items]:N: ' \
    '--footer=[lines of text on the list'\''s far side from the input]:STR: ' \
    '(-d --delimiter)'{-d+,--delimiter=}'[split lines into fields at STR, a string or a regular expression (\\t is a tab; default: blanks)]:STR: ' \
    '(-n --nth)'{-n+,--nth=}'[search only these fields (1, -1, 2.., ..3, 1,3)]:RANGES: ' \
    '--with-nth=[show only these fields, or a template ('\''{2}: {1}'\'')]:RANGES|TEMPLATE: ' \
    '--accept-nth=[print only these fields of the pick, or a template]:RANGES|TEMPLATE: ' \
    '--columns[show the fields as aligned columns]' \
    '--detail=-[a pane with the highlighted record (right, left, up, down)]::SIDE\[\:SIZE\]:(right left up down)' \
    '--preview=[show CMD'\''s output for the highlighted line ({} {1} {q})]:CMD: ' \
    '--preview-window=[where the preview goes and how: up|down|left|right, SIZE\[%\], border-STYLE, wrap, follow, cycle, hidden, +SCROLL\[/DENOM\], ~HEADER_LINES, default, <N(ALTERNATIVE)]:OPTS:(up down left right wrap follow cycle hidden noborder default)' \
    '--preview-border=-[the preview'\''s border (default rounded)]::STYLE:(rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none)' \
    '--preview-label=[a label on the preview'\''s border]:LABEL: ' \
    '--preview-label-pos=[where the label goes: a column (negative: from the right), center, top or bottom]:N\[\:bottom\]: ' \
    '--preview-wrap-sign=[starts the wrapped part of a preview line (default "↳ ")]:STR: ' \
    '*--color=-[colours, SPEC \[BASE,\]NAME:COLOR\[:ATTR\],... (commas or spaces): BASE dark, light, 16 or bw; NAME fg bg hl fg+ bg+ hl+ info prompt pointer marker header query rule bar placeholder border label scrollbar spinner gutter selected-* preview-* and fzf'\''s other names; COLOR 0-255, #rrggbb or a name; ATTR bold, underline, italic, reverse, dim]::SPEC:(dark light 16 bw)' \
    '--tmux=-[inside tmux, run in a popup (center|top|bottom|left|right; default 50% each way)]::\[POS\]\[,W\[%\]\]\[,H\[%\]\]: ' \
    '--ansi[show the items'\'' colour codes as colours; match without them]' \
    '--border=-[a border around the picker: rounded (default), sharp, bold, double, block, thinblock, dashed, horizontal, vertical, top, bottom, left, right, none]::STYLE:(rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none)' \
    '--border-label=[a label in the border'\''s top line]:LABEL: ' \
    '--border-label-pos=[where the label goes: column N (from the right when negative, 0 centred), in the top or bottom line]:N\[\:top|bottom\]: ' \
    '--margin=[blank space around the picker: N or N%, 1 to 4 values (all; vertical,horizontal; top,horizontal,bottom; TRBL)]:TRBL: ' \
    '--padding=[blank space inside the border, as --margin]:TRBL: ' \
    '--style=[default, minimal or full\[:BORDER_STYLE\] (see the man page)]:PRESET:(default minimal full)' \
    '--no-unicode[draw borders and lines in ASCII]' \
    '--pointer=[marks the highlighted row (default ">"; under fzf'\''s name ▌; up to 2 columns)]:STR: ' \
    '--marker=[marks a marked row (default "•"; under fzf'\''s name ┃; up to 2 columns)]:STR: ' \
    '--gutter=[fills the pointer'\''s column of the other rows (fzf'\''s default ▌)]:CHAR: ' \
    '--gutter-raw=[fills the pointer'\''s column of the other rows in raw mode (default ▖; : under --no-unicode)]:CHAR: ' \
    '--jump-labels=[the labels jump mode (jump) puts on the items shown (printable ASCII; default fzf'\''s)]:CHARS: ' \
    '--highlight-line[colour the highlighted row across the whole line (default)]' \
    '--scrollbar=-[scrollbars for the list and the preview (C2: the preview'\''s; default │)]::C1\[C2\]: ' \
    '--ellipsis=[where text is cut (default "…"; under fzf'\''s name ··)]:STR: ' \
    '--separator=[the rule under the bar, STR repeated (default ─)]:STR: ' \
    '--ambidouble[East Asian ambiguous characters take two columns, as in CJK terminals (default when RUNEWIDTH_EASTASIAN=1)]' \
    '--gap=-[N blank rows between items (default 1)]::N: ' \
    '--gap-line=-[the line drawn on each gap, STR repeated (default ┈, - under --no-unicode)]::STR: ' \
    '--tabstop=[columns between tab stops in the list and the preview (default 8)]:SPACES: ' \
    '--no-bold[the highlighted row, its matches, the prompt, the query, the pointer and the spinner not bold (unless --color says so)]' \
    '--black[a black background (the bg colour, whatever --color says)]' \
    '--wrap=-[long items go on over several rows instead of being cut]::char|word:(char word)' \
    '--wrap-sign=[before the wrapped part of a long item (default "↳ ")]:STR: ' \
    '--wrap-word[as --wrap=word: a wrapped row ends after its last blank]' \
    '--no-multi-line[a --read0 item'\''s lines run on one row, newlines shown as signs]' \
    '--no-hscroll[a long line is cut at its end, never shifted to its match]' \
    '--hscroll-off=[columns kept after the match in a shifted line (default 10)]:COLS: ' \
    '--freeze-left=[the first N fields of a long line stay in view as it is cut or shifted]:N: ' \
    '--freeze-right=[the last N fields of a long line stay in view as it is cut or shifted]:N: ' \
    '--keep-right[a long line shows its end while nothing in it is matched]' \
    '--marker-multi-line=[the marks of a marked item'\''s first, middle and last rows (3 or 6 columns; default ╻┃╹)]:STR: ' \
    '--no-input[no input section (prompt, info line, separator); keys edit no query]' \
    '--header-first[the header past the input, at the picker'\''s edge (the header lines too, without --header)]' \
    '--list-border=-[a border around the list (styles as --border)]::STYLE:(rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none)' \
    '--list-label=[a label in the border around the list]:LABEL: ' \
    '--list-label-pos=[where that label goes, as --border-label-pos]:N\[\:top|bottom\]: ' \
    '--input-border=-[a border around the bar and the info line (styles as --border)]::STYLE:(rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none)' \
    '--input-label=[a label in the border around the bar and the info line]:LABEL: ' \
    '--input-label-pos=[where that label goes, as --border-label-pos]:N\[\:top|bottom\]: ' \
    '--header-border=-[a border around the header (styles as --border)]::STYLE:(rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none)' \
    '--header-label=[a label in the border around the header]:LABEL: ' \
    '--header-label-pos=[where that label goes, as --border-label-pos]:N\[\:top|bottom\]: ' \
    '--header-lines-border=-[a frame of their own around the --header-lines (line: a line on the list'\''s side)]::STYLE:(rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none)' \
    '--footer-border=-[a border around the footer (styles as --border)]::STYLE:(rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none)' \
    '--footer-label=[a label in the border around the footer]:LABEL: ' \
    '--footer-label-pos=[where that label goes, as --border-label-pos]:N\[\:top|bottom\]: ' \
    '--height=[draw below the cursor in N rows (N% of the terminal, -N: all but N, ~: fewer for a short list) instead of full screen]:\[~\]\[-\]N\[%\]: ' \
    '--min-height=[fewest rows for a --height percentage; N+: N list rows plus the bar, info and headers (default: 10+)]:N\[+\]: ' \
    '--no-clear[with --height, leave the last frame on the terminal at exit]' \
    '--read0[input items end with NUL, not a newline]' \
    '--print0[end printed lines with NUL, not a newline]' \
    '--print-query[print the query first, then the pick]' \
    '*--expect=[these keys also pick; the first line printed names the key]:KEYS: ' \
    '(-1 --select-1)'{-1,--select-1}'[with one match, print it without the interface]' \
    '(-0 --exit-0)'{-0,--exit-0}'[with no match, exit 1 without the interface]' \
    '--track[keep the cursor on the highlighted item when the list changes]' \
    '--id-nth=[fields that say an item is the same one after a reload (--track and marks follow it)]:N\[,..\]: ' \
    '--sync[start the interface once the input is read and searched, and the start, load and result actions have run]' \
    '--with-shell=[run commands with CMD (words, then the command as the last argument) instead of $SHELL -c]:CMD: ' \
    '--listen=-[serve actions (POST) and the state as JSON (GET) over HTTP on localhost (no PORT: a free one, in $SWOOP_PORT and $FZF_PORT)]::\[ADDR\:\]PORT: ' \
    '--listen-unsafe=-[--listen, and a remote client may run commands too]::\[ADDR\:\]PORT: ' \
    '(- *)'{-h,--help}'[show this help and exit]' \
    '(- *)--version[show the version and exit]' \
    '(- *)--man[show the manual page and exit]' \
    '(- *)--shell-completion=[print the completion script for bash, zsh or fish]:SHELL:(bash zsh fish)' \
    '(- *)--bash[print the key bindings and completion for bash and exit]' \
    '(- *)--zsh[print the key bindings and completion for zsh and exit]' \
    '(- *)--fish[print the key bindings and completion for fish and exit]' \
    '(- *)--nushell[print the key bindings and completion for Nushell and exit]' \
    '--history=[keep accepted queries in FILE; Ctrl-P and Ctrl-N bring them back (prev-history, next-history)]:FILE: ' \
    '--history-size=[the most queries the history file keeps (default: 1000)]:N: ' \
    '--frecency=-[remember picks in list NAME (default: named after the input) and rank them higher later, by how often and how lately picked]::NAME: ' \
    '--frecency-forget=[forget LINE in the --frecency list and exit (0 forgotten, 1 not there)]:LINE: ' \
    '--walker=[what the file walker lists when there is no input (default: file,follow,hidden): files, directories, through links, in hidden directories]:\[file\]\[,dir\]\[,follow\]\[,hidden\]:(file dir follow hidden file,dir file,follow,hidden dir,follow,hidden)' \
    '--walker-root=[the directories the walker lists (default: .)]:DIR \[...\]: ' \
    '--walker-skip=[directories the walker does not enter, separated by commas (default: .git,node_modules)]:NAMES: ' \
    '--typos=-[below too few matches, list lines a few typos from the query (default: on in the picker, off with --filter)]::0|1:(0 1)' \
    '--threads=[search on at most N threads (default 0: one per core)]:N: ' \
    '--bench=[with --filter, repeat the search for DURATION (3s, 500ms) and print how long it took]:DURATION: ' \
    '--tty-default=[the terminal to read keys from and draw on (default /dev/tty)]:DEVICE: ' \
    '--force-tty-in[with --tmux, do not pipe stdin into the popup (list as with no input piped)]' \
    '--proxy-script=[on become, write its command to PATH.become and exit 126 (how a --tmux popup hands it back)]:PATH: ' \
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
