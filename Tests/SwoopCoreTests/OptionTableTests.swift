import Glibc
import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSystem

/// getopt_long keeps global state: these run one at a time, in the option parser's suite.
extension OptionParserTests {
    @Test(arguments: [
        (["--multi"], "markLimit", "max"), (["-m"], "markLimit", "max"), (["--multi=3"], "markLimit", "3"), (["-m3"], "markLimit", "3"),
        (["--prompt=$ "], "prompt", "$ "), (["--prompt", "$ "], "prompt", "$ "),
        (["--placeholder=Find…"], "placeholder", "Find…"), (["--header", "Hi"], "header", "Hi"),
        (["--header-lines=2"], "headerLines", "2"), (["--header-lines", "1"], "headerLines", "1"),
        (["--layout=default"], "layout", "default"), (["--layout", "reverse-list"], "layout", "reverse-list"),
        (["--info=inline"], "info", "inline"), (["--info", "hidden"], "info", "hidden"),
        (["--cycle"], "cycles", "true"), (["--no-mouse"], "usesMouse", "false"),
        (["--print-query"], "printsQuery", "true"), (["-1"], "selectsSingleMatch", "true"), (["--select-1"], "selectsSingleMatch", "true"),
        (["-0"], "exitsWithoutMatches", "true"), (["--exit-0"], "exitsWithoutMatches", "true"),
        (["--read0"], "readsNULSeparated", "true"), (["--print0"], "printsNULSeparated", "true"), (["--ansi"], "parsesANSI", "true"),
        (["-e"], "exact", "true"), (["--literal"], "literal", "true"), (["--no-sort"], "sort", "false"), (["--tac"], "tac", "true"),
        (["--no-live"], "isLive", "false"), (["-q", "x"], "query", "x"), (["--filter=x"], "filter", "x"),
    ])
    func everyOptionSetsItsValue(arguments: [String], field: String, expected: String) throws {
        let options = try OptionParser.parse(arguments)
        let actual: String = switch field {
        case "markLimit": options.markLimit.map { $0 == Int.max ? "max" : String($0) } ?? "nil"
        case "prompt": options.prompt
        case "placeholder": options.placeholder
        case "header": options.header ?? "nil"
        case "headerLines": String(options.headerLines)
        case "layout": options.layout.rawValue
        case "info": options.info.rawValue
        case "cycles": String(options.cycles)
        case "usesMouse": String(options.usesMouse)
        case "printsQuery": String(options.printsQuery)
        case "selectsSingleMatch": String(options.selectsSingleMatch)
        case "exitsWithoutMatches": String(options.exitsWithoutMatches)
        case "readsNULSeparated": String(options.readsNULSeparated)
        case "printsNULSeparated": String(options.printsNULSeparated)
        case "parsesANSI": String(options.parsesANSI)
        case "exact": String(options.matching.exact)
        case "literal": String(!options.matching.foldDiacritics)
        case "sort": String(options.matching.sort)
        case "tac": String(options.matching.reverseInput)
        case "isLive": String(options.isLive)
        case "query": options.query
        case "filter": options.filter ?? "nil"
        default: "unknown field"
        }
        #expect(actual == expected, "\(arguments)")
    }

    @Test func bundledShortFlagsCombine() throws {
        let options = try OptionParser.parse(["-e10"])
        #expect(options.matching.exact && options.selectsSingleMatch && options.exitsWithoutMatches)
    }

    @Test func bindAndExpectNameKeysAndActions() throws {
        let options = try OptionParser.parse(["--bind=ctrl-x:toggle+down,alt-j:last", "--expect=ctrl-o,alt-enter,f2"])
        #expect(options.keyMap[.ctrl("x")] == [.controller(.toggle), .controller(.down)])
        #expect(options.keyMap[.alt("j")] == [.controller(.last)])
        #expect(options.expectedKeys == [.ctrl("o"), .ctrlAlt("m"), .function(2)])
        #expect(options.keyMap[.ctrl("o")] == [.controller(.accept)])
    }

    @Test(arguments: [
        (["--layout=sideways"], "--layout takes one of reverse, default, reverse-list, not 'sideways'"),
        (["--info=loud"], "invalid info style (expected: default|right|hidden|inline[-right][:PREFIX])"),
        (["--multi=x"], "--multi needs a number, not 'x'"),
        (["--header-lines=-1"], "--header-lines needs a number, not '-1'"),
        (["--bind=ctrl-x:fly"], "--bind: unknown action 'fly'"),
        (["--bind=hyper-x:up"], "--bind: unknown key 'hyper-x'"),
        (["--expect=nothing"], "--expect: unknown key 'nothing'"),
        (["--color=fg:notacolour"], "--color: 'notacolour' is not a colour or attribute (in 'fg:notacolour')"),
        (["--color=sparkle:1"], "--color: unknown name 'sparkle'"),
        (["--prompt"], "option --prompt needs a value"),
    ])
    func badValuesAreNamedInOneLine(arguments: [String], message: String) {
        #expect(throws: OptionError(message)) { try OptionParser.parse(arguments) }
    }

