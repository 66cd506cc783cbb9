import Glibc
import SwoopOptions
import SwoopSearch

/// `--frecency` for one run: the list's name, the store, and the remembered picks read at start.
struct FrecencyRun {
    /// The list picks are remembered in.
    let name: String
    /// The file they are kept in.
    let store: FrecencyStore
    /// The store's contents when swoop started.
    let table: FrecencyTable

    /// The store as `options` ask, read now; nil without `--frecency`, or when the store is not
    /// usable: then one line on stderr says why, and the picker goes on without it.
    static func open(_ options: Options, environment: ProgramEnvironment) -> FrecencyRun? {
        guard options.usesFrecency else { return nil }
        guard let store = standardStore() else {
            warn("no frecency store: neither $XDG_STATE_HOME nor $HOME is set")
            return nil
        }
        do {
            return FrecencyRun(name: listName(options, environment: environment), store: store, table: try store.load())
        } catch {
            warn(error.description)
            return nil
        }
    }

    /// The remembered lines of the list, to find among the items.
    func index() -> FrecencyIndex {
        FrecencyIndex(table: table, name: name, store: store, now: Int64(time(nil)))
    }

    /// Counts a pick of each of `lines`; a store that cannot be written is a warning.
    func record(_ lines: [[UInt8]]) {
        do {
            try store.record(lines, name: name)
        } catch {
            warn(error.description)
        }
    }

    /// `--frecency-forget=LINE`: drops LINE from the list; 0 when it was there, 1 when not, 2 on errors.
    static func forget(_ line: String, options: Options, environment: ProgramEnvironment) -> Int32 {
        guard let store = standardStore() else { fail("no frecency store: neither $XDG_STATE_HOME nor $HOME is set") }
        do {
            return try store.forget(Array(line.utf8), name: listName(options, environment: environment)) ? ExitCode.picked : ExitCode.nothingToPick
        } catch {
            fail(error.description)
        }
    }

    /// The store in `$XDG_STATE_HOME/swoop`, else `~/.local/state/swoop`.
    private static func standardStore() -> FrecencyStore? {
        var environment: [String: String] = [:]
        for name in ["XDG_STATE_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return FrecencyStore.standard(environment: environment)
    }

    /// The list's name: `--frecency=NAME`, else one made from the input, as `Input.open` chooses it:
    /// a FILE's real path; `stdin:` and the working directory; `command:` and the working directory
    /// and the default command; `walker:`, the kinds listed and the real paths of the roots.
    static func listName(_ options: Options, environment: ProgramEnvironment) -> String {
        if let name = options.frecencyName { return name }
        if let path = options.inputPath { return realPath(path) }
        let directory = realPath(".")
        if isatty(STDIN_FILENO) == 0 { return "stdin:" + directory }
        if options.reloadsOnStart { return "start:" + directory }
        if let (_, command) = Input.defaultCommand(environment) {
            return "command:" + directory + ":" + command
        }
        let walk = options.walk
        let kinds = [(walk.listsFiles, "file"), (walk.listsDirectories, "dir"), (walk.followsLinks, "follow"), (walk.entersHidden, "hidden")]
            .filter(\.0).map(\.1).joined(separator: ",")
        return "walker:" + kinds + ":" + walk.roots.map { realPath($0.isEmpty ? "." : $0) }.joined(separator: ":")
    }

    /// `path` made absolute with links resolved, or as given when it cannot be.
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
