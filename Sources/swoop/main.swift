import Glibc
import SwoopCore
import SwoopTUI

/// Exit codes, as fzf uses them.
enum ExitCode {
    static let picked: Int32 = 0
    static let nothingToPick: Int32 = 1
    static let error: Int32 = 2
    static let cancelled: Int32 = 130
}

/// Prints one line on stderr and exits with the error code.
func fail(_ message: String) -> Never {
    var line = Array("swoop: \(message)\n".utf8)
    _ = line.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(ExitCode.error)
}

/// Writes `item` and `terminator` to stdout; false when stdout is gone.
func writeToStdout(_ item: UnsafeBufferPointer<UInt8>, terminator: UInt8) -> Bool {
    var output = OutputBuffer()
    output.terminator = terminator
    output.append(item: item)
    return output.flush()
}

/// The input: FILE, piped stdin, or the bundled countries.
func loadInput(_ options: Options) -> InputBytes {
    do {
        if let path = options.inputPath {
            return try ItemSource.input(path: path)
        }
        if isatty(STDIN_FILENO) == 0 {
            return try InputBytes.read(descriptor: STDIN_FILENO, name: "stdin")
        }
        guard let path = BundledData.path(of: "countries.txt") else {
            fail("cannot find the bundled list countries.txt (set SWOOP_DATA_DIR to its folder)")
        }
        return try ItemSource.input(path: path)
    } catch {
        fail(error.description)
    }
}

signal(SIGPIPE, SIG_IGN)

let options: Options
do {
    options = try OptionParser.parse(Array(CommandLine.arguments.dropFirst()))
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

/// Whether stdin is a stream to read while the picker runs (a pipe, not a file or terminal).
func stdinIsStream() -> Bool {
    var info = stat()
    return isatty(STDIN_FILENO) == 0 && fstat(STDIN_FILENO, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG
}

if let filter = options.filter {
    if options.inputPath == nil, stdinIsStream() {
        do {
            exit(try FilterMode.run(query: filter, streamingFrom: STDIN_FILENO, options: options))
        } catch {
            fail(error.description)
        }
    }
    exit(FilterMode.run(query: filter, input: loadInput(options), options: options))
}

// A pipe is read while the picker runs; a file is mapped at once. With --ansi the
// items are read first, then matched and shown without their escape sequences.
let reader = options.inputPath == nil && stdinIsStream() && !options.parsesANSI
    ? ItemReader(descriptor: STDIN_FILENO, name: "stdin", separator: options.inputSeparator) : nil
let originalStore = reader?.store ?? ItemStore(input: loadInput(options), separator: options.inputSeparator)
let store = options.parsesANSI ? ItemStore(visibleTextOf: originalStore) : originalStore

let model = SearchViewModel(store: store, options: options.matching)
if options.parsesANSI { model.ansiSource = originalStore }
let controller = SearchController(isLive: options.isLive, initialQuery: options.query)
controller.delegate = model
if !options.query.isEmpty { model.search(options.query) }

let outcome: PickOutcome
do {
    let terminal = try Terminal()
    let screen = NcursesScreen(colorSupport: terminal.colorSupport)
    let view = PickerView(theme: Theme(colorSupport: terminal.colorSupport))
    outcome = PickerSession(terminal: terminal, screen: screen, view: view, model: model, controller: controller, reader: reader).run()
    terminal.restore()
} catch {
    fail(error.description)
}

switch outcome {
case .picked(let item):
    exit(writeToStdout(originalStore[item], terminator: options.outputTerminator) ? ExitCode.picked : ExitCode.error)
case .nothingToPick:
    exit(ExitCode.nothingToPick)
case .cancelled:
    exit(ExitCode.cancelled)
}
