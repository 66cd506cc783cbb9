// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swoop",
    products: [
        .executable(name: "swoop", targets: ["swoop"]),
        // For the fuzzing package in Tests/fuzz.
        .library(name: "SwoopCore", targets: ["SwoopCore"]),
    ],
    targets: [
        // System library: ncursesw behind a shim header (macros as inline functions). Linked by
        // name from the module map, not through pkg-config, whose -D flags SwiftPM rejects with a
        // warning on every build; shim.h defines what they would have.
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),

        // libc pieces Swift cannot import directly (getopt_long's globals, ioctl).
        .systemLibrary(name: "CLibc", path: "Sources/CLibc"),

        // What runs inside signal handlers, in C: the live child process groups and the
        // terminal guard. A compiled target, so its state has one definition.
        .target(name: "CSignals", path: "Sources/CSignals"),

        // No terminal: items, matching, search state, keys, options.
        .target(
            name: "SwoopCore",
            dependencies: ["CLibc", "CSignals"],
            swiftSettings: [
                // The matcher's scratch buffers are only ever touched by their own thread:
                // skip the runtime's exclusivity bookkeeping on every access in release builds.
                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            ]
        ),

        // Everything that draws or talks to the terminal.
        .target(name: "SwoopTUI", dependencies: ["SwoopCore", "CNcursesw", "CLibc", "CSignals"]),

        // The command: options, wiring, exit codes.
        .executableTarget(
            name: "swoop", dependencies: ["SwoopCore", "SwoopTUI"],
            // The shell scripts and the manual page, compiled in: `swoop --bash` and `--man` work wherever
            // the binary is copied. (Sources/swoop/shell and man are links to the repository's shell/ and man/.)
            exclude: ["bash", "zsh", "fish"].map { "shell/completion.\($0)" } + ["shell/fzf-tmux"],
            resources: ["bash", "zsh", "fish"].flatMap { shell in
                ["key-bindings", "fuzzy-completion"].map { .embedInCode("shell/\($0).\(shell)") }
            } + [.embedInCode("man/swoop.1")]
        ),

        // Engine timings for `make bench` (release build).
        .executableTarget(name: "swoop-bench", dependencies: ["SwoopCore"]),

        .testTarget(name: "SwoopCoreTests", dependencies: ["SwoopCore"]),
        .testTarget(name: "SwoopTUITests", dependencies: ["SwoopTUI", "SwoopCore"]),
        // The real binary in a real terminal (tmux).
        .testTarget(name: "SwoopE2ETests", path: "Tests/e2e"),
    ]
)
