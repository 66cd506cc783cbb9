import Testing
@testable import SwoopPicker

/// Records the events a controller sends.
final class EventRecorder: SearchControllerDelegate {
    enum Event: Equatable {
        case beginEditing, changeText(String), submit, cancel, move(ListMovement), select(SelectionChange), accept, abort
    }

    var events: [Event] = []

    func searchControllerDidBeginEditing(_ controller: SearchController) { events.append(.beginEditing) }
    func searchController(_ controller: SearchController, didChangeText text: String) { events.append(.changeText(text)) }
    func searchControllerDidSubmit(_ controller: SearchController) { events.append(.submit) }
    func searchControllerDidCancel(_ controller: SearchController) { events.append(.cancel) }
    func searchController(_ controller: SearchController, didMove movement: ListMovement) { events.append(.move(movement)) }
    func searchController(_ controller: SearchController, didChangeSelection change: SelectionChange) { events.append(.select(change)) }
    func searchController(_ controller: SearchController, didChangePane change: PaneChange) {}
    func searchControllerDidAccept(_ controller: SearchController) { events.append(.accept) }
    func searchControllerDidAbort(_ controller: SearchController) { events.append(.abort) }
}

@Suite struct SearchControllerTests {
    let recorder = EventRecorder()

    func controller(isLive: Bool = true) -> SearchController {
        let controller = SearchController(isLive: isLive)
        controller.delegate = recorder
        return controller
    }

    func type(_ text: String, into controller: SearchController) {
        text.unicodeScalars.forEach { controller.handle(.character($0)) }
    }

    /// fzf's test_vanilla keys: `99`, Ctrl-A, `1`, Ctrl-F, `3`, Ctrl-B, Ctrl-H, Ctrl-U, Ctrl-E, Ctrl-Y leave `391`.
    @Test func ctrlYYanksWhatTheLastKillDeleted() {
        let controller = controller()
        type("99", into: controller)
        controller.handle(.ctrl("a"))
        type("1", into: controller)
        controller.handle(.ctrl("f"))
        type("3", into: controller)
        for key in ["b", "h", "u", "e", "y"] { controller.handle(.ctrl(Character(key))) }
        #expect(controller.text == "391")
        controller.handle(.ctrl("w"))
        #expect(controller.text == "")
        controller.handle(.ctrl("y"))
        controller.handle(.ctrl("y"))
        #expect(controller.text == "391391")
    }

    @Test func typingBeginsEditingOnceThenReportsEveryChange() {
        let controller = controller()
        type("ab", into: controller)
        #expect(recorder.events == [.beginEditing, .changeText("a"), .changeText("ab")])
        #expect(controller.text == "ab")
        #expect(controller.isEditing)
    }

    @Test func keysArrivingTogetherReportTheirEditsOnceAtTheEnd() {
        let controller = controller()
        controller.handle("abc".unicodeScalars.map(Key.character) + [.backspace, .character("d")])
        #expect(recorder.events == [.beginEditing, .changeText("abd")])
    }

    @Test func aMoveInsideARunOfKeysSeesTheTextTypedBeforeIt() {
        let controller = controller()
        controller.handle([.character("a"), .character("b"), .down, .character("c"), .enter, .character("z")])
        #expect(recorder.events == [
            .beginEditing, .changeText("ab"), .move(.by(1)), .changeText("abc"), .accept, .changeText("abcz"),
        ])
    }

    @Test func aRunOfKeysThatLeavesTheTextAsItWasStillReportsNothingWhenNothingChanged() {
        let controller = controller()
        controller.handle([.left, .right, .backspace])
        #expect(recorder.events == [.beginEditing])
    }

    @Test func escapeWithQueryCancelsThenSecondEscapeAborts() {
        let controller = controller()
        type("x", into: controller)
        controller.handle(.escape)
        #expect(controller.text == "")
        #expect(!controller.isSearchActive)
        controller.handle(.escape)
        #expect(recorder.events == [.beginEditing, .changeText("x"), .cancel, .abort])
    }

    @Test func escapeWithNothingTypedAborts() {
        let controller = controller()
        controller.handle(.escape)
        #expect(recorder.events == [.abort])
    }

    @Test func enterInLiveModeAccepts() {
        let controller = controller()
        type("u", into: controller)
        controller.handle(.enter)
        #expect(recorder.events.last == .accept)
        #expect(!recorder.events.contains(.submit))
    }

    @Test func ctrlCAbortsEvenWithAQuery() {
        let controller = controller()
        type("u", into: controller)
        controller.handle(.ctrl("c"))
        #expect(recorder.events.last == .abort)
    }

    @Test func nonLiveTypingOnlyEditsUntilEnterSubmits() {
        let controller = controller(isLive: false)
        type("fr", into: controller)
        #expect(recorder.events == [.beginEditing])
        controller.handle(.enter)
        #expect(recorder.events == [.beginEditing, .submit])
        #expect(!controller.isEditing)
        controller.handle(.enter)
        #expect(recorder.events == [.beginEditing, .submit, .accept])
    }

    @Test func nonLiveTypingAfterSubmitMovesFocusBackToTheBar() {
        let controller = controller(isLive: false)
        type("fr", into: controller)
        controller.handle(.enter)
        type("a", into: controller)
        #expect(controller.isEditing)
        #expect(recorder.events == [.beginEditing, .submit, .beginEditing])
        controller.handle(.enter)
        #expect(recorder.events.last == .submit)
    }

    @Test func nonLiveEscapeAfterSubmitCancelsTheSearch() {
        let controller = controller(isLive: false)
        type("fr", into: controller)
        controller.handle(.enter)
        controller.handle(.escape)
        #expect(recorder.events.last == .cancel)
        controller.handle(.escape)
        #expect(recorder.events.last == .abort)
    }

    @Test func navigationKeysAreForwardedAsMoves() {
        let controller = controller()
        for key in [Key.down, .ctrl("n"), .up, .ctrl("p"), .pageDown, .pageUp] { controller.handle(key) }
        // Ctrl-N and Ctrl-P are fzf's down-match and up-match: to the next matching row (in raw mode not every one).
        #expect(recorder.events == [.move(.by(1)), .move(.matching(1)), .move(.by(-1)), .move(.matching(-1)), .move(.pageDown),
                                    .move(.pageUp)])
    }

    @Test func editingKeysChangeTheTextAtTheCursor() {
        let controller = controller()
        type("hello world", into: controller)
        controller.handle(.ctrl("w"))
        #expect(controller.text == "hello ")
        controller.handle(.home)
        controller.handle(.delete)
        #expect(controller.text == "ello ")
        controller.handle(.end)
        controller.handle(.backspace)
        #expect(controller.text == "ello")
        controller.handle(.left)
        controller.handle(.left)
        controller.handle(.ctrl("u"))
        #expect(controller.text == "lo")
        #expect(controller.query.cursor == 0)
        controller.handle(.ctrl("e"))
        type("!", into: controller)
        #expect(controller.text == "lo!")
    }

    @Test func editsThatChangeNothingSendNoEvent() {
        let controller = controller()
        controller.handle(.backspace)
        controller.handle(.ctrl("u"))
        #expect(recorder.events == [.beginEditing])
    }
}
