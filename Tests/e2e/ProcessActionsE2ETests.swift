import Foundation
import Testing

/// `--bind` programs that run commands, in the real binary: the ripgrep launcher, a pager from
/// `execute`, `become`, `reload` while input streams, `transform`, and a hanging command.
@Suite(.serialized)
struct ProcessActionsE2ETests {
    static let sources = [
        "a.txt": "alpha beta\ngamma\n",
        "b.txt": "beta delta\nzeta\n",
        "c.txt": "epsilon\n",
    ]

    /// fzf's ADVANCED.md ripgrep launcher, with `grep -rn` and with `rg`: the query is grep's,
    /// the list its output, and Ctrl-F switches to filtering that output with swoop's own search.
    @Test(arguments: ["grep -n --color=always", "rg --line-number --no-heading --color=always --sort=path"])
    func theRipgrepLauncherSearchesWithTheToolThenFilters(tool: String) async throws {
        let session = try TmuxSession.start([
            "--disabled", "--ansi", "--delimiter", ":", "--nth", "3..", "--prompt", "1. grep> ",
            "--bind", "start:reload:\(tool) {q} a.txt b.txt c.txt || true",
            "--bind", "change:reload:sleep 0.1; \(tool) {q} a.txt b.txt c.txt || true",
            "--bind", "ctrl-f:unbind(change,ctrl-f)+change-prompt(2. swoop> )+enable-search+clear-query",
        ], files: Self.sources)
        defer { session.close() }
        try await session.waitForCount("5/5")
        try session.type("beta")
        let grepped = try await session.waitUntil("grep's matches for beta") { $0.count == "2/2" }
        #expect(Set(grepped.items) == ["a.txt:1:alpha beta", "b.txt:1:beta delta"])

        try session.send(keys: "C-f")
        try await session.waitUntil("swoop's own search over grep's output") { $0.searchBar.hasPrefix("2. swoop>") && $0.count == "2/2" }
        // --nth 3..: the file names are not searched.
        try session.type("b.txt")
        try await session.waitForCount("0/2")
        try session.send(keys: "C-u")
        try session.type("del")
        try await session.waitUntil("filtered by swoop") { $0.count == "1/2" && $0.highlighted?.contains("beta delta") == true }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "b.txt:1:beta delta\n")
    }

    /// `execute` hands the terminal to a pager and draws the picker again when it quits.
    @Test func executeOpensAPagerAndComesBackToAnIntactScreen() async throws {
        let session = try TmuxSession.start(["--bind", "ctrl-e:execute(seq 1 500 | less)", "items"], files: ["items": "one\ntwo\nthree\n"])
        defer { session.close() }
        try await session.waitForCount("3/3")
        try session.send(keys: "C-e")
        try await session.waitForScreen(containing: ":")
        try session.send(keys: "G")
        try await session.waitForScreen(containing: "500")
        try session.send(keys: "q")
        let back = try await session.waitUntil("the picker again") { $0.count == "3/3" && $0.items == ["one", "two", "three"] }
        #expect(!back.text.contains("500"))
        try session.type("tw")
        try await session.waitForCount("1/3")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "two\n")
        #expect(exit.sttyBefore == exit.sttyAfter)
    }

    /// `become` replaces swoop by the command, its placeholders filled in and quoted.
    @Test func becomeRunsTheCommandInSwoopsPlace() async throws {
        let session = try TmuxSession.start(["--delimiter", ":", "--bind", "enter:become(printf '%s|%s\\n' {1} {2}; exit 7)", "items"],
                                            files: ["items": "a b:it's $(x)\nother:line\n"])
        defer { session.close() }
        try await session.waitForCount("2/2")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 7)
        #expect(exit.stdout == "a b|it's $(x)\n")
    }

    /// Commands get fzf's variables under both names, and `{+}` the marks in the order made.
    @Test func commandsGetTheVariablesAndTheMarks() async throws {
        let session = try TmuxSession.start([
            "--multi", "--bind", "ctrl-x:become(echo \"$FZF_ACTION|$SWOOP_QUERY|$FZF_MATCH_COUNT|$FZF_SELECT_COUNT|$FZF_POS\" {+} {+n})", "items",
        ], files: ["items": "pear\npeach\nplum\n"])
        defer { session.close() }
        try await session.waitForCount("3/3")
        try session.type("pe")
        try await session.waitForCount("2/3")
        try session.send(keys: "Down")
        try session.send(keys: "Tab")
        try session.send(keys: "Up")
        try session.send(keys: "Tab")
        try await session.waitUntil("two marked") { $0.infoLine.contains("(2)") }
        try session.send(keys: "C-x")
        let exit = try await session.waitForExit()
        // As in fzf, FZF_ACTION is the last action that ran no command (Tab's), not `become`.
        #expect(exit.stdout == "toggle-down|pe|2|2|2 peach pear 1 0\n")
    }

    /// fzf 0.74.5's answer: a command sees as FZF_ACTION (and `{fzf:action}`) the last action done that
    /// ran no command, the one before it in its own binding too: "up up" for both keys here.
    @Test func aCommandsActionIsTheLastOneThatRanNoCommand() async throws {
        let log = "echo $FZF_ACTION {fzf:action} >> said"
        let session = try TmuxSession.start(shell: "seq 3 | \"$SWOOP\" --bind 'space:execute-silent(\(log)),x:up+execute-silent(\(log)),q:abort'")
        defer { session.close() }
        try await session.waitForCount("3/3")
        let file = session.directory.appendingPathComponent("said")
        let lines = { (count: Int) async throws -> Bool in
            try await ProcessTable.eventually { ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").count == count }
        }
        try session.send(keys: "Down")
        try session.send(keys: "Space")
        #expect(try await lines(1))
        try session.send(keys: "x")
        #expect(try await lines(2))
        try session.send(keys: "q")
        _ = try await session.waitForExit()
        #expect(try String(contentsOf: file, encoding: .utf8) == "down down\nup up\n")
    }

    /// fzf 0.74.5's answers for its deprecated execute-multi: `{}` and `{n}` stand for every marked line,
    /// as `{+}` does, or for the cursor line when none is marked.
    @Test func executeMultiGivesTheMarkedLinesToEveryPlaceholder() async throws {
        let session = try FzfNameE2ETests.asFzf(
            "fzf --multi --bind 'alt-a:execute-multi(echo {}/{+} {n} >> said)' < items",
            files: ["items": "foo'bar\nfoo\"bar\nfoo$bar\nfoobar\n"], width: 60, height: 12)
        defer { session.close() }
        let file = session.directory.appendingPathComponent("said")
        let lines = { (count: Int) async throws -> Bool in
            try await ProcessTable.eventually { ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").count == count }
        }
        try await session.waitUntil("four lines") { $0.text.contains("4/4 (0)") }
        try session.send(keys: "Escape", "a")
        #expect(try await lines(1))
        try session.send(keys: "BTab", "BTab", "BTab")
        try await session.waitUntil("three marked") { $0.text.contains("4/4 (3)") }
        try session.send(keys: "Escape", "a")
        #expect(try await lines(2))
        #expect(try String(contentsOf: file, encoding: .utf8)
            == "foo'bar/foo'bar 0\nfoo'bar foo\"bar foo$bar/foo'bar foo\"bar foo$bar 0 1 2\n")
    }

    /// A reload while piped input still streams: the list is the command's output from then on.
    @Test func reloadReplacesAStreamStillComingIn() async throws {
        let session = try TmuxSession.start(
            shell: "(seq 3; sleep 3; seq 4 9) | \"$SWOOP\" --bind 'ctrl-r:reload(seq 100 105)'")
        defer { session.close() }
        try await session.waitForCount("3/3")
        try session.send(keys: "C-r")
        let reloaded = try await session.waitUntil("the command's output") { $0.count == "6/6" }
        #expect(reloaded.items.first == "100")
        try session.type("104")
        try await session.waitForCount("1/6")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "104\n")
    }

    /// A reload keeps the old list until its command prints a line (as fzf: `reload(sleep 2; seq 5)`
    /// still shows 3/3), and a command that prints nothing empties the list once it ends.
    @Test func aReloadKeepsTheListUntilItsFirstLine() async throws {
        let session = try TmuxSession.start(
            shell: "seq 3 | \"$SWOOP\" --bind 'ctrl-r:reload(sleep 2; seq 5)' --bind 'ctrl-e:reload(sleep 1)'")
        defer { session.close() }
        try await session.waitForCount("3/3")
        try session.send(keys: "C-r")
        try await Task.sleep(for: .milliseconds(800))
        #expect(try session.screen().items == ["1", "2", "3"])
        try await session.waitUntil("the command's output") { $0.count == "5/5" }
        try session.send(keys: "C-e")
        try await Task.sleep(for: .milliseconds(400))
        #expect(try session.screen().count == "5/5")
        try await session.waitUntil("emptied once it ends") { $0.count == "0/0" }
    }

    /// `transform-query` sets the query from a command; `transform` runs the actions it prints.
    @Test func transformsSetTheQueryAndRunPrintedActions() async throws {
        let session = try TmuxSession.start([
            "--bind", "ctrl-t:transform-query(echo {q}{q})",
            "--bind", "ctrl-a:transform[echo 'change-prompt(T> )+last']",
            "--bind", "ctrl-x:print(first)+print(second)+accept", "items",
        ], files: ["items": "ab\nabab\nc\n"])
        defer { session.close() }
        try await session.waitForCount("3/3")
        try session.type("ab")
        try session.send(keys: "C-t")
        try await session.waitUntil("the query doubled") { $0.searchBar.contains("abab") && $0.count == "1/3" }
        try session.send(keys: "C-u")
        try await session.waitForCount("3/3")
        try session.send(keys: "C-a")
        try await session.waitUntil("prompt changed, cursor on the last") { $0.searchBar.hasPrefix("T>") && $0.highlighted == "c" }
        try session.send(keys: "C-x")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "first\nsecond\nc\n")
    }

    /// A command that hangs never freezes swoop: typing still searches, and Ctrl-C ends the command
    /// (its group killed) and swoop, with 130, as one Ctrl-C ends fzf 0.74.5 and its `sleep 300`.
    @Test func aHangingCommandIsEndedByCtrlC() async throws {
        let session = try TmuxSession.start(["--bind", "ctrl-h:execute-silent(echo $$ > hung; exec sleep 300)", "items"],
                                            files: ["items": "one\ntwo\n"])
        defer { session.close() }
        try await session.waitForCount("2/2")
        try session.send(keys: "C-h")
        let group = try await session.writtenIDs("hung")[0]
        try session.type("tw")
        try await session.waitUntil("typing searched while the command runs") { $0.count == "1/2" }
        #expect(!ProcessTable.liveMembers(ofGroup: group).isEmpty)
        try session.send(keys: "C-c")
        #expect(try await ProcessTable.eventually { ProcessTable.liveMembers(ofGroup: group).isEmpty })
        let exit = try await session.waitForExit()
        #expect(exit.status == 130)
    }
}

