import Testing
@testable import SwoopOptions
@testable import SwoopSystem

@Suite(.serialized) struct OptionParserTests {
    @Test func defaultsAreLiveWithNoQueryAndNoFile() throws {
        let options = try OptionParser.parse([])
        #expect(options.isLive && options.query.isEmpty && options.inputPath == nil && options.markLimit == nil)
    }

    @Test func parsesNoLiveQueryAndFile() throws {
        let options = try OptionParser.parse(["--no-live", "--query=fr", "countries.txt"])
        #expect(!options.isLive)
        #expect(options.query == "fr")
        #expect(options.inputPath == "countries.txt")
    }

    @Test func acceptsSpaceSeparatedAndShortValues() throws {
        #expect(try OptionParser.parse(["--query", "a b"]).query == "a b")
        #expect(try OptionParser.parse(["-q", "x"]).query == "x")
        #expect(try OptionParser.parse(["-qx"]).query == "x")
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try OptionParser.parse(["--", "--no-live"]).inputPath == "--no-live")
    }

    @Test func rejectsUnknownOptionsByName() {
        #expect(throws: OptionError("unknown option: --bogus")) { try OptionParser.parse(["--bogus"]) }
        #expect(throws: OptionError("unknown option: -z")) { try OptionParser.parse(["-z"]) }
    }

    @Test func rejectsAMissingValue() {
        #expect(throws: OptionError("option --query needs a value")) { try OptionParser.parse(["--query"]) }
        #expect(throws: OptionError("option -q needs a value")) { try OptionParser.parse(["-q"]) }
    }

    @Test func rejectsMoreThanOneFile() {
        #expect(throws: OptionError.self) { try OptionParser.parse(["a", "b"]) }
    }

    @Test func helpAndVersion() throws {
        #expect(try OptionParser.parse(["-h"]).showHelp)
        #expect(try OptionParser.parse(["--version"]).showVersion)
    }
}

/// getopt_long keeps global state, so these run in the same serialized suite.
extension OptionParserTests {
    @Test func namesAnUnknownFlagInsideABundle() {
        #expect(throws: OptionError("unknown option: -z")) { try OptionParser.parse(["--no-live", "-hz"]) }
    }

    @Test func namesAnUnknownLongOptionWithoutItsValue() {
        #expect(throws: OptionError("unknown option: --colour")) { try OptionParser.parse(["--colour=red"]) }
    }
}
