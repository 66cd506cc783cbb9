# swoop key bindings for bash (4.0 or later).
#
#   Ctrl-T  pick files and directories under the current directory (Tab marks several);
#           their paths, quoted for the shell, are inserted at the cursor
#   Ctrl-R  pick a command from the history, newest first, with the command line as the
#           query; the pick replaces the command line
#   Alt-C   pick a directory under the current directory and cd into it
#
# Put in ~/.bashrc (after any `set -o vi`, or anywhere: every keymap is bound):
#   source /usr/local/share/swoop/shell/key-bindings.bash
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
[[ $- == *i* ]] || return 0

# Sourcing again is harmless: everything is already in place.
[[ -n ${__swoop_key_bindings_loaded-} ]] && return 0

if (( ${BASH_VERSINFO[0]:-0} < 4 )); then
  if [[ -z ${__swoop_key_bindings_warned-} ]]; then
    __swoop_key_bindings_warned=1
    printf 'swoop: key bindings need bash 4 or later (this is %s); none defined\n' "$BASH_VERSION" >&2
  fi
  return 0
fi

if ! command -v swoop >/dev/null 2>&1; then
  if [[ -z ${__swoop_key_bindings_warned-} ]]; then
    __swoop_key_bindings_warned=1
    printf 'swoop: not on PATH; key bindings not defined\n' >&2
  fi
  return 0
fi
__swoop_key_bindings_loaded=1

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

# Inserts $1 into the command line at the cursor and moves the cursor past it.
# READLINE_POINT counts characters since bash 5.0, bytes before: bash 4 cuts the line in the
# C locale, where a character is a byte.
__swoop_insert() {
  (( BASH_VERSINFO[0] >= 5 )) || local LC_ALL=C
  READLINE_LINE=${READLINE_LINE:0:READLINE_POINT}$1${READLINE_LINE:READLINE_POINT}
  READLINE_POINT=$(( READLINE_POINT + ${#1} ))
}

# Replaces the command line with $1, the cursor at its end.
__swoop_replace() {
  READLINE_LINE=$1
  (( BASH_VERSINFO[0] >= 5 )) || local LC_ALL=C
  READLINE_POINT=${#READLINE_LINE}
}

# Ctrl-T: the picked paths, each quoted, separated and followed by a space. swoop ends each
# pick with NUL (--print0), so paths are read whole; nothing printed (cancelled, no match)
# inserts nothing.
__swoop_file_widget() {
  local quoted
  quoted=$(
    __swoop_pick "${SWOOP_CTRL_T_COMMAND-}" "--walker=file,dir,follow,hidden --scheme=path --multi --frecency ${SWOOP_CTRL_T_OPTS-}" |
      while IFS= read -r -d '' item; do [[ -n $item ]] && printf '%q ' "$item"; done
  )
  [[ -n $quoted ]] && __swoop_insert "$quoted"
  return 0
}

# Prints the first NUL-terminated record of stdin, without its NUL.
__swoop_first() {
  local record
  IFS= read -r -d '' record && printf '%s' "$record"
}

# Ctrl-R: history entries newest first, each once (its latest use), NUL-separated so that
# multi-line commands stay whole (--read0, --print0). `history` starts each entry with its
# number (%5d, then " " or "*" for an edited one, then a space), and the numbers follow one
# another, so a line is a new entry only if it starts with the next number: a continuation
# line of any shape (a tab and a space, digits) stays in its entry.
# Ranked by match with fzf's history scheme (equal matches newest first); Ctrl-R again
# toggles to pure recency.
__swoop_history_widget() {
  local picked
  picked=$(
    HISTTIMEFORMAT= builtin history 2>/dev/null |
      command awk '
        function starts(number,   head) { head = sprintf("%5d", number); return index($0, head) == 1 && substr($0, length(head) + 1, 2) ~ /^[ *] $/ }
        function keep() { if (have) entries[count++] = entry }
        !have && match($0, /^ *[0-9]+[ *] /) { number = $1 + 0; sub(/^ *[0-9]+[ *] /, ""); entry = $0; have = 1; next }
        have && starts(number + 1) { keep(); number++; entry = substr($0, length(sprintf("%5d", number)) + 3); next }
        have { entry = entry "\n" $0 }
        END { keep(); for (i = count - 1; i >= 0; i--) if (!(entries[i] in seen)) { seen[entries[i]] = 1; printf "%s%c", entries[i], 0 } }' |
      SWOOP_DEFAULT_OPTS="$(__swoop_defaults) --scheme=history --bind=ctrl-r:toggle-sort ${SWOOP_CTRL_R_OPTS-}" \
        swoop --read0 --print0 --query="$READLINE_LINE" |
      __swoop_first
  )
  [[ -n $picked ]] && __swoop_replace "$picked"
  return 0
}

# Alt-C, step 1 (bound to an internal key): pick a directory. The prompt can only be drawn
# anew by accepting a line, so on a pick the command line is put aside and becomes the cd
# command (the directory made absolute and quoted), and step 2 becomes accept-line: the cd
# runs as a command, shown after the old prompt as fzf shows it, and the new prompt follows.
# After a cancel, step 2 does nothing.
__swoop_cd_widget() {
  local dir step2=__swoop_noop
  dir=$(__swoop_pick "${SWOOP_ALT_C_COMMAND-}" "--walker=dir,follow,hidden --scheme=path --frecency ${SWOOP_ALT_C_OPTS-}" | __swoop_first)
  # Made absolute without CDPATH, which could send a relative path elsewhere.
  [[ -n $dir ]] && dir=$(builtin unset CDPATH && builtin cd -- "$dir" && builtin pwd)
  if [[ -n $dir ]]; then
    __swoop_saved_line=$READLINE_LINE
    __swoop_saved_point=$READLINE_POINT
    READLINE_LINE="builtin cd -- $(builtin printf '%q' "$dir")"
    READLINE_POINT=${#READLINE_LINE}
    step2=accept-line
  fi
  local keymap
  for keymap in emacs-standard vi-insert vi-command; do
    if [[ $step2 == accept-line ]]; then
      builtin bind -m "$keymap" '"\C-x\C-_s2": accept-line'
    else
      builtin bind -m "$keymap" -x '"\C-x\C-_s2": __swoop_noop'
    fi
  done
  return 0
}

# Alt-C, step 3 (in the new prompt): the command line put aside comes back.
__swoop_cd_restore() {
  if [[ -n ${__swoop_saved_line+set} ]]; then
    READLINE_LINE=$__swoop_saved_line
    READLINE_POINT=$__swoop_saved_point
    unset __swoop_saved_line __swoop_saved_point
  fi
  return 0
}

__swoop_noop() { return 0; }

__swoop_bind() {
  local keymap
  for keymap in emacs-standard vi-insert vi-command; do
    builtin bind -m "$keymap" -x '"\C-t": __swoop_file_widget'
    builtin bind -m "$keymap" -x '"\C-r": __swoop_history_widget'
    builtin bind -m "$keymap" -x '"\C-x\C-_s1": __swoop_cd_widget'
    builtin bind -m "$keymap" -x '"\C-x\C-_s2": __swoop_noop'
    builtin bind -m "$keymap" -x '"\C-x\C-_s3": __swoop_cd_restore'
    builtin bind -m "$keymap" '"\ec": "\C-x\C-_s1\C-x\C-_s2\C-x\C-_s3"'
  done
}
__swoop_bind
unset -f __swoop_bind
