import Foundation
import Testing

/// The Nushell scripts of `shell/`, read as text (no test here runs Nushell): their brackets and
/// quotes close, no command is defined twice across the two (`swoop --nushell` prints them as
/// one file, and Nushell refuses a second definition in one file), and each key binding runs a
/// command they define.
@Suite struct NushellScriptTests {
    static let names = ["key-bindings.nu", "fuzzy-completion.nu"]

    static func text(of name: String) throws -> String {
        let shell = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shell")
        return try String(contentsOf: shell.appendingPathComponent(name), encoding: .utf8)
    }

    /// What is open while a script is scanned: a bracket, or a string (`$"…"` and `$'…'` interpolate
    /// the code in their parentheses).
    enum Open {
        case bracket(Character, line: Int)
        case string(Character, interpolates: Bool, line: Int)
    }

    /// The first bracket or quote of `text` left open or closed by the wrong closer, or nil; comments
    /// and the insides of strings are skipped.
    static func unbalanced(_ text: String) -> String? {
        let characters = Array(text)
        let openers: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        var open: [Open] = []
        var line = 1
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "\n" { line += 1 }
            if case .string(let quote, let interpolates, _) = open.last {
                if quote == "\"" && character == "\\" {
                    index += 2
                    continue
                }
                if character == quote {
                    open.removeLast()
                } else if interpolates && character == "(" {
                    open.append(.bracket("(", line: line))
                }
                index += 1
                continue
            }
            switch character {
            case "#" where index == 0 || " \t\n;([{".contains(characters[index - 1]):
                while index < characters.count && characters[index] != "\n" { index += 1 }
                continue
            case "$" where next == "\"" || next == "'":
                open.append(.string(next ?? "\"", interpolates: true, line: line))
                index += 1
            case "\"", "'", "`":
                open.append(.string(character, interpolates: false, line: line))
            case "(", "[", "{":
                open.append(.bracket(character, line: line))
            case ")", "]", "}":
                guard case .bracket(let opener, _) = open.last, opener == openers[character] else {
                    return "line \(line): \(character) closes nothing it opened"
                }
                open.removeLast()
            default:
                break
            }
            index += 1
        }
        return switch open.last {
        case .bracket(let opener, let line): "line \(line): \(opener) is never closed"
        case .string(let quote, _, let line): "line \(line): \(quote) is never closed"
        case nil: nil
        }
    }

    /// The commands `text` defines (`def NAME`, `def --env NAME`), in order.
    static func definitions(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.firstMatch(of: #/^def (?:--env )?([A-Za-z0-9_-]+) /#).map { String($0.output.1) }
        }
    }

    @Test func bracketsAndQuotesClose() throws {
        for name in Self.names {
            let problem = Self.unbalanced(try Self.text(of: name))
            #expect(problem == nil, "\(name): \(problem ?? "")")
        }
    }

    @Test func theScannerFindsWhatIsLeftOpen() {
        #expect(Self.unbalanced("def a [] { (1 + [2]) } # (\nlet b = $\"x (1 + (2)) y\"") == nil)
        #expect(Self.unbalanced("let a = '\\' + \"\\\"\"") == nil)
        #expect(Self.unbalanced("def a [] { (1 + [2) }") == "line 1: ) closes nothing it opened")
        #expect(Self.unbalanced("def a [] {\n  let b = \"c\n}") == "line 2: \" is never closed")
        #expect(Self.unbalanced("let a = $\"(1 + 2\"") == "line 1: \" is never closed")
    }

    @Test func eachCommandIsDefinedOnceAcrossBothScripts() throws {
        let definitions = try Self.names.flatMap { Self.definitions(in: try Self.text(of: $0)) }
        #expect(!definitions.isEmpty)
        #expect(Set(definitions).count == definitions.count, "\(definitions)")
    }

    @Test func eachKeyBindingRunsADefinedCommand() throws {
        let text = try Self.text(of: "key-bindings.nu")
        let commands = text.matches(of: /cmd: '([^']*)'/).map { String($0.output.1) }
        #expect(commands == ["__swoop_file_widget", "__swoop_history_widget", "__swoop_cd_widget"])
        let definitions = Set(Self.definitions(in: text))
        #expect(commands.allSatisfy(definitions.contains), "\(commands)")
    }
}