    @Test func commandLineWinsOverDefaultOptions() throws {
        let environment = ["SWOOP_DEFAULT_OPTS": "--layout=default --prompt='swoop> ' -m"]
        let options = try OptionParser.parse(["--layout=reverse-list"], environment: environment)
        #expect(options.layout == .reverseList)
        #expect(options.prompt == "swoop> ")
        #expect(options.markLimit == Int.max)
    }

    @Test func badDefaultOptionsSayWhereTheyCameFrom() {
        #expect(throws: OptionError("unknown option: --nope (in SWOOP_DEFAULT_OPTS)")) {
            try OptionParser.parse([], environment: ["SWOOP_DEFAULT_OPTS": "--nope"])
        }
    }

    @Test func defaultOptionsFileComesBeforeTheVariable() throws {
        let path = "/tmp/swoop-opts-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        let text = Array("--prompt=file --cycle\n".utf8)
        _ = text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        defer { unlink(path) }
        let options = try OptionParser.parse([], environment: ["SWOOP_DEFAULT_OPTS_FILE": path, "SWOOP_DEFAULT_OPTS": "--prompt=variable"])
        #expect(options.prompt == "variable")
        #expect(options.cycles)
    }
}

@Suite struct ShellWordsTests {
    @Test func splitsLikeAShell() throws {
        #expect(try ShellWords.split(#"--prompt='> ' --header "a b"  plain\ word"#) == ["--prompt=> ", "--header", "a b", "plain word"])
        #expect(try ShellWords.split("") == [])
    }
}

@Suite struct ColorSpecTests {
    @Test func parsesBaseNamesColoursAndAttributes() throws {
        let spec = try ColorSpec.parse("dark,fg:#ff0000,bg+:236,hl:green:bold,prompt:bright-blue:underline,info:-1")
        #expect(spec.base == .dark)
        #expect(spec.settings.map(\.element) == [.fg, .bgSelected, .hl, .prompt, .info])
        #expect(spec.settings[0].color == .rgb(255, 0, 0))
        #expect(spec.settings[1].color == .palette(236))
        #expect(spec.settings[2].color == .palette(2) && spec.settings[2].attributes == [.bold])
        #expect(spec.settings[3].color == .palette(12) && spec.settings[3].attributes == [.underline])
        #expect(spec.settings[4].color == .default)
    }

    @Test func rejectsBadSpecs() {
        #expect(throws: OptionError.self) { try ColorSpec.parse("fg:#12345") }
        #expect(throws: OptionError.self) { try ColorSpec.parse("fg:256") }
        #expect(throws: OptionError.self) { try ColorSpec.parse("purple") }
    }
}

@Suite struct KeyNameTests {
    @Test func namesRoundTrip() {
        for name in ["ctrl-x", "alt-enter", "alt-bspace", "alt-j", "enter", "esc", "tab", "btab", "up", "pgdn", "f5", "double-click", "ctrl-space"] {
            #expect(KeyName.parse(name).map(KeyName.name) == name)
        }
    }
}

@Suite struct OptionErrorTests {
    @Test func unterminatedQuotesInTheDefaultsNameTheVariable() {
        for text in ["--prompt 'abc", #"--prompt "abc"#, #"--prompt abc\"#] {
            #expect(throws: OptionError.self) { try OptionParser.parse([], environment: ["SWOOP_DEFAULT_OPTS": text]) }
            do {
                _ = try OptionParser.parse([], environment: ["SWOOP_DEFAULT_OPTS": text])
            } catch {
                #expect(error.description.hasPrefix("SWOOP_DEFAULT_OPTS: "), "\(error.description)")
            }
        }
        #expect(throws: ShellWords.Failure.unterminatedQuote("'")) { try ShellWords.split("a 'b") }
    }

    @Test func aFlagGivenAValueSaysItTakesNone() {
        #expect(throws: OptionError("option --tac takes no value")) { try OptionParser.parse(["--tac=1"]) }
        #expect(throws: OptionError("unknown option: --tacx")) { try OptionParser.parse(["--tacx=1"]) }
    }

    @Test func messagesShowControlCharactersEscaped() {
        #expect(MessageText.escaped("--foo\u{1B}[31mred\n") == "--foo\\x1B[31mred\\x0A")
        #expect(MessageText.escaped("a\u{9B}b\u{7F}") == "a\\u{009B}b\\x7F")
        #expect(MessageText.escaped("café 東京") == "café 東京")
    }
}
