/// What happens to the picker that `--bind` can act on, as fzf names it (`start:reload(…)`, `change:first`).
package enum PickerEvent: String, CaseIterable, Hashable, Sendable {
    /// Once, when the picker starts (before the input is read unless `--sync`).
    case start
    /// The input (or a `reload`'s output) has been read to its end and searched.
    case load
    /// The query changed.
    case change
    /// The highlighted item changed (a move, or new results).
    case focus
    /// A search's results are on screen.
    case result
    /// As `result`, once the input is read to its end (not for the rows shown while it is read).
    case resultFinal = "result-final"
    /// Exactly one item matches, with the input read to its end.
    case one
    /// No item matches, with the input read to its end.
    case zero
    /// The terminal changed size.
    case resize
    /// Backspace with the query already empty.
    case backwardEOF = "backward-eof"
    /// Jump mode (`jump`) ended on a label: the cursor went to its row.
    case jump
    /// Jump mode ended on another key, which did nothing else.
    case jumpCancel = "jump-cancel"
    /// A click on a header line (`FZF_CLICK_HEADER_LINE`, `_COLUMN`, `_WORD`, `_NTH` tell where).
    case clickHeader = "click-header"
    /// The marks changed (`--multi`), as fzf counts changes.
    case multi
    /// A click on the footer's text (`--footer`).
    case clickFooter = "click-footer"
}

extension Key {
    /// Whether the key is an event (`start`, `change`…), not a key the user presses.
    package var isEvent: Bool {
        switch self {
        case .event, .every: true
        default: false
        }
    }
}
