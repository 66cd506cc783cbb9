import Testing
@testable import SwoopOptions
@testable import SwoopPicker

/// `change-preview-window(A|B|…)` as fzf turns it: the next alternative each time, over `--preview-window` as given.
@Suite struct PreviewWindowTurnsTests {
    @Test func eachRunTakesTheNextAlternativeAndStartsAgainAfterTheLast() throws {
        var turns = PreviewWindowTurns(initial: try PaneSpec.parsing("right,40%", over: .preview))
        #expect(turns.next("up|down|hidden")?.position == .up)
        #expect(turns.next("up|down|hidden")?.position == .down)
        #expect(turns.next("up|down|hidden")?.isHidden == true)
        #expect(turns.next("up|down|hidden")?.position == .up)
    }

    @Test func anArgumentTurnsOnItsOwnAndAnAlternativeIsLaidOverThePaneAsGiven() throws {
        let given = try PaneSpec.parsing("right,40%", over: .preview)
        var turns = PreviewWindowTurns(initial: given)
        _ = turns.next("up|down")
        #expect(turns.next("hidden|left") == (try PaneSpec.parsing("hidden", over: given)))
        #expect(turns.next("up|down")?.position == .down)
        #expect(turns.next("hidden|left") == (try PaneSpec.parsing("left", over: given)))
    }

    @Test func anAlternativeThatDoesNotParseChangesNothingButTheTurnGoesOn() {
        var turns = PreviewWindowTurns(initial: nil)
        #expect(turns.next("bogus|up") == nil)
        #expect(turns.next("bogus|up")?.position == .up)
    }
}
