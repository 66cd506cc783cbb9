# swoop fuzzy completion for bash (4.0 or later), as fzf's "**<Tab>".
#
#   vim **<Tab>       pick files and directories under the current directory (Tab marks
#                     several); vim src/foo**<Tab> lists under src/ with the query "foo"
#   cd **<Tab>        pick a directory (also pushd, rmdir)
#   kill **<Tab>      pick processes; their PIDs are inserted
#   ssh **<Tab>       pick a host from ~/.ssh/config, ~/.ssh/known_hosts and /etc/hosts (also telnet)
#   export **<Tab>    pick variable names (also unset, printenv); unalias **<Tab>: alias names
# The picks, quoted for the shell, replace the word holding the trigger. Without the trigger,
# Tab completes as it did before this file was sourced. Cancelling the picker (Esc, Ctrl-C)
# leaves the command line as it was.
#
# Put in ~/.bashrc (after bash-completion, if you use it):
#   source /usr/local/share/swoop/shell/fuzzy-completion.bash
#
# Settings (environment or shell variables):
#   SWOOP_COMPLETION_TRIGGER       what ends a word to complete fuzzily (default: **)
#   SWOOP_COMPLETION_OPTS          swoop options for every completion picker
#   SWOOP_COMPLETION_PATH_OPTS     more options for files and directories
#   SWOOP_COMPLETION_DIR_OPTS      more options for directories
#   SWOOP_COMPLETION_DIR_COMMANDS  the commands completing directories (default: cd pushd rmdir)
#   SWOOP_TMUX_HEIGHT, SWOOP_TMUX, SWOOP_TMUX_OPTS  as for the key bindings
#   SWOOP_DEFAULT_OPTS_FILE, SWOOP_DEFAULT_OPTS     swoop's own, read for every picker
# Each falls back to its fzf twin, as swoop's own variables do: FZF_COMPLETION_TRIGGER is read
# where SWOOP_COMPLETION_TRIGGER is unset (set to "", it counts as set), and so for every one.
# Printed by `fzf --bash` (swoop run by the name fzf), the completion runs fzf, with fzf's
# look, and reads the FZF_ variables alone.
# The pickers run inline, below the prompt: "--height ${SWOOP_TMUX_HEIGHT:-40%} --min-height 20+
# --bind=ctrl-z:ignore --bind=esc:abort" first, then SWOOP_DEFAULT_OPTS_FILE's options and
# SWOOP_DEFAULT_OPTS, then the options above.
#
# Functions you may define (before or after sourcing), as fzf's _fzf_* ones:
#   _swoop_compgen_path DIR   print the candidate paths under DIR, one a line (default: swoop's
#   _swoop_compgen_dir DIR    own walker, --walker=file,dir,follow,hidden, or dir,follow)
#   _swoop_comprun COMMAND ARGS...  run the picker for COMMAND yourself: `swoop "$@"`, with a
#                             preview of your choice, say
# and a completion of your own with _swoop_complete, the candidates on its stdin:
#   _swoop_complete_foo() { _swoop_complete --multi --prompt='foo> ' -- "$@" < <(echo a; echo b); }
#   _swoop_complete_foo_post() { awk '{print $1}'; }   # optional: turns the picks into words
#   complete -F _swoop_complete_foo -o default -o bashdefault foo
# `_swoop_setup_completion path|dir|var|alias|host|proc COMMANDS...` gives more commands a kind.

# Only interactive shells complete.
[[ $- == *i* ]] || return 0

# The program the pickers run and the prefixes of the variables it reads, the first set
# winning: `fzf --bash` sets them first (fzf, FZF_), `swoop --bash` too (the program as it was
# called: by its name, or by its absolute path); sourced, the completion is swoop's.
: "${__swoop_program:=swoop}" "${__swoop_prefixes:=SWOOP_ FZF_}"

# Sourcing again is harmless: everything is already in place (and wrapping our own
# completions again would lose the ones they fall back to).
[[ -n ${__swoop_completion_loaded-} ]] && return 0

if (( ${BASH_VERSINFO[0]:-0} < 4 )); then
  if [[ -z ${__swoop_completion_warned-} ]]; then
    __swoop_completion_warned=1
    printf '%s: fuzzy completion needs bash 4 or later (this is %s); none set up\n' "${__swoop_program##*/}" "$BASH_VERSION" >&2
  fi
  return 0
fi

