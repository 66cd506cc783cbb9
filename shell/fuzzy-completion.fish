# swoop fuzzy completion for fish (3.1 or later), as fzf's "**<Tab>" in bash and zsh.
#
#   vim **<Tab>       pick files and directories under the current directory (Tab marks
#                     several); vim src/foo**<Tab> lists under src/ with the query "foo"
#   cd **<Tab>        pick a directory (also pushd, rmdir)
#   kill **<Tab>      pick processes; their PIDs are inserted
#   ssh **<Tab>       pick a host from ~/.ssh/config, ~/.ssh/known_hosts and /etc/hosts (also telnet)
#   set **<Tab>       pick variable names (also export, unset, printenv: the environment's)
# The picks, quoted for fish, replace the token holding the trigger. Without the trigger, Tab
# completes as usual (commandline -f complete). Cancelling the picker (Esc, Ctrl-C) leaves the
# command line as it was.
#
# Put in ~/.config/fish/config.fish (default and vi insert modes are both bound):
#   source /usr/local/share/swoop/shell/fuzzy-completion.fish
#
# Settings (environment or global variables):
#   SWOOP_COMPLETION_TRIGGER       what ends a token to complete fuzzily (default: **)
#   SWOOP_COMPLETION_OPTS          swoop options for every completion picker
#   SWOOP_COMPLETION_PATH_OPTS     more options for files and directories
#   SWOOP_COMPLETION_DIR_OPTS      more options for directories
#   SWOOP_COMPLETION_DIR_COMMANDS  the commands completing directories (default: cd pushd rmdir)
#   SWOOP_TMUX_HEIGHT, SWOOP_TMUX, SWOOP_TMUX_OPTS  as for the key bindings
#   SWOOP_DEFAULT_OPTS_FILE, SWOOP_DEFAULT_OPTS     swoop's own, read for every picker
# Each falls back to its fzf twin, as swoop's own variables do: FZF_COMPLETION_TRIGGER is read
# where SWOOP_COMPLETION_TRIGGER is unset (set to "", it counts as set), and so for every one.
# Printed by `fzf --fish` (swoop run by the name fzf), the completion runs fzf, with fzf's
# look, and reads the FZF_ variables alone.
# The pickers run inline, below the prompt: "--height ${SWOOP_TMUX_HEIGHT:-40%} --min-height 20+
# --bind=ctrl-z:ignore --bind=esc:abort" first, then SWOOP_DEFAULT_OPTS_FILE's options and
# SWOOP_DEFAULT_OPTS, then the options above.
#
# Functions you may define (before or after sourcing):
#   _swoop_compgen_path DIR   print the candidate paths under DIR, one a line (default: swoop's
#   _swoop_compgen_dir DIR    own walker, --walker=file,dir,follow,hidden, or dir,follow)
#   _swoop_comprun COMMAND ARGS...  run the picker for COMMAND yourself: `swoop $argv`
#   _swoop_complete_COMMAND   the completion of COMMAND, with _swoop_complete, the candidates on
#                             its stdin; the token before the trigger is in $__swoop_word:
#     function _swoop_complete_foo; printf '%s\n' a b | _swoop_complete --multi -- $argv; end
#     function _swoop_complete_foo_post; awk '{print $1}'; end  # optional: picks into words

