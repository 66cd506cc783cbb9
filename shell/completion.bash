# bash completion for swoop: its options, the values of --layout=, --info= and the base
# scheme of --color=, and file names for the FILE operand. Works with or without the bash-completion package.
#
# Put in ~/.bashrc:
#   source /usr/local/share/swoop/shell/completion.bash

# Sourcing again is harmless: it only defines the same function and spec again.
[[ $- == *i* ]] || return 0

# Long options; those ending with "=" take a value written after it.
__swoop_long_options=(
  --query= --filter= --exact --literal --no-sort --tac --scheme= --tiebreak= --no-live
  --multi --multi= --cycle --no-mouse --bind=
  --layout= --info= --prompt= --placeholder= --header= --header-lines= --color= --ansi
  --delimiter= --nth= --with-nth= --accept-nth= --columns --detail --detail= --preview= --preview-window=
  --read0 --print0 --print-query --expect= --select-1 --exit-0
  --help --version
)
__swoop_short_options=( -q -f -e -m -d -n -1 -0 -h )

_swoop() {
  local cur line i
  COMPREPLY=()
  # The word being completed, read from the line itself: COMP_WORDS splits at "=" when
  # COMP_WORDBREAKS holds it, as it does by default.
  line=${COMP_LINE:0:COMP_POINT}
  cur=${line##*[[:space:]]}

  # After "--" every word is a file.
  for (( i = 1; i < COMP_CWORD; i++ )); do
    [[ ${COMP_WORDS[i]} == -- ]] && { __swoop_complete_files; return 0; }
  done

  local option='' value='' values=''
  case $cur in
    --*=*) option=${cur%%=*} value=${cur#*=} ;;
    *)
      # An option whose value is the next word: --layout reverse, -q foo.
      case ${COMP_WORDS[COMP_CWORD - 1]-} in
        --layout|--info) option=${COMP_WORDS[COMP_CWORD - 1]} value=$cur ;;
        --color) option=--color value=$cur ;;
        -q|-f|--query|--filter|--bind|--prompt|--placeholder|--header|--header-lines|--expect) return 0 ;;
      esac
      ;;
  esac
  if [[ -n $option ]]; then
    case $option in
      --layout) values='default reverse reverse-list' ;;
      --info) values='default inline hidden' ;;
      --color) values='dark light 16 bw' ;;  # the base scheme; NAME:COLOR pairs are free text
      *) return 0 ;;  # free text: nothing to offer
    esac
    mapfile -t COMPREPLY < <(compgen -W "$values" -- "$value")
    # Readline replaces only the text after "=" when "=" breaks words, else the whole word.
    if [[ $cur == *=* && $COMP_WORDBREAKS != *=* ]]; then
      COMPREPLY=( "${COMPREPLY[@]/#/$option=}" )
    fi
    return 0
  fi

  case $cur in
    --*)
      mapfile -t COMPREPLY < <(compgen -W "${__swoop_long_options[*]}" -- "$cur")
      # No space after an option that wants its value after "=".
      [[ ${#COMPREPLY[@]} == 1 && ${COMPREPLY[0]} == *= ]] && compopt -o nospace
      return 0
      ;;
    -*)
      mapfile -t COMPREPLY < <(compgen -W "${__swoop_short_options[*]} ${__swoop_long_options[*]}" -- "$cur")
      [[ ${#COMPREPLY[@]} == 1 && ${COMPREPLY[0]} == *= ]] && compopt -o nospace
      return 0
      ;;
  esac

  __swoop_complete_files
  return 0
}

# The FILE operand: bash-completion's _filedir where it is loaded (it handles quotes),
# else compgen on the word as typed.
__swoop_complete_files() {
  if declare -F _filedir >/dev/null; then
    _filedir
  else
    compopt -o filenames
    mapfile -t COMPREPLY < <(compgen -f -- "${COMP_WORDS[COMP_CWORD]}")
  fi
}

complete -F _swoop swoop
