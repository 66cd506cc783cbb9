import SwoopItems
import SwoopSystem

/// What a session knows of its items besides the model's store: their views (as read, as
/// placeholders see them, as shown, as searched), replaced by a `reload`, and the shell its
/// commands run with.
package struct SessionItems {
    /// The items' stores, and the spec that made them (how a reload's output is read too).
    package var views: ItemViews
    /// What runs the commands (`$SHELL -c`, `--with-shell`), and so how placeholders are quoted.
    package var shell: CommandShell

    package init(views: ItemViews, shell: CommandShell = .system) {
        self.views = views
        self.shell = shell
    }

    /// The lines as placeholders see them (without escape sequences under `--ansi`).
    var lines: ItemStore { views.visibleLines }
    /// How lines split into fields (`--delimiter`).
    var splitter: FieldSplitter { views.spec.fieldSplitter }
    /// `--nth` as given, for `FZF_NTH` (nil: not given).
    var nthText: String? { views.spec.nthText }
    /// `--with-nth` as given, for `FZF_WITH_NTH` (nil: not given).
    var withNthText: String? { views.spec.withNthText }
    /// `--id-nth`: the fields that say an item is the same one after a reload (nil: the whole line).
    var identityFields: [FieldRange]? { views.spec.identityFields }
}
