# bash completion for swoop: its options, the values of those that have a few, and file names
# for the FILE operand. Works with or without the bash-completion package.
#
# Made from swoop's option table by `swoop --shell-completion=bash` (`make completion`
# writes this file); edit the table, not this file.
#
# Put in ~/.bashrc:
#   source /usr/local/share/swoop/shell/completion.bash
# or:
#   eval "$(swoop --shell-completion=bash)"
#
# Sourcing again is harmless: it only defines the same functions and spec again.

# Long options; those ending with "=" take a value written after it.
__swoop_long_options=(
  --query= --filter= --exact --ignore-case --literal --no-sort --disabled --tac --scheme=
  --tiebreak= --no-live --multi --multi= --multi-order= --cycle --filepath-word --scroll-off=
  --tail= --raw --no-mouse --bind= --layout= --reverse --info= --info-command= --prompt=
  --placeholder= --header= --header-lines= --footer= --delimiter= --nth= --with-nth=
  --accept-nth= --columns --detail --detail= --preview= --preview-window= --preview-border
  --preview-border= --preview-label= --preview-label-pos= --preview-wrap-sign= --color --color=
  --tmux --tmux= --ansi --border --border= --border-label= --border-label-pos= --margin=
  --padding= --style= --no-unicode --pointer= --marker= --gutter= --gutter-raw= --jump-labels=
  --highlight-line --scrollbar --scrollbar= --ellipsis= --separator= --ambidouble --gap --gap=
  --gap-line --gap-line= --tabstop= --no-bold --black --wrap --wrap= --wrap-sign= --wrap-word
  --no-multi-line --no-hscroll --hscroll-off= --freeze-left= --freeze-right= --keep-right
  --marker-multi-line= --no-input --header-first --list-border --list-border= --list-label=
  --list-label-pos= --input-border --input-border= --input-label= --input-label-pos=
  --header-border --header-border= --header-label= --header-label-pos= --header-lines-border
  --header-lines-border= --footer-border --footer-border= --footer-label= --footer-label-pos=
  --height= --min-height= --no-clear --read0 --print0 --print-query --expect= --select-1
  --exit-0 --track --id-nth= --sync --with-shell= --listen --listen= --listen-unsafe
  --listen-unsafe= --help --version --man --shell-completion= --bash --zsh --fish --nushell
  --history= --history-size= --frecency --frecency= --frecency-forget= --walker= --walker-root=
  --walker-skip= --typos --typos= --threads= --bench= --tty-default= --force-tty-in
  --proxy-script=
)
__swoop_short_options=( -q -f -e -i -m -d -n -1 -0 -h )

# The words offered as the value of option $1 (none: free text).
__swoop_values() {
  local values=''
  case $1 in
    --scheme) values='default path history' ;;
    --tiebreak) values='length chunk pathname begin end index' ;;
    --multi-order) values='marked input' ;;
    --layout) values='reverse default reverse-list' ;;
    --info) values='default right inline inline-right hidden' ;;
    --detail) values='right left up down' ;;
    --preview-window) values='up down left right wrap follow cycle hidden noborder default' ;;
    --preview-border) values='rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none' ;;
    --color) values='dark light 16 bw' ;;
    --border) values='rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none' ;;
    --style) values='default minimal full' ;;
    --wrap) values='char word' ;;
    --list-border) values='rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none' ;;
    --input-border) values='rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none' ;;
    --header-border) values='rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none' ;;
    --header-lines-border) values='rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none' ;;
    --footer-border) values='rounded sharp bold block thinblock double dashed horizontal vertical top bottom left right line inline none' ;;
    --shell-completion) values='bash zsh fish' ;;
    --walker) values='file dir follow hidden file,dir file,follow,hidden dir,follow,hidden' ;;
    --typos) values='0 1' ;;
  esac
  printf '%s' "$values"
}

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
        --scheme|--tiebreak|--multi-order|--layout|--info|--preview-window|--style|--shell-completion|--walker) option=${COMP_WORDS[COMP_CWORD - 1]} value=$cur ;;
        -q|--query|-f|--filter|--scroll-off|--tail|--bind|--info-command|--prompt|--placeholder|--header|--header-lines|--footer|-d|--delimiter|-n|--nth|--with-nth|--accept-nth|--preview|--preview-label|--preview-label-pos|--preview-wrap-sign|--border-label|--border-label-pos|--margin|--padding|--pointer|--marker|--gutter|--gutter-raw|--jump-labels|--ellipsis|--separator|--tabstop|--wrap-sign|--hscroll-off|--freeze-left|--freeze-right|--marker-multi-line|--list-label|--list-label-pos|--input-label|--input-label-pos|--header-label|--header-label-pos|--footer-label|--footer-label-pos|--height|--min-height|--expect|--id-nth|--with-shell|--history|--history-size|--frecency-forget|--walker-root|--walker-skip|--threads|--bench|--tty-default|--proxy-script) return 0 ;;
      esac
      ;;
  esac
  if [[ -n $option ]]; then
    values=$(__swoop_values "$option")
    [[ -z $values ]] && return 0  # free text: nothing to offer
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
