/// The options of the commands swoop runs (`--preview`, `--bind` actions): which shell runs them.
extension OptionTable {
    static let commands: [Entry] = [
        Entry("with-shell", nil, .required, "CMD", .scripting,
              "run commands with CMD (words, then the command as the last\nargument) instead of $SHELL -c") { options, value in
            options.withShell = value
        },
    ]
}
