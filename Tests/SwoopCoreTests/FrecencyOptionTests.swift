import Testing
@testable import SwoopOptions
@testable import SwoopPicker

/// `--frecency[=NAME]`, `--no-frecency`, `--frecency-forget=LINE` and the `frecency-forget` action.
@Suite struct FrecencyOptionTests {
    @Test func frecencyIsOffUnlessAskedFor() throws {
        let options = try OptionParser.parse([])
        #expect(!options.usesFrecency)
        #expect(options.frecencyName == nil)
        #expect(options.frecencyForget == nil)
    }

    @Test func frecencyTakesAnOptionalName() throws {
        let bare = try OptionParser.parse(["--frecency", "file.txt"])
        #expect(bare.usesFrecency && bare.frecencyName == nil)
        #expect(bare.inputPath == "file.txt")
        let named = try OptionParser.parse(["--frecency=dirs"])
        #expect(named.usesFrecency && named.frecencyName == "dirs")
    }

    @Test func noFrecencyLaterTurnsItOff() throws {
        let options = try OptionParser.parse(["--frecency=dirs", "--no-frecency"])
        #expect(!options.usesFrecency)
        #expect(options.frecencyName == nil)
    }

    @Test func frecencyForgetTakesTheLine() throws {
        let options = try OptionParser.parse(["--frecency=dirs", "--frecency-forget", "a line"])
        #expect(options.frecencyForget == "a line")
    }

    @Test func frecencyForgetIsABindableSessionAction() throws {
        let bindings = try KeyBindingParser.parse("ctrl-x:frecency-forget")
        #expect(bindings == [KeyBinding(key: .ctrl("x"), actions: [.session(.frecencyForget)])])
    }
}
