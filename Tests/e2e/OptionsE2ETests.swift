import Foundation
import Testing

/// fzf's everyday options through the real binary.
@Suite(.serialized)
struct OptionsE2ETests {
    let lines = "alpha\nbeta\ngamma\ndelta\n"

    @Test(arguments: [([], "gamma\nalpha\n"), (["--multi-order=input"], "alpha\ngamma\n")])
    func multiSelectPrintsMarkedLinesInTheOrderMarkedOrInInputOrder(options: [String], printed: String) async throws {
        let session = try TmuxSession.start(["-m"] + options + ["items"], files: ["items": lines])
        defer { session.close() }
        _ = try await session.waitUntil("four items") { $0.count == "4/4" }
        // Mark gamma (third), then alpha (first): printed in that order, as fzf prints them.
        try session.send(keys: "Down", "Down", "Tab")
        try session.send(keys: "Up", "Up", "Up", "Tab")
        let marked = try await session.waitUntil("two marked") { $0.infoLine.contains("(2)") }
        #expect(marked.count == "4/4")
        // The marks stay, and are counted, while a query hides them.
        try session.type("bet")
        _ = try await session.waitUntil("beta alone, two still marked") { $0.count == "1/4" && $0.infoLine.contains("(2)") }
        try session.send(keys: "C-u")
        _ = try await session.waitUntil("all four again") { $0.count == "4/4" }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == printed)
    }

    @Test func expectNamesTheKeyAndPrintQueryPrintsTheQuery() async throws {
        let session = try TmuxSession.start(["--expect=ctrl-x,alt-enter", "--print-query", "items"], files: ["items": lines])
        defer { session.close() }
        _ = try await session.waitUntil("four items") { $0.count == "4/4" }
        try session.type("lt")
        _ = try await session.waitUntil("delta and alpha? no: delta") { $0.highlighted == "delta" }
        try session.send(keys: "C-x")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "lt\nctrl-x\ndelta\n")
    }

    @Test func enterWithExpectPrintsAnEmptyKeyLine() async throws {
        let session = try TmuxSession.start(["--expect=ctrl-x", "items"], files: ["items": lines])
        defer { session.close() }
        _ = try await session.waitUntil("four items") { $0.count == "4/4" }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "\nalpha\n")
    }

    @Test func selectOneAndExitZeroDecideWithoutTheInterface() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-one-" + UUID().uuidString).path
        try Data(lines.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Run without any terminal: these must not need one.
        let one = try SwoopBinary.runDirect(["-1", "-q", "gam", path])
        #expect(one.status == 0)
        #expect(one.stdout == "gamma\n")
        let none = try SwoopBinary.runDirect(["-0", "-q", "zzz", path])
        #expect(none.status == 1)
        #expect(none.stdout == "")
        let query = try SwoopBinary.runDirect(["--print-query", "-f", "del", path])
        #expect(query.stdout == "del\ndelta\n")
    }

    @Test func defaultLayoutPutsTheBarAtTheBottomAndReverseOnTop() async throws {
        let bottom = try TmuxSession.start(["--layout=default", "items"], files: ["items": lines])
        defer { bottom.close() }
        _ = try await bottom.waitUntil("drawn") { $0.lines.contains { $0.contains("4/4") } }
        let bottomLines = try bottom.capture().split(separator: "\n", omittingEmptySubsequences: false)
        let bar = bottomLines.lastIndex { $0.hasPrefix("> Search here") }
        #expect(bar == 23)
        // The best row sits just above the bar's block, the list running up.
        #expect(bottomLines[20].hasPrefix("> alpha"))
        #expect(bottomLines[19].hasPrefix("  beta"))

        let top = try TmuxSession.start(["--layout=reverse", "items"], files: ["items": lines])
        defer { top.close() }
        let screen = try await top.waitUntil("drawn") { $0.count == "4/4" }
        #expect(screen.lines.first?.hasPrefix("> Search here") == true)
    }

    @Test func noColorLeavesNoColourCodes() async throws {
        let session = try TmuxSession.start(shell: "NO_COLOR=1 \"$SWOOP\" items", files: ["items": lines])
        defer { session.close() }
        _ = try await session.waitUntil("drawn") { $0.count == "4/4" }
        let escaped = try TmuxSession.tmux(["capture-pane", "-e", "-p", "-t", session.name]).stdout
        #expect(!escaped.contains("38;5;"))
        #expect(escaped.range(of: #"\e\[3[0-7]m"#, options: .regularExpression) == nil)
        let colored = try TmuxSession.start(shell: "env -u NO_COLOR \"$SWOOP\" --color=prompt:196 items", files: ["items": lines])
        defer { colored.close() }
        _ = try await colored.waitUntil("drawn") { $0.count == "4/4" }
        #expect(try TmuxSession.tmux(["capture-pane", "-e", "-p", "-t", colored.name]).stdout.contains("38;5;196"))
    }

    @Test func headerLinesAreShownAndNotPickable() async throws {
        let session = try TmuxSession.start(["--header-lines=1", "items"], files: ["items": "NAME\n" + lines])
        defer { session.close() }
        let screen = try await session.waitUntil("header and items") { $0.count == "4/4" }
        #expect(screen.lines.contains { $0.contains("NAME") })
        try session.type("name")
        _ = try await session.waitUntil("header is not an item") { $0.count == "0/4" }
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    @Test func aClickMovesTheCursorAndADoubleClickPicks() async throws {
        let session = try TmuxSession.start(["items"], files: ["items": lines])
        defer { session.close() }
        _ = try await session.waitUntil("four items") { $0.count == "4/4" }
        // SGR mouse reports typed into the pane: press and release on screen row 6 (gamma), twice.
        let click = "\u{1B}[<0;5;6M\u{1B}[<0;5;6m"
        try session.type(click)
        _ = try await session.waitUntil("gamma highlighted") { $0.highlighted == "gamma" }
        try session.type(click)
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "gamma\n")
    }
}

