import Foundation
import Testing

/// One `fzf --filter` run recorded by `scripts/gen-fzf-field-cases.py`: input, arguments, and fzf's answer.
struct FzfFieldCase: Sendable, Decodable, CustomTestStringConvertible {
    /// What the case is about (`acceptNth`, `withNth`, `nth`, `ranges`, `ansi`, `read0`, `nul`).
    let group: String
    /// What fzf read on stdin.
    let input: String
    let arguments: [String]
    /// What fzf printed, and its exit status.
    let stdout: String
    let status: Int32

    var testDescription: String { "\(group) \(arguments)" }

    /// The recorded cases (one JSON object a line).
    static let fixture = SwoopBinary.packageRoot.appendingPathComponent("Tests/fixtures/fzf-field-cases.jsonl")

    /// Every recorded case.
    static func loadAll() throws -> [FzfFieldCase] {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(FzfFieldCase.self, from: Data($0.utf8)) }
    }

    /// Every recorded case, or none when the file cannot be read (`FzfFieldCasesE2ETests` checks it can).
    static let all: [FzfFieldCase] = (try? loadAll()) ?? []

    /// Runs swoop with the case's arguments and input on stdin.
    func runSwoop() throws -> ChildProcessResult {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-fzf-case-" + UUID().uuidString).path
        try Data(input.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        return try ChildProcess.run(try SwoopBinary.requirePath(), arguments, environment: environment, stdinPath: path)
    }
}
