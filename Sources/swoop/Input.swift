import Glibc
import SwoopItems
import SwoopOptions
import SwoopSystem

/// Where the items come from: FILE, piped stdin, the default command's output (`$FZF_DEFAULT_COMMAND`,
/// under swoop `$SWOOP_DEFAULT_COMMAND` first) or the file walker's; opened (or started), not yet read.
struct Input {
    /// Open for reading; the feed reading it closes it at the end.
    let descriptor: Int32
    /// How messages name it.
    let name: String
    /// What ends its items: the walker ends each path with NUL (a name may hold a newline);
    /// nil for the options' (`--read0`).
    var separator: UInt8?
    /// Whether it lists paths (the walker, or the default command), which the path scheme ranks.
    var listsPaths = false
    /// The default command whose output it is, waited for at its end.
    var command: ItemFeed.Command?

    /// The input `options` ask for; errors end the program. With no FILE: nothing when a `start`
    /// event reloads (its command is the input, as in fzf), else piped stdin, else the default
    /// command's output, else the walker's.
    static func open(_ options: Options, environment: ProgramEnvironment) -> Input {
        if let path = options.inputPath { return open(path: path) }
        // As fzf: a `start` event's reload is the input, in place of stdin too.
        if options.reloadsOnStart { return open(path: "/dev/null") }
        if isatty(STDIN_FILENO) == 0 { return Input(descriptor: STDIN_FILENO, name: "stdin") }
        if let (name, command) = defaultCommand(environment) {
            return run(command: command, named: "$" + name, options: options)
        }
        return walk(options.walk)
    }

    /// The default command's variable and text, when one is set and not empty (an empty one is the walker).
    static func defaultCommand(_ environment: ProgramEnvironment) -> (name: String, command: String)? {
        guard let variable = environment.variable(.defaultCommand), !variable.value.isEmpty else { return nil }
        return (variable.name, variable.value)
    }

    /// The output of `command`, run with the shell in a process group of its own.
    private static func run(command: String, named name: String, options: Options) -> Input {
        let shell = CommandShell.user(withShell: options.withShell)
        switch ChildProcess.spawnReading(Array(command.utf8), shell: shell, errors: .discarded) {
        case .success(let started):
            return Input(descriptor: started.output, name: name, listsPaths: true,
                         command: ItemFeed.Command(process: started.child, text: command))
        case .failure(let failure):
            fail("cannot run \(name): \(failure)")
        }
    }

    /// The paths under `walk`'s roots, listed on threads of their own into a pipe; a root that
    /// cannot be read is said on stderr (before any interface starts), and the rest walked.
    private static func walk(_ walk: WalkOptions) -> Input {
        for root in walk.roots where access(root.isEmpty ? "." : root, R_OK) != 0 {
            warn("cannot read \(root.isEmpty ? "''" : root): \(Descriptor.Failure(code: errno))")
        }
        switch Walker.start(walk) {
        case .success(let paths): return Input(descriptor: paths, name: "the file walker", separator: 0, listsPaths: true)
        case .failure(let failure): fail("cannot list files: \(failure)")
        }
    }

    /// The file at `path`, opened; errors end the program.
    private static func open(path: String) -> Input {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { fail("cannot open \(path): \(Descriptor.Failure(code: errno))") }
        return Input(descriptor: descriptor, name: path)
    }

    /// The items and their forms as `options` ask: read while the picker runs, or all read now
    /// when `readsFirst` (the input ends with the reading; errors end the program).
    func feed(_ options: Options, readsFirst: Bool) -> ItemFeed {
        let separator = separator ?? options.inputSeparator
        guard readsFirst else {
            return ItemFeed(descriptor: descriptor, name: name, spec: options.readSpec, separator: separator, command: command)
        }
        let store = ItemStore(input: readAll(separator: separator), separator: separator, headerCount: options.headerLines)
        let failed = command.flatMap { $0.process?.wait() != 0 ? $0.text : nil }
        return ItemFeed(complete: store, spec: options.readSpec, failedCommand: failed)
    }

    /// Everything in the input, read now, lines ending with `separator` (a file mapped instead
    /// with `mapsFile`); errors end the program.
    func readAll(separator: UInt8, mapsFile: Bool = false) -> InputBytes {
        do {
            return try InputBytes.read(descriptor: descriptor, name: name, separator: separator, mapsFile: mapsFile)
        } catch {
            fail(error.description)
        }
    }
}
