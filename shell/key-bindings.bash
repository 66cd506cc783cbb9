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
#   SWOOP_DEFAULT_OPTS    read by swoop itself, for every picker (and SWOOP_DEFAULT_OPTS_FILE)
# Each falls back to its fzf twin, as swoop's own variables do: FZF_CTRL_T_OPTS is read where
# SWOOP_CTRL_T_OPTS is unset (set to "", it counts as set), and so for every one. Printed by
# `fzf --bash` (swoop run by the name fzf), the bindings run fzf, with fzf's look, and read
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
[[ $- == *i* ]] || return 0

# The program the pickers run and the prefixes of the variables it reads, the first set
# winning: `fzf --bash` sets them first (fzf, FZF_), `swoop --bash` too (the program as it was
# called: by its name, or by its absolute path); sourced, the bindings are swoop's.
: "${__swoop_program:=swoop}" "${__swoop_prefixes:=SWOOP_ FZF_}"

# Sourcing again is harmless: everything is already in place.
[[ -n ${__swoop_key_bindings_loaded-} ]] && return 0

if (( ${BASH_VERSINFO[0]:-0} < 4 )); then
  if [[ -z ${__swoop_key_bindings_warned-} ]]; then
    __swoop_key_bindings_warned=1
    printf '%s: key bindings need bash 4 or later (this is %s); none defined\n' "${__swoop_program##*/}" "$BASH_VERSION" >&2
  fi
  return 0
fi

if ! command -v "$__swoop_program" >/dev/null 2>&1; then
  if [[ -z ${__swoop_key_bindings_warned-} ]]; then
    __swoop_key_bindings_warned=1
    printf '%s: not on PATH; key bindings not defined\n' "${__swoop_program##*/}" >&2
  fi
  return 0
fi
__swoop_key_bindings_loaded=1

# Puts in the variable named $1 the setting $2 (CTRL_T_OPTS, say) as the program reads its own
# variables: the first one set (even to "") of $2 after each prefix of $__swoop_prefixes
# (SWOOP_CTRL_T_OPTS, then FZF_CTRL_T_OPTS), else $3. Fails when none is set.
__swoop_setting() {
  local __swoop_prefix __swoop_name
  for __swoop_prefix in $__swoop_prefixes; do
    __swoop_name=$__swoop_prefix$2
    if [[ -n ${!__swoop_name+set} ]]; then
      builtin printf -v "$1" %s "${!__swoop_name}"
      return 0
    fi
  done
  builtin printf -v "$1" %s "${3-}"
  return 1
}

# The options every picker starts with: inline below the prompt, as fzf's bindings do, then
# the user's default options (SWOOP_DEFAULT_OPTS, else FZF_DEFAULT_OPTS).
__swoop_defaults() {
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

# Ctrl-T: the picked paths, each quoted, separated and followed by a space. The picker ends
# each pick with NUL (--print0), so paths are read whole; nothing printed (cancelled, no
# match) inserts nothing.
__swoop_file_widget() {
  local quoted command opts
  __swoop_setting command CTRL_T_COMMAND
  __swoop_setting opts CTRL_T_OPTS
  quoted=$(
    __swoop_pick "$command" "--walker=file,dir,follow,hidden --scheme=path --multi --frecency $opts" |
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

# Prints the `fc -lr` listing on stdin as entries, each once and ended with NUL (Ctrl-R).
__swoop_history_entries() {
  if command -v perl >/dev/null 2>&1; then
    command perl -e '
      $/ = "\t";
      my $number = <STDIN>;
      exit unless defined $number;
      chomp $number;
      my %seen;
      $/ = "\n" . --$number . "\t";
      while (<STDIN>) {
        chomp or s/\n\z//;
        $_ = substr($_, 1);
        print $_, "\0" unless $seen{$_}++;
        $/ = "\n" . --$number . "\t";
      }'
  else
    command awk '
      function flush() { if (have && !(entry in seen)) { seen[entry] = 1; printf "%s%c", entry, 0 } }
      have && index($0, head) == 1 && substr($0, length(head) + 1, 1) ~ /^[ *]$/ { flush(); number--; entry = substr($0, length(head) + 2); head = (number - 1) "\t"; next }
      !have && match($0, /^[0-9]+\t[ *]/) { number = $0 + 0; entry = substr($0, RLENGTH + 1); head = (number - 1) "\t"; have = 1; next }
      have { entry = entry "\n" $0 }
      END { flush() }'
  fi
}

# Ctrl-R: history entries newest first, each once (its latest use), NUL-separated so that
# multi-line commands stay whole (--read0, --print0). `fc -lr` lists them newest first, each
# starting with its number, a tab, then " " or "*" (edited); the numbers count down one by one,
# so an entry ends only where a line starts with the next number down and a tab: a
# continuation line of any shape (a tab and a space, digits) stays in its entry. Each entry
# goes out as soon as the next one starts, so the picker fills while the history is still
# being listed. perl reads an entry at a time (its record separator is the next number
# down); awk, where there is no perl, a line at a time.
# Ranked by match with fzf's history scheme (equal matches newest first); Ctrl-R again
# toggles to pure recency.
__swoop_history_widget() {
  local picked opts
  __swoop_setting opts CTRL_R_OPTS
  picked=$(
    builtin fc -lr -2147483648 2>/dev/null | __swoop_history_entries |
      __swoop_run "--scheme=history --bind=ctrl-r:toggle-sort $opts" --read0 --print0 --query="$READLINE_LINE" |
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
  local dir step2=__swoop_noop command opts
  __swoop_setting command ALT_C_COMMAND
  __swoop_setting opts ALT_C_OPTS
  dir=$(__swoop_pick "$command" "--walker=dir,follow,hidden --scheme=path --frecency $opts" | __swoop_first)
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
