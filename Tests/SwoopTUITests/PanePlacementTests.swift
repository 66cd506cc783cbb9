import Testing
@testable import SwoopItems
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopTUI

/// A picker with a preview pane showing fixed lines, drawn into a grid.
struct PreviewFixture {
    let model: SearchViewModel
    let controller = SearchController()
    let screen: GridScreen
    var view: PickerView
    let content = PaneContent()

    init(_ window: String, items: [String] = ["one", "two"], output: [String], rows: Int = 12, columns: Int = 60) throws {
        model = SearchViewModel(store: ItemStore(lines: items))
        controller.delegate = model
        screen = GridScreen(rows: rows, columns: columns)
        var appearance = PickerAppearance()
        appearance.pane = try OptionParser.parse(["--preview-window=\(window)"]).previewWindow
        appearance.paneContent = content
        view = PickerView(theme: Theme(colorSupport: .palette256), appearance: appearance)
        content.lines = output.map { line in Array(line.utf8).withUnsafeBufferPointer { ANSIText($0) } }
    }

    /// Lays out, settles the pane's scroll as the session does, and draws.
    func render() {
        let frame = view.frame(rows: screen.rows, columns: screen.columns, isPaneHidden: model.isPaneHidden)
        if let pane = frame.pane { model.paneState.configure(for: pane.spec, height: pane.textHeight, columns: pane.textWidth) }
        let state = model.paneState
        // Following a wrapped text: its end found in rows, as the preview controller finds it.
        let followStart = state.isFollowing ? state.columns.flatMap {
            view.pane.followStart(of: content.current, lineCount: content.lines.count, headerLines: state.headerLines,
                                  rows: state.bodyHeight, width: $0, wrap: state.wrap)
        } : nil
        model.paneState.settle(lineCount: content.lines.count, followStart: followStart)
        model.setViewportHeight(frame.listRows.count)
        view.draw(model: model, controller: controller, on: screen)
    }

    func row(_ index: Int) -> String {
        var text = screen.text(row: index)
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    func firstWord(_ index: Int) -> String {
        String(row(index).split(separator: " ").first ?? "")
    }
}

/// The pane on each side, with its border, label, wrapping, fixed header, offset and alternative layout.
@Suite struct PanePlacementTests {
    @Test func rightHalfWithARoundedBorderByDefaultAndABlankColumnBeforeIt() throws {
        let fixture = try PreviewFixture("", output: ["alpha", "beta"])
        fixture.render()
        // Half of 60 columns, the border's line and blank column on either side.
        let top = "╭" + String(repeating: "─", count: 28) + "╮"
        #expect(fixture.row(0) == "> Search here..." + String(repeating: " ", count: 14) + top)
        // The rule stops a column short of the pane, as fzf's separator does.
        #expect(fixture.row(1) == String(repeating: "─", count: 29) + " │ alpha" + String(repeating: " ", count: 21) + " │")
        #expect(fixture.row(2).hasPrefix("2/2 "))
        #expect(fixture.row(2).hasSuffix("│ beta                       │"))
        #expect(fixture.row(3).hasPrefix("> one"))
        #expect(fixture.row(11) == String(repeating: " ", count: 30) + "╰────────────────────────────╯")
    }

    /// fzf works a share out in floating point (116 × 0.01 × 50 is 57.99…), and so the pane it draws.
    @Test func aShareIsRoundedDownAsFzfsFloatingPointMakesIt() throws {
        let fixture = try PreviewFixture("right,50%", output: ["alpha"], columns: 116)
        fixture.render()
        #expect(fixture.row(0).hasSuffix(" ╭" + String(repeating: "─", count: 55) + "╮"))
        #expect(fixture.row(0).count == 116)
    }

    @Test func leftLeavesABlankColumnBeforeTheList() throws {
        let fixture = try PreviewFixture("left,20,sharp", output: ["alpha"])
        fixture.render()
        // 20 columns of text, the border's four: 24, then a blank column.
        #expect(fixture.row(0) == "┌──────────────────────┐ > Search here...")
        #expect(fixture.row(1).hasPrefix("│ alpha                │ ───"))
        #expect(fixture.row(3).hasPrefix("│                      │ > one"))
        #expect(fixture.row(11) == "└──────────────────────┘")
    }

    @Test func upTakesRowsAboveTheBar() throws {
        let fixture = try PreviewFixture("up,2,border-horizontal", output: ["alpha", "beta", "gamma"])
        fixture.render()
        #expect(fixture.row(0) == String(repeating: "─", count: 60))
        // No side lines: the text from the first column, the position on the right while there is more.
        #expect(fixture.row(1) == "alpha" + String(repeating: " ", count: 52) + "1/3")
        #expect(fixture.row(2) == "beta")
        #expect(fixture.row(3) == String(repeating: "─", count: 60))
        #expect(fixture.row(4) == "> Search here...")
        #expect(fixture.row(7) == "> one")
    }

    @Test func downWithALineFacingTheList() throws {
        let fixture = try PreviewFixture("down,3,border-line", output: ["alpha"])
        fixture.render()
        #expect(fixture.row(0) == "> Search here...")
        #expect(fixture.row(3) == "> one")
        #expect(fixture.row(8) == String(repeating: "─", count: 60))
        #expect(fixture.row(9) == "alpha")
    }

    @Test func noBorderLeavesTheWholeAreaToTheText() throws {
        let fixture = try PreviewFixture("right,10,noborder", output: ["alpha"])
        fixture.render()
        #expect(fixture.row(0) == "> Search here..." + String(repeating: " ", count: 34) + "alpha")
    }

