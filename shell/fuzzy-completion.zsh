# swoop fuzzy completion for zsh, as fzf's "**<Tab>".
#
#   vim **<Tab>       pick files and directories under the current directory (Tab marks
#                     several); vim src/foo**<Tab> lists under src/ with the query "foo"
#   cd **<Tab>        pick a directory (also pushd, rmdir)
#   kill **<Tab>      pick processes; their PIDs are inserted
#   ssh **<Tab>       pick a host from ~/.ssh/config, ~/.ssh/known_hosts and /etc/hosts (also telnet)
#   export **<Tab>    pick variable names (also unset, printenv); unalias **<Tab>: alias names
# The picks, quoted for the shell, replace the word holding the trigger. Without the trigger,
# Tab runs the widget it was bound to before (expand-or-complete, usually). Cancelling the
# picker (Esc, Ctrl-C) leaves the command line as it was.
#
# Put in ~/.zshrc (after compinit and anything else binding Tab):
#   source /usr/local/share/swoop/shell/fuzzy-completion.zsh
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
# Printed by `fzf --zsh` (swoop run by the name fzf), the completion runs fzf, with fzf's
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
#   _swoop_complete_COMMAND   the completion of COMMAND, with _swoop_complete, the candidates on
#                             its stdin; the word before the trigger is in $prefix:
#     _swoop_complete_foo() { _swoop_complete --multi --prompt='foo> ' -- "$@" < <(print -l a b) }
#     _swoop_complete_foo_post() { awk '{print $1}' }   # optional: turns the picks into words

# Only interactive shells have a line editor.
[[ -o interactive ]] || return 0

# The program the pickers run and the prefixes of the variables it reads, the first set
# winning: `fzf --zsh` sets them first (fzf, FZF_), `swoop --zsh` too (the program as it was
# called: by its name, or by its absolute path); sourced, the completion is swoop's.
typeset -g __swoop_program="${__swoop_program:-swoop}" __swoop_prefixes="${__swoop_prefixes:-SWOOP_ FZF_}"

# Sourcing again is harmless: everything is already in place (and Tab's previous widget is
# not lost to our own).
(( ${+__swoop_completion_loaded} )) && return 0

if ! command -v "$__swoop_program" >/dev/null 2>&1; then
  if (( ! ${+__swoop_completion_warned} )); then
    typeset -g __swoop_completion_warned=1
    print -ru2 -- "${__swoop_program##*/}: not on PATH; fuzzy completion not set up"
  fi
  return 0
fi
typeset -g __swoop_completion_loaded=1
# $parameters, $aliases and $userdirs.
zmodload -F zsh/parameter p:parameters p:aliases p:userdirs 2>/dev/null

# Puts in the variable named $1 the setting $2 (COMPLETION_OPTS, say) as the program reads its
# own variables: the first one set (even to "") of $2 after each prefix of $__swoop_prefixes
# (SWOOP_COMPLETION_OPTS, then FZF_COMPLETION_OPTS), else $3. Fails when none is set.
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

# The default options of a completion picker: inline below the prompt (or a tmux popup, as the
# key bindings), $1, the user's default options file and default options (SWOOP_DEFAULT_OPTS_FILE
# and SWOOP_DEFAULT_OPTS, else FZF_'s), the COMPLETION_OPTS, then $2. __swoop_comprun empties
# the program's options file, read here already, so that it keeps its place before the default
# options.
__swoop_completion_opts() {
  emulate -L zsh
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
  print -r -- "$place --bind=ctrl-z:ignore --bind=esc:abort $1"
  [[ -n $file ]] && command cat -- "$file" 2>/dev/null
  print -r -- "$defaults $completion $2"
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
  if (( ${+functions[_swoop_comprun]} )); then
    _swoop_comprun "$cmd" "$@"
  else
    command "$__swoop_program" "$@"
  fi
}

