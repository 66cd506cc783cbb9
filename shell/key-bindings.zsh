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
#   SWOOP_DEFAULT_OPTS    read by swoop itself, for every picker
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

# Sourcing again is harmless: everything is already in place.
(( ${+__swoop_key_bindings_loaded} )) && return 0

if ! command -v swoop >/dev/null 2>&1; then
  if (( ! ${+__swoop_key_bindings_warned} )); then
    typeset -g __swoop_key_bindings_warned=1
    print -ru2 -- 'swoop: not on PATH; key bindings not defined'
  fi
  return 0
fi
typeset -g __swoop_key_bindings_loaded=1

# The options every picker starts with: inline below the prompt, as fzf's bindings do, then
# the user's SWOOP_DEFAULT_OPTS.
__swoop_defaults() {
  local place="--height ${SWOOP_TMUX_HEIGHT:-40%} --min-height 20+"
  # In tmux with SWOOP_TMUX=1 or SWOOP_TMUX_OPTS set (fzf's FZF_TMUX, FZF_TMUX_OPTS): a popup.
  if [[ -n ${TMUX_PANE-} ]] && { [[ ${SWOOP_TMUX:-0} != 0 ]] || [[ -n ${SWOOP_TMUX_OPTS-} ]]; }; then
    place="--tmux=${SWOOP_TMUX_OPTS:-bottom,${SWOOP_TMUX_HEIGHT:-40%}}"
  fi
  builtin printf '%s\n' "$place --bind=ctrl-z:ignore --bind=esc:abort ${SWOOP_DEFAULT_OPTS-}"
}

# Picks with swoop, the options in $2 after SWOOP_DEFAULT_OPTS, from the output of the command
# $1 (read by lines) or, when it is empty, from swoop's own walker (--walker in $2; paths come
# NUL-separated, a name may hold a newline). Further arguments go on swoop's command line.
# Prints the picks, each ended with NUL (--print0); nothing when cancelled or nothing matched.
__swoop_pick() {
  local command=$1 opts=$2
  shift 2
  if [[ -n $command ]]; then
    eval "$command" | SWOOP_DEFAULT_OPTS="$(__swoop_defaults) $opts" swoop --print0 "$@"
  else
    SWOOP_DEFAULT_COMMAND= SWOOP_DEFAULT_OPTS="$(__swoop_defaults) $opts" swoop --print0 "$@" </dev/tty
  fi
}

# Ctrl-T: the picked paths, each quoted with ${(q)...}, separated and followed by a space.
swoop-file-widget() {
  emulate -L zsh  # zsh's own options, whatever the user set (ksh_arrays, no_unset…)
  local -a picked
  picked=( ${(0)"$(__swoop_pick "${SWOOP_CTRL_T_COMMAND-}" "--walker=file,dir,follow,hidden --scheme=path --multi --frecency ${SWOOP_CTRL_T_OPTS-}")"} )
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

# Ctrl-R: the history entries into swoop (--read0), ranked by match with fzf's history
# scheme (equal matches newest first); Ctrl-R again toggles to pure recency. The pick
# replaces the command line.
swoop-history-widget() {
  emulate -L zsh  # zsh's own options, whatever the user set (ksh_arrays, no_unset…)
  local picked
  picked=$(__swoop_history |
    SWOOP_DEFAULT_OPTS="$(__swoop_defaults) --scheme=history --bind=ctrl-r:toggle-sort ${SWOOP_CTRL_R_OPTS-}" \
      swoop --read0 --print0 --query="$BUFFER")
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
  local dir
  dir=$(__swoop_pick "${SWOOP_ALT_C_COMMAND-}" "--walker=dir,follow,hidden --scheme=path --frecency ${SWOOP_ALT_C_OPTS-}")
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
