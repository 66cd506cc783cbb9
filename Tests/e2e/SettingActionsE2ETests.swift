import Foundation
import Testing

/// `search(…)`, `change-nth`, `change-with-nth`, `change-header-lines`, their `transform-` forms,
/// `--info-command`, and a reload while searching is off, in the real binary under the name fzf.
/// Each expected screen is what the real fzf 0.74.5 drew for the same command line and keys in a
/// pane of the same size (40×8).
@Suite(.serialized)
struct SettingActionsE2ETests {
    static let signs = ListActionsE2ETests.signs

    /// Runs `command` under the name fzf, waits for `ready`, sends `keys` (tmux key names; a
    /// `"text:"` prefix types the rest), waits for `rows`, then Enter picks `picked`.
    static func check(_ command: String, ready: String, keys: [String], rows: [String], picked: String) async throws {
        let session = try FzfNameE2ETests.asFzf(command, width: 40, height: 8)
        defer { session.close() }
        try await session.waitForScreen(containing: ready)
        for key in keys {
            if key.hasPrefix("text:") { try session.type(String(key.dropFirst(5))) } else { try session.send(keys: key) }
        }
        try await session.waitUntil("the screen fzf draws") { $0.lines == rows }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == picked)
    }

    @Test func changeHeaderLinesTakesTheFirstLinesIntoTheHeaderAndTheirMarksGo() async throws {
        try await Self.check("seq 4 | fzf \(Self.signs) --multi --bind 'ctrl-a:change-header-lines(2)'",
                             ready: "4/4", keys: ["Tab", "Up", "Tab", "C-a"],
                             rows: ["", "", "  4", "> 3", "  2", "  1", "  2/2 (0) ─────────────────────────────", ">"],
                             picked: "3\n")
    }

    @Test func transformHeaderLinesGivesTheHeaderBackToTheList() async throws {
        let command = "seq 6 | fzf \(Self.signs) --header-lines 1 --bind 'ctrl-a:change-header-lines(3),ctrl-b:transform-header-lines(echo 0)'"
        try await Self.check(command, ready: "5/5", keys: ["Up", "C-a"],
                             rows: ["  6", "> 5", "  4", "  3", "  2", "  1", "  3/3 ─────────────────────────────────", ">"],
                             picked: "5\n")
        try await Self.check(command, ready: "5/5", keys: ["Up", "C-a", "C-b"],
                             rows: ["  6", "> 5", "  4", "  3", "  2", "  1", "  6/6 ─────────────────────────────────", ">"],
                             picked: "5\n")
    }

    @Test func searchFiltersByItsArgumentUntilTheQueryIsEdited() async throws {
        let command = "printf 'apple\\nbanana\\napricot\\n' | fzf \(Self.signs) --bind 'ctrl-s:search(ap)'"
        try await Self.check(command, ready: "3/3", keys: ["C-s"],
                             rows: ["", "", "", "", "  apricot", "> apple", "  2/3 ─────────────────────────────────", ">"],
                             picked: "apple\n")
        try await Self.check(command, ready: "3/3", keys: ["C-s", "text:b"],
                             rows: ["", "", "", "", "", "> banana", "  1/3 ─────────────────────────────────", "> b"],
                             picked: "banana\n")
    }

    @Test func changeNthTakesItsAlternativesInTurn() async throws {
        let command = "printf 'a b\\nb a\\nc c\\n' | fzf \(Self.signs) --nth 1 --bind 'ctrl-n:change-nth(2|1)'"
        let rule = "  1/3 ─────────────────────────────────"
        try await Self.check(command, ready: "3/3", keys: ["text:a"],
                             rows: ["", "", "", "", "", "> a b", rule, "> a"], picked: "a b\n")
        try await Self.check(command, ready: "3/3", keys: ["text:a", "C-n"],
                             rows: ["", "", "", "", "", "> b a", rule, "> a"], picked: "b a\n")
        try await Self.check(command, ready: "3/3", keys: ["text:a", "C-n", "C-n"],
                             rows: ["", "", "", "", "", "> a b", rule, "> a"], picked: "a b\n")
    }

    @Test func transformNthSearchesTheFieldsTheCommandPrints() async throws {
        try await Self.check("printf 'a b\\nb a\\n' | fzf \(Self.signs) --bind 'ctrl-t:transform-nth(echo 2)'",
                             ready: "2/2", keys: ["text:a", "C-t"],
                             rows: ["", "", "", "", "", "> b a", "  1/2 ─────────────────────────────────", "> a"],
                             picked: "b a\n")
    }

    @Test func changeWithNthShowsOtherFieldsAndTheLineIsStillPickedWhole() async throws {
        let command = "printf 'a b c\\nd e f\\n' | fzf \(Self.signs) --with-nth 1 --bind 'ctrl-w:change-with-nth(2|3)'"
        let rule = "  2/2 ─────────────────────────────────"
        try await Self.check(command, ready: "2/2", keys: ["C-w"],
                             rows: ["", "", "", "", "  e", "> b", rule, ">"], picked: "a b c\n")
        try await Self.check(command, ready: "2/2", keys: ["C-w", "C-w"],
                             rows: ["", "", "", "", "  f", "> c", rule, ">"], picked: "a b c\n")
    }

    @Test func infoCommandReplacesTheCountsAndGetsThemAndTheCursorsPosition() async throws {
        try await Self.check("seq 10 | fzf \(Self.signs) --info-command 'echo \"[$FZF_POS] $FZF_INFO\"'",
                             ready: "[1] 10/10", keys: ["Up", "text:1"],
                             rows: ["", "", "", "", "> 10", "  1", "  [2] 2/10 ────────────────────────────", "> 1"],
                             picked: "10\n")
    }

    @Test func inlineInfoCommandShowsTheCommandsTextAfterTheQuery() async throws {
        try await Self.check("seq 10 | fzf \(Self.signs) --info inline --info-command 'printf \"\\033[31mred\\033[0m $FZF_INFO\"'",
                             ready: "red 10/10", keys: ["text:1"],
                             rows: ["", "", "", "", "", "  10", "> 1", "> 1  < red 2/10 ───────────────────────"],
                             picked: "1\n")
    }

    @Test func aReloadWithSearchingOffListsEveryLineAndKeepsTheQueryShown() async throws {
        try await Self.check("seq 10 | fzf \(Self.signs) --bind 'ctrl-d:disable-search,ctrl-r:reload(seq 5)'",
                             ready: "10/10", keys: ["text:1", "C-d", "C-r"],
                             rows: ["", "  5", "  4", "  3", "  2", "> 1", "  5/5 ─────────────────────────────────", "> 1"],
                             picked: "1\n")
    }

    @Test func aReloadAfterSearchSearchesTheNewLinesForItsArgument() async throws {
        try await Self.check("seq 10 | fzf \(Self.signs) --bind 'ctrl-s:search(2),ctrl-r:reload(seq 30)'",
                             ready: "10/10", keys: ["C-s", "C-r"],
                             rows: ["  24", "  23", "  22", "  21                                   │",
                                    "  20                                   │", "> 2                                    │",
                                    "  12/30 ───────────────────────────────", ">"],
                             picked: "2\n")
    }
}