/// fzf's events in the real binary: each fires once when it should.
@Suite(.serialized)
struct EventsE2ETests {
    @Test func eachEventFiresOnceWhenItShould() async throws {
        let log = { (name: String) in "\(name):execute-silent(echo \(name) {q} | sed 's/ *$//' >> log)" }
        let session = try TmuxSession.start([
            "--bind", log("start"), "--bind", log("load"), "--bind", log("change"), "--bind", log("one"),
            "--bind", log("zero"), "--bind", "backward-eof:execute-silent(echo eof >> log)", "items",
        ], files: ["items": "apple\nbanana\ncherry\nchai\n"])
        defer { session.close() }
        try await session.waitForCount("4/4")
        // However the keys arrive, only "che" leaves one match and only "chex" none.
        // Each step waits for its event's command: typing goes on while one runs, and a
        // command's {q} is the query when it runs.
        let logFile = session.directory.appendingPathComponent("log")
        let logged = { (line: String) async throws -> Bool in
            try await ProcessTable.eventually { ((try? String(contentsOf: logFile, encoding: .utf8)) ?? "").contains(line + "\n") }
        }
        #expect(try await logged("load"))
        try session.type("che")
        try await session.waitForCount("1/4")
        #expect(try await logged("one che"))
        try session.type("x")
        try await session.waitForCount("0/4")
        #expect(try await logged("zero chex"))
        try session.send(keys: "C-u")
        try await session.waitForCount("4/4")
        #expect(try await logged("change"))
        try session.send(keys: "BSpace")
        #expect(try await logged("eof"))
        try session.send(keys: "Escape")
        _ = try await session.waitForExit()
        let lines = try String(contentsOf: logFile, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "start")
        #expect(lines.filter { $0.hasPrefix("load") } == ["load"])
        #expect(lines.contains("one che") && lines.contains("zero chex") && lines.last == "eof")
        #expect(lines.filter { $0.hasPrefix("change") }.last == "change")
        #expect(lines.filter { $0.hasPrefix("one") } == ["one che"])
        #expect(lines.filter { $0.hasPrefix("zero") } == ["zero chex"])
    }
}

