import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopSystem

/// `--height`, `--min-height`, `--no-height` and `--no-clear`: read as fzf reads them, and the rows they come to.
@Suite struct InlineHeightTests {
    @Test func readsRowsPercentagesTildeAndMinus() throws {
        #expect(try HeightSpec.parse("10") == HeightSpec(size: 10))
        #expect(try HeightSpec.parse("40%") == HeightSpec(size: 40, isPercent: true))
        #expect(try HeightSpec.parse("~100%") == HeightSpec(size: 100, isPercent: true, isAdaptive: true))
        #expect(try HeightSpec.parse("-3") == HeightSpec(size: 3, isInverse: true))
        #expect(try HeightSpec.parse("~-1") == HeightSpec(size: 1, isAdaptive: true, isInverse: true))
        #expect(try HeightSpec.parse("12.5%") == HeightSpec(size: 12.5, isPercent: true))
    }

    @Test(arguments: ["", "~", "abc", "101%", "-~3", "1.5", "--3", "3%%"])
    func rejectsWhatFzfRejects(value: String) {
        #expect(throws: OptionError.self) { try HeightSpec.parse(value) }
    }

    @Test func zeroAndAHundredPercentMeanFullScreenUnlessAdaptive() throws {
        #expect(try HeightSpec.parse("0").isFullScreen)
        #expect(try HeightSpec.parse("100%").isFullScreen)
        #expect(try !HeightSpec.parse("~100%").isFullScreen)
        #expect(try !HeightSpec.parse("99%").isFullScreen)
    }

    @Test func aNegativeHeightIsTheTerminalLessN() throws {
        let height = InlineHeight(spec: try HeightSpec.parse("-2"))
        #expect(height.maximumRows(terminalRows: 30, fixedRows: 3) == 28)
        let percent = InlineHeight(spec: try HeightSpec.parse("-25%"), minimum: MinHeight(rows: 0, addsLayout: false))
        #expect(percent.maximumRows(terminalRows: 40, fixedRows: 3) == 30)
    }

    @Test func aPercentageIsAtLeastTheMinimumWhichWithPlusCountsListRows() throws {
        let tenPercent = try HeightSpec.parse("10%")
        #expect(InlineHeight(spec: tenPercent).maximumRows(terminalRows: 40, fixedRows: 3) == 13)
        #expect(InlineHeight(spec: tenPercent, minimum: MinHeight(rows: 6, addsLayout: false)).maximumRows(terminalRows: 40, fixedRows: 3) == 6)
        #expect(InlineHeight(spec: try HeightSpec.parse("50%")).maximumRows(terminalRows: 40, fixedRows: 3) == 20)
    }

    @Test func aRowCountIsNotRaisedToTheMinimumHeight() throws {
        #expect(InlineHeight(spec: try HeightSpec.parse("5")).maximumRows(terminalRows: 40, fixedRows: 3) == 5)
    }

    @Test func neverFewerThanThreeRowsNorMoreThanTheTerminalHas() throws {
        #expect(InlineHeight(spec: try HeightSpec.parse("1")).maximumRows(terminalRows: 40, fixedRows: 3) == 3)
        #expect(InlineHeight(spec: try HeightSpec.parse("50")).maximumRows(terminalRows: 20, fixedRows: 3) == 20)
        #expect(InlineHeight(spec: try HeightSpec.parse("10%")).maximumRows(terminalRows: 8, fixedRows: 3) == 8)
        #expect(InlineHeight(spec: try HeightSpec.parse("-50")).maximumRows(terminalRows: 20, fixedRows: 3) == 3)
    }

    @Test func aTildeHeightFitsAShortListAndStopsAtTheMaximum() throws {
        let height = InlineHeight(spec: try HeightSpec.parse("~10"))
        #expect(height.rows(terminalRows: 40, fixedRows: 3, itemCount: 2) == 5)
        #expect(height.rows(terminalRows: 40, fixedRows: 3, itemCount: 0) == 3)
        #expect(height.rows(terminalRows: 40, fixedRows: 3, itemCount: 500) == 10)
        #expect(InlineHeight(spec: try HeightSpec.parse("10")).rows(terminalRows: 40, fixedRows: 3, itemCount: 2) == 10)
    }

    /// fzf's rule for a pane shown with `~`: above or below, its share of the content (here 60%: the
    /// 4 rows inside the border of `seq 3 | fzf --height ~100% --info=inline --border --preview-window up,60%`
    /// become 10, 12 with the border, as the real fzf draws it); a fixed size adds its rows and border;
    /// on a side, room for a line.
    @Test func aTildeHeightMakesRoomForThePane() throws {
        let height = InlineHeight(spec: try HeightSpec.parse("~100%"))
        var above = PaneSpec.preview
        above.position = .up
        above.size = .percent(60)
        #expect(height.rows(terminalRows: 40, fixedRows: 3, itemCount: 3, outerRows: 2, pane: above) == 12)
        above.size = .cells(4)
        #expect(height.rows(terminalRows: 40, fixedRows: 3, itemCount: 3, outerRows: 2, pane: above) == 4 + 4 + 2 + 2)
        var side = PaneSpec.preview
        side.position = .right
        #expect(height.rows(terminalRows: 40, fixedRows: 2, itemCount: 0, outerRows: 0, pane: side) == 3)
        above.size = .percent(100)
        #expect(height.rows(terminalRows: 40, fixedRows: 3, itemCount: 3, outerRows: 2, pane: above) == 40)
    }

    @Test func minHeightTakesANumberAndAPlus() throws {
        #expect(try MinHeight.parse("20+") == MinHeight(rows: 20, addsLayout: true))
        #expect(try MinHeight.parse("4") == MinHeight(rows: 4, addsLayout: false))
        #expect(throws: OptionError.self) { try MinHeight.parse("-1") }
        #expect(throws: OptionError.self) { try MinHeight.parse("+") }
        #expect(MinHeight() == MinHeight(rows: 10, addsLayout: true))
    }
}

/// getopt_long keeps global state: these run one at a time, in the option parser's suite.
extension OptionParserTests {
    @Test func heightMinHeightAndNoClearSetTheInlinePicker() throws {
        let options = try OptionParser.parse(["--height=~40%", "--min-height=5", "--no-clear"])
        #expect(options.height == HeightSpec(size: 40, isPercent: true, isAdaptive: true))
        #expect(options.minHeight == MinHeight(rows: 5, addsLayout: false))
        #expect(!options.clearsOnExit)
        #expect(try OptionParser.parse(["--height=5", "--no-height"]).height == nil)
        #expect(try OptionParser.parse(["--no-clear", "--clear"]).clearsOnExit)
    }

    @Test func aLaterHeightTurnsAnEarlierTmuxOffAndNotTheOtherWayRound() throws {
        #expect(try OptionParser.parse(["--tmux", "--height=5"]).tmuxPopup == nil)
        let later = try OptionParser.parse(["--height=5", "--tmux"])
        #expect(later.tmuxPopup != nil)
        #expect(later.height == HeightSpec(size: 5))
    }
}
