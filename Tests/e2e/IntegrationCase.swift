import Foundation
import Testing

/// One call an integration made to fzf (fzf.vim, fzf-tab, forgit, fzf-git.sh, fzf's key bindings through
/// fzf-tmux), as a logging wrapper caught it, with the keys typed and the real fzf's answer
/// (`scripts/record-integration-answers.py` plays it on a real fzf and writes `stdout` and `status`).
struct IntegrationCase: Sendable, Decodable, CustomTestStringConvertible {
    /// A key typed, text typed, or text to wait for on the screen before going on.
    enum Step: Sendable, Decodable {
        case key(String)
        case type(String)
        case wait(String)

        private enum CodingKeys: String, CodingKey { case key, type, wait }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let key = try container.decodeIfPresent(String.self, forKey: .key) {
                self = .key(key)
            } else if let text = try container.decodeIfPresent(String.self, forKey: .type) {
                self = .type(text)
            } else {
                self = .wait(try container.decode(String.self, forKey: .wait))
            }
        }
    }

    let integration: String
    let name: String
    /// fzf's command line, after the program's name.
    let args: [String]
    /// The `FZF_` variables set for the call.
    let env: [String: String]
    /// What came on stdin; nil for the terminal (the walker or `FZF_DEFAULT_COMMAND` lists the items).
    let input: String?
    /// The files of the directory fzf ran in (name: contents).
    let files: [String: String]?
    /// The pane's columns and rows.
    let size: [Int]
    /// fzf-tmux's layout options, for a call through fzf-tmux (nil: fzf itself).
    let tmux: [String]?
    let keys: [Step]
    /// What the real fzf printed, and its exit status.
    let stdout: String
    let status: Int32

    var testDescription: String { "\(integration): \(name)" }

    /// The folder of the recorded cases, one file an integration, one JSON object a line.
    static let folder = SwoopBinary.packageRoot.appendingPathComponent("Tests/fixtures/integrations")

    /// Every recorded case, file by file in name order.
    static func loadAll() throws -> [IntegrationCase] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        return try names.flatMap { name in
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            return try text.split(separator: "\n").map { try JSONDecoder().decode(IntegrationCase.self, from: Data($0.utf8)) }
        }
    }

    /// Every recorded case, or none when they cannot be read (`IntegrationReplayE2ETests` checks they can).
    static let all: [IntegrationCase] = (try? loadAll()) ?? []

    /// The pane's bash command line: the binary under test as `fzf` first on PATH (and swoop's fzf-tmux
    /// beside it for a call through fzf-tmux), the variables exported, the call run in `work/`.
    var command: String {
        var parts = ["mkdir -p bin work && ln -sf \"$SWOOP\" bin/fzf"]
        if tmux != nil {
            let script = SwoopBinary.packageRoot.appendingPathComponent("shell/fzf-tmux").path
            parts.append("cp \(TmuxSession.shellQuote(script)) bin/")
            // A popup needs the viewer attached as the session's client.
            parts.append("until tmux list-clients 2>/dev/null | grep -q .; do sleep 0.05; done")
        } else {
            // Outside tmux, as recorded (fzf-git.sh's --tmux then leaves the picker in the terminal).
            parts.append("unset TMUX TMUX_PANE")
        }
        parts.append("PATH=$PWD/bin:$PATH")
        for (name, value) in env.sorted(by: { $0.key < $1.key }) {
            parts.append("export \(name)=\(TmuxSession.shellQuote(value))")
        }
        var call = tmux.map { (["fzf-tmux"] + $0.map(TmuxSession.shellQuote)).joined(separator: " ") } ?? "fzf"
        call += args.map { " " + TmuxSession.shellQuote($0) }.joined()
        if input != nil { call += " < ../input" }
        parts.append("cd work && " + call)
        return parts.joined(separator: "; ")
    }

    /// The files the pane's directory starts with: the call's own under `work/`, and its input.
    var paneFiles: [String: String] {
        var placed: [String: String] = [:]
        for (name, contents) in files ?? [:] { placed["work/" + name] = contents }
        if let input { placed["input"] = input }
        return placed
    }
}
