import Glibc
import SwoopOptions
import SwoopPicker
import SwoopSearch
import SwoopSystem

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
// The name swoop was started by: `fzf` makes it fzf (its defaults, look, version and variables).
let personality = Personality.named(CommandLine.arguments.first)
let environment = ProgramEnvironment.current(personality)
let options: Options
do {
    options = try OptionParser.parse(Array(CommandLine.arguments.dropFirst()), environment: environment.values,
                                     personality: personality)
} catch {
    fail("\(error.description) (see \(personality.name) --help)")
}
if options.showHelp {
    print(Usage.help(personality))
    exit(0)
}
if options.showVersion {
    print(personality.version)
    exit(0)
}
if options.showsManual {
    exit(ManualPage.show())
}
if let shell = options.completionShell {
    print(ShellCompletion.script(for: shell), terminator: "")
    exit(0)
}
if let shell = options.integrationShell {
    // The scripts run this program as it was called, reading its variables (fzf's alone under fzf).
    print(ShellCompletion.integration(for: shell, scripts: ShellScripts.scripts(for: shell),
                                      program: ShellScripts.program(personality),
                                      prefixes: personality.variablePrefixes), terminator: "")
    exit(0)
}
TerminalPath.use(options.system.terminalDevice)
SearchThreads.limit(to: options.system.searchThreads)

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
    exit(FrecencyRun.forget(line, options: options, environment: environment))
}

if options.filter == nil, let status = TmuxPopup.run(options, personality: personality) {
    exit(status)
}
// The remembered picks are read (and a bad store said) before the input starts.
let frecency = FrecencyRun.open(options, environment: environment)
let input = Input.open(options, environment: environment)
// A list of paths (swoop's own walk, $SWOOP_DEFAULT_COMMAND) ranks with the path scheme, as in fzf.
let ranking = input.listsPaths ? options.rankingPaths() : options
if let filter = options.filter, options.system.benchSeconds > 0 {
    exit(BenchMode.run(query: filter, from: input, seconds: options.system.benchSeconds, options: ranking))
}
if let filter = options.filter {
    exit(FilterMode.run(query: filter, from: input, options: ranking, frecency: frecency))
}
exit(PickerMode.run(ranking, input: input, history: history, frecency: frecency,
                    apiKey: environment.nonEmpty(.apiKey) ?? ""))