if ! command -v "$__swoop_program" >/dev/null 2>&1; then
  if [[ -z ${__swoop_completion_warned-} ]]; then
    __swoop_completion_warned=1
    printf '%s: not on PATH; fuzzy completion not set up\n' "${__swoop_program##*/}" >&2
  fi
  return 0
fi
__swoop_completion_loaded=1

# Puts in the variable named $1 the setting $2 (COMPLETION_OPTS, say) as the program reads its
# own variables: the first one set (even to "") of $2 after each prefix of $__swoop_prefixes
# (SWOOP_COMPLETION_OPTS, then FZF_COMPLETION_OPTS), else $3. Fails when none is set.
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

# The default options of a completion picker: inline below the prompt (or a tmux popup, as the
# key bindings), $1, the user's default options file and default options (SWOOP_DEFAULT_OPTS_FILE
# and SWOOP_DEFAULT_OPTS, else FZF_'s), the COMPLETION_OPTS, then $2. __swoop_comprun empties
# the program's options file, read here already, so that it keeps its place before the default
# options.
__swoop_completion_opts() {
  local height tmux tmux_opts file defaults completion place
  __swoop_setting height TMUX_HEIGHT
  __swoop_setting tmux TMUX
  __swoop_setting tmux_opts TMUX_OPTS
  __swoop_setting file DEFAULT_OPTS_FILE
  __swoop_setting defaults DEFAULT_OPTS
  __swoop_setting completion COMPLETION_OPTS
  place="--height ${height:-40%} --min-height 20+"
  if [[ -n ${TMUX_PANE-} ]] && { [[ ${tmux:-0} != 0 ]] || [[ -n $tmux_opts ]]; }; then
    place="--tmux=${tmux_opts:-bottom,${height:-40%}}"
  fi
  builtin printf '%s\n' "$place --bind=ctrl-z:ignore --bind=esc:abort $1"
  [[ -n $file ]] && command cat -- "$file" 2>/dev/null
  builtin printf '%s\n' "$defaults $completion $2"
}

# Runs the picker for command $1, its default options $2 (from __swoop_completion_opts), with
# the arguments after them: the user's _swoop_comprun when defined (it gets the command and
# the arguments, to choose a preview by the command), else the program. The default options
# go in the variable the program reads (SWOOP_DEFAULT_OPTS for swoop, FZF_DEFAULT_OPTS for
# fzf: the first prefix's); its options file (read already) and its default command (its own
# walker lists, or stdin) are emptied.
__swoop_comprun() {
  local cmd=$1 program_prefix=${__swoop_prefixes%% *}
  local -x "${program_prefix}DEFAULT_OPTS=$2" "${program_prefix}DEFAULT_OPTS_FILE=" "${program_prefix}DEFAULT_COMMAND="
  shift 2
  if declare -F _swoop_comprun >/dev/null; then
    _swoop_comprun "$cmd" "$@"
  else
    command "$__swoop_program" "$@"
  fi
}

