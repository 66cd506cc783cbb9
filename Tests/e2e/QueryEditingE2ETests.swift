import Foundation
import Testing

/// fzf's readline keys and query-editing actions in the real binary, under its own name and under the
/// name fzf (the keys are the same under both). Each case starts with a query, presses keys, types `|`
/// or `[`…`]` to show where the cursor is and what Ctrl-Y puts back, and ends with Enter bound to
/// `print-query`; the expected output and status are what the real fzf 0.74.5 gave for the same
/// command line and keys in tmux.
@Suite(.serialized)
struct QueryEditingE2ETests {
    /// A key by tmux's name, or text typed as it is.
    enum Press: Sendable {
        case key(String)
        case text(String)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let query: String
        let presses: [Press]
        /// What fzf printed (the query, then a newline) and its exit status.
        let stdout: String
        let status: Int32
        var options: [String] = []

        var testDescription: String { "\(query.isEmpty ? "(empty)" : query): \(stdout.isEmpty ? "status \(status)" : String(stdout.dropLast()))" }
    }

    static let cases: [Case] = [
        // Alt-B, Shift-Left, Alt-Left: back to the start of a run of letters and numbers.
        Case(query: "foo bar-baz", presses: [.key("M-b"), .text("|")], stdout: "foo bar-|baz\n", status: 0),
        Case(query: "foo bar-baz", presses: [.key("M-b"), .key("S-Left"), .key("M-Left"), .text("|")],
             stdout: "|foo bar-baz\n", status: 0),
        // Alt-F, Shift-Right, Alt-Right: on to a word's end, then to the query's end.
        Case(query: "foo bar-baz", presses: [.key("C-a"), .key("M-f"), .key("S-Right"), .text("|"), .key("M-Right"), .text("|")],
             stdout: "foo bar|-baz|\n", status: 0),
        // Alt-Backspace stops at the `-`; Ctrl-W only at a blank, and not at U+3000.
        Case(query: "foo bar-baz  ", presses: [.key("M-BSpace"), .text("["), .key("C-y"), .text("]")],
             stdout: "foo bar-[baz  ]\n", status: 0),
        Case(query: "foo bar-baz", presses: [.key("C-w"), .text("["), .key("C-y"), .text("]")],
             stdout: "foo [bar-baz]\n", status: 0),
        Case(query: "foo\u{3000}bar", presses: [.key("C-w"), .text("["), .key("C-y"), .text("]")],
             stdout: "[foo\u{3000}bar]\n", status: 0),
        // Kills in a row do not add up: Ctrl-Y gets back the last one.
        Case(query: "foo bar baz", presses: [.key("C-w"), .key("C-w"), .text("["), .key("C-y"), .text("]")],
             stdout: "foo [bar ]\n", status: 0),
        // Alt-D: on to the end of the word, the second time with the space before it.
        Case(query: "foo bar-baz", presses: [.key("C-a"), .key("M-d"), .key("M-d"), .text("["), .key("C-y"), .text("]")],
             stdout: "[ bar]-baz\n", status: 0),
        // The subword actions (no default keys in fzf).
        Case(query: "fooBarBaz qux", presses: [.key("F1"), .key("F1"), .text("|"), .key("C-a"), .key("F2"), .text("|")],
             stdout: "foo|Bar|Baz qux\n", status: 0),
        Case(query: "fooBar-baz", presses: [.key("F4"), .key("F4"), .text("["), .key("C-y"), .text("]")],
             stdout: "foo[Bar-]\n", status: 0),
        Case(query: "fooBar-baz", presses: [.key("C-a"), .key("F3"), .text("["), .key("C-y"), .text("]")],
             stdout: "[foo]Bar-baz\n", status: 0),
        // Ctrl-D deletes under the cursor, does nothing at the end, and quits on an empty query.
        Case(query: "ab", presses: [.key("C-d"), .text("|")], stdout: "ab|\n", status: 0),
        Case(query: "ab", presses: [.key("C-a"), .key("C-d"), .key("C-d"), .key("C-d")], stdout: "", status: 130),
        Case(query: "ab", presses: [.key("F8"), .key("F8"), .key("F8")], stdout: "", status: 130),
        Case(query: "/usr/local/bin-x y", presses: [.key("M-b"), .key("M-b"), .text("|")],
             stdout: "/usr/|local/bin-x y\n", status: 0, options: ["--filepath-word"]),
    ]

    static let bindings = "enter:print-query,f1:backward-subword,f2:forward-subword,f3:kill-subword,"
        + "f4:backward-kill-subword,f8:backward-delete-char/eof"

    @Test(arguments: ["swoop", "fzf"], cases)
    func editingKeysDoWhatFzfsDo(name: String, example: Case) async throws {
        let arguments = ["--query", example.query, "--bind", Self.bindings] + example.options
        let quoted = arguments.map(TmuxSession.shellQuote).joined(separator: " ")
        let program = name == "fzf" ? "mkdir -p bin && ln -sf \"$SWOOP\" bin/fzf && seq 10 | bin/fzf" : "seq 10 | \"$SWOOP\""
        let session = try TmuxSession.start(shell: "\(program) \(quoted)")
        defer { session.close() }
        try await session.waitUntil("the picker drawn") { $0.text.contains("/10") }
        for press in example.presses {
            switch press {
            case .key(let key): try session.send(keys: key)
            case .text(let text): try session.type(text)
            }
        }
        if example.status == 0 { try session.send(keys: "Enter") }
        let exit = try await session.waitForExit()
        #expect(exit.status == example.status)
        #expect(exit.stdout == example.stdout)
        #expect(exit.stderr.isEmpty)
    }
}
