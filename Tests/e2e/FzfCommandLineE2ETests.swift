import Foundation
import Testing

/// fzf command lines through the real binary: accepted, with fzf's answers, one warning for
/// what swoop does not implement, and the keys fzf names read from a real terminal.
@Suite(.serialized)
struct FzfCommandLineE2ETests {
    let lines = "alpha\nbeta\n"

    /// Runs swoop on a file holding `input`, with `arguments` before the file's path.
    func filter(_ input: String, _ arguments: [String]) throws -> ChildProcessResult {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-fzf-" + UUID().uuidString).path
        try Data(input.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try SwoopBinary.runDirect(arguments + [path])
    }

    /// fzf 0.74.5's output for each command line (`printf 'ab\nb a\nAb\n' | fzf ARGS`).
    @Test(arguments: [
        (["+s", "-f", "a"], "ab\nb a\nAb\n"),
        (["-x", "+i", "-f", "a"], "ab\nb a\n"),
        (["-i", "-f", "A"], "ab\nAb\nb a\n"),
        (["+i", "-f", "A"], "Ab\n"),
        (["+x", "-f", "b a"], "b a\n"), (["+x", "-e", "-f", "b a"], "b a\n"), (["+x", "-f", "^ab"], ""),
        (["-e", "+e", "--no-sort", "-f", "ba"], "b a\n"),
        (["--extended", "--inline-info", "--no-hscroll", "--tabstop=4", "--algo=v2", "-f", "Ab"], "Ab\n"),
        (["-m", "3", "--border", "rounded", "--preview-label", "foo", "-f", "b a"], "b a\nab\nAb\n"),
        (["--color", "fg:1 bg:2", "--bind", "u,U:up,ctrl-y:execute(echo {})", "-f", "ab"], "ab\nAb\n"),
    ])
    func fzfCommandLinesGiveFzfsAnswer(arguments: [String], expected: String) throws {
        let result = try filter("ab\nb a\nAb\n", arguments)
        #expect(result.status == (expected.isEmpty ? 1 : 0), "\(arguments): \(result.stderr)")
        #expect(result.stdout == expected, "\(arguments)")
    }

    /// fzf 0.74.5's answers (`printf 'ab1\nx 1\n1\n' | fzf ARGS`): its filter streams matches in input
    /// order only under --no-sort without --tac or --sync, and a stream keeps every line (--tail aside).
    @Test(arguments: [
        (["--no-sort", "-f", "1"], "ab1\nx 1\n1\n"), (["--no-sort", "--sync", "-f", "1"], "1\nx 1\nab1\n"),
        (["--no-sort", "--tail=1", "-f", "1"], "ab1\nx 1\n1\n"), (["--tail=1", "-f", "1"], "1\n"),
        (["--no-sort", "--tac", "--tail=2", "-f", "1"], "1\nx 1\n"), (["--no-sort", "--sync", "--tail=2", "-f", "1"], "1\nx 1\n"),
    ])
    func filterSortsUnlessItsMatchesStreamAsFzfsDoes(arguments: [String], expected: String) throws {
        let result = try filter("ab1\nx 1\n1\n", arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(result.stdout == expected, "\(arguments)")
    }

    /// fzf 0.74.5's answers (`printf 'ＡＢＣ１.txt\nStraße\nİstanbul\nɗog\nother\n' | fzf -f QUERY`): fullwidth
    /// forms, ß, İ and a letter with a hook fold to ASCII as fzf folds them.
    @Test(arguments: [("abc1", "ＡＢＣ１.txt\n"), ("strase", "Straße\n"), ("istan", "İstanbul\n"), ("dog", "ɗog\n"),
                      ("'d", "ɗog\n"), ("'ss", "")])
    func lettersFzfFoldsToASCIIMatchTheirASCIIQuery(query: String, expected: String) throws {
        let result = try filter("ＡＢＣ１.txt\nStraße\nİstanbul\nɗog\nother\n", ["-f", query])
        #expect(result.status == (expected.isEmpty ? 1 : 0), "\(query): \(result.stderr)")
        #expect(result.stdout == expected, "\(query)")
    }

    @Test func fzfsOptionsRunWithoutAWord() throws {
        let result = try filter(lines, ["--color=fg:strikethrough", "--color=hl:strikethrough", "--no-winpty", "-f", "a"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "alpha\nbeta\n")
        let quiet = try filter(lines, ["-x", "--no-border", "--smart-case", "-f", "a"])
        #expect(quiet.stderr.isEmpty && quiet.status == 0)
    }

    @Test func onlyABadValueOfAKnownOptionExitsTwo() throws {
        for arguments in [["--tabstop=0"], ["--algo=v3"], ["--layout=sideways"], ["--bind=a:fly"], ["--scroll-off=-1"]] {
            let result = try filter(lines, arguments + ["-f", "a"])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("swoop: --"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    /// Key names and the tmux keys that send them (xterm sequences).
    static let keys: [(name: String, tmux: String)] = [
        ("shift-left", "S-Left"), ("shift-right", "S-Right"), ("shift-up", "S-Up"), ("shift-down", "S-Down"),
        ("ctrl-alt-a", "C-M-a"), ("alt-space", "M-Space"), ("alt-bs", "M-BSpace"), ("alt-enter", "M-Enter"),
        ("f1", "F1"), ("f5", "F5"), ("f12", "F12"), ("alt-up", "M-Up"), ("ctrl-right", "C-Right"),
        ("ctrl-alt-delete", "C-M-Delete"), ("space", "Space"), (",", ","), ("ctrl-h", "C-h"),
    ]

    @Test(arguments: keys)
    func keysFzfNamesAreReadFromTheTerminal(name: String, tmux: String) async throws {
        let session = try TmuxSession.start(["--expect=\(name)", "items"], files: ["items": lines])
        defer { session.close() }
        _ = try await session.waitUntil("two items") { $0.count == "2/2" }
        try session.send(keys: tmux)
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "\(name)\nalpha\n", "\(tmux) should be \(name)")
    }

    @Test func severalKeysShareOneAction() async throws {
        let session = try TmuxSession.start(["--bind=ctrl-x,F2,alt-,:last", "items"], files: ["items": lines])
        defer { session.close() }
        for keys in [["C-x"], ["F2"], ["M-,"]] {
            _ = try await session.waitUntil("alpha highlighted") { $0.highlighted == "alpha" }
            try session.send(keys: keys[0])
            _ = try await session.waitUntil("\(keys[0]) went to the last line") { $0.highlighted == "beta" }
            try session.send(keys: "Up")
        }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "alpha\n")
    }
}
