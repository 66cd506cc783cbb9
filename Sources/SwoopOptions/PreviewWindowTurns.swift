/// `change-preview-window(A|B|…)`: each time the action runs, the next of its alternatives (in
/// turn, from the first again after the last) laid over `--preview-window` as given, `hidden`
/// included (an empty alternative hides a pane given as hidden again).
import SwoopPicker
package struct PreviewWindowTurns {
    /// `--preview-window` as given, which every change starts from (fzf's default pane without one).
    private let initial: PaneSpec
    /// How far each argument has turned.
    private var turns = ArgumentTurns()

    /// Turns starting from the pane `initial` (nil: fzf's default).
    package init(initial: PaneSpec?) {
        self.initial = initial ?? PaneSpec.preview
    }

    /// The pane the next turn of `argument` gives, wrapping as `wrap` says unless the alternative
    /// sets a wrap (nil: as `--preview-window` says); nil when that alternative does not parse (the
    /// pane stays as it is, and the next turn comes next time).
    package mutating func next(_ argument: String, wrap: PaneSpec.Wrap? = nil) -> PaneSpec? {
        let choice = turns.next(argument)
        var start = initial
        if let wrap { start.wrap = wrap }
        // As fzf: an alternative that says anything shows a pane given as hidden unless it says `hidden`;
        // an empty one is the pane as given.
        if !choice.isEmpty { start.isHidden = false }
        return try? PaneSpec.parsing(choice, over: start)
    }
}
