# swoop key bindings for Nushell (0.100 or later).
#
#   Ctrl-T  pick files and directories under the current directory (Tab marks several); their
#           paths, quoted where Nushell needs it, are added at the end of the command line
#   Ctrl-R  pick a command from the history, newest first and each once, with the command line
#           as the query; the pick replaces the command line
#   Alt-C   pick a directory under the current directory and cd into it
#
# Nushell cannot source a pipe: save what `swoop --nushell` prints (these bindings and the fuzzy
# completion, set to run the program as it was called) where Nushell reads files at start:
#   mkdir ($nu.default-config-dir | path join autoload)
#   swoop --nushell | save -f ($nu.default-config-dir | path join autoload swoop.nu)
# or source this file from config.nu (the emacs and both vi modes are bound):
#   source /usr/local/share/swoop/shell/key-bindings.nu
#
# Settings ($env, set in env.nu or config.nu before this file is read):
#   SWOOP_CTRL_T_COMMAND  command listing the candidates for Ctrl-T, run by sh (default: swoop's
#                         own walker, --walker=file,dir,follow,hidden: skips .git and node_modules)
#   SWOOP_CTRL_T_OPTS     swoop options for Ctrl-T, e.g. "--layout=reverse --prompt='file> '"
#   SWOOP_CTRL_R_OPTS     swoop options for Ctrl-R
#   SWOOP_ALT_C_COMMAND   command listing the directories for Alt-C, run by sh (default: swoop's
#                         own walker, --walker=dir,follow,hidden)
#   SWOOP_ALT_C_OPTS      swoop options for Alt-C
#   SWOOP_TMUX_HEIGHT     the picker's height below the prompt (default: 40%; --height)
#   SWOOP_TMUX, SWOOP_TMUX_OPTS  inside tmux, SWOOP_TMUX=1 runs the pickers in a tmux popup
#                         (--tmux=bottom,$SWOOP_TMUX_HEIGHT), SWOOP_TMUX_OPTS=SPEC in --tmux=SPEC
#   SWOOP_DEFAULT_OPTS    read by swoop itself, for every picker (and SWOOP_DEFAULT_OPTS_FILE)
# As with fzf's Nushell bindings, SWOOP_CTRL_T_COMMAND set to "" leaves Ctrl-T unbound, and so
# SWOOP_ALT_C_COMMAND for Alt-C and SWOOP_CTRL_R_COMMAND (read for nothing else) for Ctrl-R; these
# three are read when the bindings are set up, the others each time a key is pressed.
# Each falls back to its fzf twin, as swoop's own variables do: FZF_CTRL_T_OPTS is read where
# SWOOP_CTRL_T_OPTS is unset (set to "", it counts as set), and so for every one. Printed by
# `fzf --nushell` (swoop run by the name fzf), the bindings run fzf, with fzf's look, and read
# the FZF_ variables alone.
# The pickers run inline, below the prompt: "--height $SWOOP_TMUX_HEIGHT (40%) --min-height 20+
# --bind=ctrl-z:ignore --bind=esc:abort" (one Esc cancels, as in fzf) come first, then
# SWOOP_DEFAULT_OPTS, then the picker's *_OPTS, so each wins over what comes before it
# ("--no-height" in SWOOP_CTRL_T_OPTS: full screen).
# Ctrl-T and Alt-C pass --frecency: the paths picked come first next time in the same
# directory ("--no-frecency" in SWOOP_CTRL_T_OPTS or SWOOP_ALT_C_OPTS turns it off).
#
# Cancelling the picker (Esc, Ctrl-C) or picking nothing leaves the command line as it was.

# The program the pickers run and the prefixes of the variables it reads, the first set winning:
# `fzf --nushell` sets them first (fzf, FZF_), `swoop --nushell` too (the program as it was
# called: by its name, or by its absolute path); sourced, the bindings are swoop's. A record,
# which Nushell passes to no command it runs.
export-env {
    if ($env.__swoop_integration? == null) {
        $env.__swoop_integration = {program: 'swoop', prefixes: ('SWOOP_ FZF_' | split row ' ')}
    }
}

