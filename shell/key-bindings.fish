# swoop key bindings for fish (3.1 or later).
#
#   Ctrl-T  pick files and directories under the current directory, or under the directory
#           the word at the cursor names (Tab marks several); their paths, quoted for the
#           shell, replace the word
#   Ctrl-R  pick a command from the history, newest first, with the command line as the
#           query; the pick replaces the command line
#   Alt-C   pick a directory under the current directory and cd into it
#
# Put in ~/.config/fish/config.fish (default and vi insert modes are both bound):
#   source /usr/local/share/swoop/shell/key-bindings.fish
#
# Settings (environment or global variables):
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
# `fzf --fish` (swoop run by the name fzf), the bindings run fzf, with fzf's look, and read
# the FZF_ variables alone.
# The pickers run inline, below the prompt: "--height ${SWOOP_TMUX_HEIGHT:-40%} --min-height 20+
# --bind=ctrl-z:ignore --bind=esc:abort" (one Esc cancels, as in fzf) come first, then
# SWOOP_DEFAULT_OPTS, then the picker's *_OPTS, so each wins over what comes before it
# ("--no-height" in SWOOP_CTRL_T_OPTS: full screen).
# Ctrl-T and Alt-C pass --frecency: the paths picked come first next time in the same
# directory ("--no-frecency" in SWOOP_CTRL_T_OPTS or SWOOP_ALT_C_OPTS turns it off).
#
# Cancelling the picker (Esc, Ctrl-C) or picking nothing leaves the command line as it was.

