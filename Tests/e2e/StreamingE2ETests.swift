import Foundation
import Testing

/// Input read while the picker runs: lines show before stdin ends, and typing stays live.
@Suite(.serialized)
struct StreamingE2ETests {
    @Test func slowProducerIsShownBeforeItEndsAndTheCountGrows() async throws {
        let producer = "(for i in 1 2 3 4 5; do echo item$i; sleep 0.4; done) | \"$SWOOP\""
        let session = try TmuxSession.start(shell: producer)
        defer { session.close() }
        let early = try await session.waitUntil("first item before the input ends", timeout: .seconds(1)) {
            $0.items.first == "item1"
        }
        let shownEarly = Int(early.count.split(separator: "/").last ?? "") ?? 0
        #expect(shownEarly < 5)
        // The whole frame: a capture can land while the terminal has drawn its count but not yet its rows.
        let final = try await session.waitUntil("all five items") { $0.count == "5/5" && $0.items.count == 5 }
        #expect(final.items == ["item1", "item2", "item3", "item4", "item5"])
        try session.type("4")
        _ = try await session.waitUntil("filtered to item4") { $0.count == "1/5" && $0.highlighted == "item4" }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "item4\n")
    }

    @Test func searchCoversLinesArrivingAfterTheQueryWasTyped() async throws {
        let producer = "(echo alpha; sleep 0.6; echo beta; echo alphabet) | \"$SWOOP\""
        let session = try TmuxSession.start(shell: producer)
        defer { session.close() }
        _ = try await session.waitUntil("alpha listed") { $0.items.first == "alpha" }
        try session.type("alp")
        let later = try await session.waitUntil("alphabet found once it arrives") { $0.count == "2/3" }
        #expect(Set(later.items) == ["alpha", "alphabet"])
    }

    @Test func filterWithAnEmptyQueryPrintsEachLineAsItIsRead() async throws {
        let session = try TmuxSession.start(shell: "(echo first; sleep 2; echo second) | \"$SWOOP\" --filter=''")
        defer { session.close() }
        let out = session.directory.appendingPathComponent("out")
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(1500))
        var early = ""
        while ContinuousClock.now < deadline, early.isEmpty {
            early = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
            try await Task.sleep(for: .milliseconds(25))
        }
        #expect(early == "first\n", "printed before the producer ends")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "first\nsecond\n")
    }

    @Test func typingStaysResponsiveWhileAMillionLinesLoad() async throws {
        // 2M lines from a generator: keys typed while it is still running take effect at once.
        let producer = "seq 1 2000000 | sed 's/^/row /' | \"$SWOOP\""
        let session = try TmuxSession.start(shell: producer)
        defer { session.close() }
        _ = try await session.waitUntil("first rows") { !$0.items.isEmpty }
        try session.type("row 1999999")
        let found = try await session.waitUntil("the last row found", timeout: .seconds(20)) {
            $0.items.first == "row 1999999"
        }
        #expect(found.count.hasSuffix("/2000000"))
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "row 1999999\n")
    }
}