# The name of the variable that holds the setting `name` (CTRL_T_OPTS, say) as the program reads
# its own variables: the first one set (even to "") of `name` after each prefix in turn
# (SWOOP_CTRL_T_OPTS, then FZF_CTRL_T_OPTS); null when none is.
def __swoop_key_variable [name: string] {
    let set = ($env.__swoop_integration.prefixes | each {|prefix| $prefix + $name } | where {|variable| $variable in $env })
    if ($set | is-empty) { null } else { $set | first }
}

# The setting `name` as a string: its variable's value (a list's items joined by spaces), or ""
# when none is set.
def __swoop_key_setting [name: string] {
    let variable = (__swoop_key_variable $name)
    if $variable == null {
        ''
    } else {
        [($env | get $variable)] | flatten | where {|item| $item != null } | each {|item| $item | into string } | str join ' '
    }
}

# Whether the binding whose list comes from the setting `name` (CTRL_T_COMMAND, say) is wanted:
# not when that setting is set to "".
def __swoop_key_wanted [name: string] {
    ((__swoop_key_variable $name) == null) or ((__swoop_key_setting $name) != '')
}

# The options every picker starts with: inline below the prompt, as fzf's bindings have them (or,
# inside tmux with SWOOP_TMUX=1 or SWOOP_TMUX_OPTS set, in a tmux popup), one Esc cancelling,
# then the user's default options (SWOOP_DEFAULT_OPTS, else FZF_DEFAULT_OPTS).
def __swoop_key_defaults [] {
    mut height = (__swoop_key_setting TMUX_HEIGHT)
    if $height == '' { $height = '40%' }
    mut place = $"--height ($height) --min-height 20+"
    if ($env.TMUX_PANE? | default '' | into string) != '' {
        let tmux = (__swoop_key_setting TMUX)
        let tmux_opts = (__swoop_key_setting TMUX_OPTS)
        if $tmux_opts != '' {
            $place = $"--tmux=($tmux_opts)"
        } else if $tmux != '' and $tmux != '0' {
            $place = $"--tmux=bottom,($height)"
        }
    }
    $"($place) --bind=ctrl-z:ignore --bind=esc:abort (__swoop_key_setting DEFAULT_OPTS)"
}

# Runs the program with `arguments`: its default options are those every picker starts with, then
# `options`, put in the variable it reads them from (SWOOP_DEFAULT_OPTS for swoop, FZF_DEFAULT_OPTS
# for fzf: the first prefix's), and its default command is empty, so that its own walker lists.
# It reads `input` when given, else the output of `command`, run by sh, when that is not empty;
# else its standard input is the terminal, and its walker lists. Returns what it printed; "" when
# it was cancelled or nothing matched (it exits with another status than 0).
def __swoop_key_run [options: string, arguments: list<string>, --command: string, --input: string] {
    let prefix = ($env.__swoop_integration.prefixes | first)
    let program = $env.__swoop_integration.program
    let options_name = $prefix + 'DEFAULT_OPTS'
    let command_name = $prefix + 'DEFAULT_COMMAND'
    let variables = ({} | insert $options_name $"(__swoop_key_defaults) ($options)" | insert $command_name '')
    let listing = ($command | default '')
    try {
        if $input != null {
            $input | with-env $variables { ^$program ...$arguments }
        } else if $listing != '' {
            # sh runs the command as its own script (`eval`), whatever it holds, and pipes it in.
            with-env $variables { ^sh -c 'listing=$1; shift; eval "$listing" | "$0" "$@"' $program $listing ...$arguments }
        } else {
            with-env $variables { ^$program ...$arguments }
        }
    } catch {
        ''
    }
}

# The picks in what the program printed with --print0: each ended with NUL, empty ones dropped.
def __swoop_key_picks [printed: string] {
    $printed | split row (char nul) | where {|pick| $pick != '' }
}

