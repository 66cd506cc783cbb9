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
#   SWOOP_DEFAULT_OPTS    read by swoop itself, for every picker
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
    if not command -sq swoop
        if not set -q __swoop_key_bindings_warned
            set -g __swoop_key_bindings_warned 1
            echo 'swoop: not on PATH; key bindings not defined' >&2
        end
    else
        set -g __swoop_key_bindings_loaded 1

        # The options every picker starts with: inline below the prompt, as fzf's bindings
        # do, then the user's SWOOP_DEFAULT_OPTS.
        function __swoop_defaults
            set -l height $SWOOP_TMUX_HEIGHT
            test -n "$height"; or set height 40%
            set -l place "--height $height --min-height 20+"
            # In tmux with SWOOP_TMUX=1 or SWOOP_TMUX_OPTS set (fzf's FZF_TMUX, FZF_TMUX_OPTS): a popup.
            if set -q TMUX_PANE; and test -n "$TMUX_PANE"
                if test -n "$SWOOP_TMUX_OPTS"
                    set place "--tmux=$SWOOP_TMUX_OPTS"
                else if set -q SWOOP_TMUX; and test "$SWOOP_TMUX" != 0
                    set place "--tmux=bottom,$height"
                end
            end
            echo "$place --bind=ctrl-z:ignore --bind=esc:abort $SWOOP_DEFAULT_OPTS"
        end

        # Picks with swoop, the options $argv[2] after SWOOP_DEFAULT_OPTS, from the output of
        # the command $argv[1] (read by lines) or, when it is empty, from swoop's own walker
        # (--walker in $argv[2]; paths come NUL-separated, a name may hold a newline). Further
        # arguments go on swoop's command line. Prints the picks, each ended with NUL
        # (--print0); nothing when cancelled or nothing matched.
        function __swoop_pick
            set -l opts (__swoop_defaults)" $argv[2]"
            if test -n "$argv[1]"
                eval $argv[1] | SWOOP_DEFAULT_OPTS=$opts swoop --print0 $argv[3..-1]
            else
                SWOOP_DEFAULT_COMMAND= SWOOP_DEFAULT_OPTS=$opts swoop --print0 $argv[3..-1] </dev/tty
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
            set -l picked (__swoop_pick "$SWOOP_CTRL_T_COMMAND" "--walker=file,dir,follow,hidden --scheme=path --multi --frecency $SWOOP_CTRL_T_OPTS" \
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
            set -l opts (__swoop_defaults)" --scheme=history --bind=ctrl-r:toggle-sort $SWOOP_CTRL_R_OPTS"
            set -l picked (history -z |
                SWOOP_DEFAULT_OPTS=$opts \
                    swoop --read0 --print0 --query=$query | string split0)
            if test (count $picked) -gt 0 -a -n "$picked[1]"
                commandline -r -- $picked[1]
                commandline -f end-of-buffer
            end
            commandline -f repaint
        end

        # Alt-C: cd into the picked directory and draw the prompt anew; the command line
        # stays as it was.
        function swoop-cd-widget -d 'swoop: cd into a picked directory'
            set -l dir (__swoop_pick "$SWOOP_ALT_C_COMMAND" "--walker=dir,follow,hidden --scheme=path --frecency $SWOOP_ALT_C_OPTS" | string split0)
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
