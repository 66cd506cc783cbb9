import Glibc
import SwoopCore

/// Exit codes, as fzf uses them.
enum ExitCode {
    static let picked: Int32 = 0
    static let nothingToPick: Int32 = 1
    static let error: Int32 = 2
    static let cancelled: Int32 = 130
}

/// Prints one line on stderr.
func warn(_ message: String) {
    var line = Array("swoop: \(MessageText.escaped(message))\n".utf8)
    _ = line.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Prints one line on stderr and exits with the error code.
func fail(_ message: String) -> Never {
    warn(message)
    exit(ExitCode.error)
}

StandardStreams.holdClosedDescriptors()
LargeBuffers.keepForReuse()
signal(SIGPIPE, SIG_IGN)
IgnoredSignals.install()
// Taken out of the environment before anything is run, so no command inherits it.
let popupBecome = PopupBecome.takeFilePath()

let options: Options
do {
    var environment: [String: String] = [:]
    for name in ["SWOOP_DEFAULT_OPTS", "SWOOP_DEFAULT_OPTS_FILE", "RUNEWIDTH_EASTASIAN"] {
        if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    options = try OptionParser.parse(Array(CommandLine.arguments.dropFirst()), environment: environment)
} catch {
    fail("\(error.description) (see swoop --help)")
}
if options.showHelp {
    print(Usage.help)
    exit(0)
}
if options.showVersion {
    print(Usage.version)
    exit(0)
}
if let shell = options.completionShell {
    print(ShellCompletion.script(for: shell), terminator: "")
    exit(0)
}
if let shell = options.integrationShell {
    print(ShellCompletion.integration(for: shell, scripts: ShellScripts.scripts(for: shell)), terminator: "")
    exit(0)
}
if !options.ignored.isEmpty {
    warn("not implemented yet, ignored: \(options.ignored.joined(separator: ", "))")
}

// fzf reads (or makes) the history file while reading its options, whatever the mode.
var history: QueryHistory?
if let path = options.historyPath {
    do {
        history = try HistoryFile(path: path, maxSize: options.historySize).load()
    } catch {
        fail(error.description)
    }
}

if let line = options.frecencyForget {
    exit(FrecencyRun.forget(line, options: options))
}

if options.filter == nil, let status = TmuxPopup.run(options) {
    exit(status)
}
// The remembered picks are read (and a bad store said) before the input starts.
let frecency = FrecencyRun.open(options)
let input = Input.open(options)
// A list of paths (swoop's own walk, $SWOOP_DEFAULT_COMMAND) ranks with the path scheme, as in fzf.
let ranking = input.listsPaths ? options.rankingPaths() : options
if let filter = options.filter {
    exit(FilterMode.run(query: filter, from: input, options: ranking, frecency: frecency))
}
exit(PickerMode.run(ranking, input: input, history: history, frecency: frecency, popupBecome: popupBecome))
