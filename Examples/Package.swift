// swift-tools-version:6.0
// Using swoop's engine from another package, through SwoopCore's public API only: an example
// program (`search-lines`) and a test of that API. `make test` builds and runs both.
import Foundation
import PackageDescription

/// The swoop package one folder up; a path dependency is named after its folder.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let swoopCore = Target.Dependency.product(name: "SwoopCore", package: root.lastPathComponent)

let package = Package(
    name: "swoop-examples",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "search-lines", dependencies: [swoopCore]),
        .testTarget(name: "PublicAPITests", dependencies: [swoopCore]),
    ]
)
