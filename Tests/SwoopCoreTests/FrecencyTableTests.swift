import Testing
@testable import SwoopSearch

/// `FrecencyTable`: counts aged by zoxide's buckets, the file format byte for byte, the bounds.
@Suite struct FrecencyTableTests {
    let hour: Int64 = 3600
    let day: Int64 = 86400

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func frecencyIsTheCountWeightedByTheAgeOfTheLastPick() {
        let entry = FrecencyTable.Entry(name: "n", line: bytes("x"), count: 3, lastUse: 1_000_000)
        #expect(entry.frecency(now: 1_000_000) == 12)
        #expect(entry.frecency(now: 1_000_000 + hour - 1) == 12)
        #expect(entry.frecency(now: 1_000_000 + hour) == 6)
        #expect(entry.frecency(now: 1_000_000 + day) == 1.5)
        #expect(entry.frecency(now: 1_000_000 + 7 * day) == 0.75)
        #expect(entry.frecency(now: 1_000_000 + 365 * day) == 0.75)
    }

    @Test func recordingCountsAgainAndTheNewestPickCounts() {
        var table = FrecencyTable()
        table.record([bytes("a")], name: "n", now: 100)
        table.record([bytes("a"), bytes("b")], name: "n", now: 200)
        table.record([bytes("a")], name: "other", now: 300)
        #expect(table.entries.count == 3)
        let a = table.entries.first { $0.name == "n" && $0.line == bytes("a") }
        #expect(a?.count == 2)
        #expect(a?.lastUse == 200)
    }

    @Test func rankedPutsHigherFrecencyFirstAndOnlyTheNamedList() {
        var table = FrecencyTable()
        let now: Int64 = 10 * day
        table.record([bytes("old")], name: "n", now: now - 3 * day)
        table.record([bytes("old")], name: "n", now: now - 3 * day)
        table.record([bytes("old")], name: "n", now: now - 3 * day)  // 3 × 0.5 = 1.5
        table.record([bytes("recent")], name: "n", now: now - 60)  // 1 × 4 = 4
        table.record([bytes("elsewhere")], name: "m", now: now)
        let ranked = table.ranked(name: "n", now: now)
        #expect(ranked.map(\.line) == [bytes("recent"), bytes("old")])
        #expect(ranked.map(\.frecency) == [4, 1.5])
        // Two hours on, 1 × 2 still beats 3 × 0.5; a day on, 1 × 0.5 no longer does; nor a month on (0.25 each).
        #expect(table.ranked(name: "n", now: now + 2 * hour).map(\.frecency) == [2, 1.5])
        #expect(table.ranked(name: "n", now: now + day).map(\.line) == [bytes("old"), bytes("recent")])
        #expect(table.ranked(name: "n", now: now + 30 * day).map(\.frecency) == [0.75, 0.25])
    }

    @Test func forgetDropsOneLineOfOneList() {
        var table = FrecencyTable()
        table.record([bytes("a"), bytes("b")], name: "n", now: 1)
        table.record([bytes("a")], name: "m", now: 1)
        let first = table.forget(bytes("a"), name: "n")
        let second = table.forget(bytes("a"), name: "n")
        #expect(first)
        #expect(!second)
        #expect(table.entries.map(\.line) == [bytes("b"), bytes("a")])
        #expect(table.entries.map(\.name) == ["n", "m"])
    }

    @Test func aListKeepsItsNewestEntriesPastItsBound() {
        var table = FrecencyTable()
        let limit = FrecencyTable.maximumPerName
        for index in 0..<(limit + 10) {
            table.record([bytes("line \(index)")], name: "n", now: Int64(index))
        }
        table.record([bytes("other")], name: "m", now: 0)
        let kept = table.entries.filter { $0.name == "n" }
        #expect(kept.count == limit)
        #expect(kept.map(\.lastUse).min() == 10)
        #expect(table.entries.contains { $0.name == "m" })
    }

    @Test func theWholeTableKeepsItsNewestEntriesPastItsBound() {
        var table = FrecencyTable()
        let lists = FrecencyTable.maximumTotal / 100 + 1
        for list in 0..<lists {
            table.record((0..<100).map { bytes("\(list) \($0)") }, name: "list \(list)", now: Int64(list))
        }
        #expect(table.entries.count == FrecencyTable.maximumTotal)
        #expect(!table.entries.contains { $0.name == "list 0" })
        #expect(table.entries.contains { $0.name == "list \(lists - 1)" })
    }

    @Test func overlongLinesAreNotRemembered() {
        var table = FrecencyTable()
        table.record([[UInt8](repeating: 0x61, count: FrecencyTable.maximumLineLength + 1), bytes("ok")], name: "n", now: 1)
        #expect(table.entries.map(\.line) == [bytes("ok")])
    }

    @Test func hostileLineBytesRoundTripExactly() throws {
        let lines: [[UInt8]] = [
            [], bytes("tab\there"), bytes("new\nline\n"), [0xFF, 0xFE, 0x00, 0x80, 0x0A], bytes("swoop-frecency 1\n1 2 3 4\n"),
            bytes("ünïcödé 🙂"), bytes(" "),
        ]
        var table = FrecencyTable()
        table.record(lines, name: "name with\nnewline and 🙂", now: 1_700_000_000)
        table.record([lines[2]], name: "other", now: 5)
        let decoded = try FrecencyTable(decoding: table.encoded())
        #expect(decoded == table)
        #expect(decoded.entries.map(\.line).prefix(lines.count).elementsEqual(lines))
    }

    @Test func theFileStartsWithAVersionedHeader() {
        var table = FrecencyTable()
        table.record([bytes("x")], name: "n", now: 7)
        #expect(String(decoding: table.encoded(), as: UTF8.self) == "swoop-frecency 1\n1 7 1 1\nnx\n")
        #expect(FrecencyTable().encoded() == bytes("swoop-frecency 1\n"))
    }

    @Test func anEmptyFileIsAnEmptyTable() throws {
        #expect(try FrecencyTable(decoding: []).entries.isEmpty)
    }

    @Test(arguments: [
        "swoop-frecency 2\n",
        "not a store\n",
        "swoop-frecency 1",
        "swoop-frecency 1\n1 2 1\nnx\n",
        "swoop-frecency 1\n1 2 1 1\nnx",
        "swoop-frecency 1\n1 2 1 5\nnx\n",
        "swoop-frecency 1\n0 2 1 1\nnx\n",
        "swoop-frecency 1\n-1 2 1 1\nnx\n",
        "swoop-frecency 1\n1 2 1 1\nnxy\n",
        "swoop-frecency 1\n1  2 1 1\nnx\n",
        "swoop-frecency 1\n1 2 1 1 \nnx\n",
        "swoop-frecency 1\n99999999999999999999 2 1 1\nnx\n",
    ])
    func corruptBytesAreRejected(_ text: String) {
        #expect(throws: FrecencyTable.FormatError.self) { try FrecencyTable(decoding: Array(text.utf8)) }
    }

    @Test func binaryJunkIsRejected() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let junk = (0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(throws: FrecencyTable.FormatError.self) { try FrecencyTable(decoding: junk) }
            #expect(throws: FrecencyTable.FormatError.self) { try FrecencyTable(decoding: FrecencyTable.header + junk) }
        }
    }
}
