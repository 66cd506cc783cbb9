# swoop key bindings for zsh.
#
#   Ctrl-T  pick files and directories under the current directory (Tab marks several);
#           their paths, quoted for the shell, are inserted at the cursor
#   Ctrl-R  pick a command from the history, newest first, with the command line as the
#           query; the pick replaces the command line
#   Alt-C   pick a directory under the current directory and cd into it
#
# Put in ~/.zshrc (the emacs, viins and vicmd keymaps are all bound):
#   source /usr/local/share/swoop/shell/key-bindings.zsh
#
# Settings (environment or shell variables):
#   SWOOP_CTRL_T_COMMAND  command listing the candidates for Ctrl-T (default: swoop's own walker,
#                         --walker=file,dir,follow,hidden: skips .git and node_modules)
#   SWOOP_CTRL_T_OPTS     swoop options for Ctrl-T, e.g. "--layout=reverse --prompt='file> '"
#   SWOOP_CTRL_R_OPTS     swoop options for Ctrl-R
#   SWOOP_ALT_C_COMMAND   command listing the directories for Alt-C (default: swoop's own walker,
#                         --walker=dir,follow,hidden)
#   SWOOP_ALT_C_OPTS      swoop options for Alt-C
#   SWOOP_TMUX_HEIGHT     the picker's height below the prompt (default: 40%; --height)
#   SWOOP_TMUX, SWOOP_TMUX_OPTS  inside tmux, SWOOP_TMUX=1 runs the pickers in a tmux popup
#                         (--tmux=bottom,$SWOOP_TMUX_HEIGHT), SWOOP_TMUX_OPTS=SPEC in --tmux=SPEC
#   SWOOP_DEFAULT_OPTS    read by swoop itself, for every picker (and SWOOP_DEFAULT_OPTS_FILE)
# Each falls back to its fzf twin, as swoop's own variables do: FZF_CTRL_T_OPTS is read where
# SWOOP_CTRL_T_OPTS is unset (set to "", it counts as set), and so for every one. Printed by
# `fzf --zsh` (swoop run by the name fzf), the bindings run fzf, with fzf's look, and read
# the FZF_ variables alone.
# The pickers run inline, below the prompt: "--height ${SWOOP_TMUX_HEIGHT:-40%} --min-height 20+
# --bind=ctrl-z:ignore --bind=esc:abort" (one Esc cancels, as in fzf) come first, then
# SWOOP_DEFAULT_OPTS, then the picker's *_OPTS, so each wins over what comes before it
# ("--no-height" in SWOOP_CTRL_T_OPTS: full screen).
# Ctrl-T and Alt-C pass --frecency: the paths picked come first next time in the same
# directory ("--no-frecency" in SWOOP_CTRL_T_OPTS or SWOOP_ALT_C_OPTS turns it off).
#
# Cancelling the picker (Esc, Ctrl-C) or picking nothing leaves the command line as it was.

# Only interactive shells have a line editor to bind keys in.
[[ -o interactive ]] || return 0

# The program the pickers run and the prefixes of the variables it reads, the first set
# winning: `fzf --zsh` sets them first (fzf, FZF_), `swoop --zsh` too (the program as it was
# called: by its name, or by its absolute path); sourced, the bindings are swoop's.
typeset -g __swoop_program="${__swoop_program:-swoop}" __swoop_prefixes="${__swoop_prefixes:-SWOOP_ FZF_}"

# Sourcing again is harmless: everything is already in place.
(( ${+__swoop_key_bindings_loaded} )) && return 0

if ! command -v "$__swoop_program" >/dev/null 2>&1; then
  if (( ! ${+__swoop_key_bindings_warned} )); then
    typeset -g __swoop_key_bindings_warned=1
    print -ru2 -- "${__swoop_program##*/}: not on PATH; key bindings not defined"
  fi
  return 0
fi
typeset -g __swoop_key_bindings_loaded=1

# Puts in the variable named $1 the setting $2 (CTRL_T_OPTS, say) as the program reads its own
# variables: the first one set (even to "") of $2 after each prefix of $__swoop_prefixes
# (SWOOP_CTRL_T_OPTS, then FZF_CTRL_T_OPTS), else $3. Fails when none is set.
__swoop_setting() {
  emulate -L zsh
  local __swoop_prefix __swoop_name
  for __swoop_prefix in ${=__swoop_prefixes}; do
    __swoop_name=$__swoop_prefix$2
    if (( ${(P)+__swoop_name} )); then
      typeset -g "$1=${(P)__swoop_name}"
      return 0
    fi
  done
  typeset -g "$1=${3-}"
  return 1
}

