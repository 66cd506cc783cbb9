import Foundation
import Testing

/// Records in columns and in the detail pane: sized by their values, and drawn at once however many fields they have.
@Suite(.serialized)
struct WideRecordsE2ETests {
    /// One tab-separated line of 200,000 numbered fields (1.3 MB).
    static let wideLine = (0..<200_000).map(String.init).joined(separator: "\t") + "\n"

    @Test(arguments: [["--columns"], ["--detail"], ["--columns", "--detail"]])
    func aRecordOfTwoHundredThousandFieldsDrawsAndAnswersKeysAtOnce(options: [String]) async throws {
        let session = try TmuxSession.start(["-d", "\\t"] + options + ["wide.tsv"], files: ["wide.tsv": Self.wideLine], width: 100, height: 30)
        defer { session.close() }
        let screen = try await session.waitUntil("drawn", timeout: .seconds(5)) { $0.count == "1/1" && $0.highlighted != nil }
        if options.contains("--columns") { #expect(screen.highlighted?.hasPrefix("0  1  2  3  4") == true) }
        // The pane takes the whole height, as fzf's preview window does.
        if options.contains("--detail") { #expect(screen.row(0).hasSuffix("│ 1: 0")) }
        try session.type("9")
        _ = try await session.waitUntil("the key typed", timeout: .seconds(1)) { $0.searchBar.hasPrefix("> 9") }
        try session.send(keys: "C-c")
        let exit = try await session.waitForExit(timeout: .seconds(1))
        #expect(exit.status == 130)
    }

    @Test func citiesShowWholeValuesUnderHeaderCellsCutToThem() async throws {
        let cities = SwoopBinary.packageRoot.appendingPathComponent("Data/cities.tsv").path
        let arguments = ["--delimiter=\\t", "--header-lines=1", "--columns", "--with-nth=1..6", "--nth=1,2", "--detail=right:40%", cities]
        // The six columns' values need 61 cells and 10 of gaps: the list has 124 - 50 - 1 - 2.
        let session = try TmuxSession.start(arguments, width: 124, height: 30)
        defer { session.close() }
        // The count can be on screen a moment before the pane's last rows: wait for those too.
        let screen = try await session.waitUntil("drawn") {
            $0.count == "40/40" && $0.lines.contains { $0.hasSuffix("│ staying mild and dry through the evening.") }
        }
        #expect(screen.row(3).hasPrefix("  city             country               condition      tem…  min    max"))
        #expect(screen.lines.contains { $0.contains("Санкт-Петербург  Russia") })
        #expect(screen.lines.contains { $0.contains("United Arab Emirates  Sunny          36°C") })
        // The detail pane wraps the summary between words.
        #expect(screen.lines.contains { $0.hasSuffix("│ summary: Clouds drifting in from the west,") })
        #expect(screen.lines.contains { $0.hasSuffix("│ staying mild and dry through the evening.") })
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }

    @Test func makeRunCitiesShowsWholeValuesAtOneHundredColumns() async throws {
        // The options of `make run-cities`, on a terminal 100 columns wide, all 40 rows on screen.
        let cities = SwoopBinary.packageRoot.appendingPathComponent("Data/cities.tsv").path
        let arguments = ["--delimiter=\\t", "--header-lines=1", "--columns", "--with-nth=1..4", "--nth=1,2", "--detail=right:35%", cities]
        let session = try TmuxSession.start(arguments, width: 100, height: 46)
        defer { session.close() }
        // The list's part of each row (left of the detail pane).
        func listRows(_ screen: PickerScreen) -> [String] {
            screen.lines.dropFirst(4).map { $0.split(separator: "│").first.map(String.init) ?? $0 }
        }
        // The count can be on screen a moment before the last rows (tmux may catch a frame half
        // written), and the columns widen as the rows arrive: wait for all 40 list rows, and for a
        // frame without a cut value (failing after the timeout).
        let screen = try await session.waitUntil("drawn with whole values") { screen in
            screen.count == "40/40" && listRows(screen).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count >= 40
                && !listRows(screen).contains { $0.contains("…") }
        }
        let rows = listRows(screen)
        #expect(rows.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count == 40)
        #expect(rows.allSatisfy { !$0.contains("…") }, "\(rows.filter { $0.contains("…") })")
        #expect(screen.text.contains("Buenos Aires ") && screen.text.contains("United Arab Emirates ") && screen.text.contains("Partly cloudy "))
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }
}
