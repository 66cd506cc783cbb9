import Foundation
import Testing

/// `--frecency` in the real binary: a pick comes first next time, `frecency-forget` drops it, swoops
/// recording at once lose nothing, a corrupt store is one warning, and nothing is written without it.
@Suite(.serialized)
struct FrecencyE2ETests {
    /// A new directory standing for `$XDG_STATE_HOME`, outside the sessions' own.
    static func stateDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-frecency-e2e-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        return directory
    }

    /// The store's path under `state`.
    static func store(_ state: URL) -> String {
        state.appendingPathComponent("swoop/frecency").path
    }

    /// Starts swoop with `XDG_STATE_HOME=state` and `arguments` on the countries.
    func start(state: URL, _ arguments: [String]) throws -> TmuxSession {
        let words = arguments.map { " " + TmuxSession.shellQuote($0) }.joined()
        return try TmuxSession.start(shell: "XDG_STATE_HOME=\(TmuxSession.shellQuote(state.path)) \"$SWOOP\"\(words) \(TmuxSession.shellQuote(SwoopBinary.countriesPath))")
    }

    /// Runs swoop on the countries, types `query`, presses Enter; returns the exit.
    func pick(_ query: String, state: URL, _ arguments: [String] = ["--frecency"]) async throws -> PickerExit {
        let session = try start(state: state, arguments)
        defer { session.close() }
        let total = try SwoopBinary.countries().count
        try await session.waitUntil("the countries read") { $0.count.hasSuffix("/\(total)") }
        try session.type(query)
        try await session.waitUntil("the query \(query) searched") { $0.searchBar.contains(query) && $0.items.first == query }
        try session.send(keys: "Enter")
        return try await session.waitForExit()
    }

    @Test func aPickComesFirstNextTimeAndFrecencyForgetDropsIt() async throws {
        let state = try Self.stateDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let exit = try await pick("Zambia", state: state)
        #expect(exit.status == 0)
        #expect(exit.stdout == "Zambia\n")
        #expect(exit.stderr.isEmpty)
        var status = stat()
        #expect(stat(Self.store(state), &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(stat(state.appendingPathComponent("swoop").path, &status) == 0 && status.st_mode & 0o777 == 0o700)

        let session = try start(state: state, ["--frecency", "--bind", "ctrl-x:frecency-forget"])
        defer { session.close() }
        try await session.waitUntil("Zambia first with an empty query") { $0.items.first == "Zambia" && $0.highlighted == "Zambia" }
        try session.send(keys: "C-x")
        try await session.waitUntil("Zambia forgotten: the input order again") { $0.items.first == "Afghanistan" }
        try session.send(keys: "C-c")
        #expect(try await session.waitForExit().status == 130)
        #expect(try !String(contentsOfFile: Self.store(state), encoding: .utf8).contains("Zambia"))
    }

    @Test func aRememberedMatchRisesAmongEqualMatchesAndFilterRanksAlike() async throws {
        let state = try Self.stateDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        #expect(try await pick("Guinea-Bissau", state: state).status == 0)
        let session = try TmuxSession.start(shell: """
            export XDG_STATE_HOME=\(TmuxSession.shellQuote(state.path))
            countries=\(TmuxSession.shellQuote(SwoopBinary.countriesPath))
            "$SWOOP" --frecency -f '' "$countries" | head -2; "$SWOOP" -f uinea "$countries" | head -1
            "$SWOOP" --frecency -f uinea "$countries" | head -1; "$SWOOP" --frecency -f guinea "$countries" | head -1
            "$SWOOP" --frecency --frecency-forget=Guinea-Bissau "$countries"; echo "forgot $?"
            "$SWOOP" --frecency --frecency-forget=Guinea-Bissau "$countries"; echo "forgot $?"
            """)
        defer { session.close() }
        let exit = try await session.waitForExit()
        // First with an empty query; lifted over Guinea among equal matches of "uinea", but not
        // over Guinea, equal to "guinea" (a better tier than a prefix).
        #expect(exit.stdout == "Guinea-Bissau\nAfghanistan\nGuinea\nGuinea-Bissau\nGuinea\nforgot 0\nforgot 1\n")
    }

    @Test func everyMarkedLineAndExpectKeysAreRecordedAndAReloadFindsThemAgain() async throws {
        let state = try Self.stateDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let files = ["items": "one\ntwo\nthree\nfour\n", "more": "zero\nfour\ntwo\n"]
        let marking = try TmuxSession.start(
            shell: "XDG_STATE_HOME=\(TmuxSession.shellQuote(state.path)) \"$SWOOP\" --frecency=list --multi items", files: files)
        defer { marking.close() }
        try await marking.waitForCount("4/4")
        // Keys are read in order: two marked, then four (Tab marks and moves down), then Enter.
        try marking.send(keys: "Down", "Tab", "Down", "Tab", "Enter")
        #expect(try await marking.waitForExit().stdout == "two\nfour\n")

        let expecting = try TmuxSession.start(
            shell: "XDG_STATE_HOME=\(TmuxSession.shellQuote(state.path)) \"$SWOOP\" --frecency=list --expect=ctrl-o items", files: files)
        defer { expecting.close() }
        try await expecting.waitUntil("the remembered lines first") { $0.items == ["two", "four", "one", "three"] }
        try expecting.send(keys: "C-o")
        #expect(try await expecting.waitForExit().stdout == "ctrl-o\ntwo\n")

        // A reload's lines are looked through again: two (picked twice) first, then four.
        let reloading = try TmuxSession.start(
            shell: "XDG_STATE_HOME=\(TmuxSession.shellQuote(state.path)) \"$SWOOP\" --frecency=list --bind 'ctrl-r:reload(cat more)' items",
            files: files)
        defer { reloading.close() }
        try await reloading.waitForCount("4/4")
        try reloading.send(keys: "C-r")
        try await reloading.waitUntil("the reload's remembered lines first") { $0.items == ["two", "four", "zero"] }
        try reloading.send(keys: "C-c")
        #expect(try await reloading.waitForExit().status == 130)
    }

    @Test func twoSwoopsRecordingAtOnceLoseNoPick() async throws {
        let state = try Self.stateDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        // Each pane picks its first line 25 times, as fast as swoop starts (`--sync`: the items are
        // read before `start` accepts); both panes at once.
        let loop = """
            for i in $(seq 25); do XDG_STATE_HOME=\(TmuxSession.shellQuote(state.path)) "$SWOOP" --frecency=shared \
            --sync --bind start:accept items >/dev/null || break; done
            """
        let first = try TmuxSession.start(shell: loop, files: ["items": "same\nother\n"])
        defer { first.close() }
        let second = try TmuxSession.start(shell: loop, files: ["items": "same\nother\n"])
        defer { second.close() }
        #expect(try await first.waitForExit(timeout: .seconds(60)).status == 0)
        #expect(try await second.waitForExit(timeout: .seconds(60)).status == 0)
        let store = try String(contentsOfFile: Self.store(state), encoding: .utf8)
        #expect(store.hasPrefix("swoop-frecency 1\n50 "))
        #expect(store.hasSuffix(" 6 4\nsharedsame\n"))
    }

    @Test func aCorruptStoreIsOneWarningAndThePickerStillWorks() async throws {
        let state = try Self.stateDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: state.appendingPathComponent("swoop"), withIntermediateDirectories: false)
        let junk = Data([0x00, 0xFF, 0x7F, 0x0A, 0x73, 0x77])
        try junk.write(to: URL(fileURLWithPath: Self.store(state)))
        let exit = try await pick("Zambia", state: state)
        #expect(exit.status == 0)
        #expect(exit.stdout == "Zambia\n")
        #expect(exit.stderr == "swoop: ignoring frecency store \(Self.store(state)): not a swoop-frecency 1 file\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: Self.store(state))) == junk)
    }

    @Test func withoutFrecencyNoFileIsMade() async throws {
        let state = try Self.stateDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let exit = try await pick("Zambia", state: state, [])
        #expect(exit.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.path).isEmpty)
    }
}
