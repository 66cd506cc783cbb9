import Dispatch
import Glibc
import Synchronization
import Testing
@testable import SwoopItems
@testable import SwoopOptions
@testable import SwoopSystem

/// The feed: the derived stores grow line by line to what a one-shot build makes, while any
/// thread reads them, and a descriptor is read in the background, stopped on request.
@Suite struct ItemFeedTests {
    /// Lines with colours, blanks, fields and a header, for every option below.
    static let lines: [String] = [
        "NAME:KIND:TEXT",
        "\u{1B}[31malpha\u{1B}[0m:one:first  line ",
        "beta::second\u{1B}[44m  \u{1B}[0m",
        "",
        "gamma:three:x:y:z",
        "\u{1B}[1mdelta\u{1B}[0m:four",
    ]

    /// The command lines whose views are built both ways.
    static let commandLines: [[String]] = [
        [],
        ["--ansi"],
        ["--delimiter", ":", "--nth", "3.."],
        ["--with-nth", "2"],
        ["--ansi", "--with-nth", "{2}: {1}", "--nth", "1,3", "--delimiter", ":"],
        ["--delimiter", ":", "--header-lines", "1", "--with-nth", "1,3", "--nth", "2"],
        ["--header-lines", "2", "--ansi", "--nth", "1"],
    ]

    /// The bytes of every line of `store`, header lines first.
    static func contents(of store: ItemStore) -> [[UInt8]] {
        (0..<store.readHeaderCount).map { Array(store.headerLine($0) ?? UnsafeBufferPointer(start: nil, count: 0)) }
            + (0..<store.count).map { store.bytes(at: $0) }
    }

    /// The four views' contents.
    static func contents(of forms: ItemForms) -> [[[UInt8]]] {
        [forms.original, forms.visibleLines, forms.shown, forms.searched].map { contents(of: $0) }
    }

    /// The views made at once from all of `lines`, as a file read up front is.
    static func oneShot(_ lines: [String], spec: ReadSpec) -> ItemForms {
        let original = ItemStore(headerCount: spec.headerLines)
        for line in lines { original.append(Array(line.utf8)) }
        return ItemFeed(complete: original, spec: spec).forms
    }

    @Test(arguments: commandLines)
    func viewsGrownLineByLineEqualTheOneShotBuild(arguments: [String]) throws {
        let options = try OptionParser.parse(arguments)
        let original = ItemStore(headerCount: options.headerLines)
        let forms = ItemForms(original: original, spec: options.readSpec)
        for (index, line) in Self.lines.enumerated() {
            original.append(Array(line.utf8))
            forms.catchUp()
            let partial = Self.oneShot(Array(Self.lines[...index]), spec: options.readSpec)
            #expect(Self.contents(of: forms) == Self.contents(of: partial), "after line \(index) with \(arguments)")
        }
    }

    @Test func derivedStoresExistOnlyWhenAnOptionNeedsThem() throws {
        let plain = Self.oneShot(Self.lines, spec: try OptionParser.parse([]).readSpec)
        #expect(plain.visibleLines === plain.original && plain.shown === plain.original && plain.searched === plain.original)
        let nth = Self.oneShot(Self.lines, spec: try OptionParser.parse(["--nth", "2"]).readSpec)
        #expect(nth.shown === nth.original && nth.searched !== nth.shown)
    }

    @Test func derivingALineCostsItsOwnLengthNotTheStoresSize() throws {
        // The last of 60,000 lines one at a time cost what the first ones did: no rescans.
        let options = try OptionParser.parse(["--ansi", "--with-nth", "2..", "--nth", "1"])
        let original = ItemStore()
        let forms = ItemForms(original: original, spec: options.readSpec)
        func appendLines(_ range: Range<Int>) -> Duration {
            ContinuousClock().measure {
                for index in range {
                    original.append(Array("\u{1B}[32mrow\u{1B}[0m \(index % 10) end".utf8))
                    forms.catchUp()
                }
            }
        }
        let first = appendLines(0..<20_000)
        _ = appendLines(20_000..<40_000)
        let last = appendLines(40_000..<60_000)
        #expect(forms.searched.count == 60_000)
        #expect(forms.searched.text(at: 59_999) == "9 ")
        #expect(last < first * 3, "first \(first), last \(last)")
    }

