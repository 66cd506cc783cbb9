/// What the built-in file walker lists (fzf's `--walker`, `--walker-root`, `--walker-skip`).
import SwoopSystem
package struct WalkOptions: Sendable, Equatable {
    /// List files (and anything not a directory: links that lead nowhere, sockets…).
    package var listsFiles = true
    /// List directories, each ending with `/`.
    package var listsDirectories = false
    /// Follow symbolic links to directories (a link to a directory the walk is inside is never followed).
    package var followsLinks = true
    /// Enter directories whose names start with `.` (files are listed whatever their names, as fzf).
    package var entersHidden = true
    /// The directories walked, in order; paths print relative to each as given.
    package var roots = ["."]
    /// Directories not entered: a name (`node_modules`), or a path with `/` matched at the end
    /// of a directory's path (`src/gen`, or `/src/gen` for anywhere but the start).
    package var skipped = [".git", "node_modules"]

    package init() {}

    /// The default options with `--walker`'s `value` (see `setKinds`).
    package static func parse(_ value: String) throws(OptionError) -> WalkOptions {
        var options = WalkOptions()
        try options.setKinds(value)
        return options
    }

    /// What `--walker`'s `value` says is listed and entered: `file`, `dir`, `follow`, `hidden`
    /// separated by commas, with `file` or `dir`; the roots and skipped names stay.
    package mutating func setKinds(_ value: String) throws(OptionError) {
        var kinds = (files: false, directories: false, follows: false, hidden: false)
        for word in value.lowercased().split(separator: ",", omittingEmptySubsequences: false) {
            switch word {
            case "file": kinds.files = true
            case "dir": kinds.directories = true
            case "follow": kinds.follows = true
            case "hidden": kinds.hidden = true
            default: throw OptionError("--walker needs file or dir (and follow, hidden), not '\(value)'")
            }
        }
        guard kinds.files || kinds.directories else {
            throw OptionError("--walker needs file or dir (and follow, hidden), not '\(value)'")
        }
        (listsFiles, listsDirectories, followsLinks, entersHidden) = kinds
    }

    /// Whether the walk enters the directory at `path` (its name `name`).
    func enters(name: UnsafeRawBufferPointer, path: [UInt8], rules: [SkipRule]) -> Bool {
        if !entersHidden, name.first == UInt8(ascii: "."), !name.elementsEqual("..".utf8) { return false }
        return !rules.contains { $0.matches(name: name, path: path) }
    }

    /// `skipped` as rules, worked out once per walk.
    var skipRules: [SkipRule] { skipped.filter { !$0.isEmpty }.map(SkipRule.init) }
}
