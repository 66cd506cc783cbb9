import Testing
@testable import SwoopSearch
@testable import SwoopOptions
@testable import SwoopSystem

/// fzf command lines users paste: accepted, values never left as FILE, only bad values rejected.
/// getopt_long keeps global state: these run in the option parser's serialized suite.
extension OptionParserTests {
    @Test func fzfShortAndPlusFlagsSetWhatFzfsDo() throws {
        #expect(try OptionParser.parse(["-i"]).matching.caseMatching == .ignore)
        #expect(try OptionParser.parse(["-i", "+i"]).matching.caseMatching == .respect)
        #expect(try OptionParser.parse(["+i", "--smart-case"]).matching.caseMatching == .smart)
        #expect(try !OptionParser.parse(["+s"]).matching.sort)
        #expect(try OptionParser.parse(["+s", "-s"]).matching.sort)
        #expect(try !OptionParser.parse(["-e", "+e"]).matching.exact)
        #expect(try OptionParser.parse(["-m", "+m"]).markLimit == nil)
        #expect(try !OptionParser.parse(["-1", "+1"]).selectsSingleMatch)
        #expect(try !OptionParser.parse(["-0", "+0"]).exitsWithoutMatches)
        #expect(try OptionParser.parse(["+c"]).colors.last?.base == .bw)
        #expect(try OptionParser.parse(["+2"]).colors.last?.base == .sixteen)
        #expect(try OptionParser.parse(["--inline-info"]).info == .inline)
        #expect(try OptionParser.parse(["--extended-exact"]).matching.exact)
        #expect(try OptionParser.parse(["--no-reverse"]).layout == .default)
        #expect(try OptionParser.parse(["--ghost", "type here"]).placeholder == "type here")
        #expect(try !OptionParser.parse(["+x"]).matching.extended)
        #expect(try OptionParser.parse(["+x", "-x"]).matching.extended)
        let exact = try OptionParser.parse(["+x", "--extended-exact"]).matching
        #expect(exact.extended && exact.exact)
    }

    @Test func withoutExtendedSyntaxTheWholeQueryIsOneTerm() {
        var options = MatchOptions()
        options.extended = false
        let query = Query("1 00$", options: options)
        #expect(query.groups.count == 1 && query.groups[0].count == 1 && query.groups[0][0].text == "1 00$")
        #expect(query.groups[0][0].kind == .fuzzy && !query.groups[0][0].isInverse)
        options.exact = true
        #expect(Query("!a 'b", options: options).groups[0].map(\.kind) == [.substring])
        #expect(Query("", options: options).groups.isEmpty)
    }

    @Test(arguments: [
        ["-x"], ["--extended"], ["--smart-case"], ["--algo=v2"], ["--no-border"], ["--no-height"], ["--unicode"],
        ["--no-tmux"], ["--no-sync"],
    ])
    func flagsThatAskForWhatSwoopDoesAreSilent(arguments: [String]) throws {
        let options = try OptionParser.parse(arguments + ["FILE"])
        #expect(options.inputPath == "FILE")
    }

    @Test func everyFzfOptionsValueIsTakenNeverLeftAsFile() throws {
        for entry in OptionTable.fzfOnly where entry.argument != .none {
            let value = switch entry.values {
            case .oneOf(let words), .oneOfIgnoringCase(let words): words[0]
            case .number(let minimum): String(minimum)
            case .height, .margins: "10%"
            case .labelPosition: "center"
            default: "x"
            }
            for arguments in [["--\(entry.long)", value], ["--\(entry.long)=\(value)"]] {
                let options = try OptionParser.parse(arguments + ["FILE"])
                #expect(options.inputPath == "FILE", "\(arguments) left \(options.inputPath ?? "nil") as FILE")
            }
        }
    }

    @Test(arguments: [
        (["--tabstop=0"], "--tabstop needs a number of at least 1, not '0'"),
        (["--algo=v3"], "--algo takes one of v1, v2, not 'v3'"),
        (["--footer-border=bogus"], "invalid border style (expected: rounded|sharp|bold|block|thinblock|double|dashed|horizontal|vertical|top|bottom|left|right|line|inline|none)"),
        (["--tail", "x"], "--tail needs a number of at least 1, not 'x'"),
        (["--scroll-off=-1"], "--scroll-off needs a number, not '-1'"),
        (["--sort=abc"], "--sort needs a number, not 'abc'"),
        (["--walker=dir,bogus"], "--walker needs file or dir (and follow, hidden), not 'dir,bogus'"),
        (["--walker=hidden"], "--walker needs file or dir (and follow, hidden), not 'hidden'"),
        (["--footer-label-pos=x"], "not a valid integer: x"),
        (["--jump-labels="], "empty jump labels"),
        (["--algo=V2"], "--algo takes one of v1, v2, not 'V2'"),
        (["--height=abc"], "--height needs [~][-]N[%], not 'abc'"), (["--height=101%"], "--height needs [~][-]N[%], not '101%'"),
        (["--bind=zzz:up"], "--bind: unknown key 'zzz'"),
        (["--bind=a:zzz"], "--bind: unknown action 'zzz'"),
        (["--preview-window=sideways"], "invalid preview window option: sideways"),
        (["--preview-window=up,120%"], "window size too large (max: 99%)"),
        (["--preview-border=foo"], "invalid border style (expected: rounded|sharp|bold|block|thinblock|double|dashed|horizontal|vertical|top|bottom|left|right|line|inline|none)"),
        (["--preview-label-pos=foo"], "not a valid integer: foo"),
    ])
    func onlyABadValueOfAKnownOptionFails(arguments: [String], message: String) {
        #expect(throws: OptionError(message)) { try OptionParser.parse(arguments) }
    }

