import Foundation
import Testing

/// End-to-end tests: the real swoop binary in a real (tmux) terminal.
@Suite(.serialized)
struct PickerE2ETests {
    /// The bundled country list, as the program should load it.
    let countries: [String]

    init() throws {
        countries = try SwoopBinary.countries()
    }

    /// Countries containing `query`, case-insensitively (what live search must list).
    func matches(_ query: String) -> [String] {
        countries.filter { $0.lowercased().contains(query.lowercased()) }
    }

    /// Countries holding `query`'s characters in order, case-insensitively (a fuzzy matcher's set).
    func subsequenceMatches(_ query: String) -> [String] {
        let needle = Array(query.lowercased())
        return countries.filter { country in
            var index = needle.startIndex
            for character in country.lowercased() where index < needle.endIndex {
                if character == needle[index] { index += 1 }
            }
            return index == needle.endIndex
        }
    }

    /// The expected `matched/total` token for `query` over the country list; the query must
    /// match the same countries as a substring and as a subsequence, so substring and fuzzy
    /// matching agree on it.
    /// The bundled countries matching `query`, in `--filter`'s order: the final ranking.
    func rankedCountries(_ query: String) throws -> [String] {
        return try SwoopBinary.runDirect(["--filter=\(query)", SwoopBinary.countriesPath]).stdout.split(separator: "\n").map(String.init)
    }