/// Records: fields searched, shown and printed, and columns.
@Suite(.serialized)
struct RecordsE2ETests {
    let restaurants = SwoopBinary.packageRoot.appendingPathComponent("Data/restaurants.tsv").path

    @Test func filterSearchesOneFieldAndPrintsAnother() throws {
        let all = try String(contentsOfFile: restaurants, encoding: .utf8).split(separator: "\n").dropFirst()
        let japanese = all.filter { $0.split(separator: "\t")[2] == "Japanese" }.map { String($0.split(separator: "\t")[0]) }
        let result = try SwoopBinary.runDirect(["-d", "\t", "--header-lines=1", "--nth=3", "--accept-nth=1", "-f", "^japanese$", restaurants])
        #expect(result.status == 0)
        #expect(Set(result.stdout.split(separator: "\n").map(String.init)) == Set(japanese))
    }

    @Test func thePickedRecordIsTheHighlightedOneWithColumnsSortAndMarks() async throws {
        let session = try TmuxSession.start(["-d", "\t", "--header-lines=1", "--columns", "-m", "--accept-nth=1,2", restaurants], width: 160)
        defer { session.close() }
        let first = try await session.waitUntil("columns drawn") { $0.count == "20/20" }
        // Columns are as wide as their values: "visited" is cut to the width of yes and no.
        #expect(first.lines.contains { $0.contains("name") && $0.contains("location") && $0.contains("vi…") })
        try session.type("ja")
        // The final ranking (what --filter prints first), not the count of `j` or a preliminary order.
        let filtered = try SwoopBinary.runDirect(["-d", "\t", "--header-lines=1", "--filter=ja", restaurants]).stdout.split(separator: "\n")
        let best = try #require(filtered.first).split(separator: "\t").map(String.init)
        let ranked = try await session.waitUntil("ranked") { screen in
            screen.count == "\(filtered.count)/20" && screen.highlighted.map { $0.hasPrefix(best[0]) && $0.contains(best[1]) } == true
        }
        let highlighted = try #require(ranked.highlighted)
        // Cells are at least two spaces apart; the first two are the name and the location.
        let cells = highlighted.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == cells[0] + "\t" + cells[1] + "\n")
    }
}

/// `--preview`: the command's output in the pane, cancelled when the cursor moves.
@Suite(.serialized)
struct PreviewE2ETests {
    @Test func aSlowPreviewDoesNotHoldUpTheList() async throws {
        let session = try TmuxSession.start(["--preview=sleep 5; echo slow {}", "items"], files: ["items": "one\ntwo\nthree\n"])
        defer { session.close() }
        _ = try await session.waitUntil("three items") { $0.count == "3/3" }
        try session.send(keys: "Down")
        _ = try await session.waitUntil("the cursor moved at once", timeout: .seconds(1)) { $0.highlighted?.hasPrefix("two") == true }
        try session.type("thr")
        _ = try await session.waitUntil("the search ran at once", timeout: .seconds(1)) { $0.count == "1/3" }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit(timeout: .seconds(2))
        #expect(exit.stdout == "three\n")
    }

    @Test func thePaneShowsTheCommandsOutputForTheHighlightedRow() async throws {
        let session = try TmuxSession.start(["--preview=printf 'about %s\\n' {}", "items"], files: ["items": "alpha\nbeta\n"])
        defer { session.close() }
        _ = try await session.waitUntil("alpha previewed") { screen in screen.lines.contains { $0.contains("│ about alpha") } }
        try session.send(keys: "Down")
        _ = try await session.waitUntil("beta previewed") { screen in screen.lines.contains { $0.contains("│ about beta") } }
        try session.send(keys: "C-_")
        _ = try await session.waitUntil("the pane toggled off") { screen in !screen.lines.contains { $0.contains("│") } }
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }
}

extension RecordsE2ETests {
    @Test func markedRecordsInAFilteredSortedListPrintTheirOwnFields() async throws {
        let records = "name\tcity\nZen Garden\tOslo\nSushi Zen\tTokyo\nPho Hoa\tHanoi\nZenith Bar\tZurich\n"
        let session = try TmuxSession.start(["-d", "\t", "--header-lines=1", "--with-nth=1", "--accept-nth=2", "-m", "items"], files: ["items": records])
        defer { session.close() }
        _ = try await session.waitUntil("four records") { $0.count == "4/4" }
        try session.type("zen")
        // The final ranking (what --filter prints), not a preliminary order that could still change.
        let items = session.directory.appendingPathComponent("items").path
        let order = try SwoopBinary.runDirect(["-d", "\t", "--header-lines=1", "--with-nth=1", "--filter=zen", items]).stdout
            .split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        let ranked = try await session.waitUntil("three matches, ranked") { $0.count == "3/4" && $0.items.filter { $0 != "name" } == order }
        // Mark the first and the third listed, whatever the ranking put there.
        let listed = ranked.items.filter { $0 != "name" }  // the header row is not an item
        try session.send(keys: "Tab", "Down", "Tab")
        _ = try await session.waitUntil("two marked") { $0.infoLine.contains("(2)") }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        let cityOf = ["Zen Garden": "Oslo", "Sushi Zen": "Tokyo", "Zenith Bar": "Zurich"]
        // Printed in the order marked, as fzf prints them.
        let expected = [listed[0], listed[2]].compactMap { cityOf[$0] }
        #expect(exit.stdout == expected.map { $0 + "\n" }.joined())
    }
}
