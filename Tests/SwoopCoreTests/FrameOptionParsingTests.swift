import Testing
@testable import SwoopOptions
@testable import SwoopSystem

/// `--list-border`, `--input-border`, `--header-border`, `--header-lines-border` and their labels,
/// as parsed: fzf's forms, and fzf 0.74.5's words when a value is wrong.
@Suite struct FrameOptionParsingTests {
    private func look(_ arguments: [String]) throws -> LookOptions {
        try OptionParser.parse(arguments).look
    }

    @Test func eachPartTakesABorderStyleRoundedWithoutOne() throws {
        #expect(try look([]).listFrame == PartFrame())
        #expect(try look(["--list-border"]).listFrame.shape == .rounded)
        #expect(try look(["--input-border", "sharp"]).inputFrame.shape == .sharp)
        #expect(try look(["--header-border=double"]).headerFrame.shape == .double)
        #expect(try look(["--header-border=line"]).headerFrame.shape == .line)
        #expect(try look(["--header-lines-border=bottom"]).headerLinesBorder == .bottom)
        #expect(try look(["--header-lines-border"]).headerLinesBorder == .rounded)
        // The next word is a value only when it is not an option.
        let options = try OptionParser.parse(["--list-border", "--cycle"])
        #expect(options.look.listFrame.shape == .rounded && options.cycles)
    }

    @Test func noFormsTakeThePartsBack() throws {
        let options = try look(["--list-border", "--list-label=L", "--input-border", "--input-label=I", "--header-border",
                                "--header-label=H", "--header-lines-border", "--no-list-border", "--no-list-label",
                                "--no-input-border", "--no-input-label", "--no-header-border", "--no-header-label",
                                "--no-header-lines-border"])
        #expect(options.listFrame == PartFrame() && options.inputFrame == PartFrame() && options.headerFrame == PartFrame())
        #expect(options.headerLinesBorder == nil)
    }

    @Test func labelsKeepTheirFirstLineAndGoWhereTheirPositionSays() throws {
        let options = try look(["--list-label=list\nmore", "--list-label-pos=-3:bottom", "--input-label= In ",
                                "--input-label-pos=2", "--header-label=Hd", "--header-label-pos=bottom"])
        #expect(options.listFrame.label == "list")
        #expect(options.listFrame.labelPosition == .init(column: -3, isBottom: true))
        #expect(options.inputFrame.label == " In " && options.inputFrame.labelPosition == .init(column: 2))
        #expect(options.headerFrame.label == "Hd" && options.headerFrame.labelPosition == .init(isBottom: true))
    }

    /// What `fzf` 0.74.5 prints for each (and exits 2).
    @Test(arguments: [
        (["--list-border=bogus"], "invalid border style (expected: rounded|sharp|bold|block|thinblock|double|dashed|horizontal|vertical|top|bottom|left|right|line|inline|none)"),
        (["--input-border=bogus"], "invalid border style (expected: rounded|sharp|bold|block|thinblock|double|dashed|horizontal|vertical|top|bottom|left|right|line|inline|none)"),
        (["--header-lines-border=bogus"], "invalid border style (expected: rounded|sharp|bold|block|thinblock|double|dashed|horizontal|vertical|top|bottom|left|right|line|inline|none)"),
        (["--list-border=line"], "list border cannot be 'line'"),
        (["--list-border=inline"], "inline border is only supported for --header-border, --header-lines-border, and --footer-border"),
        (["--input-border=inline"], "inline border is only supported for --header-border, --header-lines-border, and --footer-border"),
        (["--border=inline"], "inline border is only supported for --header-border, --header-lines-border, and --footer-border"),
        (["--list-label-pos=x"], "not a valid integer: x"),
        (["--input-label-pos=x"], "not a valid integer: x"),
        (["--header-label-pos=x"], "not a valid integer: x"),
    ])
    func badValuesFailWithFzfsWords(arguments: [String], message: String) {
        #expect(throws: OptionError(message)) { try OptionParser.parse(arguments) }
    }

    @Test func inlineIsTakenForTheHeaders() throws {
        #expect(try look(["--header-border=inline"]).headerFrame.shape == .inline)
        #expect(try look(["--header-lines-border=inline"]).headerLinesBorder == .inline)
    }
}
