extension ShellCompletion {
    /// The bash script: the option lists and value cases come from the table, the logic around them is fixed.
    static var bash: String {
        let long = entries.flatMap { entry -> [String] in
            switch entry.argument {
            case .none: ["--\(entry.long)"]
            case .required: ["--\(entry.long)="]
            case .optional: ["--\(entry.long)", "--\(entry.long)="]
            }
        }
        let short = entries.compactMap { $0.short.map { "-\($0)" } }
        let valueCases = entries.filter { !$0.values.words.isEmpty }.map { entry in
            "    --\(entry.long)) values=\(quoted(entry.values.words.joined(separator: " "))) ;;"
        }
        let required = entries.filter { $0.argument == .required }
        let withValues = required.filter { !$0.values.words.isEmpty }.map { "--\($0.long)" }
        let freeText = required.filter { $0.values.words.isEmpty }.flatMap { entry in
            (entry.short.map { ["-\($0)"] } ?? []) + ["--\(entry.long)"]
        }
        return """
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
            \(wrapped(long, indent: "  "))
            )
            __swoop_short_options=( \(short.joined(separator: " ")) )

            # The words offered as the value of option $1 (none: free text).
            __swoop_values() {
              local values=''
              case $1 in
            \(valueCases.joined(separator: "\n"))
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
                    \(withValues.joined(separator: "|"))) option=${COMP_WORDS[COMP_CWORD - 1]} value=$cur ;;
                    \(freeText.joined(separator: "|"))) return 0 ;;
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

            """
    }

    /// `words` on lines of at most 96 columns, each starting with `indent`.
    static func wrapped(_ words: [String], indent: String) -> String {
        var lines: [String] = []
        var line = indent
        for word in words {
            if line.count + word.count + 1 > 96, line != indent {
                lines.append(line)
                line = indent
            }
            line += (line == indent ? "" : " ") + word
        }
        if line != indent { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