    @Test func fzfsSizesAndMultiZeroAreAccepted() throws {
        for arguments in [["--height=~40%"], ["--height", "-3"], ["--margin=1,10%"], ["--padding", "1,2,3,4"]] {
            #expect(try OptionParser.parse(arguments + ["FILE"]).inputPath == "FILE", "\(arguments)")
        }
        #expect(try OptionParser.parse(["-m0"]).markLimit == nil)
        #expect(try OptionParser.parse(["-m", "--multi=0"]).markLimit == nil)
    }

    @Test func optionalValuesAreTheNextWordWhenFzfWouldTakeIt() throws {
        #expect(try OptionParser.parse(["-m", "3"]).markLimit == 3)
        #expect(try OptionParser.parse(["--multi", "3", "FILE"]).inputPath == "FILE")
        let file = try OptionParser.parse(["-m", "FILE"])
        #expect(file.markLimit == Int.max && file.inputPath == "FILE")
        #expect(try OptionParser.parse(["-s", "5", "FILE"]).inputPath == "FILE")
        #expect(try OptionParser.parse(["--color", "dark"]).colors.last?.base == .dark)
        let flagAfter = try OptionParser.parse(["--color", "-e"])
        #expect(flagAfter.matching.exact && flagAfter.colors.isEmpty)
        #expect(try OptionParser.parse(["--detail", "FILE"]).inputPath == "FILE")
    }

    @Test func valuesThatLookLikeFlagsStayValues() throws {
        let options = try OptionParser.parse(["-q", "+s", "--prompt", "+x", "-d", "-i"])
        #expect(options.query == "+s" && options.prompt == "+x" && options.matching.sort)
        #expect(options.matching.caseMatching == .smart)
        #expect(try OptionParser.parse(["--", "+s"]).inputPath == "+s")
        #expect(try OptionParser.parse(["-eq", "+i"]).query == "+i")
    }
}

/// The rewriting of fzf's words for getopt_long, on its own.
@Suite struct FzfArgumentsTests {
    @Test func plusFlagsBecomeTheirLongForms() {
        #expect(FzfArguments.rewrite(["+s", "+i", "+x", "+e", "+m", "+c", "+2", "+1", "+0"])
            == ["--no-sort", "--no-ignore-case", "--no-extended", "--no-exact", "--no-multi", "--no-color", "--no-256",
                "--no-select-1", "--no-exit-0"])
        #expect(FzfArguments.rewrite(["+z", "+se", "+"]) == ["+z", "+se", "+"])
    }

    @Test func optionalValuesGivenAsTheNextWordAreAttached() {
        #expect(FzfArguments.rewrite(["-m", "3", "--multi", "4", "--sort", "5"]) == ["-m3", "--multi=4", "--sort=5"])
        #expect(FzfArguments.rewrite(["-em", "3"]) == ["-em3"])
        #expect(FzfArguments.rewrite(["--border", "rounded", "--border", "-e"]) == ["--border=rounded", "--border", "-e"])
        #expect(FzfArguments.rewrite(["-m", "x"]) == ["-m", "x"])
        #expect(FzfArguments.rewrite(["--detail", "right"]) == ["--detail", "right"])
    }

    @Test func requiredValuesAndEverythingAfterDoubleDashPassUnchanged() {
        #expect(FzfArguments.rewrite(["-q", "+s", "--query", "-m", "--bind=+:up"]) == ["-q", "+s", "--query", "-m", "--bind=+:up"])
        #expect(FzfArguments.rewrite(["-qm", "3"]) == ["-qm", "3"])
        #expect(FzfArguments.rewrite(["--", "+s", "-m", "3"]) == ["--", "+s", "-m", "3"])
        #expect(FzfArguments.rewrite(["--walker-root", "/", "/tmp", "FILE"]) == ["--walker-root", "/", "--also-walker-root=/tmp", "FILE"])
        #expect(FzfArguments.rewrite(["--walker-root=/", "/tmp", "/"]) == ["--walker-root=/", "--also-walker-root=/tmp", "--also-walker-root=/"])
    }
}