# Only interactive shells have a line editor; sourcing again is harmless: everything is
# already in place.
if status is-interactive; and not set -q __swoop_completion_loaded
    # The program the pickers run and the prefixes of the variables it reads, the first set
    # winning: `fzf --fish` sets them first (fzf, FZF_), `swoop --fish` too (the program as it
    # was called: by its name, or by its absolute path); sourced, the completion is swoop's.
    set -q __swoop_program[1]; or set -g __swoop_program swoop
    set -q __swoop_prefixes[1]; or set -g __swoop_prefixes SWOOP_ FZF_
    if not command -sq $__swoop_program
        if not set -q __swoop_completion_warned
            set -g __swoop_completion_warned 1
            echo (string replace -r -- '.*/' '' $__swoop_program)': not on PATH; fuzzy completion not set up' >&2
        end
    else
        set -g __swoop_completion_loaded 1

        # Prints the setting $argv[1] (COMPLETION_OPTS, say) as the program reads its own
        # variables: the first one set (even to "") of $argv[1] after each prefix of
        # $__swoop_prefixes (SWOOP_COMPLETION_OPTS, then FZF_COMPLETION_OPTS), its items joined by
        # spaces, else $argv[2]; in one piece, whatever newlines it holds. (An empty one prints
        # nothing: put it in a variable, `set -l opts (__swoop_setting X)`, and use "$opts".)
        function __swoop_setting
            for prefix in $__swoop_prefixes
                if set -q $prefix$argv[1]
                    set -l name $prefix$argv[1]
                    printf '%s' "$$name" | string collect
                    return
                end
            end
            printf '%s' "$argv[2]" | string collect
        end

        # The default options of a completion picker: inline below the prompt (or a tmux
        # popup, as the key bindings), $argv[1], the user's default options file and default
        # options (SWOOP_DEFAULT_OPTS_FILE and SWOOP_DEFAULT_OPTS, else FZF_'s), the
        # COMPLETION_OPTS, then $argv[2]. __swoop_comprun empties the program's options file,
        # read here already, so that it keeps its place before the default options.
        function __swoop_completion_opts
            set -l height (__swoop_setting TMUX_HEIGHT)
            test -n "$height"; or set height 40%
            set -l place "--height $height --min-height 20+"
            if set -q TMUX_PANE; and test -n "$TMUX_PANE"
                set -l tmux (__swoop_setting TMUX 0)
                set -l tmux_opts (__swoop_setting TMUX_OPTS)
                if test -n "$tmux_opts"
                    set place "--tmux=$tmux_opts"
                else if test -n "$tmux" -a "$tmux" != 0
                    set place "--tmux=bottom,$height"
                end
            end
            set -l options_file (__swoop_setting DEFAULT_OPTS_FILE)
            set -l file
            if test -n "$options_file" -a -r "$options_file"
                set file (string join ' ' <$options_file)
            end
            set -l defaults (__swoop_setting DEFAULT_OPTS)
            set -l completion (__swoop_setting COMPLETION_OPTS)
            echo "$place --bind=ctrl-z:ignore --bind=esc:abort $argv[1] $file $defaults $completion $argv[2]"
        end

        # Runs the picker for command $argv[1], its default options $argv[2] (from
        # __swoop_completion_opts), with the arguments after them: the user's _swoop_comprun
        # when defined (it gets the command and the arguments, to choose a preview by the
        # command), else the program. The default options go in the variable the program reads
        # (SWOOP_DEFAULT_OPTS for swoop, FZF_DEFAULT_OPTS for fzf: the first prefix's); its
        # options file (read already) and its default command (its own walker lists, or stdin)
        # are emptied.
        function __swoop_comprun
            set -lx {$__swoop_prefixes[1]}DEFAULT_OPTS $argv[2]
            set -lx {$__swoop_prefixes[1]}DEFAULT_OPTS_FILE ''
            set -lx {$__swoop_prefixes[1]}DEFAULT_COMMAND ''
            if functions -q _swoop_comprun
                _swoop_comprun $argv[1] $argv[3..-1]
            else
                command $__swoop_program $argv[3..-1]
            end
        end

        # The token $argv[1] as fish would read it, in __swoop_unquoted: quotes and backslashes
        # removed, a leading ~ or ~user and a leading $NAME expanded. Fails, running nothing,
        # on any other expansion (a command substitution, other variables, braces, wildcards):
        # such a token is not completed.
        function __swoop_unquote
            set -l word "$argv[1]"
            set -l head ''
            if string match -qr -- '^~[A-Za-z0-9._-]*(/|$)' "$word"
                set -l name (string match -r -- '^~[^/]*' "$word")
                if test $name = '~'
                    set head $HOME
                else
                    eval set head $name  # a tilde prefix of plain characters: nothing else to expand
                    test "$head" = $name; and set head ''
                end
                test -n "$head"; and set word (string sub -s (math (string length -- $name) + 1) -- "$word")
            else if set -l name (string match -r -- '^\$([A-Za-z_][A-Za-z0-9_]*)(?=/|$)' "$word")
                set -l variable $name[2]
                set head (string join ' ' -- $$variable)
                set word (string sub -s (math (string length -- $name[1]) + 1) -- "$word")
            end
            # What is left must hold no expansion outside quotes: ( $ { } * ? unescaped.
            set -l bare (string replace -ra -- '\\\\.|\'[^\']*\'|"(\\\\.|[^"\\\\])*"' '' "$word")
            string match -qr -- '[($*?{}]' "$bare"; and return 1
            string match -qr -- '"[^"]*\$' "$word"; and return 1
            set -l rest (string unescape -- "$word" | string collect)
            set -g __swoop_unquoted "$head$rest"
            return 0  # set keeps the status before it
        end

        # Files and directories (with $argv[1] "dir": directories only, ending with "/") under
        # the directory named in $argv[2] (the token before the trigger); the rest of its last
        # part is the query. The picks, quoted, replace the token. Fails, doing nothing, when
        # the token holds an expansion that is not completed.
        function __swoop_path_completion
            set -l kind $argv[1]
            __swoop_unquote "$argv[2]"; or return 1
            set -l base $__swoop_unquoted
            # The longest leading part of the token naming a directory: src/foo lists under src/.
            set -l dir ''
            string match -q -- '*/*' "$base"; and set dir "$base"
            while test -n "$dir"; and not test -d "$dir"
                set dir (string replace -r -- '/$' '' "$dir")
                if string match -q -- '*/*' "$dir"
                    set dir (string replace -r -- '[^/]*$' '' "$dir")
                else
                    set dir ./
                end
            end
            set -l leftover "$base"
            if test -n "$dir"; and test (string sub -l (string length -- "$dir") -- "$base") = "$dir"
                set leftover (string sub -s (math (string length -- "$dir") + 1) -- "$base")
            end
            set leftover (string replace -r -- '^/' '' "$leftover")
            test -z "$dir" -o "$dir" = ./; and set dir .
            test "$dir" != /; and set dir (string replace -r -- '/$' '' "$dir")

            set -l compgen _swoop_compgen_path
            set -l walker file,dir,follow,hidden
            set -l multi --multi
            set -l more (__swoop_setting COMPLETION_PATH_OPTS)
            if test $kind = dir
                set compgen _swoop_compgen_dir
                set walker dir,follow
                set multi
                set more (__swoop_setting COMPLETION_DIR_OPTS)
            end
            # The path or directory options go last (the program reads their quotes).
            set -l opts (__swoop_completion_opts "--reverse --scheme=path" "$multi $more")
            set -l picks
            if functions -q $compgen
                set picks ($compgen $dir | __swoop_comprun $__swoop_cmd "$opts" --print0 --query=$leftover | string split0)
            else
                set picks (__swoop_comprun $__swoop_cmd "$opts" --print0 --query=$leftover --walker=$walker \
                    --walker-root=$dir </dev/tty | string split0)
            end
            # Each pick quoted, empty ones dropped, a directory's with one "/" at its end (a loop:
            # string's commands print a line a value, and a name may hold a newline).
            set -l quoted
            for pick in $picks
                test -n "$pick"; or continue
                test $kind = dir; and set pick (string replace -r -- '/?$' / "$pick" | string collect)
                set -a quoted (string escape -- "$pick")
            end
            if test (count $quoted) -gt 0
                if test $kind = dir
                    commandline -rt -- (string join ' ' -- $quoted)
                else
                    commandline -rt -- (string join ' ' -- $quoted)' '
                end
            end
            return 0
        end

        # fzf's completion API: `... | _swoop_complete [SWOOP_OPTIONS...] -- $argv` picks from
        # the lines of stdin with the token before the trigger as the query and puts the picks,
        # as they are, in place of the token, each followed by a space; a function
        # _swoop_complete_COMMAND_post turns the picks into words first.
        function _swoop_complete
            set -l args
            for arg in $argv
                test "$arg" = --; and break
                set -a args $arg
            end
            set -l post _swoop_complete_{$__swoop_cmd}_post
            functions -q $post; or set post cat
            # A command substitution does not read the function's stdin: the lines are passed in.
            set -l candidates
            while read -l line
                set -a candidates $line
            end
            set -l opts (__swoop_completion_opts --reverse)
            set -l picks (printf '%s\n' $candidates | __swoop_comprun $__swoop_cmd "$opts" $args --query="$__swoop_word" | $post)
            if test (count $picks) -gt 0
                commandline -rt -- (string join ' ' -- $picks)' '
            end
            return 0
        end

        # The processes, `ps`'s header line kept as the picker's header; the PIDs are inserted.
        function _swoop_complete_kill
            begin
                command ps -eo user,pid,ppid,start,time,command 2>/dev/null
                or command ps -eo user,pid,ppid,time,args 2>/dev/null  # BusyBox
            end | _swoop_complete --multi --header-lines=1 --wrap -- $argv
        end
        function _swoop_complete_kill_post
            command awk '{print $2}'
        end

        # The hosts ssh knows, each once: Host and Hostname names in the ssh configuration (not
        # patterns), the names in known_hosts (not hashed ones; a [name]:port as name), and the
        # names in /etc/hosts. Define __swoop_list_hosts yourself to list others.
        if not functions -q __swoop_list_hosts
            function __swoop_list_hosts
                set -l configs ~/.ssh/config ~/.ssh/config.d/* /etc/ssh/ssh_config
                begin
                    command awk 'match(tolower($0), /^[ \t]*host(name)?[ \t]*[ \t=]/) {
                        $0 = substr($0, RLENGTH + 1); sub(/#.*/, "")
                        for (i = 1; i <= NF; i++) if ($i !~ /[*?%!]/) print $i
                    }' $configs 2>/dev/null
                    command awk -F , 'match($0, /^[][a-zA-Z0-9.,:-]+/) {
                        $0 = substr($0, 1, RLENGTH); gsub(/[][]|:[^,]*/, "")
                        for (i = 1; i <= NF; i++) print $i
                    }' ~/.ssh/known_hosts 2>/dev/null
                    command awk '{ sub(/#.*/, ""); for (i = 2; i <= NF; i++) if ($i != "0.0.0.0") print $i }' \
                        /etc/hosts 2>/dev/null
                end | command sort -u
            end
        end

        function _swoop_complete_telnet
            __swoop_list_hosts | _swoop_complete +m -- $argv
        end

        # ssh: a file after -i, -F or -E; else a host, after the user@ typed before the trigger.
        function _swoop_complete_ssh
            if contains -- "$argv[-1]" -i -F -E
                __swoop_path_completion path "$__swoop_word"
                return
            end
            set -l user (string match -r -- '^[^@]*@' "$__swoop_word")
            __swoop_list_hosts | command awk -v user="$user" '{print user $0}' | _swoop_complete +m -- $argv
        end

        # Variable names: the global and universal ones for set, the exported ones for
        # export, unset and printenv.
        function _swoop_complete_set
            begin
                set -gn
                set -Un
            end | command sort -u | _swoop_complete --multi -- $argv
        end
        function _swoop_complete_export
            set -xn | _swoop_complete --multi -- $argv
        end
        function _swoop_complete_unset
            _swoop_complete_export $argv
        end
        function _swoop_complete_printenv
            _swoop_complete_export $argv
        end

        # Tab: with the trigger ending the token before the cursor, the command's own fuzzy
        # completion (_swoop_complete_COMMAND), directories for the directory commands, else
        # paths; without it (or when the token holds an expansion not completed), fish's own.
        function swoop-completion -d 'swoop: fuzzy completion after the trigger (**), else complete'
            set -l trigger (__swoop_setting COMPLETION_TRIGGER '**')
            set -l token (commandline -ct | string collect)
            set -l length (string length -- "$trigger")
            # The command: the first token after any assignments and precommands.
            set -l words (commandline -opc)
            while set -q words[1]; and string match -qr -- '^(\w+=.*|command|builtin|exec|sudo|doas|env|-.*)$' $words[1]
                set -e words[1]
            end
            set -l tail ''
            test $length -gt 0; and set tail (string sub -s -$length -- "x$token")
            if not commandline --paging-mode; and set -q words[1]; and test "$tail" = "$trigger"
                set -g __swoop_cmd (string replace -r -- '^\\\\' '' $words[1])
                set -g __swoop_word (string sub -l (math (string length -- "$token") - $length) -- "$token")
                set -l dirs (__swoop_setting COMPLETION_DIR_COMMANDS 'cd pushd rmdir')
                set -l dir_commands (string split ' ' -n -- "$dirs")
                set -l done 1
                if functions -q _swoop_complete_$__swoop_cmd
                    _swoop_complete_$__swoop_cmd $words
                    set done 0
                else if contains -- $__swoop_cmd $dir_commands
                    __swoop_path_completion dir "$__swoop_word"
                    set done $status
                else
                    __swoop_path_completion path "$__swoop_word"
                    set done $status
                end
                if test $done = 0
                    commandline -f repaint
                    return
                end
            end
            commandline -f complete
        end

        for __swoop_mode in default insert
            bind -M $__swoop_mode \t swoop-completion
        end
        set -e __swoop_mode
    end
end
