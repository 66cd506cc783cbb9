import Foundation
import Testing

/// Nothing lost: whatever a line holds comes back byte for byte, and never reaches the terminal raw.
@Suite(.serialized)
struct ExactBytesE2ETests {
    /// Runs `command` in bash with `$SWOOP` set and `input` on stdin; returns stdout's bytes and the status.
    func shell(_ command: String, input: [UInt8]) throws -> (bytes: [UInt8], status: Int32) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-bytes-" + UUID().uuidString)
        let inPath = base.path + ".in"
        let outPath = base.path + ".out"
        try Data(input).write(to: URL(fileURLWithPath: inPath))
        defer {
            try? FileManager.default.removeItem(atPath: inPath)
            try? FileManager.default.removeItem(atPath: outPath)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["SWOOP"] = try SwoopBinary.requirePath()
        let result = try ChildProcess.run(
            "/bin/bash", ["-c", "\(command) < '\(inPath)' > '\(outPath)'"], environment: environment, timeout: .seconds(20))
        let bytes = (try? Data(contentsOf: URL(fileURLWithPath: outPath))).map { [UInt8]($0) } ?? []
        return (bytes, result.status)
    }

    @Test func everyLineComesBackByteForByteThroughAnEmptyFilter() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            var input: [UInt8] = []
            for _ in 0..<Int.random(in: 0...200, using: &generator) {
                let line = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                input += line.filter { $0 != 0x0A } + [0x0A]
            }
            // Through a pipe (streamed) and from a file (mapped).
            let piped = try shell("cat | \"$SWOOP\" --filter ''", input: input)
            let mapped = try shell("\"$SWOOP\" --filter ''", input: input)
            #expect(piped.bytes == input, "round \(round), piped")
            #expect(mapped.bytes == input, "round \(round), from a file")
            #expect(piped.status == (input.isEmpty ? 1 : 0))
        }
    }

    /// `count` lines of up to `longest` bytes drawn from `letters` (no blanks), each ended by a newline.
    static func lines(_ count: Int, upTo longest: Int, of letters: String) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        let letters = Array(letters.utf8)
        var input: [UInt8] = []
        for _ in 0..<count {
            input += (0..<Int.random(in: 0...longest, using: &generator)).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] } + [0x0A]
        }
        return input
    }

    /// `--filter query`'s output, checked against the field path's (`--accept-nth 1` of lines
    /// without blanks: the whole line), which prints one line at a time.
    func filteredAsTheFieldPathPrintsIt(_ query: String, _ input: [UInt8]) throws -> [UInt8] {
        let gathered = try shell("\"$SWOOP\" --filter \(query)", input: input)
        let oneByOne = try shell("\"$SWOOP\" --filter \(query) --accept-nth 1", input: input)
        #expect(gathered.bytes == oneByOne.bytes)
        return gathered.bytes
    }

    @Test func aLongRankedResultComesOutWholeInOrderAsTheFieldPathPrintsIt() throws {
        // Over 65,536 matches: gathered in several waves of stretches on all cores.
        let input = Self.lines(150_000, upTo: 60, of: "abcdefghijklmnopqrstuvwxyz-")
        let gathered = try filteredAsTheFieldPathPrintsIt("e", input)
        let lines = gathered.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
        #expect(lines.count > 70_000)
        // Every matching line once.
        let matching = input.split(separator: 0x0A).filter { $0.contains(UInt8(ascii: "e")) }
        #expect(lines.map { Array($0) }.sorted { $0.lexicographicallyPrecedes($1) } == matching.map { Array($0) }.sorted { $0.lexicographicallyPrecedes($1) })
        let nul = try shell("\"$SWOOP\" --filter e --print0", input: input)
        #expect(nul.bytes == gathered.map { $0 == 0x0A ? 0 : $0 })
    }

    @Test func longLinesTooManyToGatherAtOnceComeOutInOrderAsWell() throws {
        // 1,500 lines of up to 8,000 bytes: a stretch over 4 MiB is written a line at a time.
        let gathered = try filteredAsTheFieldPathPrintsIt("ab", Self.lines(1_500, upTo: 8_000, of: "abcdefgh-"))
        #expect(gathered.filter { $0 == 0x0A }.count > 1_000)
    }

    @Test func nulSeparatedItemsKeepTheirNewlines() throws {
        let input: [UInt8] = Array("one\ntwo\u{0}three\r\u{0}".utf8)
        let result = try shell("\"$SWOOP\" --read0 --print0 --filter ''", input: input)
        #expect(result.bytes == input)
        let picked = try shell("cat | \"$SWOOP\" --read0 --print0 -f 'three'", input: input)
        #expect(picked.bytes == Array("three\r\u{0}".utf8))
    }

    @Test func pickedLineWithInvalidUTF8AndCRIsPrintedExactly() async throws {
        let line: [UInt8] = [0x62, 0x61, 0x64, 0xFF, 0xC3, 0x20, 0x6C, 0x69, 0x6E, 0x65, 0x0D]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-invalid-" + UUID().uuidString)
        try Data([0x6F, 0x6B, 0x0A] + line + [0x0A]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let session = try TmuxSession.start(shell: "cat '\(file.path)' | \"$SWOOP\"")
        defer { session.close() }
        try session.type("bad")
        let screen = try await session.waitUntil("the invalid line, drawn with replacement characters") { $0.count == "1/2" }
        #expect(screen.highlighted?.contains("\u{FFFD}") == true)
        #expect(screen.highlighted?.hasSuffix("^M") == true)
        try session.send(keys: "Enter")
        _ = try await session.waitForExit()
        let printed = [UInt8](try Data(contentsOf: session.directory.appendingPathComponent("out")))
        #expect(printed == line + [0x0A])
    }

    @Test func escapeSequencesInItemsNeitherClearTheScreenNorSetTheTitle() async throws {
        let lines = "before\nwipe \u{1B}[2J\u{1B}[H out\ntitle \u{1B}]0;pwned\u{07} set\nafter\n"
        let session = try TmuxSession.start(shell: "printf '%s' \"$(cat items)\" | \"$SWOOP\"", files: ["items": lines])
        defer { session.close() }
        let screen = try await session.waitUntil("all four lines drawn") { $0.count.hasPrefix("4/") }
        #expect(screen.items.first == "before")
        #expect(screen.items.contains { $0.hasPrefix("wipe ^[[2J^[[H out") })
        #expect(screen.items.contains { $0.hasPrefix("title ^[]0;pwned^G set") })
        let title = try TmuxSession.tmux(["display-message", "-p", "-t", session.name, "#{pane_title}"])
        #expect(!title.stdout.contains("pwned"))
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }
}

