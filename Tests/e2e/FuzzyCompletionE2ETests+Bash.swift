import Foundation
import Testing

/// bash alone: the completions a command had before are kept for words without the trigger.
extension FuzzyCompletionE2ETests {
    @Test func bashFuzzyCompletionKeepsEarlierCompletionsAndSurvivesASecondSource() async throws {
        // A function completion and a word list, both set before the script is sourced (twice),
        // for commands the script gives path completion.
        let session = try await startBash(
            before: "_mine() { COMPREPLY=(mine-one); }; complete -F _mine vim; complete -W 'walpha wbeta' ls",
            sources: ["fuzzy-completion.bash", "fuzzy-completion.bash"])
        defer { session.close() }

        try await typeLine(session, "vim x")
        try session.send(keys: "Tab")
        try await waitForLine(session, "vim mine-one")
        try session.send(keys: "C-u")
        try await typeLine(session, "ls wa")
        try session.send(keys: "Tab")
        try await waitForLine(session, "ls walpha")

        // The trigger works for both commands.
        for command in ["vim", "ls"] {
            try session.send(keys: "C-u")
            try await typeLine(session, "\(command) src/fo**")
            try session.send(keys: "Tab")
            try await session.waitUntil("src/foo.txt alone") { Shells.isPicker($0) && $0.items == ["src/foo.txt"] }
            try session.send(keys: "Enter")
            try await waitForLine(session, "\(command) src/foo.txt")
        }
    }

    @Test func bashFuzzyCompletionWrapsACompletionLoadedOnDemand() async throws {
        // bash-completion's way: the default completion loads a command's own and returns 124.
        let session = try await startBash(before: """
            _lazy() { COMPREPLY=(lazy-done); }
            _loader() { complete -F _lazy "$1"; return 124; }
            complete -D -F _loader
            """)
        defer { session.close() }

        try await typeLine(session, "lazycmd x")
        try session.send(keys: "Tab")
        try await waitForLine(session, "lazycmd lazy-done")
        try session.send(keys: "C-u")
        try await typeLine(session, "lazycmd src/fo**")
        try session.send(keys: "Tab")
        try await session.waitUntil("src/foo.txt alone") { Shells.isPicker($0) && $0.items == ["src/foo.txt"] }
        try session.send(keys: "Enter")
        try await waitForLine(session, "lazycmd src/foo.txt")
    }

    @Test func bashFuzzyCompletionRunsTheUsersComprunAndCompleteFunctions() async throws {
        // fzf's API: _swoop_comprun gets the command first; _swoop_complete with a _post filter.
        let session = try await startBash(before: """
            _swoop_comprun() { local command=$1; shift; swoop --prompt="$command> " "$@"; }
            _swoop_complete_pets() { _swoop_complete --multi -- "$@" < <(printf '%s\\n' 'cat 1' 'dog 2'); }
            _swoop_complete_pets_post() { command awk '{print $2}'; }
            complete -F _swoop_complete_pets -o default pets
            """)
        defer { session.close() }

        try await typeLine(session, "pets do**")
        try session.send(keys: "Tab")
        let picker = try await session.waitUntil("dog 2 alone") { Shells.isPicker($0) && $0.items == ["dog 2"] }
        #expect(picker.searchBar.contains("pets> "))
        try session.send(keys: "Enter")
        try await waitForLine(session, "pets 2")
    }
}
