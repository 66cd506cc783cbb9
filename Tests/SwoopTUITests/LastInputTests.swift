import Testing
@testable import SwoopPicker
@testable import SwoopTUI

/// `FZF_ACTION`, `FZF_KEY`: the last key and action, as fzf 0.74 tells its commands.
@Suite struct LastInputTests {
    /// fzf's `enter:show-input+refresh-preview`: the preview it runs sees `show-input`, an action that
    /// runs a command leaving the last action as it was.
    @Test func anActionThatRunsACommandIsNotTheLastAction() {
        var last = LastInput()
        let actions: [Action] = [.controller(.showInput), .session(.refreshPreview)]
        last.pressed(.enter, actions: actions)
        for action in actions { last.performing(action) }
        #expect(last.action == "show-input")
        #expect(last.key == "enter")
        last.performing(.session(.execute("true")))
        last.performing(.session(.transform(.query, "echo")))
        #expect(last.action == "show-input")
        last.performing(.session(.toggleWrap))
        #expect(last.action == "toggle-wrap")
    }
}
