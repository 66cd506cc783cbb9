import Glibc
import SwoopOptions
import SwoopSystem

/// `--tmux`: inside tmux (3.3 or newer), runs this same command in a tmux popup and hands the
/// pick back, as fzf does.
///
/// The popup runs a script that exports this process's environment (a popup
/// starts with the tmux server's) and runs swoop with the same arguments plus
/// `--no-tmux`, reading piped input from one FIFO and printing to another;
/// this process copies its stdin into the first and the second to its stdout,
/// and exits with the popup's status (`display-popup -E` passes it on), or, when
/// the popup hands a `become` command back (`PopupBecome`), becomes it here. A quit
/// signal meanwhile ends the popup and all it made, and exits 130 (`PopupEnding`).
enum TmuxPopup {
    /// Runs the picker in a popup when `options` ask for one and tmux can show it, under the name
    /// `personality` answers to (so fzf's look and variables go with it); the exit status, or nil to
    /// run here (not in tmux, `--filter`, tmux older than 3.3).
    static func run(_ options: Options, personality: Personality) -> Int32? {
        guard let spec = options.tmuxPopup, options.filter == nil,
              let tmux = getenv("TMUX"), tmux.pointee != 0, supportsPopups() else { return nil }
        // From here on a quit signal ends the popup and all it made (`PopupEnding`).
        let quit = QuitNotice()
        var template = Array((TemporaryFile.folder + "/swoop-popup-XXXXXX").utf8CString)
        guard let folder = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }).map({ String(cString: $0) }) else {
            fail("--tmux: cannot make a temporary folder: \(Descriptor.Failure(code: errno))")
        }
        let pipesInput = isatty(STDIN_FILENO) == 0 && !options.system.forcesTerminalInput
        let input = folder + "/input", output = folder + "/output", script = folder + "/run.sh", become = PopupBecome.file(of: folder + "/run.sh")
        guard (!pipesInput || mkfifo(input, 0o600) == 0), mkfifo(output, 0o600) == 0 else {
            fail("--tmux: cannot make a FIFO: \(Descriptor.Failure(code: errno))")
        }
        // Made now (0600), so that nothing else can be put in its place.
        let becomeFile = open(become, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard becomeFile >= 0 else { fail("--tmux: cannot write \(become): \(Descriptor.Failure(code: errno))") }
        close(becomeFile)
        let program = programPath(named: personality, in: folder)
        writeScript(script, program: program, input: pipesInput ? input : nil, output: output,
                    extra: extraArguments(options, spec, script: script))
        if quit.hasCome { PopupEnding(folder: folder, popupEnded: nil).finish() }
        let done = WakePipe()
        DetachedThread.start { copy(fromPath: output, to: STDOUT_FILENO); done.wake() }
        if pipesInput { DetachedThread.start { copy(from: STDIN_FILENO, toPath: input) } }

        let tmuxError = folder + "/tmux-error"
        let command = words((["tmux", "display-popup", "-E", "-d", currentFolder()] + placement(spec) + ["sh", script]).map { Array($0.utf8) })
            + Array(" 2>".utf8) + CommandShell.system.quoted(Array(tmuxError.utf8))
        guard case .success(let popup) = ChildProcess.spawn(command) else {
            removeFolder(folder)
            fail("--tmux: cannot start tmux")
        }
        // Waited for on a thread of its own, so that this one can wait for a quit signal as well.
        let popupEnded = WakePipe()
        let popupStatus = Locked<Int32>(0)
        let waitForPopup: @Sendable () -> Void = {
            let status = popup.wait()
            popupStatus.withLock { $0 = status }
            popupEnded.wake()
        }
        if !DetachedThread.start(waitForPopup) { waitForPopup() }
        if quit.wait(for: popupEnded) == .quit { PopupEnding(folder: folder, popupEnded: popupEnded).finish() }
        let status = popupStatus.withLock { $0 }
        // A popup that never ran leaves the copies waiting to open their FIFOs: open the other ends.
        let reader = open(output, O_WRONLY | O_NONBLOCK)
        if reader >= 0 { close(reader) }
        if pipesInput {
            let writer = open(input, O_RDONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        if quit.wait(for: done) == .quit { PopupEnding(folder: folder, popupEnded: popupEnded).finish() }
        // The popup is over and what is left is quick: a quit signal meanwhile ends swoop once the folder is gone.
        // The script marks that it ran: without the mark, tmux could not open the popup (no client…).
        let started = access(folder + "/started", F_OK) == 0
        let tmuxMessage = started ? nil : firstLine(ofFile: tmuxError)
        let handedBack = status == PopupBecome.status ? PopupBecome.handedBack(in: become) : nil
        removeFolder(folder)
        if quit.disarm() { exit(130) }
        if !started { fail("--tmux: " + (tmuxMessage ?? "tmux could not open a popup (status \(status))")) }
        if let handedBack {
            let shell = CommandShell.user(withShell: options.withShell)
            BecomeCommand.replaceSwoop(with: shell.arguments + [handedBack.command], environment: handedBack.environment)
        }
        return status
    }

    /// `display-popup` placement and size for `spec`.
    private static func placement(_ spec: TmuxPopupSpec) -> [String] {
        var arguments: [String] = spec.nativeBorder ? [] : ["-B"]
        switch spec.position {
        case .center: arguments += ["-xC", "-yC"]
        case .top: arguments += ["-xC", "-y0"]
        case .bottom: arguments += ["-xC", "-y9999"]
        case .left: arguments += ["-x0", "-yC"]
        case .right: arguments += ["-xR", "-yC"]
        }
        return arguments + ["-w" + spec.width.tmuxValue, "-h" + spec.height.tmuxValue]
    }

    /// The script the popup runs: this environment, then this command with `--no-tmux` and where to
    /// hand `become` back, its words as they came (any bytes).
    private static func writeScript(_ path: String, program: String, input: String?, output: String,
                                    extra: (before: [String], after: [String])) {
        let here = folder(of: path)
        func quoted(_ name: String) -> [UInt8] { CommandShell.system.quoted(Array((here + "/" + name).utf8)) }
        var text = Array(": > ".utf8) + quoted("started") + [0x0A]
        // Its id, which swoop keeps, then the caller's quit mark (`PopupEnding`): one of them sees the other.
        text += Array("echo \"$$\" > ".utf8) + quoted(PopupEnding.processFile) + [0x0A]
        text += Array("if [ -e ".utf8) + quoted(PopupEnding.quitMark) + Array(" ]; then exit 130; fi\n".utf8)
        // The popup starts with the tmux server's environment: what this one has not set must not come from there.
        let roles = EnvironmentRole.program.map(\.rawValue)
        text += Array(("unset " + ["SWOOP_", "FZF_"].flatMap { prefix in roles.map { prefix + $0 } }.joined(separator: " ") + "\n").utf8)
        for entry in byteStrings(environ) {
            guard let equals = entry.firstIndex(of: UInt8(ascii: "=")), isIdentifier(entry[..<equals]) else { continue }
            text += Array("export ".utf8) + entry[..<equals] + [UInt8(ascii: "=")] + CommandShell.system.quoted(Array(entry[(equals + 1)...])) + [0x0A]
        }
        let arguments = [[Array(program.utf8)], extra.before.map { Array($0.utf8) }, Array(byteStrings(CommandLine.unsafeArgv).dropFirst()),
                         extra.after.map { Array($0.utf8) }].joined()
        text += Array("exec ".utf8) + words(Array(arguments))
        if let input { text += Array(" < ".utf8) + CommandShell.system.quoted(Array(input.utf8)) }
        text += Array(" > ".utf8) + CommandShell.system.quoted(Array(output.utf8)) + [0x0A]
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { fail("--tmux: cannot write \(path): \(Descriptor.Failure(code: errno))") }
        defer { close(descriptor) }
        if let failure = text.withUnsafeBytes({ Descriptor.write(descriptor, $0) }) { fail("--tmux: cannot write \(path): \(failure)") }
    }

    /// `words` single-quoted and joined by spaces: a shell command line.
    private static func words(_ words: [[UInt8]]) -> [UInt8] {
        var line: [UInt8] = []
        for word in words {
            if !line.isEmpty { line.append(0x20) }
            line += CommandShell.system.quoted(word)
        }
        return line
    }

    /// The C strings of a NULL-terminated array (argv, environ), as bytes.
    private static func byteStrings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [[UInt8]] {
        var strings: [[UInt8]] = []
        var pointer = array
        while let string = pointer.pointee {
            strings.append(Array(UnsafeRawBufferPointer(start: string, count: strlen(string))))
            pointer += 1
        }
        return strings
    }

    /// What the popup's swoop gets besides this command line, as fzf gives it: Ctrl-Z cannot suspend
    /// a popup (the user's own --bind may say otherwise), a border unless one is asked for (or a
    /// margin inside tmux's own), neither a popup again nor --height, stdin as given, and where
    /// `become` hands its command back (fzf's `--proxy-script`).
    private static func extraArguments(_ options: Options, _ spec: TmuxPopupSpec, script: String) -> (before: [String], after: [String]) {
        var before = ["--bind=ctrl-z:ignore"]
        if spec.nativeBorder, options.look.margin == .zero { before.append("--margin=0,1") }
        let saysNone = CommandLine.arguments.contains { $0 == "--no-border" || $0 == "--border=none" }
        let drawsBorder = !spec.nativeBorder && [.none, .line].contains(options.look.border) && !saysNone
        return (before, (drawsBorder ? ["--border=rounded"] : []) + ["--no-tmux", "--no-height", "--no-force-tty-in", "--proxy-script", script])
    }

    /// Whether tmux is 3.3 or newer (the first with `display-popup -E` passing the status on).
    private static func supportsPopups() -> Bool {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        let started = ChildProcess.spawn(Array("tmux -V".utf8), stdout: ends[1])
        close(ends[1])
        defer { close(ends[0]) }
        guard case .success(let child) = started else { return false }
        let text = (try? Descriptor.readToEnd(ends[0]).get()).map { String(decoding: $0, as: UTF8.self) } ?? ""
        child.wait()
        // "tmux 3.3a", "tmux next-3.4", "tmux master"
        let version = text.split(separator: " ").last.map { $0.drop { !$0.isNumber } } ?? ""
        let parts = version.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
        guard let major = parts.first else { return text.contains("master") }
        return major > 3 || (major == 3 && (parts.count > 1 ? parts[1] : 0) >= 3)
    }

    /// Copies the FIFO at `path` to `descriptor` until its writer closes it.
    private static func copy(fromPath path: String, to descriptor: Int32) {
        let source = open(path, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { return }
        defer { close(source) }
        pump(from: source, to: descriptor)
    }

    /// Copies `descriptor` into the FIFO at `path` until the input ends or the reader is gone.
    private static func copy(from descriptor: Int32, toPath path: String) {
        let target = open(path, O_WRONLY | O_CLOEXEC)
        guard target >= 0 else { return }
        defer { close(target) }
        pump(from: descriptor, to: target)
    }

    private static func pump(from source: Int32, to target: Int32) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while case .success(let count) = buffer.withUnsafeMutableBytes({ Descriptor.read(source, into: $0) }), count > 0 {
            if buffer.withUnsafeBytes({ Descriptor.write(target, UnsafeRawBufferPointer(rebasing: $0[..<count])) }) != nil { return }
        }
    }

    /// Whether `name` is a shell variable name (`[A-Za-z_][A-Za-z0-9_]*`), one `export` can set.
    private static func isIdentifier(_ name: ArraySlice<UInt8>) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard let first = name.first, isLetter(first) else { return false }
        return name.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) }
    }

    /// This program's file, under `personality`'s name: a link named `fzf` in `folder` to it when that
    /// is not its own name.
    private static func programPath(named personality: Personality, in folder: String) -> String {
        let path = executablePath()
        guard Personality.named(path) != personality else { return path }
        let link = folder + "/" + personality.name
        guard symlink(path, link) == 0 else { fail("--tmux: cannot link \(link): \(Descriptor.Failure(code: errno))") }
        return link
    }

    private static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return CommandLine.arguments.first ?? "swoop" }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func currentFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder part of `path`.
    private static func folder(of path: String) -> String {
        String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    }

    /// The first non-empty line of the file at `path`, as text; nil when it has none or cannot be read.
    private static func firstLine(ofFile path: String) -> String? {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        guard case .success(let bytes) = Descriptor.readToEnd(file) else { return nil }
        return bytes.split(separator: 0x0A).first.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Removes the popup's folder and what swoop and the script put in it.
    static func removeFolder(_ folder: String) {
        let names = ["input", "output", "run.sh", "started", "tmux-error", "run.sh.become", PopupEnding.processFile, PopupEnding.quitMark, Personality.fzf.name]
        for name in names { unlink(folder + "/" + name) }
        rmdir(folder)
    }
}