    func countToken(_ query: String) -> String {
        let exact = matches(query)
        #expect(
            exact == subsequenceMatches(query),
            "test query \"\(query)\" is ambiguous between substring and fuzzy matching")
        return "\(exact.count)/\(countries.count)"
    }

    /// The number of list rows a 24-row screen shows for `count` items.
    func visibleRows(_ count: Int) -> Int { min(count, 24 - 3) }

    /// Waits for the unfiltered country list to be fully drawn.
    @discardableResult
    func waitForFullList(_ session: TmuxSession) async throws -> PickerScreen {
        let full = "\(countries.count)/\(countries.count)"
        return try await session.waitUntil("full list \(full)") {
            $0.count == full && $0.items.count == visibleRows(countries.count)
        }
    }

    @Test func typingFiltersTheListLive() async throws {
        let session = try TmuxSession.start([SwoopBinary.countriesPath])
        defer { session.close() }
        try await waitForFullList(session)

        try session.type("united")
        #expect(matches("united").count == 5)
        try await session.waitForScreen(containing: "United Kingdom")
        let screen = try await session.waitUntil("5 matches for united") {
            $0.count == countToken("united") && $0.items.count == 5
        }
        #expect(screen.count == "5/249")
        #expect(screen.items.contains("United Kingdom"))
        #expect(Set(screen.items) == Set(matches("united")))
        #expect(screen.searchBar.hasPrefix(">"))
        #expect(screen.searchBar.contains("united"))
        #expect(screen.row(1).hasPrefix("─") && !screen.row(1).contains(" "))
        #expect(screen.highlightCount == 1)
        #expect(screen.highlighted == screen.items.first)
    }

    @Test func downThenEnterPrintsTheSecondListedLine() async throws {
        let session = try TmuxSession.start([SwoopBinary.countriesPath])
        defer { session.close() }
        try await waitForFullList(session)

        // The final ranking, as --filter prints it: the screen can show the matches a moment
        // before they are ranked.
        let ranked = try rankedCountries("united")
        try session.type("united")
        _ = try await session.waitUntil("5 matches, ranked, first highlighted") {
            $0.count == countToken("united") && $0.items == ranked && $0.highlighted == $0.items.first
        }
        let second = ranked[1]
        try session.send(keys: "Down")
        try await session.waitUntil("highlight on \(second)") {
            $0.highlighted == second && $0.highlightCount == 1
        }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == second + "\n")
    }

    @Test func aLongPasteIsTypedAtOnceAndTheEnterInsideItPicks() async throws {
        let session = try TmuxSession.start([SwoopBinary.countriesPath])
        defer { session.close() }
        try await waitForFullList(session)

        // 20,000 characters: typed one search at a time this took over half a minute.
        try session.paste(String(repeating: "ab", count: 10_000))
        try await session.waitForCount("0/\(countries.count)")
        try session.send(keys: "C-u")
        try session.paste("united kingdom\n")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "United Kingdom\n")
    }

    @Test func ctrlNAndCtrlPMoveTheHighlight() async throws {
        let session = try TmuxSession.start([SwoopBinary.countriesPath])
        defer { session.close() }
        try await waitForFullList(session)

        try session.type("united")
        // The final ranking, as --filter prints it (the screen can show the matches unranked first).
        let items = try rankedCountries("united")
        _ = try await session.waitUntil("5 matches, ranked, first highlighted") {
            $0.count == countToken("united") && $0.items == items && $0.highlighted == items.first
        }
        try session.send(keys: "C-n", "C-n")
        try await session.waitUntil("Ctrl-N twice: highlight on \(items[2])") {
            $0.highlighted == items[2]
        }
        try session.send(keys: "C-p")
        try await session.waitUntil("Ctrl-P: highlight on \(items[1])") { $0.highlighted == items[1] }
        try session.send(keys: "Up")
        try await session.waitUntil("Up: highlight on \(items[0])") { $0.highlighted == items[0] }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == items[0] + "\n")
    }

    @Test func enterWithNoMatchExitsOneAndPrintsNothing() async throws {
        let session = try TmuxSession.start([SwoopBinary.countriesPath])
        defer { session.close() }
        try await waitForFullList(session)

        #expect(matches("zzzz").isEmpty)
        try session.type("zzzz")
        let screen = try await session.waitUntil("0 matches") {
            $0.count == countToken("zzzz") && $0.items.isEmpty
        }
        #expect(screen.count == "0/249")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 1)
        #expect(exit.stdout == "")
    }

    @Test func escapeClearsTheQueryThenExits130() async throws {
        let session = try TmuxSession.start([SwoopBinary.countriesPath])
        defer { session.close() }
        try await waitForFullList(session)

        try session.type("fra")
        try await session.waitUntil("France listed for fra") {
            $0.searchBar.contains("fra") && $0.items.contains("France")
                && $0.count != "249/249"
        }
        try session.send(keys: "Escape")
        let cleared = try await waitForFullList(session)
        #expect(!cleared.searchBar.contains("fra"))
        #expect(cleared.searchBar.contains("Search here..."))
        try session.send(keys: "Escape")
        let exit = try await session.waitForExit()
        #expect(exit.status == 130)
        #expect(exit.stdout == "")
    }

    @Test(arguments: ["type b", "Down"])
    func pipedLinesArePickable(selectBy: String) async throws {
        let session = try TmuxSession.start(shell: #"printf 'alpha\nbeta\n' | "$SWOOP""#)
        defer { session.close() }
        let first = try await session.waitUntil("2/2 from the pipe") {
            $0.count == "2/2" && $0.items.count == 2
        }
        #expect(first.items == ["alpha", "beta"])

        if selectBy == "Down" {
            try session.send(keys: "Down")
            try await session.waitUntil("highlight on beta") { $0.highlighted == "beta" }
        } else {
            try session.type("b")
            try await session.waitUntil("1/2, beta highlighted") {
                $0.count == "1/2" && $0.items == ["beta"] && $0.highlighted == "beta"
            }
        }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "beta\n")
    }

    @Test func ctrlCExits130AndPrintsNothing() async throws {
        let session = try TmuxSession.start([SwoopBinary.countriesPath])
        defer { session.close() }
        try await waitForFullList(session)

        try session.type("united")
        try await session.waitForCount(countToken("united"))
        try session.send(keys: "C-c")
        let exit = try await session.waitForExit(timeout: .seconds(3))
        #expect(exit.status == 130)
        #expect(exit.stdout == "")
    }

    @Test(arguments: ["Enter", "Escape", "C-c"])
    func terminalSettingsAreRestoredOnExit(key: String) async throws {
        let session = try TmuxSession.start([SwoopBinary.countriesPath])
        defer { session.close() }
        let screen = try await waitForFullList(session)

        try session.send(keys: key)
        let exit = try await session.waitForExit()
        #expect(exit.status == (key == "Enter" ? 0 : 130))
        if key == "Enter" {
            #expect(exit.stdout == (screen.highlighted ?? "<none highlighted>") + "\n")
        }
        #expect(!exit.sttyBefore.isEmpty)
        #expect(exit.sttyAfter == exit.sttyBefore)
    }

    @Test func noLiveFiltersOnlyOnEnter() async throws {
        let session = try TmuxSession.start(["--no-live", SwoopBinary.countriesPath])
        defer { session.close() }
        try await waitForFullList(session)

        try session.type("united")
        try await session.waitUntil("query united in the search bar") {
            $0.searchBar.contains("united")
        }
        // Give a live filter time to show up, if the program (wrongly) had one.
        try await Task.sleep(for: .milliseconds(300))
        #expect(try session.screen().count == "249/249")

        try session.send(keys: "Enter")
        let filtered = try await session.waitUntil("5/249 after Enter") {
            $0.count == countToken("united") && $0.items.count == 5
        }
        #expect(filtered.count == "5/249")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout.contains("United"))
        #expect(exit.stdout.hasSuffix("\n"))
        #expect(matches("united").contains(String(exit.stdout.dropLast())))
    }

    @Test func browsesAFileGivenAsArgument() async throws {
        let lines = ["Curaçao", "Zürich", "Reykjavík", "plain ascii"]
        let session = try TmuxSession.start(
            ["places.txt"], files: ["places.txt": lines.joined(separator: "\n") + "\n"])
        defer { session.close() }
        let first = try await session.waitUntil("4/4 from the file") {
            $0.count == "4/4" && $0.items.count == 4
        }
        #expect(Set(first.items) == Set(lines))

        try session.type("ç")
        let screen = try await session.waitUntil("1/4 for ç") {
            $0.count == "1/4" && $0.items.count == 1
        }
        #expect(screen.items == ["Curaçao"])
        #expect(screen.searchBar.contains("ç"))
    }

    @Test func nonASCIISearchIsCaseInsensitive() async throws {
        // Without the typo fallback, which would list Poland and others below the one match.
        let session = try TmuxSession.start(["--typos=0", SwoopBinary.countriesPath])
        defer { session.close() }
        try await waitForFullList(session)

        #expect(matches("åland") == ["Åland Islands"])
        try session.type("åland")
        // A frame captured halfway through drawing can hold the new count over an old row: wait for the rows.
        let screen = try await session.waitUntil("matches for åland") {
            $0.count == countToken("åland") && $0.items == matches("åland")
        }
        #expect(screen.items.contains("Åland Islands"))
        #expect(screen.searchBar.contains("åland"))
    }

    @Test func wideCharactersRender() async throws {
        let session = try TmuxSession.start(
            ["wide.txt"], files: ["wide.txt": "東京都\n서울\nplain\n"])
        defer { session.close() }
        let screen = try await session.waitUntil("3/3 from the file") {
            $0.count == "3/3" && $0.items.count == 3
        }
        #expect(screen.text.contains("東京都"))
        #expect(screen.text.contains("서울"))
        #expect(Set(screen.items) == ["東京都", "서울", "plain"])

        try session.type("서")
        let filtered = try await session.waitUntil("1/3 for 서") {
            $0.count == "1/3" && $0.items.count == 1
        }
        #expect(filtered.items == ["서울"])
        #expect(filtered.highlighted == "서울")
    }

    @Test func badOptionExits2WithOneLineOnStderr() async throws {
        let result = try SwoopBinary.runDirect(["--bogus"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(result.stderr.hasSuffix("\n") && lines.count == 2 && !lines[0].isEmpty,
            "stderr should be exactly one line, got: \(result.stderr.debugDescription)")
    }
}