/// `--track` across a reload, and `--sync`, in the real binary.
@Suite(.serialized)
struct TrackAndSyncE2ETests {
    @Test func trackFindsTheItemAgainInAReloadsOutput() async throws {
        let session = try TmuxSession.start(shell: "seq 10 | \"$SWOOP\" --track --bind 'ctrl-r:reload(seq 20 -1 1)'")
        defer { session.close() }
        try await session.waitForCount("10/10")
        try session.send(keys: "Down", "Down", "Down")
        try await session.waitUntil("on 4") { $0.highlighted == "4" }
        try session.send(keys: "C-r")
        try await session.waitUntil("still on 4 in the new list") { $0.count == "20/20" && $0.highlighted == "4" }
        try session.send(keys: "Enter")
        #expect(try await session.waitForExit().stdout == "4\n")
    }

    @Test func idNthTracksByFields() async throws {
        let session = try TmuxSession.start(shell: "printf 'a 1\\nb 2\\nc 3\\n' | \"$SWOOP\" --track --id-nth 1 --bind 'ctrl-r:reload(printf \"c 30\\nb 20\\na 10\\n\")'")
        defer { session.close() }
        try await session.waitForCount("3/3")
        try session.send(keys: "Down")
        try await session.waitUntil("on b") { $0.highlighted == "b 2" }
        try session.send(keys: "C-r")
        try await session.waitUntil("on b's new line") { $0.highlighted == "b 20" }
    }