# The word $1 as the shell would read it, in REPLY: quotes and backslashes removed, a leading
# ~ or ~user and $NAME or ${NAME} expanded. Fails, running nothing, on any other expansion
# ($(...), `...`, ${x:-...}, $((...)), <(...)): such a word is not completed.
__swoop_unquote() {
  emulate -L zsh
  local word=$1 out='' c name
  integer i=0 quoted=0
  if [[ $word == '~'* ]]; then
    name=${${word%%/*}#\~}
    if [[ -z $name ]]; then
      out=$HOME i=1
    elif (( ${+userdirs[$name]} )); then
      out=${userdirs[$name]} i=$(( $#name + 1 ))
    fi
  fi
  while (( i < $#word )); do
    c=${word:$i:1}
    if [[ $c == \\ ]]; then
      # Inside double quotes a backslash escapes only $ ` " \ (and a newline).
      if (( quoted )) && [[ ${word:$((i + 1)):1} != [\$\`\"\\] ]]; then out+=$c; fi
      out+=${word:$((i + 1)):1}
      (( i += 2 ))
    elif [[ $c == \' ]] && (( ! quoted )); then
      name=${word:$((i + 1))}
      [[ $name == *\'* ]] || return 1
      name=${name%%\'*}
      out+=$name
      (( i += $#name + 2 ))
    elif [[ $c == \" ]]; then
      (( quoted = !quoted, i += 1 ))
    elif [[ $c == \` ]] || { (( ! quoted )) && [[ $c == [\<\>] && ${word:$((i + 1)):1} == '(' ]]; }; then
      return 1
    elif [[ $c == \$ ]]; then
      if [[ ${word:$i} =~ '^\$([A-Za-z_][A-Za-z0-9_]*)' || ${word:$i} =~ '^\$\{([A-Za-z_][A-Za-z0-9_]*)\}' ]]; then
        out+=${(P)match[1]-}
        (( i += $#MATCH ))
      elif (( i + 1 == $#word )) || [[ ${word:$((i + 1)):1} == [\ /] ]]; then
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
  typeset -g REPLY=$out
}

# Files and directories (with $1 "dir": directories only, ending with "/") under the directory
# named in $2 (the word before the trigger); the rest of its last part is the query. The picks,
# quoted, go after $3 (the command line before that word). Fails, doing nothing, when the word
# holds an expansion that is not completed.
__swoop_path_completion() {
  emulate -L zsh
  local kind=$1 lbuf=$3 base dir leftover walker compgen multi=--multi suffix='' tail=' ' more opts
  local -a rest picks
  __swoop_unquote "$2" || return 1
  base=$REPLY
  # The longest leading part of the word naming a directory: src/foo lists under src/.
  [[ $base == */* ]] && dir=$base
  while [[ -n $dir && ! -d $dir ]]; do
    dir=${dir%/}
    if [[ $dir == */* ]]; then dir=${dir%/*}/; else dir=./; fi
  done
  leftover=${${base#"$dir"}#/}
  [[ -z $dir || $dir == ./ ]] && dir=.
  [[ $dir != / ]] && dir=${dir%/}

  if [[ $kind == dir ]]; then
    __swoop_setting more COMPLETION_DIR_OPTS
    compgen=_swoop_compgen_dir walker=dir,follow multi= suffix=/ tail=''
  else
    __swoop_setting more COMPLETION_PATH_OPTS
    compgen=_swoop_compgen_path walker=file,dir,follow,hidden
  fi
  rest=(${(Q)${(Z+n+)more}})
  opts=$(__swoop_completion_opts "--reverse --scheme=path" "$multi")
  # (No comments inside "$(...)": it is parsed when run, where interactive shells take "#" for a
  # word without interactive_comments.)
  picks=(${(0)"$(
    if (( ${+functions[$compgen]} )); then
      $compgen $dir | __swoop_comprun $__swoop_cmd "$opts" --print0 --query=$leftover $rest
    else
      __swoop_comprun $__swoop_cmd "$opts" --print0 --query=$leftover --walker=$walker --walker-root=$dir \
        $rest </dev/tty
    fi
  )"})
  if (( $#picks )); then
    [[ -n $suffix ]] && picks=(${^${picks%$suffix}}$suffix)
    LBUFFER=$lbuf${(j: :)${(@q)picks}}$tail
  fi
  return 0
}

# fzf's completion API: `_swoop_complete [SWOOP_OPTIONS...] -- "$@"` (the command line before
# the word, after "--") picks from the lines of stdin with the word before the trigger
# ($prefix) as the query, and inserts the picks as they are, each followed by a space; a
# function named after the caller with "_post" (_swoop_complete_foo_post) turns the picks into
# words first. The options may also be one string, the first argument.
_swoop_complete() {
  emulate -L zsh
  local -a args
  local str_arg lbuf matches post
  integer sep=${@[(i)--]}
  if (( sep <= $# )); then
    args=("${@[1,sep-1]}")
    lbuf=${@[sep+1]}
  else
    str_arg=$1 lbuf=$2
  fi
  post=${funcstack[2]}_post
  (( ${+functions[$post]} )) || post='command cat'
  matches=$(
    __swoop_comprun $__swoop_cmd "$(__swoop_completion_opts --reverse "$str_arg")" "${args[@]}" --query=${(Q)prefix} |
      eval $post | command tr '\n' ' '
  )
  [[ -n $matches ]] && LBUFFER=$lbuf$matches
  return 0
}

# The processes, `ps`'s header line kept as the picker's header; the PIDs are inserted.
_swoop_complete_kill() {
  _swoop_complete --multi --header-lines=1 --wrap -- "$@" < <(
    command ps -eo user,pid,ppid,start,time,command 2>/dev/null ||
      command ps -eo user,pid,ppid,time,args 2>/dev/null  # BusyBox
  )
}
_swoop_complete_kill_post() { command awk '{print $2}' }

# The hosts ssh knows, each once: Host and Hostname names in the ssh configuration (not
# patterns), the names in known_hosts (not hashed ones; a [name]:port as name), and the names
# in /etc/hosts. Define __swoop_list_hosts yourself to list others.
if (( ! ${+functions[__swoop_list_hosts]} )); then
  __swoop_list_hosts() {
    emulate -L zsh
    local -a configs=($HOME/.ssh/config $HOME/.ssh/config.d/*(N.) /etc/ssh/ssh_config)
    {
      command awk 'match(tolower($0), /^[ \t]*host(name)?[ \t]*[ \t=]/) {
          $0 = substr($0, RLENGTH + 1); sub(/#.*/, "")
          for (i = 1; i <= NF; i++) if ($i !~ /[*?%!]/) print $i
        }' $configs 2>/dev/null
      command awk -F , 'match($0, /^[][a-zA-Z0-9.,:-]+/) {
          $0 = substr($0, 1, RLENGTH); gsub(/[][]|:[^,]*/, "")
          for (i = 1; i <= NF; i++) print $i
        }' $HOME/.ssh/known_hosts 2>/dev/null
      command awk '{ sub(/#.*/, ""); for (i = 2; i <= NF; i++) if ($i != "0.0.0.0") print $i }' \
        /etc/hosts 2>/dev/null
    } | command sort -u
  }
