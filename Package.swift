// swift-tools-version:6.0
import PackageDescription

/// The engine's layers: the matcher's scratch buffers are only ever touched by their own thread,
/// so release builds skip the runtime's exclusivity bookkeeping on every access.
let engine: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "swoop",
    products: [
        .executable(name: "swoop", targets: ["swoop"]),
        // The engine for other packages (Examples/): items, matching, search.
        .library(name: "SwoopCore", targets: ["SwoopCore"]),
        // Every layer below the command, for the fuzzing package in Tests/fuzz.
        .library(name: "SwoopLayers", targets: ["SwoopTUI"]),
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

        // The layers with no terminal, each a target that sees only the ones below it
        // (docs/ARCHITECTURE.md draws them): system and text, items, search (with matching),
        // the picker's state, options.
        //
        // System: descriptors, the poller, child processes, files, signals' notices.
        .target(name: "SwoopSystem", dependencies: ["CLibc", "CSignals"]),
        // Text: UTF-8 decoding and Unicode spaces, for every layer that walks a line.
        .target(name: "SwoopText", swiftSettings: engine),
        // Items: the input read into one buffer, its fields, the directory walker.
        .target(name: "SwoopItems", dependencies: ["SwoopSystem", "SwoopText"], swiftSettings: engine),
        // Search: in Matching/, queries and the matcher, case folding, Hangul; in Search/, the
        // parallel, incremental engine and its ranking; in Frecency/, remembered picks. One target:
        // the engine's per-item loop inlines the matcher, and a body crosses targets only when public.
        .target(name: "SwoopSearch", dependencies: ["SwoopItems"], swiftSettings: engine),
        // The picker's state: keys, the search controller and its delegate, the view model,
        // commands and their placeholders, the pane, the query history.
        .target(name: "SwoopPicker", dependencies: ["SwoopSearch"], swiftSettings: engine),
        // Options: the option table, the command line and environment read into values.
        .target(name: "SwoopOptions", dependencies: ["SwoopPicker"]),
        // The engine as a library for other packages (the product above): a facade only.
        .target(name: "SwoopCore", dependencies: ["SwoopSearch"]),

        // Everything that draws or talks to the terminal.
        .target(name: "SwoopTUI", dependencies: ["SwoopOptions", "CNcursesw", "CLibc", "CSignals"]),

        // The command: options, wiring, exit codes.
        .executableTarget(
            name: "swoop", dependencies: ["SwoopTUI"],
            // The shell scripts and the manual page, compiled in: `swoop --bash` and `--man` work wherever
            // the binary is copied. (Sources/swoop/shell and man are links to the repository's shell/ and man/.)
            exclude: ["bash", "zsh", "fish"].map { "shell/completion.\($0)" } + ["shell/fzf-tmux"],
            resources: ["bash", "zsh", "fish", "nu"].flatMap { shell in
                ["key-bindings", "fuzzy-completion"].map { .embedInCode("shell/\($0).\(shell)") }
            } + [.embedInCode("man/swoop.1")]
        ),

        // Engine timings for `make bench` (release build).
        .executableTarget(name: "swoop-bench", dependencies: ["SwoopPicker"]),

        .testTarget(name: "SwoopCoreTests", dependencies: ["SwoopOptions"]),
        .testTarget(name: "SwoopTUITests", dependencies: ["SwoopTUI"]),
        // The real binary in a real terminal (tmux).
        .testTarget(name: "SwoopE2ETests", path: "Tests/e2e"),
    ]
)
