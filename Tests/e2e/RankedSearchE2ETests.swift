import Foundation
import Testing

/// The ranked matcher through the real binary: `--filter` output and the interactive list.
@Suite(.serialized)
struct RankedSearchE2ETests {
    let countriesPath = SwoopBinary.countriesPath

    @Test func filterPrintsEveryMatchBestFirst() throws {
        let result = try SwoopBinary.runDirect(["--filter", "united", countriesPath])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        // Items starting with the query rank above the one that only contains it; shorter first.
        #expect(lines.first == "United States")
        #expect(lines.last == "Tanzania, United Republic of")
    }

    @Test func filterWithNoMatchExitsOneAndPrintsNothing() throws {
        let result = try SwoopBinary.runDirect(["-f", "zzzz", countriesPath])
        #expect(result.status == 1)
        #expect(result.stdout == "")
    }

    @Test func filterFoldsDiacriticsAndHonoursExtendedSyntax() throws {
        let cote = try SwoopBinary.runDirect(["--filter", "cote", countriesPath]).stdout
        #expect(cote.split(separator: "\n").first == "Côte d'Ivoire")
        let islands = try SwoopBinary.runDirect(["--filter", "islands$ ^s", countriesPath]).stdout
        #expect(islands == "Solomon Islands\nSouth Georgia and the South Sandwich Islands\n")
        let exact = try SwoopBinary.runDirect(["-e", "--filter", "gin", countriesPath]).stdout
        #expect(exact.split(separator: "\n").sorted() == ["Virgin Islands (British)", "Virgin Islands (U.S.)"])
    }

    @Test func noSortAndTacControlTheOrder() throws {
        let inOrder = try SwoopBinary.runDirect(["--no-sort", "--filter", "united", countriesPath]).stdout
        #expect(inOrder.split(separator: "\n").first == "Tanzania, United Republic of")
        let reversed = try SwoopBinary.runDirect(["--tac", "--filter", "", countriesPath]).stdout
        #expect(reversed.split(separator: "\n").first == "Zimbabwe")
        // fzf's filter sorts under --no-sort when --tac is on (fzf 0.74.5 prints United States first too).
        let tacNoSort = try SwoopBinary.runDirect(["--no-sort", "--tac", "--filter", "united", countriesPath]).stdout
        #expect(tacNoSort.split(separator: "\n").first == "United States")
    }

    @Test func filterOutputIsByteForByteTheInput() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-bytes-\(UUID().uuidString)").path
        let input = "tab\there\r\n  spaced  \nlast without newline"
        try Data(input.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try SwoopBinary.runDirect(["--no-sort", "--filter", "", path])
        #expect(result.stdout == "tab\there\r\n  spaced  \nlast without newline\n")
    }

    @Test func interactiveListMatchesFilterOrderAndStartsWithAQuery() async throws {
        let expected = try SwoopBinary.runDirect(["--filter", "ia", countriesPath]).stdout.split(separator: "\n").map(String.init)
        let session = try TmuxSession.start(["-q", "ia", countriesPath])
        defer { session.close() }
        let total = try SwoopBinary.countries().count
        let screen = try await session.waitUntil("ranked results for ia") {
            $0.count == "\(expected.count)/\(total)" && $0.items.first == expected.first
        }
        #expect(screen.items == Array(expected.prefix(screen.items.count)))
        #expect(screen.highlighted == expected.first)
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == (expected.first ?? "") + "\n")
    }

    @Test func typingWithoutDiacriticsFindsAccentedNames() async throws {
        let session = try TmuxSession.start([countriesPath])
        defer { session.close() }
        try session.type("curacao")
        let screen = try await session.waitUntil("Curaçao listed") { $0.items.first == "Curaçao" }
        #expect(screen.count.hasPrefix("1/"))
    }
}