# `text` as one word of a Nushell command line: as it is when it is plain (letters, digits and
# _ . / + -, starting with a letter, _, / or a dot that no other dot follows; not true, false or
# null), else in single quotes, or in double quotes with \ and " escaped when it holds a single
# quote.
def __swoop_key_quote [text: string] {
    if ($text =~ '^([A-Za-z_/]|\.[A-Za-z0-9_/+-])[A-Za-z0-9_./+-]*$') and ($text not-in ['true' 'false' 'null']) {
        $text
    } else if ($text | str contains "'") {
        '"' + ($text | str replace --all '\' '\\' | str replace --all '"' '\"') + '"'
    } else {
        "'" + $text + "'"
    }
}

# Ctrl-T: the picked paths, each quoted where Nushell needs it, separated and followed by a space,
# go at the end of the command line, the cursor after them. The picker ends each pick with NUL
# (--print0), so a name holding a newline stays whole.
def __swoop_file_widget [] {
    let options = $"--walker=file,dir,follow,hidden --scheme=path --multi --frecency (__swoop_key_setting CTRL_T_OPTS)"
    let printed = (__swoop_key_run $options ['--print0'] --command (__swoop_key_setting CTRL_T_COMMAND))
    let paths = (__swoop_key_picks $printed)
    if not ($paths | is-empty) {
        commandline edit --append (($paths | each {|path| __swoop_key_quote $path } | str join ' ') + ' ')
        commandline set-cursor --end
    }
}

# Ctrl-R: the history's commands, newest first, each once (its latest use), NUL-separated so that
# a command of several lines stays whole (--read0, --print0). Ranked by match with fzf's history
# scheme (equal matches newest first); Ctrl-R again toggles to pure recency.
def __swoop_history_widget [] {
    let commands = (try { history | get command } catch { [] })
    let listing = ($commands | reverse | uniq | str join (char nul))
    let options = $"--scheme=history --bind=ctrl-r:toggle-sort (__swoop_key_setting CTRL_R_OPTS)"
    let printed = (__swoop_key_run $options ['--read0' '--print0' $"--query=(commandline)"] --input $listing)
    let picks = (__swoop_key_picks $printed)
    if not ($picks | is-empty) {
        commandline edit --replace ($picks | first)
    }
}

# Alt-C: cd into the picked directory; the command line stays as it was.
def --env __swoop_cd_widget [] {
    let options = $"--walker=dir,follow,hidden --scheme=path --frecency (__swoop_key_setting ALT_C_OPTS)"
    let printed = (__swoop_key_run $options ['--print0'] --command (__swoop_key_setting ALT_C_COMMAND))
    let directories = (__swoop_key_picks $printed)
    if not ($directories | is-empty) {
        cd ($directories | first)
    }
}

# The bindings, in Nushell's emacs and vi modes: each runs its command above as if typed, so that
# it can change the command line and the directory. Set up again (the file read again), they
# replace those set up before. Where the program cannot be found, a warning and no binding.
export-env {
    let program = $env.__swoop_integration.program
    let names = ['swoop_file_widget' 'swoop_history_widget' 'swoop_cd_widget']
    mut bindings = ($env.config?.keybindings? | default [] | where {|binding| ($binding.name? | default '') not-in $names })
    if (which $program | is-empty) {
        print --stderr $"($program | path basename): not on PATH; key bindings not defined"
    } else {
        if (__swoop_key_wanted CTRL_T_COMMAND) {
            $bindings = ($bindings | append {
                name: swoop_file_widget
                modifier: control
                keycode: char_t
                mode: [emacs vi_normal vi_insert]
                event: {send: executehostcommand, cmd: '__swoop_file_widget'}
            })
        }
        if (__swoop_key_wanted CTRL_R_COMMAND) {
            $bindings = ($bindings | append {
                name: swoop_history_widget
                modifier: control
                keycode: char_r
                mode: [emacs vi_normal vi_insert]
                event: {send: executehostcommand, cmd: '__swoop_history_widget'}
            })
        }
        if (__swoop_key_wanted ALT_C_COMMAND) {
            $bindings = ($bindings | append {
                name: swoop_cd_widget
                modifier: alt
                keycode: char_c
                mode: [emacs vi_normal vi_insert]
                event: {send: executehostcommand, cmd: '__swoop_cd_widget'}
            })
        }
    }
    $env.config.keybindings = $bindings
}