# The options every picker starts with: inline below the prompt, as fzf's bindings do, then
# the user's default options (SWOOP_DEFAULT_OPTS, else FZF_DEFAULT_OPTS).
__swoop_defaults() {
  emulate -L zsh
  local height tmux tmux_opts defaults place
  __swoop_setting height TMUX_HEIGHT
  __swoop_setting tmux TMUX
  __swoop_setting tmux_opts TMUX_OPTS
  __swoop_setting defaults DEFAULT_OPTS
  place="--height ${height:-40%} --min-height 20+"
  # In tmux with SWOOP_TMUX=1 or SWOOP_TMUX_OPTS set (fzf's FZF_TMUX, FZF_TMUX_OPTS): a popup.
  if [[ -n ${TMUX_PANE-} ]] && { [[ ${tmux:-0} != 0 ]] || [[ -n $tmux_opts ]]; }; then
    place="--tmux=${tmux_opts:-bottom,${height:-40%}}"
  fi
  builtin printf '%s\n' "$place --bind=ctrl-z:ignore --bind=esc:abort $defaults"
}

# Runs the program with the arguments after $1: its default options are those every picker
# starts with, then $1, put in the variable it reads them from (SWOOP_DEFAULT_OPTS for swoop,
# FZF_DEFAULT_OPTS for fzf: the first prefix's), and its default command is empty, so that
# its own walker lists when stdin is the terminal.
__swoop_run() {
  emulate -L zsh
  local program_prefix=${__swoop_prefixes%% *}
  local -x "${program_prefix}DEFAULT_OPTS=$(__swoop_defaults) $1" "${program_prefix}DEFAULT_COMMAND="
  shift
  command "$__swoop_program" "$@"
}

# Picks with the program, the options in $2 after the user's default options, from the
# output of the command $1 (read by lines) or, when it is empty, from its own walker (--walker
# in $2; paths come NUL-separated, a name may hold a newline). Further arguments go on its
# command line. Prints the picks, each ended with NUL (--print0); nothing when cancelled or
# nothing matched.
__swoop_pick() {
  local command=$1 opts=$2
  shift 2
  if [[ -n $command ]]; then
    eval "$command" | __swoop_run "$opts" --print0 "$@"
  else
    __swoop_run "$opts" --print0 "$@" </dev/tty
  fi
}

# Ctrl-T: the picked paths, each quoted with ${(q)...}, separated and followed by a space.
swoop-file-widget() {
  emulate -L zsh  # zsh's own options, whatever the user set (ksh_arrays, no_unset…)
  local command opts
  local -a picked
  __swoop_setting command CTRL_T_COMMAND
  __swoop_setting opts CTRL_T_OPTS
  picked=( ${(0)"$(__swoop_pick "$command" "--walker=file,dir,follow,hidden --scheme=path --multi --frecency $opts")"} )
  if (( $#picked )); then
    LBUFFER+="${(j: :)${(@q)picked}} "
  fi
  zle reset-prompt
}

# Prints the history entries newest first, each once (its latest use), each ended with NUL
# so that multi-line commands stay whole. One expansion of the whole history (zsh lists it
# newest first): looking entries up one by one costs time quadratic in its length.
__swoop_history() {
  emulate -L zsh
  zmodload -F zsh/parameter p:history 2>/dev/null
  (( ${#history} )) && print -rN -- "${(@u)${(@v)history}}"
}

# Ctrl-R: the history entries into the picker (--read0), ranked by match with fzf's history
# scheme (equal matches newest first); Ctrl-R again toggles to pure recency. The pick
# replaces the command line.
swoop-history-widget() {
  emulate -L zsh  # zsh's own options, whatever the user set (ksh_arrays, no_unset…)
  local picked opts
  __swoop_setting opts CTRL_R_OPTS
  picked=$(__swoop_history |
    __swoop_run "--scheme=history --bind=ctrl-r:toggle-sort $opts" --read0 --print0 --query="$BUFFER")
  picked=${picked%%$'\0'*}
  if [[ -n $picked ]]; then
    BUFFER=$picked
    CURSOR=$#BUFFER
  fi
  zle reset-prompt
}

# Alt-C: cd into the picked directory, run the precmd hooks (prompt themes read the new
# directory there) and draw the prompt anew; the command line stays as it was.
swoop-cd-widget() {
  emulate -L zsh  # zsh's own options, whatever the user set (ksh_arrays, no_unset…)
  local dir command opts
  __swoop_setting command ALT_C_COMMAND
  __swoop_setting opts ALT_C_OPTS
  dir=$(__swoop_pick "$command" "--walker=dir,follow,hidden --scheme=path --frecency $opts")
  dir=${dir%%$'\0'*}
  # "./" keeps cdpath from sending a relative path elsewhere.
  [[ -n $dir && $dir != /* ]] && dir=./$dir
  if [[ -n $dir ]] && builtin cd -- "$dir"; then
    local hook
    for hook in precmd $precmd_functions; do
      (( ${+functions[$hook]} )) && "$hook"
    done
  fi
  zle reset-prompt
}

zle -N swoop-file-widget
zle -N swoop-history-widget
zle -N swoop-cd-widget
() {
  local keymap
  for keymap in emacs viins vicmd; do
    bindkey -M $keymap '^T' swoop-file-widget
    bindkey -M $keymap '^R' swoop-history-widget
    bindkey -M $keymap '\ec' swoop-cd-widget
  done
}