/// `--ansi`: colours shown as colours, ignored by matching, and not printed (as fzf prints picks).
@Suite(.serialized)
struct ANSIE2ETests {
    let lines = "\u{1B}[31mred\u{1B}[0m apple\nplain banana\n\u{1B}[1;38;5;208morange\u{1B}[0m fruit\n"

    @Test func matchingIgnoresTheCodesAndThePickIsPrintedWithoutThem() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-ansi-" + UUID().uuidString).path
        try Data(lines.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let codes = try SwoopBinary.runDirect(["--ansi", "--filter", "31m", path])
        #expect(codes.status == 1)
        let apple = try SwoopBinary.runDirect(["--ansi", "--filter", "^red", path])
        #expect(apple.stdout == "red apple\n")
    }

    @Test func theListShowsTheItemsColours() async throws {
        // Colours on, whatever the test runner's environment says.
        let session = try TmuxSession.start(shell: "env -u NO_COLOR \"$SWOOP\" --ansi items", files: ["items": lines])
        defer { session.close() }
        _ = try await session.waitUntil("three items") { $0.count == "3/3" }
        let colored = try TmuxSession.tmux(["capture-pane", "-e", "-p", "-t", session.name]).stdout
        #expect(colored.contains("\u{1B}[31mred"))
        #expect(colored.contains("38;5;208morange"))
        let plain = try session.screen()
        #expect(plain.items.contains("red apple"))
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }
}
