import Foundation

/// Finds the swoop binary and the package's files, and runs the binary directly (no terminal).
enum SwoopBinary {
    /// The package root, derived from this file's location (Tests/e2e/SwoopBinary.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // e2e
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    /// The binary to test: `$SWOOP_BIN` if set, else `<package root>/.build/debug/swoop`.
    static var path: String {
        if let fromEnv = ProcessInfo.processInfo.environment["SWOOP_BIN"], !fromEnv.isEmpty {
            // Absolute, since the program runs from a scratch directory.
            return URL(fileURLWithPath: fromEnv).standardizedFileURL.path
        }
        return packageRoot.appendingPathComponent(".build/debug/swoop").path
    }

    /// Returns the binary's path, or throws a clear failure if it is missing or not executable.
    static func requirePath() throws -> String {
        let path = self.path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw E2EFailure(
                "swoop binary not found or not executable at \(path); "
                    + "build it with `swift build` or set SWOOP_BIN")
        }
        return path
    }

    /// The bundled country list's path (swoop shows it when given it; with no input it lists files).
    static let countriesPath = packageRoot.appendingPathComponent("Data/countries.txt").path

    /// The lines of the bundled country list (Data/countries.txt).
    static func countries() throws -> [String] {
        let url = URL(fileURLWithPath: countriesPath)
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Runs swoop with `arguments`, stdin from /dev/null, and returns its status, stdout and stderr.
    static func runDirect(_ arguments: [String], timeout: Duration = .seconds(5)) throws
        -> ChildProcessResult
    {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        return try ChildProcess.run(
            try requirePath(), arguments, environment: environment, timeout: timeout)
    }
}