    @Test func idNthMarksTheSameItemsAgainAfterAReloadSync() async throws {
        let reload = "ctrl-r:reload-sync(printf 'c 30\\nb 20\\na 10\\n'),ctrl-x:become(echo {+})"
        let session = try TmuxSession.start(shell: "printf 'a 1\\nb 2\\nc 3\\n' | \"$SWOOP\" --multi --id-nth 1 --bind \(TmuxSession.shellQuote(reload))")
        defer { session.close() }
        try await session.waitForCount("3/3")
        try session.send(keys: "Tab", "Down", "Tab")
        try await session.waitUntil("two marked") { $0.infoLine.contains("(2)") }
        try session.send(keys: "C-r")
        try await session.waitUntil("the new lines, still two marked") { $0.items.first == "c 30" && $0.infoLine.contains("(2)") }
        try session.send(keys: "C-x")
        #expect(try await session.waitForExit().stdout == "a 10 c 30\n")
    }

    @Test func syncTakesTheTerminalOnlyOnceTheInputHasEnded() async throws {
        // As fzf: a picker piped into this one has given the terminal back by then, so neither
        // undoes the other's terminal modes (fzf's `a | fzf | b | fzf --sync`).
        let session = try TmuxSession.start(shell: "(sleep 1.5; seq 3) | \"$SWOOP\" --sync")
        defer { session.close() }
        try await Task.sleep(for: .milliseconds(500))
        // Still the shell's terminal: what is typed is echoed, not read as a key.
        try session.type("qz")
        try await Task.sleep(for: .milliseconds(300))
        #expect(try session.capture().contains("qz"))
        try await session.waitUntil("the list, once the input has ended") { $0.count.hasSuffix("/3") }
        try session.send(keys: "C-c")
        #expect(try await session.waitForExit().status == 130)
    }

    @Test func syncRunsTheStartActionsOverTheWholeInput() async throws {
        let session = try TmuxSession.start(shell: "(sleep 0.5; seq 10) | \"$SWOOP\" --sync --bind 'start:pos(3)'")
        defer { session.close() }
        try await session.waitUntil("the third line highlighted") { $0.count == "10/10" && $0.highlighted == "3" }
        try session.send(keys: "Enter")
        #expect(try await session.waitForExit().stdout == "3\n")
    }
}
