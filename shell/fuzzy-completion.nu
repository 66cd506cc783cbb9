# swoop fuzzy completion for Nushell (0.100 or later), as fzf's "**<Tab>".
#
#   vim **<Tab>       pick files and directories under the current directory (Tab marks
#                     several); vim src/foo**<Tab> lists under src/ with the query "foo"
#                     (also ../**, ~/**, /etc/**)
#   rmdir **<Tab>     pick a directory (the commands of SWOOP_COMPLETION_DIR_COMMANDS)
# The picks, quoted where Nushell needs it, replace the word holding the trigger. Nushell asks this
# completer for the arguments of external commands only: its own commands (cd, ls, open) keep
# their own completion. Without the trigger, or on a word holding quotes, $ or parentheses, Tab
# completes as before: with the external completer set up before this one, if any, else with
# Nushell's own. Cancelling the picker (Esc, Ctrl-C) leaves the command line as it was.
#
# Set up with the key bindings by `swoop --nushell` (see key-bindings.nu), or source this file from
# config.nu:
#   source /usr/local/share/swoop/shell/fuzzy-completion.nu
#
# Settings ($env, read each time Tab is pressed):
#   SWOOP_COMPLETION_TRIGGER       what ends a word to complete fuzzily (default: **; "": none)
#   SWOOP_COMPLETION_OPTS          swoop options for every completion picker
#   SWOOP_COMPLETION_PATH_OPTS     more options for files and directories
#   SWOOP_COMPLETION_DIR_OPTS      more options for directories
#   SWOOP_COMPLETION_DIR_COMMANDS  the commands completing directories (default: cd pushd rmdir)
#   SWOOP_TMUX_HEIGHT, SWOOP_TMUX, SWOOP_TMUX_OPTS  as for the key bindings
#   SWOOP_DEFAULT_OPTS_FILE, SWOOP_DEFAULT_OPTS     swoop's own, read for every picker
# Each falls back to its fzf twin, as swoop's own variables do: FZF_COMPLETION_TRIGGER is read
# where SWOOP_COMPLETION_TRIGGER is unset (set to "", it counts as set), and so for every one.
# Printed by `fzf --nushell` (swoop run by the name fzf), the completion runs fzf, with fzf's
# look, and reads the FZF_ variables alone.
# The pickers run inline, below the prompt: "--height $SWOOP_TMUX_HEIGHT (40%) --min-height 20+
# --bind=ctrl-z:ignore --bind=esc:abort --reverse --scheme=path" first, then
# SWOOP_DEFAULT_OPTS_FILE's options and SWOOP_DEFAULT_OPTS, then the options above.

# The program the pickers run and the prefixes of the variables it reads, the first set winning:
# `fzf --nushell` sets them first (fzf, FZF_), `swoop --nushell` too (the program as it was
# called: by its name, or by its absolute path); sourced, the completion is swoop's. A record,
# which Nushell passes to no command it runs.
export-env {
    if ($env.__swoop_integration? == null) {
        $env.__swoop_integration = {program: 'swoop', prefixes: ('SWOOP_ FZF_' | split row ' ')}
    }
}

# The name of the variable that holds the setting `name` (COMPLETION_OPTS, say) as the program
# reads its own variables: the first one set (even to "") of `name` after each prefix in turn
# (SWOOP_COMPLETION_OPTS, then FZF_COMPLETION_OPTS); null when none is.
def __swoop_completion_variable [name: string] {
    let set = ($env.__swoop_integration.prefixes | each {|prefix| $prefix + $name } | where {|variable| $variable in $env })
    if ($set | is-empty) { null } else { $set | first }
}

# The setting `name` as a string: its variable's value (a list's items joined by spaces), or
# `fallback` when none is set.
def __swoop_completion_setting [name: string, fallback: string] {
    let variable = (__swoop_completion_variable $name)
    if $variable == null {
        $fallback
    } else {
        [($env | get $variable)] | flatten | where {|item| $item != null } | each {|item| $item | into string } | str join ' '
    }
}

# The default options of a completion picker: inline below the prompt (or a tmux popup, as the
# key bindings), one Esc cancelling, `leading`, the user's default options file and default
# options (SWOOP_DEFAULT_OPTS_FILE and SWOOP_DEFAULT_OPTS, else FZF_'s), COMPLETION_OPTS, then
# `trailing`. The file is read here, and emptied for the program, so that it keeps its place.
def __swoop_completion_opts [leading: string, trailing: string] {
    mut height = (__swoop_completion_setting TMUX_HEIGHT '')
    if $height == '' { $height = '40%' }
    mut place = $"--height ($height) --min-height 20+"
    if ($env.TMUX_PANE? | default '' | into string) != '' {
        let tmux = (__swoop_completion_setting TMUX '')
        let tmux_opts = (__swoop_completion_setting TMUX_OPTS '')
        if $tmux_opts != '' {
            $place = $"--tmux=($tmux_opts)"
        } else if $tmux != '' and $tmux != '0' {
            $place = $"--tmux=bottom,($height)"
        }
    }
    let file = (__swoop_completion_setting DEFAULT_OPTS_FILE '')
    let from_file = if $file == '' { '' } else { try { open --raw $file | into string } catch { '' } }
    let defaults = (__swoop_completion_setting DEFAULT_OPTS '')
    let completion = (__swoop_completion_setting COMPLETION_OPTS '')
    $"($place) --bind=ctrl-z:ignore --bind=esc:abort ($leading)\n($from_file)\n($defaults) ($completion) ($trailing)"
}

