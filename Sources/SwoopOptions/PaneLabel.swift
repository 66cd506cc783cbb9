/// A label on a pane's border (`--preview-label`, `--preview-label-pos`).
import SwoopSystem
package struct PaneLabel: Sendable, Equatable {
    /// The text, drawn as it is (escape sequences dropped by the view).
    package var text = ""
    /// Where it starts: 0 centred, N from the left (1: the corner), -N from the right (-1: the corner), as fzf places it.
    package var column = 0
    /// On the bottom border rather than the top.
    package var isAtBottom = false

    package init(text: String = "", column: Int = 0, isAtBottom: Bool = false) {
        self.text = text
        self.column = column
        self.isAtBottom = isAtBottom
    }

    /// Reads fzf's position: `center`, `top`, `bottom` and a column, separated by `:` or `,`, any case.
    package mutating func setPosition(_ text: String) throws(OptionError) {
        let position = try LookOptions.labelPosition(text)
        column = position.column
        isAtBottom = position.isBottom
    }
}
