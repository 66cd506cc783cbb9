import Foundation

/// Runs one swoop invocation in a detached pane of a private tmux server and reads it back.
final class TmuxSession {
    /// The private tmux server (socket name) shared by all sessions of this test process.
    static let server = "swoop-e2e-\(ProcessInfo.processInfo.processIdentifier)"

    /// The tmux session name.
    let name: String
    /// The per-session scratch directory (script, stdout, stderr, exit code, stty dumps).
    let directory: URL
    /// The pane width in columns.
    let width: Int
    /// The pane height in rows.
    let height: Int
    private var closed = false

    /// Starts `swoop arguments...` in a new pane, after writing `files` (name: contents) into
    /// the working directory it runs in.
    static func start(
        _ arguments: [String] = [], files: [String: String] = [:], width: Int = 80, height: Int = 24
    ) throws -> TmuxSession {
        let command = "\"$SWOOP\"" + arguments.map { " " + shellQuote($0) }.joined()
        return try start(shell: command, files: files, width: width, height: height)
    }

    /// Starts a bash command line in a new pane (cwd: the scratch directory, holding `files`,
    /// whose names may be paths);
    /// `$SWOOP` in it names the binary under test.
    static func start(
        shell command: String, files: [String: String] = [:], width: Int = 80, height: Int = 24
    ) throws -> TmuxSession {
        let session = try TmuxSession(width: width, height: height)
        for (name, contents) in files {
            // A name with `/` is a path below the directory: its folders are made.
            let file = session.directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
        try session.launch(command)
        return session
    }

    private init(width: Int, height: Int) throws {
        _ = try SwoopBinary.requirePath()
        self.width = width
        self.height = height
        self.name = "t" + UUID().uuidString.prefix(8).lowercased()
        self.directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("swoop-e2e-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { close() }

    /// Writes the wrapper script and opens the tmux session running it.
    private func launch(_ command: String) throws {
        let dir = TmuxSession.shellQuote(directory.path)
        let script = """
            SWOOP=\(TmuxSession.shellQuote(try SwoopBinary.requirePath()))
            # Nothing of the developer's own settings reaches the picker: only what the test sets.
            unset $(env | sed -n 's/^\\(\\(FZF\\|SWOOP\\)_[A-Za-z0-9_]*\\)=.*/\\1/p')
            cd \(dir) || exit 1
            stty -g > \(dir)/before
            { \(command)
            } > \(dir)/out 2> \(dir)/err
            rc=$?
            stty -g > \(dir)/after
            echo "$rc" > \(dir)/rc.tmp
            mv \(dir)/rc.tmp \(dir)/rc
            sleep 100000

            """
        let scriptURL = directory.appendingPathComponent("run.sh")
        try Data(script.utf8).write(to: scriptURL)
        let paneCommand = "env TERM=xterm-256color LANG=C.UTF-8 bash \(TmuxSession.shellQuote(scriptURL.path))"
        // No status line, so the pane is exactly width x height from the start.
        let result = try TmuxSession.tmux([
            "start-server", ";", "set-option", "-g", "status", "off", ";",
            "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height), paneCommand,
        ])
        guard result.status == 0 else {
            throw E2EFailure("tmux new-session failed (\(result.status)): \(result.output)")
        }
    }

    /// Kills the session and removes the scratch directory; safe to call more than once.
    func close() {
        guard !closed else { return }
        closed = true
        _ = try? TmuxSession.tmux(["kill-session", "-t", name])
        // The server exits by itself once its last session is gone; make sure of it when idle,
        // and remove the socket file it leaves behind.
        if let sessions = try? TmuxSession.tmux(["list-sessions"]),
            sessions.status != 0 || sessions.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        {
            _ = try? TmuxSession.tmux(["kill-server"])
            unlink(TmuxSession.socketPath)
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Where tmux puts the private server's socket (`$TMUX_TMPDIR/tmux-UID/NAME`).
    static var socketPath: String {
        let fromEnv = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? ""
        let base = fromEnv.isEmpty ? "/tmp" : fromEnv
        return "\(base)/tmux-\(getuid())/\(server)"
    }

    /// The current pane contents as text.
    func capture() throws -> String {
        let result = try TmuxSession.tmux(["capture-pane", "-p", "-t", name])
        guard result.status == 0 else {
            throw E2EFailure("tmux capture-pane failed (\(result.status)): \(result.output)")
        }
        return result.stdout
    }

    /// The current pane contents, parsed as a swoop screen.
    func screen() throws -> PickerScreen {
        PickerScreen(try capture())
    }

    /// Sends tmux key names, e.g. `Down`, `Enter`, `Escape`, `C-c`, `BSpace`.
    func send(keys: String...) throws {
        let result = try TmuxSession.tmux(["send-keys", "-t", name] + keys)
        guard result.status == 0 else {
            throw E2EFailure("tmux send-keys \(keys) failed: \(result.output)")
        }
    }

    /// Types `text` literally (`send-keys -l`).
    func type(_ text: String) throws {
        let result = try TmuxSession.tmux(["send-keys", "-t", name, "-l", text])
        guard result.status == 0 else {
            throw E2EFailure("tmux send-keys -l \(text) failed: \(result.output)")
        }
    }

    /// Pastes `text` as a terminal paste does: every byte at once (newlines arrive as Enter).
    func paste(_ text: String) throws {
        let file = directory.appendingPathComponent("paste")
        try Data(text.utf8).write(to: file)
        for args in [["load-buffer", "-b", "swoop-paste", file.path], ["paste-buffer", "-d", "-b", "swoop-paste", "-t", name]] {
            let result = try TmuxSession.tmux(args)
            guard result.status == 0 else {
                throw E2EFailure("tmux \(args[0]) failed: \(result.output)")
            }
        }
    }

    /// Polls the screen every 25 ms until `condition` holds; throws with the last screen on timeout.
    @discardableResult
    func waitUntil(
        _ what: String = "condition", timeout: Duration = .seconds(8),
        _ condition: (PickerScreen) -> Bool
    ) async throws -> PickerScreen {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var last = PickerScreen("")
        while true {
            last = try screen()
            if condition(last) {
                // tmux may have read only part of a frame (ncurses clears the bottom first, then
                // rewrites rows top down): a condition met on a torn screen must hold a moment on.
                try await Task.sleep(for: .milliseconds(15))
                last = try screen()
                if condition(last) { return last }
            }
            if ContinuousClock.now >= deadline { break }
            try await Task.sleep(for: .milliseconds(25))
        }
        var message = "timed out after \(timeout) waiting for \(what); last screen:\n"
        message += "+" + String(repeating: "-", count: width) + "+\n"
        message += last.lines.map { "|" + $0 }.joined(separator: "\n")
        message += "\n+" + String(repeating: "-", count: width) + "+"
        if let err = try? String(contentsOf: directory.appendingPathComponent("err"), encoding: .utf8),
            !err.isEmpty
        {
            message += "\nstderr so far: \(err)"
        }
        throw E2EFailure(message)
    }

    /// Waits until the screen contains `text` anywhere.
    @discardableResult
    func waitForScreen(containing text: String, timeout: Duration = .seconds(8)) async throws
        -> PickerScreen
    {
        try await waitUntil("screen containing \"\(text)\"", timeout: timeout) { $0.text.contains(text) }
    }

    /// Waits until the info line's count token equals `count`, e.g. `5/249`.
    @discardableResult
    func waitForCount(_ count: String, timeout: Duration = .seconds(8)) async throws -> PickerScreen {
        try await waitUntil("info line count \(count)", timeout: timeout) { $0.count == count }
    }

    /// Waits for the program to exit and returns its status, output and terminal settings.
    func waitForExit(timeout: Duration = .seconds(10)) async throws -> PickerExit {
        let rcURL = directory.appendingPathComponent("rc")
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !FileManager.default.fileExists(atPath: rcURL.path) {
            if ContinuousClock.now >= deadline {
                let last = (try? capture()) ?? "<no screen>"
                throw E2EFailure(
                    "swoop did not exit within \(timeout); last screen:\n\(last)")
            }
            try await Task.sleep(for: .milliseconds(25))
        }
        func read(_ file: String) -> String {
            (try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)) ?? ""
        }
        let rcText = read("rc").trimmingCharacters(in: .whitespacesAndNewlines)
        guard let status = Int32(rcText) else {
            throw E2EFailure("unreadable exit status \"\(rcText)\"")
        }
        return PickerExit(
            status: status, stdout: read("out"), stderr: read("err"),
            sttyBefore: read("before").trimmingCharacters(in: .whitespacesAndNewlines),
            sttyAfter: read("after").trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Runs `tmux -L <server> -f /dev/null args...` and returns its status and output.
    static func tmux(_ args: [String]) throws -> ChildProcessResult {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        return try ChildProcess.run(
            "/usr/bin/env", ["tmux", "-L", server, "-f", "/dev/null"] + args,
            environment: environment)
    }

    /// Quotes `text` for bash with single quotes.
    static func shellQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
