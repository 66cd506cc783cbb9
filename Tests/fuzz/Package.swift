// swift-tools-version:6.0
// libFuzzer harnesses for swoop's parsers and matcher: `make fuzz` builds this package
// with `--sanitize=fuzzer --sanitize=address` and runs each harness (SWOOP_FUZZ_TARGET).
import Foundation
import PackageDescription

/// The swoop package two folders up; a path dependency is named after its folder.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "swoop-fuzz",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "swoop-fuzz", dependencies: [.product(name: "SwoopLayers", package: root.lastPathComponent)]),
    ]
)