fi

_swoop_complete_telnet() {
  _swoop_complete +m -- "$@" < <(__swoop_list_hosts)
}

# ssh: a file after -i, -F or -E; else a host, after the user@ typed before the trigger.
_swoop_complete_ssh() {
  local -a tokens=(${(z)1})
  case ${tokens[-1]} in
    -i | -F | -E) __swoop_path_completion path "$prefix" "$1" ;;
    *)
      local user=
      [[ $prefix == *@* ]] && user=${prefix%%@*}@
      _swoop_complete +m -- "$@" < <(__swoop_list_hosts | command awk -v user="$user" '{print user $0}')
      ;;
  esac
}

# Variable names: the shell's variables (the environment's too, not the locals of the
# functions running) for export and unset, the environment's alone for printenv.
_swoop_complete_export() {
  setopt local_options extended_glob
  _swoop_complete --multi -- "$@" < <(print -rl -- ${(k)parameters[(R)^*local*]})
}
_swoop_complete_unset() { _swoop_complete_export "$@" }
_swoop_complete_printenv() {
  _swoop_complete --multi -- "$@" < <(print -rl -- ${(k)parameters[(R)*export*]})
}
_swoop_complete_unalias() {
  _swoop_complete --multi -- "$@" < <(print -rl -- ${(k)aliases})
}

