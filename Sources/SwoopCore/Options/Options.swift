/// What the command line asked for.
public struct Options: Equatable, Sendable {
    /// Every keystroke searches (false: `--no-live`, Enter searches).
    public var isLive = true
    /// The query the picker starts with (`-q/--query`).
    public var query = ""
    /// `-f/--filter`: print the matches of this query, best first, without the interface.
    public var filter: String?
    /// How queries match and sort (`-e`, `--literal`, `--no-sort`, `--tac`).
    public var matching = MatchOptions()
    /// `--ansi`: items' colour escape sequences are shown as colours and ignored by matching.
    public var parsesANSI = false
    /// `--read0`: items end with NUL instead of a newline.
    public var readsNULSeparated = false
    /// `--print0`: picked items are printed ending with NUL instead of a newline.
    public var printsNULSeparated = false
    /// The file to browse instead of stdin or the bundled list.
    public var inputPath: String?
    /// `-h/--help`: print usage and exit 0.
    public var showHelp = false
    /// `--version`: print the version and exit 0.
    public var showVersion = false

    /// The defaults: live search on the bundled list or stdin.
    public init() {}

    /// The byte that ends an input item.
    public var inputSeparator: UInt8 { readsNULSeparated ? 0 : UInt8(ascii: "\n") }

    /// The byte printed after each picked item.
    public var outputTerminator: UInt8 { printsNULSeparated ? 0 : UInt8(ascii: "\n") }
}

/// A command line that cannot be run: the message names the offending option.
public struct OptionError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
