import Foundation
import Testing

/// fzf's own field tests through the real binary: test/test_filter.rb's `--nth`, `--with-nth`,
/// `--accept-nth`, `--delimiter` and `--ansi` cases, and test/test_core.rb's, which pick with
/// `--bind start:accept` or `-1`, run here with `--filter` or `-1`. Every answer is the one the
/// real fzf 0.74.5 gives. (fzf's `-x` is left out: extended search is the default in both.)
@Suite(.serialized)
struct FzfFilterFieldsE2ETests {
    /// Runs swoop with `arguments` and `lines` (each ended by a newline) as its input file.
    func swoop(_ arguments: [String], lines: [String]) throws -> ChildProcessResult {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-fzf-filter-" + UUID().uuidString).path
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try SwoopBinary.runDirect(arguments + [path])
    }

    /// The lines printed.
    func output(_ arguments: [String], lines: [String]) throws -> [String] {
        try swoop(arguments, lines: lines).stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    // MARK: test_filter.rb

    @Test func nthSuffixMatch() throws {
        #expect(try output(["-d,", "-fbar$", "-n2"], lines: ["foo,bar,baz"]) == ["foo,bar,baz"])
    }

    @Test func withNthBasic() throws {
        let lines = ["hello world ", "byebye"]
        #expect(try output(["-f^he hehe", "-n", "2..", "--with-nth", "2,1,1"], lines: lines) == ["hello world "])
    }

    @Test func withNthTemplate() throws {
        let lines = ["hello world ", "byebye"]
        #expect(try output(["-f^he he.he.", "-n", "2..", "--with-nth", "{2} {1}. {1}."], lines: lines) == ["hello world "])
    }

    @Test func withNthAnsiPrintsTheLineWithoutItsEscapes() throws {
        let lines = ["\u{1B}[33mhello \u{1B}[34;1mworld\u{1B}[m ", "byebye"]
        #expect(try output(["-f^he hehe", "-n", "2..", "--with-nth", "2,1,1", "--ansi"], lines: lines) == ["hello world "])
    }

    @Test func withNthNoAnsiPrintsTheLineAsItCame() throws {
        let source = "\u{1B}[33mhello \u{1B}[34;1mworld\u{1B}[m "
        #expect(try output(["-fhehe", "-n", "2..", "--with-nth", "2,1,1", "--no-ansi"], lines: [source, "byebye"]) == [source])
    }

    @Test func acceptNthPrintsTheFieldsAsked() throws {
        #expect(try output(["-d ", "--with-nth", "1", "--accept-nth", "-1", "-f", "one"], lines: ["one two three"]) == ["three"])
        let staff = ["ID001:John:Developer", "ID002:Jane:Manager", "ID003:Bob:Designer"]
        #expect(try output(["-d:", "--with-nth", "2", "--accept-nth", "1", "-f", "John"], lines: staff) == ["ID001"])
        #expect(try output(["-d:", "--with-nth", "2", "--accept-nth", "1,3", "-f", "Jane"], lines: staff) == ["ID002:Manager"])
        let teams = ["emp001 Alice Engineering", "emp002 Bob Marketing"]
        #expect(try output(["-d ", "--with-nth", "2", "--accept-nth", "1", "-f", "Alice"], lines: teams) == ["emp001"])
    }

    @Test func headerLinesFilterWithNth() throws {
        let lines = ["a:1", "b:2", "c:3", "d:4", "e:5"]
        #expect(try output(["--header-lines", "2", "-d:", "--with-nth", "2", "-f", ""], lines: lines) == ["c:3", "d:4", "e:5"])
        #expect(try output(["--header-lines", "2", "-d:", "--with-nth", "2", "-f", "4"], lines: lines) == ["d:4"])
    }

    @Test func tiebreakLengthWithNth() throws {
        let lines = ["1:hell", "123:hello", "12345:he", "1234567:h"]
        let expected = ["1:hell", "12345:he", "123:hello", "1234567:h"]
        #expect(try output(["-fh"], lines: lines) == expected)
        // Since fzf 0.16.8 --nth does not change the length that breaks ties.
        #expect(try output(["-fh", "-n2", "-d:"], lines: lines) == expected)
    }

    // MARK: test_core.rb, picked with --filter or -1

    @Test func withNthShowsSomeFieldsButPrintsTheLine() throws {
        let lines = ["  1st 2nd 3rd/", "  first second third/"]
        #expect(try output(["-f", "^3", "--nth", "2", "--with-nth", "2,-1,1"], lines: lines) == ["  1st 2nd 3rd/"])
    }

    @Test func selectOneWithRepeatedWholeFields() throws {
        let numbers = (1...100).map(String.init)
        #expect(try output(["--with-nth", "..,..", "--print-query", "-q", "5555", "-1"], lines: numbers) == ["5555", "55"])
        #expect(try output(["--with-nth", "..,..", "--print-query", "-f", "5555"], lines: numbers) == ["5555", "55"])
    }

    @Test func selectOneAcceptNthTemplate() throws {
        let numbers = (1...100).map(String.init)
        let arguments = ["--with-nth", "..,..", "--print-query", "--accept-nth", "{1} // {1}"]
        #expect(try output(arguments + ["-q", "5555", "-1"], lines: numbers) == ["5555", "55 // 55"])
        #expect(try output(arguments + ["-f", "5555"], lines: numbers) == ["5555", "55 // 55"])
    }

    @Test func exitZeroWithRepeatedWholeFields() throws {
        let result = try swoop(["--with-nth", "..,..", "--print-query", "-q", "555555", "-0"], lines: (1...100).map(String.init))
        #expect(result.stdout == "555555\n")
        #expect(result.status == 1)
    }

    @Test func acceptNthKeepsTheDelimitersBetweenFields() throws {
        let lines = ["foo  bar  baz", "bar baz  foo"]
        #expect(try output(["--accept-nth", "2,2", "-f", ""], lines: lines) == ["bar  bar", "baz  baz"])
    }

    @Test func acceptNthStringDelimiterDropsOnlyTheLast() throws {
        #expect(try output(["-d,", "--accept-nth", "2,2,1,3,1", "-f", ""], lines: ["foo  ,bar,baz"]) == ["bar,bar,foo  ,bazfoo  "])
    }

    @Test func acceptNthRegexDelimiter() throws {
        let arguments = ["--delimiter= *[:,]+ *", "--accept-nth", "2,2,1,3,1", "-f", ""]
        #expect(try output(arguments, lines: ["foo  :,:bar,baz"]) == ["bar,bar,foo  :,:bazfoo"])
    }

    @Test func acceptNthRegexDelimiterStripsTheLast() throws {
        let lines = ["foo:,bar:,baz", "foo:,bar:,baz:,qux:,"]
        #expect(try output(["--delimiter=[:,]+", "--accept-nth", "2..", "-f", ""], lines: lines) == ["bar:,baz", "bar:,baz:,qux"])
    }

    @Test func acceptNthTemplate() throws {
        let arguments = ["-d", " *, *", "--accept-nth", "[{n}] 1st: {1}, 3rd: {3}, 2nd: {2}", "-f", ""]
        #expect(try output(arguments, lines: ["foo  ,bar,baz"]) == ["[0] 1st: foo, 3rd: baz, 2nd: bar"])
    }

    // MARK: issue 11, checked against fzf

    @Test func ansiPicksArePlainTextAFileNameCanBeOpened() throws {
        let lines = ["\u{1B}[35mSources/main.swift\u{1B}[0m", "\u{1B}[35mREADME.md\u{1B}[0m"]
        #expect(try output(["--ansi", "-f", "main"], lines: lines) == ["Sources/main.swift"])
        #expect(try output(["--ansi", "-d/", "--accept-nth", "2", "-f", "main"], lines: lines) == ["main.swift"])
    }

    @Test func aRegularExpressionPosixCannotSayIsOneLineAndExitTwo() throws {
        let result = try swoop(["-d", "a+?", "-f", ""], lines: ["banana"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func severalNthRangesAreSearchedOneByOne() throws {
        // fzf matches each term inside one range's fields: "be" spans fields 1 and 3, so nothing matches.
        let result = try swoop(["--nth", "1,3", "-f", "be"], lines: ["ab cd ef"])
        #expect(result.status == 1)
        // Each range is a line of its own: `^e` starts range 3, `b$` ends range 1 (blanks trimmed),
        // and two terms may match in two ranges.
        for query in ["^e", "b$", "a e", "'b e", "!be"] {
            #expect(try swoop(["--nth", "1,3", "-f", query], lines: ["ab cd ef"]).stdout == "ab cd ef\n", "\(query)")
        }
        for query in ["ae", "cd", "!b"] {
            #expect(try swoop(["--nth", "1,3", "-f", query], lines: ["ab cd ef"]).status == 1, "\(query)")
        }
        // The last range loses its final delimiter; the others keep theirs.
        #expect(try swoop(["-d:", "--nth", "3,2", "-f", "b$"], lines: ["x:ab:ef"]).status == 0)
        #expect(try swoop(["-d:", "--nth", "2,3", "-f", "b$"], lines: ["x:ab:ef"]).status == 1)
    }
}
