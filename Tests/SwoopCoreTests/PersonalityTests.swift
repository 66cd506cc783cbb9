import Testing
@testable import SwoopItems
@testable import SwoopOptions
@testable import SwoopSystem

/// What the program's name changes, and which variables each name reads.
@Suite struct PersonalityTests {
    @Test(arguments: ["fzf", "/usr/local/bin/fzf", "./fzf", "../bin/fzf"])
    func theBaseNameFzfIsFzf(argument0: String) {
        #expect(Personality.named(argument0).isFzf)
    }

    @Test(arguments: ["swoop", "/usr/bin/swoop", "fzf-tmux", "xfzf", "fzf.exe", "", "fzf/swoop"])
    func anyOtherNameIsSwoop(argument0: String) {
        #expect(!Personality.named(argument0).isFzf)
    }

    @Test func noArgumentZeroIsSwoop() {
        #expect(Personality.named(nil) == .swoop)
    }

    /// fzf.vim reads the first run of digits and dots and wants 0.56.0 or later; forgit takes the first
    /// word and sorts it with the version it needs (`sort -V`).
    @Test func fzfsVersionIsOneFzfsUsersToolsAccept() throws {
        let version = Personality.fzf.version
        let first = try #require(version.split(separator: " ").first)
        #expect(first.allSatisfy { $0.isNumber || $0 == "." })
        let parts = first.split(separator: ".").compactMap { Int($0) }
        #expect(parts.count == 3)
        #expect(parts.lexicographicallyPrecedes([0, 56, 0]) == false)
        #expect(version.contains("swoop \(Personality.release)"))
        #expect(Personality.swoop.version == "swoop \(Personality.release)")
    }

    @Test func fzfsDefaultsAreFzfs() throws {
        let options = try OptionParser.parse([], environment: [:], personality: .fzf)
        #expect(options.layout == .default)
        #expect(options.placeholder == "")
        #expect(options.look.input == .prompt)
        #expect(options.look.shownPointer == "▌" && options.look.shownMarker == "┃" && options.look.shownGutter == "▌")
        #expect(options.look.scrollbar == "│")
        #expect(!options.look.highlightsLine)
        #expect(options.keyMap[.escape] == [.controller(.abort)])
        #expect(options.keyMap[.tab] == [.controller(.ignore)] && options.keyMap[.backTab] == [.controller(.ignore)])
        #expect(try OptionParser.parse(["-m"], from: Personality.fzf.defaults).keyMap[.tab] == [.controller(.toggleDown)])
        #expect(options.matching.typos == false)
    }

    @Test func swoopsDefaultsAreItsOwn() throws {
        let options = try OptionParser.parse([], environment: [:])
        #expect(options.layout == .reverse)
        #expect(options.placeholder == "Search here...")
        #expect(options.look.input == .bar)
        #expect(options.look.shownPointer == ">" && options.look.shownGutter == nil && options.look.scrollbar == nil)
        #expect(options.keyMap[.escape] == [.controller(.cancel)])
        #expect(options.keyMap[.tab] == [.controller(.down)])
        #expect(options.matching.typos == nil)
    }

    @Test func optionsWinOverTheNamesDefaults() throws {
        let options = try OptionParser.parse(["--layout=reverse", "--pointer=>", "--no-scrollbar", "--bind=esc:cancel"],
                                             environment: [:], personality: .fzf)
        #expect(options.layout == .reverse && options.look.shownPointer == ">" && options.look.scrollbar == nil)
        #expect(options.keyMap[.escape] == [.controller(.cancel)])
    }

    @Test func withoutUnicodeFzfsSignsAreAscii() throws {
        let options = try OptionParser.parse(["--no-unicode"], environment: [:], personality: .fzf)
        #expect(options.look.shownPointer == ">" && options.look.shownMarker == ">" && options.look.shownGutter == nil)
    }
}

/// `SWOOP_` before `FZF_` under swoop; `FZF_` alone under fzf, whose callers set them for one call.
@Suite struct ProgramEnvironmentTests {
    static func under(_ personality: Personality, _ values: [String: String]) -> ProgramEnvironment {
        ProgramEnvironment(prefixes: personality.variablePrefixes, values: values)
    }

    @Test func underSwoopSwoopsVariableWins() {
        let environment = Self.under(.swoop, ["SWOOP_DEFAULT_COMMAND": "a", "FZF_DEFAULT_COMMAND": "b"])
        #expect(environment.variable(.defaultCommand)?.value == "a")
        #expect(environment.variable(.defaultCommand)?.name == "SWOOP_DEFAULT_COMMAND")
    }

    @Test func underSwoopFzfsIsReadWhereSwoopsIsUnset() {
        let environment = Self.under(.swoop, ["FZF_DEFAULT_COMMAND": "b"])
        #expect(environment.variable(.defaultCommand)?.name == "FZF_DEFAULT_COMMAND")
    }

    @Test func anEmptyValueIsSetAndWins() {
        let environment = Self.under(.swoop, ["SWOOP_DEFAULT_OPTS_FILE": "", "FZF_DEFAULT_OPTS_FILE": "/x"])
        #expect(environment.variable(.defaultOptionsFile)?.value == "")
        #expect(environment.nonEmpty(.defaultOptionsFile) == nil)
    }

    @Test func underFzfSwoopsVariablesDoNotCount() {
        let environment = Self.under(.fzf, ["SWOOP_DEFAULT_COMMAND": "a", "SWOOP_API_KEY": "k"])
        #expect(environment.variable(.defaultCommand) == nil)
        #expect(environment.nonEmpty(.apiKey) == nil)
        #expect(Self.under(.fzf, ["FZF_API_KEY": "k"]).nonEmpty(.apiKey) == "k")
    }

