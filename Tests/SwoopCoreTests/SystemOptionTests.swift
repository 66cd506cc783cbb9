import Testing
@testable import SwoopOptions
@testable import SwoopSearch
@testable import SwoopItems
@testable import SwoopSystem

/// `--threads`, `--bench`, `--tty-default`, `--force-tty-in`, `--proxy-script` and fzf's profiler options.
@Suite(.serialized) struct SystemOptionTests {
    @Test(arguments: [
        ("3s", 3.0), ("500ms", 0.5), ("1m30s", 90), ("1.5h", 5400), ("0", 0), ("-1s", -1), ("+2s", 2),
        (".5s", 0.5), ("1.s", 1), ("300us", 0.0003), ("300\u{B5}s", 0.0003), ("2ns", 2e-9), ("1h1m1s", 3661),
    ])
    func goDurationsReadAsGoReadsThem(text: String, seconds: Double) {
        let read = GoDuration.seconds(text)
        #expect(read.map { abs($0 - seconds) < 1e-12 } == true)
    }

    @Test(arguments: ["", "1", "1x", ".", "s", "1.2.3s", "-", "1s2", "1 s", "0s0"])
    func goDurationsGoRefusesAreRefused(text: String) {
        // "0s0": every number after the first needs its unit too.
        #expect(GoDuration.seconds(text) == nil)
    }

    @Test func benchTakesADurationAndRefusesWhatGoRefuses() throws {
        #expect(try OptionParser.parse(["--bench", "1m30s"]).system.benchSeconds == 90)
        #expect(try OptionParser.parse(["--bench=0"]).system.benchSeconds == 0)
        #expect(throws: OptionError("invalid duration for --bench: 1x")) { try OptionParser.parse(["--bench=1x"]) }
    }

    @Test func threadsTakesZeroOrMore() throws {
        #expect(try OptionParser.parse([]).system.searchThreads == 0)
        #expect(try OptionParser.parse(["--threads", "3"]).system.searchThreads == 3)
        #expect(throws: OptionError("--threads must be a positive integer")) { try OptionParser.parse(["--threads=-1"]) }
        #expect(throws: OptionError.self) { try OptionParser.parse(["--threads=many"]) }
    }

    @Test func theTerminalDeviceIsDevTtyUnlessTold() throws {
        #expect(try OptionParser.parse([]).system.terminalDevice == "/dev/tty")
        #expect(try OptionParser.parse(["--tty-default", "/dev/pts/9"]).system.terminalDevice == "/dev/pts/9")
        #expect(try OptionParser.parse(["--tty-default=/dev/pts/9", "--no-tty-default"]).system.terminalDevice == "")
    }

    @Test func forceTtyInAndProxyScriptAreKept() throws {
        let options = try OptionParser.parse(["--force-tty-in", "--proxy-script", "/tmp/p"])
        #expect(options.system.forcesTerminalInput && options.system.proxyScript == "/tmp/p")
        #expect(try !OptionParser.parse(["--force-tty-in", "--no-force-tty-in"]).system.forcesTerminalInput)
    }

    @Test(arguments: ["cpu", "mem", "block", "mutex"])
    func fzfsProfilerIsAnError(kind: String) {
        #expect(throws: OptionError.self) { try OptionParser.parse(["--profile-\(kind)", "/tmp/out"]) }
    }

    @Test func aSearchOnOneThreadFindsWhatOneOnEveryCoreFinds() {
        let store = ItemStore(lines: (0..<50_000).map { "item \($0) \($0 % 7 == 0 ? "seven" : "other")" })
        let engine = SearchEngine(store: store)
        let query = engine.query("sev 12")
        let everyCore = engine.search(query).map { result in (0..<result.count).map { result.item(at: $0) } }
        SearchThreads.limit(to: 1)
        defer { SearchThreads.limit(to: 0) }
        let oneThread = engine.search(query).map { result in (0..<result.count).map { result.item(at: $0) } }
        #expect(everyCore != nil && everyCore == oneThread)
        #expect((everyCore?.count ?? 0) > 10)
    }
}
