/// What a variable of swoop's environment is for, one row each: read under the name's prefixes
/// (`SWOOP_DEFAULT_OPTS`, `FZF_DEFAULT_OPTS`), by swoop itself or by the scripts of `--bash`,
/// `--zsh`, `--fish` and `--nushell`; `--help` lists them from here.
package enum EnvironmentRole: String, CaseIterable, Sendable {
    case defaultOptions = "DEFAULT_OPTS"
    case defaultOptionsFile = "DEFAULT_OPTS_FILE"
    case defaultCommand = "DEFAULT_COMMAND"
    case apiKey = "API_KEY"
    case ctrlTCommand = "CTRL_T_COMMAND"
    case ctrlTOptions = "CTRL_T_OPTS"
    case ctrlROptions = "CTRL_R_OPTS"
    case altCCommand = "ALT_C_COMMAND"
    case altCOptions = "ALT_C_OPTS"
    case completionTrigger = "COMPLETION_TRIGGER"
    case completionOptions = "COMPLETION_OPTS"
    case completionPathOptions = "COMPLETION_PATH_OPTS"
    case completionDirectoryOptions = "COMPLETION_DIR_OPTS"
    case completionDirectoryCommands = "COMPLETION_DIR_COMMANDS"
    case tmux = "TMUX"
    case tmuxOptions = "TMUX_OPTS"
    case tmuxHeight = "TMUX_HEIGHT"

    /// The roles swoop reads itself (the rest are the shell scripts').
    package static let program: [EnvironmentRole] = [.defaultOptions, .defaultOptionsFile, .defaultCommand, .apiKey]

    /// What the variable does, for `--help`.
    package var help: String {
        switch self {
        case .defaultOptions: "options read before the command line"
        case .defaultOptionsFile: "a file of options read first (empty: none)"
        case .defaultCommand: "lists the items without input (default: walker)"
        case .apiKey: "the key --listen asks for in x-api-key"
        case .ctrlTCommand: "Ctrl-T's list (default: the walker's)"
        case .ctrlTOptions: "Ctrl-T's options"
        case .ctrlROptions: "Ctrl-R's options"
        case .altCCommand: "Alt-C's directories (default: the walker's)"
        case .altCOptions: "Alt-C's options"
        case .completionTrigger: "ends a word to pick for (default: **)"
        case .completionOptions: "the completion picker's options"
        case .completionPathOptions: "its options for paths"
        case .completionDirectoryOptions: "its options for directories"
        case .completionDirectoryCommands: "commands taking directories (cd pushd rmdir)"
        case .tmux: "1: the pickers open in a tmux popup"
        case .tmuxOptions: "set: a tmux popup at --tmux=SPEC"
        case .tmuxHeight: "the pickers' height (default: 40%)"
        }
    }
}