# The word $1 without its trigger, as the shell would read it, in REPLY: quotes and backslashes
# removed, a leading ~ or ~user and $NAME or ${NAME} expanded. Fails, running nothing, on any
# other expansion ($(...), `...`, ${x:-...}, $((...)), $'...'): such a word is not completed.
__swoop_unquote() {
  local word=$1 out='' c i=0 name home quoted=0
  if [[ $word == '~'* ]]; then
    name=${word%%/*}
    name=${name#\~}
    if [[ -z $name ]]; then
      out=$HOME i=1
    elif [[ $name =~ ^[A-Za-z0-9._][A-Za-z0-9._-]*$ ]]; then
      eval "home=~$name"  # a tilde prefix of plain characters: nothing else to expand
      [[ $home != "~$name" ]] && out=$home i=$(( ${#name} + 1 ))
    fi
  fi
  while (( i < ${#word} )); do
    c=${word:i:1}
    if [[ $c == \\ ]]; then
      # Inside double quotes a backslash escapes only $ ` " \ (and a newline).
      if (( quoted )) && [[ ${word:i+1:1} != [\$\`\"\\] ]]; then out+=$c; fi
      out+=${word:i+1:1}
      (( i += 2 ))
    elif [[ $c == \' ]] && (( ! quoted )); then
      name=${word:i+1}
      [[ $name == *\'* ]] || return 1
      name=${name%%\'*}
      out+=$name
      (( i += ${#name} + 2 ))
    elif [[ $c == \" ]]; then
      (( quoted = !quoted, i += 1 ))
    elif [[ $c == \` ]]; then
      return 1
    elif [[ $c == \$ ]]; then
      if [[ ${word:i} =~ ^\$([A-Za-z_][A-Za-z0-9_]*) || ${word:i} =~ ^\$\{([A-Za-z_][A-Za-z0-9_]*)\} ]]; then
        out+=${!BASH_REMATCH[1]-}
        (( i += ${#BASH_REMATCH[0]} ))
      elif (( i + 1 == ${#word} )) || [[ ${word:i+1:1} == [\ /] ]]; then
        out+=$c  # a lone $ is itself
        (( i += 1 ))
      else
        return 1
      fi
    else
      out+=$c
      (( i += 1 ))
    fi
  done
  (( ! quoted )) || return 1
  REPLY=$out
}

# Whether the word being completed ends with the trigger; its text before it is put in REPLY.
__swoop_triggered() {
  local word=${COMP_WORDS[COMP_CWORD]-} trigger
  __swoop_setting trigger COMPLETION_TRIGGER '**'
  [[ $word == *"$trigger" ]] || return 1
  REPLY=${word:0:${#word}-${#trigger}}
}

# Puts the picks $1 (already quoted) in place of the word, or on a cancel the word as it was.
# $2 is "nospace" when no space should follow. The picker drew below the prompt, so readline
# is asked to draw the line again: the terminal answers the status request \e[5n with \e[0n,
# bound here to redraw-current-line.
__swoop_reply() {
  if [[ -n $1 ]]; then
    COMPREPLY=("$1")
    compopt +o filenames 2>/dev/null  # quoted already: readline must not quote again
    if [[ ${2-} == nospace ]]; then compopt -o nospace; else compopt +o nospace; fi
  else
    COMPREPLY=("${COMP_WORDS[COMP_CWORD]-}")
    compopt +o filenames -o nospace 2>/dev/null
  fi 2>/dev/null
  builtin bind '"\e[0n": redraw-current-line' 2>/dev/null
  builtin printf '\e[5n'
}

# The completion the command had before (kept by __swoop_wrap), for a word without the
# trigger. Arguments: the command's name, then bash's three.
__swoop_fallback() {
  local name=__swoop_orig_${1//[^A-Za-z0-9_]/_}
  shift
  [[ -n ${!name-} ]] && declare -F "${!name}" >/dev/null || return 0
  "${!name}" "$@"
}

# Files and directories (with $1 "dir": directories only, ending with "/") under the directory
# named before the trigger; the rest of that word's last part is the query. The remaining
# arguments are bash's three. Fails, doing nothing, when the word does not end with the trigger
# (or holds an expansion that is not completed).
__swoop_path_completion() {
  local kind=$1 cmd=${2#\\} base dir leftover picks walker compgen multi=--multi suffix='' more opts
  shift
  __swoop_triggered && __swoop_unquote "$REPLY" || return 1
  base=$REPLY
  # The longest leading part of the word naming a directory: src/foo lists under src/.
  dir=
  [[ $base == */* ]] && dir=$base
  while [[ -n $dir && ! -d $dir ]]; do
    dir=${dir%/}
    if [[ $dir == */* ]]; then dir=${dir%/*}/; else dir=./; fi
  done
  leftover=${base#"$dir"}
  leftover=${leftover#/}
  [[ -z $dir || $dir == ./ ]] && dir=.
  [[ $dir != / ]] && dir=${dir%/}

  local -a rest=()
  if [[ $kind == dir ]]; then
    __swoop_setting more COMPLETION_DIR_OPTS
    compgen=_swoop_compgen_dir walker=dir,follow multi= suffix=/
  else
    __swoop_setting more COMPLETION_PATH_OPTS
    compgen=_swoop_compgen_path walker=file,dir,follow,hidden
  fi
  eval "rest=($more)"
  opts=$(__swoop_completion_opts "--reverse --scheme=path" "$multi")
  picks=$(
    if declare -F "$compgen" >/dev/null; then
      "$compgen" "$dir" | __swoop_comprun "$cmd" "$opts" --print0 --query="$leftover" "${rest[@]}"
    else
      __swoop_comprun "$cmd" "$opts" --print0 --query="$leftover" --walker="$walker" --walker-root="$dir" \
        "${rest[@]}" </dev/tty
    fi | while IFS= read -r -d '' item; do
      [[ -n $item ]] && builtin printf '%q ' "${item%"$suffix"}$suffix"
    done
  )
  picks=${picks% }
  if [[ $kind == dir ]]; then __swoop_reply "$picks" nospace; else __swoop_reply "$picks"; fi
  return 0
}

# fzf's completion API: `_swoop_complete [SWOOP_OPTIONS...] -- "$@"` (bash's three arguments
# after "--") picks from the lines of stdin with the word before the trigger as the query, and
# inserts the picks as they are, separated by spaces; a function named after the caller with
# "_post" (_swoop_complete_foo_post) turns the picks into words first. The options may also be
# one string, the first argument, followed by bash's three.
_swoop_complete() {
  local -a args=() rest=()
  local i str_arg= picks post cmd
  for (( i = 1; i <= $#; i++ )); do
    [[ ${!i} == -- ]] && break
  done
  if (( i <= $# )); then
    args=("${@:1:i-1}") rest=("${@:i+1}")
  else
    str_arg=$1 rest=("${@:2}")
  fi
  cmd=${rest[0]-}
  if ! __swoop_triggered || [[ $REPLY == *'$('* || $REPLY == *'`'* ]]; then
    __swoop_fallback "${cmd#\\}" "${rest[@]}"
    return
  fi
  post=${FUNCNAME[1]}_post
  declare -F "$post" >/dev/null || post='command cat'
  picks=$(
    __swoop_comprun "${cmd#\\}" "$(__swoop_completion_opts --reverse "$str_arg")" "${args[@]}" --query="$REPLY" |
      eval "$post" | command tr '\n' ' '
  )
  __swoop_reply "${picks% }"
  return 0
}

# The processes, `ps`'s header line kept as the picker's header; the PIDs are inserted.
_swoop_proc_completion() {
  _swoop_complete --multi --header-lines=1 --wrap -- "$@" < <(
    command ps -eo user,pid,ppid,start,time,command 2>/dev/null ||
      command ps -eo user,pid,ppid,time,args 2>/dev/null  # BusyBox
  )
}
_swoop_proc_completion_post() { command awk '{print $2}'; }

# The hosts ssh knows, each once: Host and Hostname names in the ssh configuration (not
# patterns), the names in known_hosts (not hashed ones; a [name]:port as name), and the names
# in /etc/hosts. Define __swoop_list_hosts yourself to list others.
if ! declare -F __swoop_list_hosts >/dev/null; then
  __swoop_list_hosts() {
    local -a configs=("$HOME/.ssh/config" /etc/ssh/ssh_config)
    local file
    for file in "$HOME"/.ssh/config.d/*; do [[ -f $file ]] && configs+=("$file"); done
    {
      command awk 'match(tolower($0), /^[ \t]*host(name)?[ \t]*[ \t=]/) {
          $0 = substr($0, RLENGTH + 1); sub(/#.*/, "")
          for (i = 1; i <= NF; i++) if ($i !~ /[*?%!]/) print $i
        }' "${configs[@]}" 2>/dev/null
      command awk -F , 'match($0, /^[][a-zA-Z0-9.,:-]+/) {
          $0 = substr($0, 1, RLENGTH); gsub(/[][]|:[^,]*/, "")
          for (i = 1; i <= NF; i++) print $i
        }' "$HOME/.ssh/known_hosts" 2>/dev/null
      command awk '{ sub(/#.*/, ""); for (i = 2; i <= NF; i++) if ($i != "0.0.0.0") print $i }' \
        /etc/hosts 2>/dev/null
    } | command sort -u
  }
