import Foundation
import Testing

/// Hangul initial-consonant search in the real binary: consonants typed through tmux as UTF-8.
@Suite(.serialized)
struct HangulSearchE2ETests {
    static let citiesPath = SwoopBinary.packageRoot.appendingPathComponent("Data/cities.tsv").path

    @Test func typedInitialsPutSeoulOnTheTopRow() async throws {
        let session = try TmuxSession.start([Self.citiesPath])
        defer { session.close() }
        try await session.waitForCount("41/41")
        // One consonant at a time, as a Korean keyboard sends them: the second narrows the first.
        try session.type("ㅅ")
        try await session.waitUntil("ㅅ typed") { $0.searchBar.contains("ㅅ") && $0.count != "41/41" }
        try session.type("ㅇ")
        let screen = try await session.waitUntil("서울 alone for ㅅㅇ") { screen in
            screen.searchBar.contains("ㅅㅇ") && screen.count == "1/41"
        }
        #expect(screen.highlighted?.hasPrefix("서울") == true, "\(screen.text)")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout.hasPrefix("서울\tSouth Korea"))
    }

    @Test func openSyllableFindsLongerOnesBelowExactOnes() async throws {
        let picker = try TmuxSession.start(["cities.txt"], files: ["cities.txt": "성남\n서울\n부산\n"])
        defer { picker.close() }
        try await picker.waitForCount("3/3")
        try picker.type("서")
        let screen = try await picker.waitForCount("2/3")
        #expect(screen.items.map { $0.trimmingCharacters(in: .whitespaces) } == ["서울", "성남"], "\(screen.text)")
    }

    @Test func filterPrintsSeoulFirst() throws {
        let result = try SwoopBinary.runDirect(["--filter", "ㅅㅇ", Self.citiesPath])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").first?.hasPrefix("서울\t") == true, "\(result.stdout)")
        let initial = try SwoopBinary.runDirect(["--filter", "ㅂ", Self.citiesPath])
        #expect(initial.stdout.split(separator: "\n").map { String($0.prefix(2)) } == ["부산"])
    }
}
