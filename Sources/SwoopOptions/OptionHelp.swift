/// The option list of `swoop --help`, made from the option table: each group
/// under its heading, each documented row as `-q, --query=STR   its help`
/// (`+s, --no-sort` for fzf's `+` flags).
package enum OptionHelp {
    /// The column the help text starts in.
    static let helpColumn = 27

    /// Every group with its rows, separated by blank lines.
    package static var text: String {
        OptionTable.Group.allCases.compactMap { group -> String? in
            let rows = OptionTable.documented.filter { $0.group == group }
            guard !rows.isEmpty else { return nil }
            return ([group.rawValue] + rows.flatMap(lines)).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// The lines of one row: its names, then its help from `helpColumn`, on the next line when the names reach it.
    static func lines(of entry: OptionTable.Entry) -> [String] {
        let names = "  " + (entry.shortForm.map { "\($0), " } ?? "    ") + entry.synopsis
        let help = (entry.help ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let indent = String(repeating: " ", count: helpColumn)
        guard let first = help.first, !first.isEmpty else { return [names] }
        let rest = help.dropFirst().map { indent + $0 }
        if names.count < helpColumn - 1 {
            return [names + String(repeating: " ", count: helpColumn - names.count) + first] + rest
        }
        return [names, indent + first] + rest
    }
}
