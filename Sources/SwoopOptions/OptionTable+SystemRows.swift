/// The options about the process itself: the search's threads, `--bench`, the terminal device,
/// a `--tmux` popup's input and its `become`, and fzf's profiler (refused, as fzf's own release
/// builds refuse it).
import SwoopSystem
extension OptionTable {
    static let system: [Entry] = [
        Entry("threads", nil, .required, "N", .other, "search on at most N threads (default 0: one per core)",
              values: .number(atLeast: 0)) { options, value throws(OptionError) in
            guard let threads = Int(value ?? "") else { throw OptionError("--threads needs a number, not '\(value ?? "")'") }
            guard threads >= 0 else { throw OptionError("--threads must be a positive integer") }
            options.system.searchThreads = threads
        },
        Entry("bench", nil, .required, "DURATION", .other,
              "with --filter, repeat the search for DURATION (3s, 500ms)\nand print how long it took") { options, value throws(OptionError) in
            guard let seconds = GoDuration.seconds(value ?? "") else {
                throw OptionError("invalid duration for --bench: \(value ?? "")")
            }
            options.system.benchSeconds = seconds
        },
        Entry("tty-default", nil, .required, "DEVICE", .other,
              "the terminal to read keys from and draw on (default /dev/tty)",
              values: .file) { options, value throws(OptionError) in
            guard let value, !value.isEmpty else { throw OptionError("tty device name required") }
            options.system.terminalDevice = value
        },
        Entry("no-tty-default") { options, _ in options.system.terminalDevice = "" },
        Entry("force-tty-in", nil, .none, "", .other,
              "with --tmux, do not pipe stdin into the popup (list as with\nno input piped)") { options, _ in
            options.system.forcesTerminalInput = true
        },
        Entry("no-force-tty-in") { options, _ in options.system.forcesTerminalInput = false },
        Entry("proxy-script", nil, .required, "PATH", .other,
              "on become, write its command to PATH.become and exit 126\n(how a --tmux popup hands it back)",
              values: .file) { options, value in
            options.system.proxyScript = value.flatMap { $0.isEmpty ? nil : $0 }
        },
    ] + ["cpu", "mem", "block", "mutex"].map { kind in
        Entry("profile-" + kind, nil, .required, "FILE") { _, _ throws(OptionError) in
            throw OptionError("--profile-\(kind): profiling not supported (fzf's needs a Go build with pprof; swoop has none)")
        }
    }
}
