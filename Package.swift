// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swoop",
    products: [
        .executable(name: "swoop", targets: ["swoop"]),
    ],
    targets: [
        // System library: ncursesw behind a shim header (macros as inline functions).
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),

        // libc pieces Swift cannot import directly (getopt_long's globals, ioctl).
        .systemLibrary(name: "CLibc", path: "Sources/CLibc"),

        // No terminal: items, matching, search state, keys, options.
        .target(name: "SwoopCore", dependencies: ["CLibc"]),

        // Everything that draws or talks to the terminal.
        .target(name: "SwoopTUI", dependencies: ["SwoopCore", "CNcursesw", "CLibc"]),

        // The command: options, wiring, exit codes.
        .executableTarget(name: "swoop", dependencies: ["SwoopCore", "SwoopTUI"]),

        .testTarget(name: "SwoopCoreTests", dependencies: ["SwoopCore"]),
        .testTarget(name: "SwoopTUITests", dependencies: ["SwoopTUI", "SwoopCore"]),
        // The real binary in a real terminal (tmux).
        .testTarget(name: "SwoopE2ETests", path: "Tests/e2e"),
    ]
)
