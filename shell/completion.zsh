#compdef swoop
# zsh completion for swoop: its options, the values of --layout=, --info= and the base scheme
# of --color=, and file names for the FILE operand.
#
# Put in ~/.zshrc, after compinit:
#   source /usr/local/share/swoop/shell/completion.zsh
# or copy it as _swoop into a directory of $fpath, before compinit.

_swoop() {
  _arguments -s -S \
    '(-q --query)'{-q+,--query=}'[start with this query]:query: ' \
    '(-f --filter)'{-f+,--filter=}'[print the matches, best first, and exit]:query: ' \
    '(-e --exact)'{-e,--exact}'[terms match as substrings, not fuzzily]' \
    '--literal[do not fold diacritics]' \
    '--no-sort[keep input order among matches]' \
    '--tac[reverse the input order]' \
    '--scheme=[scoring scheme]:scheme:(default path history)' \
    '--tiebreak=[what orders equal scores]:criteria (length chunk pathname begin end index): ' \
    '--no-live[typing only edits the query; Enter searches, then picks]' \
    '--read0[input items end with NUL, not a newline]' \
    '--print0[end each printed pick with NUL, not a newline]' \
    '--ansi[show the colour escape codes of items as colours]' \
    '(-m --multi)-m-[Tab marks lines; Enter prints every marked line]::most marks: ' \
    '(-m --multi)--multi=-[Tab marks lines; Enter prints every marked line]::most marks: ' \
    '--cycle[moving past either end of the list wraps around]' \
    '--no-mouse[no mouse (wheel, click, double-click)]' \
    '*--bind=[bind keys to actions]:KEY\:ACTION[,...]: ' \
    '--layout=[where the query bar and the list go]:layout:(default reverse reverse-list)' \
    '--info=[how the info line is shown]:info:(default inline hidden)' \
    '--prompt=[text before the query]:prompt: ' \
    '--placeholder=[text shown while the query is empty]:placeholder: ' \
    '--header=[a line of text above the list]:header: ' \
    '--header-lines=[the first N input lines are a header]:number of lines: ' \
    '(-d --delimiter)'{-d+,--delimiter=}'[split lines into fields at this string]:delimiter: ' \
    '(-n --nth)'{-n+,--nth=}'[search only these fields]:field ranges: ' \
    '--with-nth=[show only these fields]:field ranges: ' \
    '--accept-nth=[print only these fields of the pick]:field ranges: ' \
    '--columns[show the fields as aligned columns]' \
    '--detail=-[a pane with the highlighted record]:pane:(right bottom)' \
    '--preview=[show this command'"'"'s output for the highlighted line]:command: ' \
    '--preview-window=[where the preview goes]:window:(right bottom hidden)' \
    '*--color=[colours: a base scheme and NAME\:COLOR pairs]:colours:(dark light 16 bw)' \
    '--print-query[print the query before the pick]' \
    '--expect=[keys that pick and are printed first]:keys: ' \
    '(-1 --select-1)'{-1,--select-1}'[pick the only match without asking]' \
    '(-0 --exit-0)'{-0,--exit-0}'[exit at once when nothing matches]' \
    '(- *)'{-h,--help}'[show the help and exit]' \
    '(- *)--version[show the version and exit]' \
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