    @Test func aFeedReadsAPipeAsItArrivesAndEndsWithTheOneShotViews() async throws {
        let options = try OptionParser.parse(["--ansi", "--delimiter", ":", "--header-lines", "1", "--with-nth", "1,3", "--nth", "2"])
        let pipe = try Pipe()
        let feed = ItemFeed(descriptor: pipe.readEnd, name: "test", spec: options.readSpec)
        let arrivals = Atomic<Int>(0)
        feed.start { arrivals.add(1, ordering: .relaxed) }
        pipe.write(Self.lines[..<3].map { $0 + "\n" }.joined())
        try await waitUntil("the first two items") { feed.forms.searched.count == 2 }
        #expect(!feed.isFinished)
        #expect(arrivals.load(ordering: .relaxed) > 0)
        #expect(Self.contents(of: feed.forms) == Self.contents(of: Self.oneShot(Array(Self.lines[..<3]), spec: options.readSpec)))
        // The last line without its separator is an item all the same.
        pipe.write(Self.lines[3...].joined(separator: "\n"))
        pipe.closeWriteEnd()
        try await waitUntil("the end of the input") { feed.isFinished }
        #expect(feed.error == nil)
        #expect(Self.contents(of: feed.forms) == Self.contents(of: Self.oneShot(Self.lines, spec: options.readSpec)))
    }

    @Test func stoppingAFeedEndsItsReaderAndClosesTheInput() async throws {
        let pipe = try Pipe()
        let feed = ItemFeed(descriptor: pipe.readEnd, name: "test", spec: try OptionParser.parse(["--ansi"]).readSpec)
        let callsAfterStop = Atomic<Int>(0)
        let isStopped = Atomic<Bool>(false)
        feed.start { if isStopped.load(ordering: .acquiring) { callsAfterStop.add(1, ordering: .relaxed) } }
        pipe.write("one\ntwo\n")
        try await waitUntil("two items") { feed.forms.searched.count == 2 }
        isStopped.store(true, ordering: .releasing)
        feed.stop()
        try await waitUntil("the reader gone") { feed.isFinished }
        // The read end is closed: writing now fails instead of filling a pipe nobody reads.
        #expect(pipe.writeFails())
        #expect(feed.forms.searched.count == 2)
        #expect(callsAfterStop.load(ordering: .relaxed) == 0)
    }

    @Test func aReadErrorIsKeptNotPassedOffAsTheEnd() async throws {
        let directory = open("/", O_RDONLY | O_CLOEXEC)
        let feed = ItemFeed(descriptor: directory, name: "/", spec: try OptionParser.parse(["--nth", "1"]).readSpec)
        feed.start {}
        try await waitUntil("the read failed") { feed.isFinished }
        #expect(feed.error?.hasPrefix("cannot read /:") == true)
    }

    @Test func aCommandsFeedEndsOnceTheCommandHasExitedAndNamesItWhenItFailed() async throws {
        for (command, failed) in [("printf 'a\\nb\\n'; exit 3", "printf 'a\\nb\\n'; exit 3"), ("echo a", nil)] {
            let started = try ChildProcess.spawnReading(Array(command.utf8), errors: .discarded).get()
            let feed = ItemFeed(descriptor: started.output, name: "the command", spec: try OptionParser.parse([]).readSpec,
                                command: ItemFeed.Command(process: started.child, text: command))
            feed.start {}
            try await waitUntil("the command's end") { feed.isFinished }
            #expect(feed.failedCommand == failed, "\(command)")
            #expect(feed.error == nil)
        }
    }

    @Test func readersOnOtherThreadsNeverSeeADerivedStoreAheadOfItsSource() async throws {
        let options = try OptionParser.parse(["--ansi", "--with-nth", "2..", "--nth", "1"])
        let pipe = try Pipe()
        let feed = ItemFeed(descriptor: pipe.readEnd, name: "test", spec: options.readSpec)
        feed.start {}
        let forms = feed.forms
        let checker = Task.detached {
            var violations = 0
            while !feed.isFinished {
                let searched = forms.searched.count
                let shown = forms.shown.count
                let visible = forms.visibleLines.count
                if searched > shown || shown > visible || visible > forms.original.count { violations += 1 }
                // Every item below the published count is readable and whole.
                if searched > 0, forms.searched.text(at: searched - 1).hasPrefix("\(searched - 1)") == false { violations += 1 }
            }
            return violations
        }
        for batch in 0..<50 {
            pipe.write((0..<200).map { "\u{1B}[33mrow\u{1B}[0m \(batch * 200 + $0) tail\n" }.joined())
        }
        pipe.closeWriteEnd()
        #expect(await checker.value == 0)
        #expect(forms.searched.count == 10_000)
    }

    /// Polls `condition` until it holds, failing after 5 s.
    private func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(5)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("timed out waiting for \(what)")
                return
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// A pipe written by the test and read by the feed under test.
private struct Pipe {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw Descriptor.Failure(code: errno) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Writes all of `text`.
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.write(writeEnd, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { return }
            written += count
        }
    }

    /// Whether a write fails because nobody reads the pipe any more (SIGPIPE ignored for the check).
    func writeFails() -> Bool {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var byte: UInt8 = 1
        return Glibc.write(writeEnd, &byte, 1) < 0 && errno == EPIPE
    }

    /// Ends the input.
    func closeWriteEnd() {
        close(writeEnd)
    }
}
