import SwoopCore

/// What a session needs to know of its items besides the model's store: where placeholders
/// (`{}`, `{2}`) find the lines and their fields, how a `reload`'s output is read, and the shell.
public struct SessionItems {
    /// The lines as placeholders see them (without escape sequences under `--ansi`).
    public var lines: ItemStore
    /// How lines split into fields (`--delimiter`).
    public var splitter: FieldSplitter
    /// The byte ending each line (`--read0`: NUL).
    public var separator: UInt8
    /// How many lines at the start are a header (`--header-lines`).
    public var headerCount: Int
    /// `--id-nth`: the fields that say an item is the same one after a reload (nil: the whole line).
    public var identityFields: [FieldRange]?
    /// What runs the commands (`$SHELL -c`, `--with-shell`), and so how placeholders are quoted.
    public var shell: CommandShell = .system

    public init(lines: ItemStore, splitter: FieldSplitter, separator: UInt8, headerCount: Int, identityFields: [FieldRange]? = nil) {
        self.lines = lines
        self.splitter = splitter
        self.separator = separator
        self.headerCount = headerCount
        self.identityFields = identityFields
    }
}
