import Foundation
import Testing

/// swoop with nothing piped in, in a real terminal: the files below the current directory
/// (its own walker), or `$SWOOP_DEFAULT_COMMAND`'s output, picked and printed byte for byte.
@Suite(.serialized)
struct WalkerE2ETests {
    /// A shell line that makes a tree in `tree/` (the scratch directory holds the test's own
    /// files) and runs `swoop` there, with `$SWOOP_DEFAULT_COMMAND` unset unless `command` sets it.
    static func inTree(_ swoop: String, command: String? = nil) -> String {
        let setup = "mkdir -p tree/sub tree/.git tree/node_modules/pkg && cd tree && touch alpha.txt sub/deep.txt .git/config node_modules/pkg/index.js"
        let environment = command.map { "SWOOP_DEFAULT_COMMAND=\(TmuxSession.shellQuote($0))" } ?? "env -u SWOOP_DEFAULT_COMMAND"
        return "\(setup) && \(environment) \(swoop)"
    }

    @Test func withNoInputTheFilesBelowTheCurrentDirectoryAreListedAndOneIsPicked() async throws {
        let session = try TmuxSession.start(shell: Self.inTree("\"$SWOOP\""))
        defer { session.close() }
        let screen = try await session.waitForCount("2/2")
        // .git and node_modules are skipped, as fzf's walker skips them.
        #expect(Set(screen.items) == ["alpha.txt", "sub/deep.txt"])
        try session.type("deep")
        try await session.waitUntil("sub/deep.txt alone") { $0.count == "1/2" && $0.highlighted == "sub/deep.txt" }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "sub/deep.txt\n")
    }

    @Test func aNameHoldingANewlineIsOneItemAndPrintsByteForByte() async throws {
        let session = try TmuxSession.start(shell: Self.inTree("touch $'two\\nlines' && \"$SWOOP\" --walker-skip=sub,.git,node_modules"))
        defer { session.close() }
        try await session.waitForCount("2/2")
        try session.type("two")
        try await session.waitUntil("the one item") { $0.count == "1/2" }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "two\nlines\n")
    }

    @Test func walkerOptionsChooseWhatIsListed() async throws {
        let session = try TmuxSession.start(shell: Self.inTree("\"$SWOOP\" --walker=dir,hidden --walker-skip=node_modules"))
        defer { session.close() }
        let screen = try await session.waitForCount("2/2")
        #expect(Set(screen.items) == [".git/", "sub/"])
    }

    @Test func theDefaultCommandIsTheInputWhenSet() async throws {
        let session = try TmuxSession.start(shell: Self.inTree("\"$SWOOP\"", command: "printf 'one\\ntwo\\n'"))
        defer { session.close() }
        let screen = try await session.waitForCount("2/2")
        #expect(screen.items == ["one", "two"])
        try session.send(keys: "Down", "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "two\n")
    }

    @Test func aStartReloadIsTheInputInsteadOfTheWalker() async throws {
        let session = try TmuxSession.start(shell: Self.inTree("\"$SWOOP\" --bind 'start:reload(echo reloaded)'"))
        defer { session.close() }
        let screen = try await session.waitForCount("1/1")
        #expect(screen.items == ["reloaded"])
    }

    @Test func filterSearchesTheWalkedTree() async throws {
        let session = try TmuxSession.start(shell: Self.inTree("\"$SWOOP\" --filter=txt"))
        defer { session.close() }
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        // fzf 0.74's answer in the same tree: the path scheme's (the default scheme puts alpha.txt first).
        #expect(exit.stdout == "sub/deep.txt\nalpha.txt\n")
    }

    @Test func aDirectoryThatCannotBeReadIsPassedOver() async throws {
        // As root every directory can be read: then swoop runs as nobody (setpriv, util-linux).
        let asUser = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        let line = "mkdir -p tree/locked tree/open && touch tree/open/y tree/locked/z && chmod 755 . tree && chmod 000 tree/locked"
            + " && cd tree && \(asUser)\"$SWOOP\" --filter=; status=$?; chmod 755 locked; (exit $status)"
        let session = try TmuxSession.start(shell: line)
        defer { session.close() }
        let exit = try await session.waitForExit()
        #expect(exit.status == 0, "\(exit.stderr)")
        #expect(exit.stdout == "open/y\n")
    }

    @Test func aRootThatCannotBeReadIsSaidOnStderrAndTheRestWalked() async throws {
        let session = try TmuxSession.start(shell: Self.inTree("\"$SWOOP\" --filter= --walker-root missing sub"))
        defer { session.close() }
        let exit = try await session.waitForExit()
        #expect(exit.stderr == "swoop: cannot read missing: No such file or directory\n")
        #expect(exit.stdout == "sub/deep.txt\n")
    }
}