    @Test func theLabelSitsOnTheBorderWhereItIsAsked() throws {
        var fixture = try PreviewFixture("up,2", output: ["alpha"], columns: 20)
        fixture.view.pane.label = PaneLabel(text: "files")
        fixture.render()
        #expect(fixture.row(0) == "╭──────files───────╮")
        fixture.view.pane.label = PaneLabel(text: "files", column: 2, isAtBottom: true)
        fixture.render()
        #expect(fixture.row(3) == "╰files─────────────╯")
        fixture.view.pane.label = PaneLabel(text: "files", column: -1)
        fixture.render()
        #expect(fixture.row(0) == "╭──────────────files")
    }

    @Test func longLinesAreCutUnlessWrapped() throws {
        let line = "abcdefghij klmnopqrst uvwxyz"
        var fixture = try PreviewFixture("up,3,noborder", output: [line, "next"], columns: 12)
        fixture.render()
        #expect(fixture.row(0) == "abcdefghij k")
        #expect(fixture.row(1) == "next")
        fixture = try PreviewFixture("up,4,noborder,wrap", output: [line, "next"], columns: 12)
        fixture.render()
        // The text fills the pane: its position shows, as fzf shows it.
        #expect((0..<4).map(fixture.row) == ["abcdefghi1/2", "↳ lmnopqrst", "↳ uvwxyz", "next"])
        fixture = try PreviewFixture("up,4,noborder,wrap-word", output: [line, "next"], columns: 12)
        fixture.view.pane.wrapSign = "> "
        fixture.render()
        #expect((0..<4).map(fixture.row) == ["abcdefghi1/2", "> klmnopqrst", "> uvwxyz", "next"])
    }

    @Test func toggleWrapWrapsAndUnwraps() throws {
        let fixture = try PreviewFixture("up,3,noborder", output: ["abcdefghijklmnop", "next"], columns: 12)
        fixture.model.searchController(fixture.controller, didChangePane: .toggleWrap)
        fixture.render()
        #expect((0..<3).map(fixture.row) == ["abcdefghi1/2", "↳ mnop", "next"])
        fixture.model.searchController(fixture.controller, didChangePane: .toggleWrap)
        fixture.render()
        #expect((0..<2).map(fixture.row) == ["abcdefghijkl", "next"])
    }

    @Test func followingKeepsTheLastWrappedRowsInView() throws {
        let output = (1...20).map { "line \($0)" } + ["a long last line that wraps"]
        let fixture = try PreviewFixture("up,4,noborder,wrap,follow,noinfo", output: output, columns: 12)
        fixture.render()
        fixture.model.paneState.start(target: nil)
        fixture.render()
        #expect((0..<4).map(fixture.row) == ["line 20", "a long last", "↳ line that", "↳ wraps"])
    }

    @Test func headerLinesStayWhileTheRestScrolls() throws {
        let fixture = try PreviewFixture("up,5,noborder,~2", output: (1...100).map(String.init))
        fixture.render()
        #expect((0..<5).map(fixture.firstWord) == ["1", "2", "3", "4", "5"])
        for _ in 0..<10 { fixture.model.searchController(fixture.controller, didChangePane: .scroll(1)) }
        fixture.render()
        #expect((0..<5).map(fixture.firstWord) == ["1", "2", "13", "14", "15"])
        #expect(fixture.row(0).hasSuffix("13/100"))
    }

    /// fzf's test_preview_header: `top:+{1}:~3` on `seq 100`, the preview `seq 1000`.
    @Test func anOffsetFromAFieldBelowAHeader() throws {
        let fixture = try PreviewFixture("up,5,noborder,+{1},~3", items: (1...100).map(String.init), output: (1...1000).map(String.init))
        let offset = try #require(PaneScrollOffset("+{1}"))
        for (item, expected) in [(0, ["1", "2", "3", "4", "5"]), (54, ["1", "2", "3", "55", "56"])] {
            let target = Array("\(item + 1)".utf8).withUnsafeBufferPointer {
                offset.offset(line: $0, index: item, splitter: FieldSplitter(), height: 2)
            }
            fixture.model.paneState.start(target: target)
            fixture.render()
            #expect((0..<5).map(fixture.firstWord) == expected)
        }
        #expect(fixture.row(0).hasSuffix("55/1000"))
    }

    @Test func theAlternativeLayoutAppliesBelowItsThreshold() throws {
        let window = "right,50%,<40(up,50%,border-bottom)"
        let narrow = try PreviewFixture(window, output: ["alpha"], rows: 10, columns: 60)
        narrow.render()
        // Half of 60 is 30 columns, under 40: the pane goes up, half the rows, a line below it.
        #expect(narrow.row(0) == "alpha")
        #expect(narrow.row(4) == String(repeating: "─", count: 60))
        #expect(narrow.row(5) == "> Search here...")
        let wide = try PreviewFixture(window, output: ["alpha"], rows: 10, columns: 100)
        wide.render()
        #expect(wide.row(0).hasSuffix("╮") && wide.row(0).hasPrefix("> Search here..."))
        #expect(wide.row(1).hasSuffix("│ alpha" + String(repeating: " ", count: 42) + "│"))
    }

    @Test func hiddenOrSizeZeroShowsNoPane() throws {
        let zero = try PreviewFixture("0", output: ["alpha"])
        zero.render()
        #expect(!zero.screen.text.contains("alpha"))
        let hidden = try PreviewFixture("hidden", output: ["alpha"])
        hidden.render()
        #expect(!hidden.screen.text.contains("alpha"))
    }
}