# Whether the word before the cursor ends with the trigger, in a command with a name (the
# first word, after any assignments and precommand modifiers). Sets __swoop_cmd to that name,
# __swoop_word to the word before the trigger and __swoop_lbuf to the line before the word.
__swoop_completion_triggered() {
  emulate -L zsh -o extended_glob
  local trigger word
  __swoop_setting trigger COMPLETION_TRIGGER '**'
  local -a tokens=(${(z)LBUFFER})
  [[ -z $trigger && $LBUFFER == *' ' ]] && tokens+=('')
  # A trigger starting with a separator (";", "&") is a token of its own: join it back.
  if (( $#tokens > 1 )) && [[ $LBUFFER == *"${tokens[-2]}${tokens[-1]}" ]]; then
    tokens[-2]+=${tokens[-1]}
    tokens[-1]=()
  fi
  (( $#tokens > 1 )) && [[ $LBUFFER == *"$trigger" ]] || return 1
  # The current command starts after the last separator before the word.
  integer first=$#tokens
  while (( first > 1 )) && [[ ${tokens[first-1]} != (\;|\;\;|\&|\&\&|\|\||\||\|\&|\&\!|\&\||\(|\{|\!|then|do|else|elif|if|while|until) ]]; do
    (( first-- ))
  done
  while (( first < $#tokens )) &&
    [[ ${tokens[first]} == ([A-Za-z_][A-Za-z0-9_]#=*|command|builtin|exec|noglob|nocorrect|sudo|doas|env|-*) ]]; do
    (( first++ ))
  done
  (( first < $#tokens )) || return 1
  typeset -g __swoop_cmd=${${(Q)tokens[first]}#\\}
  word=${tokens[-1]}
  typeset -g __swoop_word=${word:0:$(( $#word - $#trigger ))}
  typeset -g __swoop_lbuf=${LBUFFER:0:$(( $#LBUFFER - $#word ))}
}

# The widget bound to Tab: with the trigger, the command's own fuzzy completion
# (_swoop_complete_COMMAND), directories for the directory commands, else paths; without it,
# the widget Tab had before.
swoop-completion() {
  if ! __swoop_completion_triggered; then
    zle ${__swoop_default_completion:-expand-or-complete}
    return
  fi
  local prefix=$__swoop_word dirs
  __swoop_setting dirs COMPLETION_DIR_COMMANDS 'cd pushd rmdir'
  local -a dir_commands=(${=dirs})
  # A word holding an expansion not completed is left alone, as fzf does: expand-or-complete
  # would run its command substitutions.
  if (( ${+functions[_swoop_complete_$__swoop_cmd]} )); then
    _swoop_complete_$__swoop_cmd "$__swoop_lbuf"
  elif (( ${dir_commands[(Ie)$__swoop_cmd]} )); then
    __swoop_path_completion dir "$prefix" "$__swoop_lbuf"
  else
    __swoop_path_completion path "$prefix" "$__swoop_lbuf"
  fi
  zle reset-prompt
}

# The widget Tab runs without the trigger: the one it was bound to (unless nothing).
() {
  local binding=${${(z)"$(bindkey '^I')"}[2]}
  [[ -n $binding && $binding != undefined-key && $binding != swoop-completion ]] &&
    typeset -g __swoop_default_completion=$binding
}
zle -N swoop-completion
bindkey -M emacs '^I' swoop-completion
bindkey -M viins '^I' swoop-completion