    @Test func defaultOptionsAreReadByTheRule() throws {
        let both = ["SWOOP_DEFAULT_OPTS": "--layout=reverse-list", "FZF_DEFAULT_OPTS": "--prompt='fzf>'"]
        let swoop = try OptionParser.parse([], environment: both)
        #expect(swoop.layout == .reverseList && swoop.prompt == "> ")
        let fzf = try OptionParser.parse([], environment: both, personality: .fzf)
        #expect(fzf.layout == .default && fzf.prompt == "fzf>")
        let fallback = try OptionParser.parse([], environment: ["FZF_DEFAULT_OPTS": "--prompt='fzf>'"])
        #expect(fallback.prompt == "fzf>")
    }

    @Test func anEmptyOptionsFileIsNone() throws {
        let options = try OptionParser.parse([], environment: ["FZF_DEFAULT_OPTS_FILE": "", "FZF_DEFAULT_OPTS": "-m"],
                                             personality: .fzf)
        #expect(options.markLimit == Int.max)
        #expect(throws: OptionError.self) {
            try OptionParser.parse([], environment: ["FZF_DEFAULT_OPTS_FILE": "/nonexistent/opts"], personality: .fzf)
        }
    }

    @Test func aBadDefaultIsNamedByItsVariable() {
        #expect {
            try OptionParser.parse([], environment: ["FZF_DEFAULT_OPTS": "--nope"], personality: .fzf)
        } throws: { ($0 as? OptionError)?.description.contains("FZF_DEFAULT_OPTS") == true }
    }

    /// What the real fzf made of each `FZF_DEFAULT_OPTS` (its query, printed with `--print-query`).
    @Test(arguments: [
        (#"-q "a\"b\\c\$d\x\t""#, "a\"b\\c$dx\t"), (#"-q a\nb"#, "a\nb"), ("-q a>b", "a"), ("-q a&b c", "a"),
        (#"-q "a;b""#, "a;b"), (#"-q 'a\b'"#, #"a\b"#), (##"-q a\ b\#c"##, "a b#c"),
    ] as [(String, String)])
    func defaultOptionsAreWordsAsFzfReadsThem(text: String, query: String) throws {
        #expect(try OptionParser.parse([], environment: ["FZF_DEFAULT_OPTS": text], personality: .fzf).query == query)
    }

    /// fish's Ctrl-R passes `--delimiter="\t"`: a tab, not the letter t.
    @Test func aBackslashTInDoubleQuotesIsATab() throws {
        let options = try OptionParser.parse([], environment: ["FZF_DEFAULT_OPTS": #"--delimiter="\t""#], personality: .fzf)
        #expect(options.fieldSplitter == FieldSplitter(delimiter: "\t"))
    }

    @Test func aHashStartingAWordStartsAComment() throws {
        let text = "--multi # every picker marks\n--prompt='a#b' # the prompt\n--layout=reverse"
        let options = try OptionParser.parse([], environment: ["FZF_DEFAULT_OPTS": text], personality: .fzf)
        #expect(options.markLimit == Int.max && options.prompt == "a#b" && options.layout == .reverse)
    }
}

/// fzf's `--style` presets, as fzf sets them.
@Suite struct StylePresetTests {
    @Test func fullWithAStyleIsTheStyleOfEveryBorderGivenNone() throws {
        let options = try OptionParser.parse(["--style=full:double", "--border", "--list-border", "--preview-border"],
                                             environment: [:], personality: .fzf)
        #expect(options.look.border == .double && options.look.listFrame.shape == .double)
        #expect(options.previewWindow.border == .double)
        let reset = try OptionParser.parse(["--style=full:double", "--style=default", "--border"], environment: [:])
        #expect(reset.look.border == .rounded)
    }

    @Test func minimalDropsTheSeparatorTheScrollbarAndTheGutter() throws {
        let options = try OptionParser.parse(["--style=minimal"], environment: [:], personality: .fzf)
        #expect(options.look.separator == "" && options.look.scrollbar == nil && options.look.shownGutter == " ")
        #expect(options.previewWindow.border == .line && !options.previewWindow.showsInfo)
        let standard = try OptionParser.parse(["--style=minimal", "--style=default"], environment: [:], personality: .fzf)
        #expect(standard.look.scrollbar == "│" && standard.look.shownGutter == "▌" && standard.look.separator == nil)
    }
}

/// fzf's checks of options that fail only together, with fzf's messages.
@Suite struct OptionChecksTests {
    @Test(arguments: [
        (["--height=~10", "--margin=10%"], "adaptive height is not compatible with top/bottom percent margin"),
        (["--height=~10", "--padding=1,0,5%,0"], "adaptive height is not compatible with top/bottom percent padding"),
        (["--color=nth:red"], "only ANSI attributes are allowed for 'nth' (regular, bold, underline, reverse, dim, italic, strikethrough)"),
        (["--header-border=inline", "--header-lines-border=sharp", "--header-lines=1"],
         "--header-border=inline requires --header-lines-border to be inline or unset"),
    ])
    func combinationsFzfRejectsAreRejected(arguments: [String], message: String) {
        #expect(throws: OptionError(message)) { try OptionParser.parse(arguments, environment: [:]) }
    }

    @Test func whatFzfAllowsIsAllowed() throws {
        for arguments in [["--height=~10", "--margin=0,10%"], ["--color=nth:bold"], ["--header-border=inline", "--header-lines-border=none"]] {
            _ = try OptionParser.parse(arguments, environment: [:])
        }
    }
}