# Only interactive shells have a line editor to bind keys in; sourcing again is harmless:
# everything is already in place.
if status is-interactive; and not set -q __swoop_key_bindings_loaded
    # The program the pickers run and the prefixes of the variables it reads, the first set
    # winning: `fzf --fish` sets them first (fzf, FZF_), `swoop --fish` too (the program as it
    # was called: by its name, or by its absolute path); sourced, the bindings are swoop's.
    set -q __swoop_program[1]; or set -g __swoop_program swoop
    set -q __swoop_prefixes[1]; or set -g __swoop_prefixes SWOOP_ FZF_
    if not command -sq $__swoop_program
        if not set -q __swoop_key_bindings_warned
            set -g __swoop_key_bindings_warned 1
            echo (string replace -r -- '.*/' '' $__swoop_program)': not on PATH; key bindings not defined' >&2
        end
    else
        set -g __swoop_key_bindings_loaded 1

        # Prints the setting $argv[1] (CTRL_T_OPTS, say) as the program reads its own
        # variables: the first one set (even to "") of $argv[1] after each prefix of
        # $__swoop_prefixes (SWOOP_CTRL_T_OPTS, then FZF_CTRL_T_OPTS), its items joined by
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

        # The options every picker starts with: inline below the prompt, as fzf's bindings
        # do, then the user's default options (SWOOP_DEFAULT_OPTS, else FZF_DEFAULT_OPTS).
        function __swoop_defaults
            set -l height (__swoop_setting TMUX_HEIGHT)
            test -n "$height"; or set height 40%
            set -l place "--height $height --min-height 20+"
            # In tmux with SWOOP_TMUX=1 or SWOOP_TMUX_OPTS set (fzf's FZF_TMUX, FZF_TMUX_OPTS): a popup.
            if set -q TMUX_PANE; and test -n "$TMUX_PANE"
                set -l tmux (__swoop_setting TMUX 0)
                set -l tmux_opts (__swoop_setting TMUX_OPTS)
                if test -n "$tmux_opts"
                    set place "--tmux=$tmux_opts"
                else if test -n "$tmux" -a "$tmux" != 0
                    set place "--tmux=bottom,$height"
                end
            end
            set -l defaults (__swoop_setting DEFAULT_OPTS)
            echo "$place --bind=ctrl-z:ignore --bind=esc:abort $defaults"
        end

        # Runs the program with the arguments after $argv[1]: its default options are those
        # every picker starts with, then $argv[1], put in the variable it reads them from
        # (SWOOP_DEFAULT_OPTS for swoop, FZF_DEFAULT_OPTS for fzf: the first prefix's), and its
        # default command is empty, so that its own walker lists when stdin is the terminal.
        function __swoop_run
            set -lx {$__swoop_prefixes[1]}DEFAULT_OPTS (__swoop_defaults)" $argv[1]"
            set -lx {$__swoop_prefixes[1]}DEFAULT_COMMAND ''
            command $__swoop_program $argv[2..-1]
        end

        # Picks with the program, the options $argv[2] after the user's default options, from
        # the output of the command $argv[1] (read by lines) or, when it is empty, from its own
        # walker (--walker in $argv[2]; paths come NUL-separated, a name may hold a newline).
        # Further arguments go on its command line. Prints the picks, each ended with NUL
        # (--print0); nothing when cancelled or nothing matched.
        function __swoop_pick
            if test -n "$argv[1]"
                eval $argv[1] | __swoop_run "$argv[2]" --print0 $argv[3..-1]
            else
                __swoop_run "$argv[2]" --print0 $argv[3..-1] </dev/tty
            end
        end

        # Ctrl-T: as in fzf's fish bindings, the word at the cursor says where to look: a
        # directory is where the walk starts (vim src/<Ctrl-T> lists below src), else its
        # directory is and its last part is the query (vim src/ma<Ctrl-T>), else the word is the
        # query. The picked paths, each quoted with `string escape`, replace the word, separated
        # and followed by a space.
        function swoop-file-widget -d 'swoop: insert picked paths at the cursor'
            set -l word (commandline -t)
            set -l root .
            set -l query ''
            # ~ leads home, as the shell reads it.
            set -l path (string replace -r -- '^~(?=/|$)' "$HOME" "$word")
            if test -d "$path"
                set root $path
            else if string match -q -- '*/*' "$path"; and test -d (dirname -- "$path")
                set root (dirname -- "$path")
                set query (basename -- "$path")
            else
                set query $word
            end
            set -l command (__swoop_setting CTRL_T_COMMAND)
            set -l opts (__swoop_setting CTRL_T_OPTS)
            set -l picked (__swoop_pick "$command" "--walker=file,dir,follow,hidden --scheme=path --multi --frecency $opts" \
                --walker-root=$root --query=$query | string split0)
            if test (count $picked) -gt 0
                commandline -rt -- (string join ' ' -- (string escape -- $picked))' '
            end
            commandline -f repaint
        end

        # Ctrl-R: fish's history is newest first and holds each command once;
        # NUL-separated (-z) so that multi-line commands stay whole (--read0). Ranked by
        # match with fzf's history scheme (equal matches newest first); Ctrl-R again toggles
        # to pure recency.
        function swoop-history-widget -d 'swoop: replace the command line with a history pick'
            set -l query (commandline | string collect)
            set -l opts (__swoop_setting CTRL_R_OPTS)
            set -l picked (history -z |
                __swoop_run "--scheme=history --bind=ctrl-r:toggle-sort $opts" --read0 --print0 --query=$query | string split0)
            if test (count $picked) -gt 0 -a -n "$picked[1]"
                commandline -r -- $picked[1]
                commandline -f end-of-buffer
            end
            commandline -f repaint
        end

        # Alt-C: cd into the picked directory and draw the prompt anew; the command line
        # stays as it was.
        function swoop-cd-widget -d 'swoop: cd into a picked directory'
            set -l command (__swoop_setting ALT_C_COMMAND)
            set -l opts (__swoop_setting ALT_C_OPTS)
            set -l dir (__swoop_pick "$command" "--walker=dir,follow,hidden --scheme=path --frecency $opts" | string split0)
            if test (count $dir) -gt 0 -a -n "$dir[1]"
                # "./" keeps CDPATH from sending a relative path elsewhere.
                string match -q -- '/*' $dir[1]; or set dir[1] ./$dir[1]
                cd $dir[1]
            end
            commandline -f repaint
        end

        for __swoop_mode in default insert
            bind -M $__swoop_mode \ct swoop-file-widget
            bind -M $__swoop_mode \cr swoop-history-widget
            bind -M $__swoop_mode \ec swoop-cd-widget
        end
        set -e __swoop_mode
    end
end
