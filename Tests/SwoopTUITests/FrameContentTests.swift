import Testing
@testable import SwoopItems
@testable import SwoopPicker
@testable import SwoopTUI

/// A frame's content is taken once from the model and the controller, and drawn from alone.
@Suite struct FrameContentTests {
    /// The content of the frame `fixture` shows now, taken as the session takes it.
    static func content(of fixture: PickerFixture) -> FrameContent {
        let layout = fixture.view.frame(rows: fixture.screen.rows, columns: fixture.screen.columns)
        fixture.model.setViewportHeight(layout.itemCapacity)
        let frame = fixture.view.render(FrameRequest(rows: fixture.screen.rows, columns: fixture.screen.columns,
                                                     model: fixture.model), in: layout)
        return fixture.view.content(of: frame, model: fixture.model, controller: fixture.controller)
    }

    /// Every row of `screen`, as text.
    static func rows(_ screen: GridScreen) -> [String] {
        (0..<screen.rows).map { screen.text(row: $0) }
    }

    @Test func aFrameDrawsAsItWasTakenWhateverTheModelAndTheControllerDoAfter() {
        let fixture = PickerFixture(lines: ["apple", "banana", "cherry"], rules: ListRules(markLimit: .max))
        fixture.controller.keyMap = KeyMap(multiSelect: true)
        let content = Self.content(of: fixture)
        fixture.view.draw(content, on: fixture.screen)
        let before = Self.rows(fixture.screen)
        #expect(before[0].hasPrefix("> Search here..."))
        #expect(before[2].hasPrefix("3/3"))

        fixture.controller.handle(.tab)
        fixture.type("ch")
        fixture.controller.handle(.down)
        let later = GridScreen(rows: fixture.screen.rows, columns: fixture.screen.columns)
        fixture.view.draw(content, on: later)
        #expect(Self.rows(later) == before)
        // The same screen taken now shows what changed.
        fixture.view.draw(Self.content(of: fixture), on: later)
        #expect(Self.rows(later) != before)
    }

    @Test func thePreviewShowsTheOutputAsItWasWhenTheFrameWasTaken() throws {
        let fixture = try PreviewFixture("right,50%", output: ["first output"])
        let layout = fixture.view.frame(rows: fixture.screen.rows, columns: fixture.screen.columns)
        let pane = try #require(layout.pane)
        fixture.model.paneState.configure(for: pane.spec, height: pane.textHeight)
        fixture.model.setViewportHeight(layout.itemCapacity)
        let frame = fixture.view.render(FrameRequest(rows: fixture.screen.rows, columns: fixture.screen.columns,
                                                     model: fixture.model), in: layout)
        let content = fixture.view.content(of: frame, model: fixture.model, controller: fixture.controller)
        fixture.content.lines = [Array("second output".utf8).withUnsafeBufferPointer { ANSIText($0) }]
        fixture.view.draw(content, on: fixture.screen)
        #expect(fixture.screen.text.contains("first output"))
        #expect(!fixture.screen.text.contains("second output"))
    }

    @Test func theContentHoldsTheItemsOnScreenNotTheList() {
        let fixture = PickerFixture(lines: (0..<10_000).map { "line \($0)" }, rows: 10)
        let content = Self.content(of: fixture)
        #expect(content.listCount == 10_000)
        #expect(content.items.count == content.frame.slots.count)
        #expect(content.items.count <= 10)
        #expect(content.items.map(\.slot.position) == Array(0..<content.items.count))
        #expect(content.items.first?.isCurrent == true)
        #expect(content.items.dropFirst().allSatisfy { !$0.isCurrent })
    }

    @Test func theItemsCarryTheQuerysMatchesAndTheMarks() {
        let fixture = PickerFixture(lines: ["apple", "banana", "cherry"], rules: ListRules(markLimit: .max))
        fixture.controller.keyMap = KeyMap(multiSelect: true)
        fixture.type("an")
        fixture.controller.handle(.tab)
        let content = Self.content(of: fixture)
        #expect(content.query.text == "an")
        #expect(content.counts.matchCount == 1)
        #expect(content.counts.markedCount == 1)
        let banana = content.items.first
        #expect(banana.map { String(decoding: UnsafeRawBufferPointer($0.bytes), as: UTF8.self) } == "banana")
        #expect(banana?.isMarked == true)
        #expect(banana?.matchedOffsets.isEmpty == false)
    }
}
