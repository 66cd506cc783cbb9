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

    /// fzf's test_change_preview_window_rotate_hidden_down: over `hidden,down,1`, `up` shows the pane on
    /// top, the empty alternative is the pane as given (hidden), `down` shows it below.
    @Test func anEmptyAlternativeHidesAPaneGivenAsHiddenAndAnyOtherShowsIt() throws {
        var turns = PreviewWindowTurns(initial: try PaneSpec.parsing("hidden,down,1", over: .preview))
        let first = turns.next("up||down|")
        let up = try #require(first)
        #expect(!up.isHidden && up.position == .up && up.size == .cells(1))
        #expect(turns.next("up||down|")?.isHidden == true)
        let third = turns.next("up||down|")
        let down = try #require(third)
        #expect(!down.isHidden && down.position == .down)
        #expect(turns.next("up||down|")?.isHidden == true)
        #expect(turns.next("up||down|")?.position == .up)
        #expect(turns.next("hidden")?.isHidden == true)
    }
}