fi

_swoop_host_completion() {
  _swoop_complete +m -- "$@" < <(__swoop_list_hosts)
}

# ssh: a file after -i, -F or -E; else a host, after the user@ typed before the trigger.
_swoop_complete_ssh() {
  case $3 in
    -i | -F | -E) __swoop_path_completion path "$@" || __swoop_fallback "${1#\\}" "$@" ;;
    *)
      local user=
      [[ $2 == *@* ]] && user=${2%%@*}@
      _swoop_complete +m -- "$@" < <(__swoop_list_hosts | command awk -v user="$user" '{print user $0}')
      ;;
  esac
}

# Variable names: every shell variable (the environment's too) for export and unset, the
# environment's alone for printenv.
_swoop_var_completion() {
  if [[ ${1#\\} == printenv ]]; then
    _swoop_complete --multi -- "$@" < <(compgen -e)
  else
    _swoop_complete --multi -- "$@" < <(compgen -v)
  fi
}

_swoop_alias_completion() {
  _swoop_complete --multi -- "$@" < <(compgen -a)
}

# The path kinds for `complete -F`; a word without the trigger completes as before.
_swoop_path_completion() { __swoop_path_completion path "$@" || __swoop_fallback "${1#\\}" "$@"; }
_swoop_dir_completion() { __swoop_path_completion dir "$@" || __swoop_fallback "${1#\\}" "$@"; }

# Makes function $1 the completion of the commands after $2 (bash `complete` options used when
# the command had no completion). A command's completion function, if it had one, is kept (in
# __swoop_orig_<command>) for words without the trigger; a completion without a function (-d,
# -W words…) keeps its own action beside ours.
__swoop_wrap() {
  local func=$1 options=$2 cmd spec
  shift 2
  for cmd; do
    spec=$(complete -p -- "$cmd" 2>/dev/null)
    if [[ -z $spec ]]; then
      eval "complete -F $func $options -- $(printf %q "$cmd")"
    elif [[ $spec =~ ^(complete( .*)?)\ -F\ ([^ ]+)(\ .*)$ ]]; then
      [[ ${BASH_REMATCH[3]} == __swoop_* || ${BASH_REMATCH[3]} == _swoop_* ]] && continue
      printf -v "__swoop_orig_${cmd//[^A-Za-z0-9_]/_}" %s "${BASH_REMATCH[3]}"
      eval "${BASH_REMATCH[1]} -F $func${BASH_REMATCH[4]}"
    else
      eval "${spec% *} -F $func ${spec##* }"
    fi
  done
}

# fzf's _fzf_setup_completion: gives the commands after $1 a kind of fuzzy completion.
_swoop_setup_completion() {
  local kind=$1
  if (( $# < 2 )) || ! declare -F "_swoop_${kind}_completion" >/dev/null; then
    echo "usage: ${FUNCNAME[0]} path|dir|var|alias|host|proc COMMANDS..." >&2
    return 1
  fi
  shift
  case $kind in
    dir) __swoop_wrap _swoop_dir_completion '-o bashdefault -o nospace -o dirnames' "$@" ;;
    var) __swoop_wrap _swoop_var_completion '-o default -o nospace -v' "$@" ;;
    alias) __swoop_wrap _swoop_alias_completion '-a' "$@" ;;
    *) __swoop_wrap "_swoop_${kind}_completion" '-o default -o bashdefault' "$@" ;;
  esac
}

# Every command without a completion of its own completes paths: the default completion
# (complete -D). One set before (bash-completion's loader, say) is called for a word without
# the trigger; when it loads a command's own completion (status 124, "try again"), that one is
# wrapped too, so that the trigger still works for the command.
__swoop_default_completion() {
  __swoop_path_completion path "$@" && return 0
  [[ -n ${__swoop_orig_default-} ]] && declare -F "$__swoop_orig_default" >/dev/null || return 0
  "$__swoop_orig_default" "$@"
  local status=$?
  (( status == 124 )) && __swoop_wrap _swoop_path_completion '-o default -o bashdefault' "${1#\\}"
  return "$status"
}

__swoop_setup_all() {
  local spec dir_commands
  spec=$(complete -p -D 2>/dev/null)
  [[ $spec =~ \ -F\ ([^ ]+) ]] && __swoop_orig_default=${BASH_REMATCH[1]}
  complete -D -F __swoop_default_completion -o default -o bashdefault 2>/dev/null
  # The commands fzf gives path completion, for those that have a completion of their own.
  _swoop_setup_completion path awk bat cat code diff diff3 emacs emacsclient ex file ftp g++ gcc \
    gvim head hg hx java javac ld less more mvim nvim patch perl python ruby sed sftp sort source \
    tail tee uniq vi view vim wc xdg-open basename bunzip2 bzip2 chmod chown curl cp dirname du \
    find git grep gunzip gzip jar ln ls mv open rm rsync scp svn tar unzip zip
  __swoop_setting dir_commands COMPLETION_DIR_COMMANDS 'cd pushd rmdir'
  # shellcheck disable=SC2086  # a list of command names
  _swoop_setup_completion dir $dir_commands
  _swoop_setup_completion var export unset printenv
  _swoop_setup_completion alias unalias
  _swoop_setup_completion proc kill
  _swoop_setup_completion host telnet
  __swoop_wrap _swoop_complete_ssh '-o default -o bashdefault' ssh
}
__swoop_setup_all
unset -f __swoop_setup_all
