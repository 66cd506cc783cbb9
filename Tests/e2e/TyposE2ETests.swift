import Foundation
import Testing

/// The typo fallback in the real binary: a transposed query on the countries lists Switzerland
/// under the separator, Enter picks it; `--typos=0` lists nothing.
@Suite(.serialized)
struct TyposE2ETests {
    @Test func aTranspositionFindsSwitzerlandUnderTheSeparatorAndEnterPicksIt() async throws {
        let session = try TmuxSession.start([SwoopBinary.countriesPath])
        defer { session.close() }
        try await session.waitForScreen(containing: "/")
        try session.type("swtizerland")
        let screen = try await session.waitUntil("Switzerland listed under the separator") {
            $0.searchBar.contains("swtizerland") && $0.items.count == 2 && $0.items[1] == "Switzerland"
        }
        #expect(screen.items[0].hasPrefix("── typos ──"))
        #expect(screen.infoLine.hasPrefix("0/"))
        #expect(screen.infoLine.contains("(+1 typo)"))
        #expect(screen.highlighted == "Switzerland")
        try session.send(keys: "Up")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "Switzerland\n")
    }

    @Test func typosOffListsNothing() async throws {
        let session = try TmuxSession.start(["--typos=0", SwoopBinary.countriesPath])
        defer { session.close() }
        try await session.waitForScreen(containing: "/")
        try session.type("swtizerland")
        let screen = try await session.waitUntil("nothing listed") { $0.searchBar.contains("swtizerland") && $0.count.hasPrefix("0/") }
        try await Task.sleep(for: .milliseconds(300))
        #expect(try session.screen().items.isEmpty)
        #expect(!screen.infoLine.contains("typo"))
        try session.send(keys: "Enter")
        #expect(try await session.waitForExit().status == 1)
    }
}
