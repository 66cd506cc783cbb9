import Foundation
import Testing

/// The binary under the name fzf (a symlink, as `ln -s "$(command -v swoop)" ~/.local/bin/fzf` makes it) is fzf
/// to its callers, and under its own name swoop. Each expected screen is what the real fzf 0.74 drew for
/// the same command line in a pane of the same size.
@Suite(.serialized)
struct FzfNameE2ETests {
    /// A bash command line run with `fzf` first on PATH, a link to the binary under test.
    static func asFzf(_ command: String, files: [String: String] = [:], width: Int = 40, height: Int = 6) throws -> TmuxSession {
        try TmuxSession.start(shell: "mkdir -p bin && ln -sf \"$SWOOP\" bin/fzf && PATH=$PWD/bin:$PATH; \(command)",
                              files: files, width: width, height: height)
    }

    /// The pane's rows, trailing blanks trimmed (tmux trims them).
    static func rows(_ session: TmuxSession) throws -> [String] {
        try session.capture().components(separatedBy: "\n").dropLast().map { String($0) }
    }

    @Test func versionIsFzfsUnderItsNameAndSwoopsUnderSwoops() async throws {
        let session = try Self.asFzf("fzf --version; \"$SWOOP\" --version; fzf --version --no-height")
        defer { session.close() }
        let exit = try await session.waitForExit()
        let lines = exit.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.range(of: #"^0\.[0-9]+\.[0-9]+ \(swoop [0-9.]+\)$"#, options: .regularExpression) != nil)
        #expect(lines.dropFirst().first?.hasPrefix("swoop ") == true)
        #expect(lines.last == lines.first)
    }

    @Test func fzfsLookThePromptAtTheBottom() async throws {
        let session = try Self.asFzf("printf 'alpha\\nbeta\\ngamma\\n' | fzf")
        defer { session.close() }
        let screen = try await session.waitForScreen(containing: "3/3")
        #expect(screen.lines == ["", "▌ gamma", "▌ beta", "▌ alpha", "  3/3 ─────────────────────────────────", ">"])
        try session.type("alpz")
        try await session.waitUntil("no match") { $0.lines.last == "> alpz" }
        // No typo rows under fzf's name: nothing matches, nothing is listed.
        #expect(try Self.rows(session) == ["", "", "", "", "  0/3 ─────────────────────────────────", "> alpz"])
    }

    /// fzf draws control characters as nothing (fzf-tab's NUL-separated lines read cleanly); swoop in caret
    /// notation. Neither sends them to the terminal.
    @Test func controlCharactersTakeNoColumnUnderFzfsName() async throws {
        let fzf = try Self.asFzf("printf 'a\\000b\\tc\\001d\\033e\\n' | fzf", width: 30, height: 5)
        defer { fzf.close() }
        try await fzf.waitForScreen(containing: "1/1")
        #expect(try Self.rows(fzf) == ["", "", "▌ ab      cde", "  1/1 ───────────────────────", ">"])
        let swoop = try TmuxSession.start(shell: "printf 'a\\000b\\tc\\001d\\033e\\n' | \"$SWOOP\"", width: 30, height: 5)
        defer { swoop.close() }
        #expect(try await swoop.waitForCount("1/1").items == ["a^@b    c^Ad^[e"])
    }

    @Test func escQuitsAtOnceUnderFzfsName() async throws {
        let session = try Self.asFzf("printf 'alpha\\nbeta\\n' | fzf")
        defer { session.close() }
        try await session.waitForScreen(containing: "2/2")
        try session.type("al")
        try await session.waitForScreen(containing: "1/2")
        try session.send(keys: "Escape")
        let exit = try await session.waitForExit()
        #expect(exit.status == 130)
    }

    @Test func escClearsTheQueryFirstUnderSwoopsName() async throws {
        let session = try TmuxSession.start(shell: "printf 'alpha\\nbeta\\n' | \"$SWOOP\"", width: 40, height: 6)
        defer { session.close() }
        try await session.waitForCount("2/2")
        try session.type("al")
        try await session.waitForCount("1/2")
        try session.send(keys: "Escape")
        try await session.waitForCount("2/2")
        try session.send(keys: "Escape")
        #expect(try await session.waitForExit().status == 130)
    }

    @Test func fzfsDefaultOptionsAndCommandCountSwoopsDoNot() async throws {
        let session = try Self.asFzf(
            "FZF_DEFAULT_COMMAND='printf \"one\\ntwo\\n\"' SWOOP_DEFAULT_COMMAND='echo swoop' "
                + "FZF_DEFAULT_OPTS=\"--prompt='F> '\" SWOOP_DEFAULT_OPTS=--reverse fzf")
        defer { session.close() }
        let screen = try await session.waitForScreen(containing: "2/2")
        #expect(screen.lines == ["", "", "▌ two", "▌ one", "  2/2 ─────────────────────────────────", "F>"])
        try session.send(keys: "Enter")
        #expect(try await session.waitForExit().stdout == "one\n")
    }

    @Test func underSwoopSwoopsVariablesWinAndFzfsAreReadWhereTheyAreUnset() async throws {
        let both = try TmuxSession.start(
            shell: "FZF_DEFAULT_COMMAND='echo fzf' SWOOP_DEFAULT_COMMAND='echo swoop' FZF_DEFAULT_OPTS=--prompt=F: \"$SWOOP\"",
            width: 40, height: 6)
        defer { both.close() }
        let screen = try await both.waitForCount("1/1")
        #expect(screen.items == ["swoop"])
        #expect(screen.searchBar.hasPrefix("F:"))
        let fallback = try TmuxSession.start(shell: "FZF_DEFAULT_COMMAND='echo fzf' \"$SWOOP\"", width: 40, height: 6)
        defer { fallback.close() }
        #expect(try await fallback.waitForCount("1/1").items == ["fzf"])
    }

    @Test func anEmptyDefaultCommandIsTheWalker() async throws {
        let session = try Self.asFzf("FZF_DEFAULT_COMMAND= fzf", files: ["only-file": ""], height: 16)
        defer { session.close() }
        try await session.waitForScreen(containing: "only-file")
    }

    @Test func helpSpeaksOfTheNameItWasCalledBy() async throws {
        let session = try Self.asFzf("fzf --help | head -1; \"$SWOOP\" --help | head -1")
        defer { session.close() }
        let exit = try await session.waitForExit()
        #expect(exit.stdout.hasPrefix("usage: fzf [OPTIONS]"))
        #expect(exit.stdout.contains("\nusage: swoop [OPTIONS]"))
    }
}
