import SwoopItems
import SwoopSystem

/// What a session knows of its items besides the model's store: their forms (as read, as
/// placeholders see them, as shown, as searched), replaced by a `reload`, and the shell its
/// commands run with.
package struct SessionItems {
    /// The items' stores, and the spec that made them (how a reload's output is read too).
    package var forms: ItemForms
    /// What runs the commands (`$SHELL -c`, `--with-shell`), and so how placeholders are quoted.
    package var shell: CommandShell

    package init(forms: ItemForms, shell: CommandShell = .system) {
        self.forms = forms
        self.shell = shell
    }

    /// The lines as placeholders see them (without escape sequences under `--ansi`).
    var lines: ItemStore { forms.visibleLines }
    /// How lines split into fields (`--delimiter`).
    var splitter: FieldSplitter { forms.spec.fieldSplitter }
    /// `--nth` as given, for `FZF_NTH` (nil: not given).
    var nthText: String? { forms.spec.nthText }
    /// `--with-nth` as given, for `FZF_WITH_NTH` (nil: not given).
    var withNthText: String? { forms.spec.withNthText }
    /// `--id-nth`: the fields that say an item is the same one after a reload (nil: the whole line).
    var identityFields: [FieldRange]? { forms.spec.identityFields }
}