# `text` as one word of a Nushell command line: as it is when it is plain (letters, digits and
# _ . / + -, starting with a letter, _, / or a dot that no other dot follows; not true, false or
# null), else in single quotes, or in double quotes with \ and " escaped when it holds a single
# quote.
def __swoop_completion_quote [text: string] {
    if ($text =~ '^([A-Za-z_/]|\.[A-Za-z0-9_/+-])[A-Za-z0-9_./+-]*$') and ($text not-in ['true' 'false' 'null']) {
        $text
    } else if ($text | str contains "'") {
        '"' + ($text | str replace --all '\' '\\' | str replace --all '"' '\"') + '"'
    } else {
        "'" + $text + "'"
    }
}

# Files and directories (with `directories`: directories only, each ending with "/") under the
# directory that `word` (the word before the trigger, a leading ~ read as home) names, or its
# longest leading part naming one (src/foo lists under src/), the rest being the query. Returns
# the picks, quoted and separated by spaces, as the one suggestion (files followed by a space);
# none when nothing was picked.
def __swoop_path_completion [word: string, directories: bool] {
    let base = if $word == '~' or ($word | str starts-with '~/') { $word | str replace '~' $env.HOME } else { $word }
    mut root = '.'
    mut query = $base
    let parts = ($base | split row '/')
    let count = ($parts | length)
    if $count > 1 {
        for index in ($count - 1)..1 {
            let head = ($parts | take $index | str join '/')
            let directory = if $head == '' { '/' } else { $head }
            if (try { ($directory | path expand | path type) == 'dir' } catch { false }) {
                $root = $directory
                $query = ($parts | skip $index | str join '/')
                break
            }
        }
    }
    let walker = if $directories { 'dir,follow' } else { 'file,dir,follow,hidden' }
    let more = if $directories {
        __swoop_completion_setting COMPLETION_DIR_OPTS ''
    } else {
        '--multi ' + (__swoop_completion_setting COMPLETION_PATH_OPTS '')
    }
    # The program reads its default options from the first prefix's variables (SWOOP_ for swoop,
    # FZF_ for fzf); its default command is emptied, so that its own walker lists.
    let prefix = ($env.__swoop_integration.prefixes | first)
    let program = $env.__swoop_integration.program
    let options_name = $prefix + 'DEFAULT_OPTS'
    let file_name = $prefix + 'DEFAULT_OPTS_FILE'
    let command_name = $prefix + 'DEFAULT_COMMAND'
    let options = (__swoop_completion_opts '--reverse --scheme=path' $more)
    let variables = ({} | insert $options_name $options | insert $file_name '' | insert $command_name '')
    let arguments = ['--print0' $"--query=($query)" $"--walker=($walker)" $"--walker-root=($root)"]
    let printed = try { with-env $variables { ^$program ...$arguments } } catch { '' }
    let picks = ($printed | split row (char nul) | where {|pick| $pick != '' })
    if ($picks | is-empty) { return [] }
    let words = ($picks | each {|pick|
        let path = if $directories { ($pick | str replace --regex '/*$' '') + '/' } else { $pick }
        __swoop_completion_quote $path
    })
    let end = if $directories { '' } else { ' ' }
    [(($words | str join ' ') + $end)]
}

# The completion of `spans` (the command and its arguments up to the cursor) when the last one
# ends with the trigger: a picker, and its picks in place of that word. null, for the completer
# after this one, when it does not, or when the word before the trigger holds quotes, $ or
# parentheses (nothing typed is ever run).
def __swoop_fuzzy_complete [spans: list<string>] {
    let trigger = (__swoop_completion_setting COMPLETION_TRIGGER '**')
    if $trigger == '' or ($spans | length) < 2 { return null }
    let word = ($spans | last)
    if not ($word | str ends-with $trigger) { return null }
    let length = ($word | str length --grapheme-clusters) - ($trigger | str length --grapheme-clusters)
    let base = if $length == 0 { '' } else { $word | str substring --grapheme-clusters 0..<$length }
    if ($base | split chars | any {|character| $character in ["'" '"' '`' '$' '(' ')'] }) { return null }
    let words = if ($spans | first) in ['sudo' 'doas'] { $spans | skip 1 } else { $spans }
    let command = ($words | first | str replace --regex '^\^' '')
    let directory_commands = (__swoop_completion_setting COMPLETION_DIR_COMMANDS 'cd pushd rmdir' | split row ' ')
    __swoop_path_completion $base ($command in $directory_commands)
}

# The completer, in front of the external completer set up before (kept from the first time this
# file is read, so that reading it again does not put this one in front of itself): Tab on a word
# ending with the trigger picks, any other goes on to that one, or to Nushell's own completion
# when there is none. Where the program cannot be found, a warning and no completer.
export-env {
    let program = $env.__swoop_integration.program
    if (which $program | is-empty) {
        print --stderr $"($program | path basename): not on PATH; fuzzy completion not set up"
    } else {
        if ($env.__swoop_completion? == null) {
            $env.__swoop_completion = {previous: ($env.config?.completions?.external?.completer?)}
        }
        let previous = $env.__swoop_completion.previous
        $env.config.completions.external.enable = true
        $env.config.completions.external.completer = {|spans|
            let picked = (__swoop_fuzzy_complete $spans)
            if $picked != null {
                $picked
            } else if $previous != null {
                do $previous $spans
            } else {
                null
            }
        }
    }
}
