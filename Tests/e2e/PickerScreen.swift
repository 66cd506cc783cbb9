import Foundation

/// A parsed view of one captured swoop screen: search bar, rule, info line and list rows.
struct PickerScreen {
    /// The raw screen lines as captured (trailing blanks trimmed by tmux).
    let lines: [String]

    /// Parses the text of `tmux capture-pane -p`.
    init(_ text: String) {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    /// The whole screen as one string, for messages and `contains` checks.
    var text: String { lines.joined(separator: "\n") }

    /// Row 0: the search bar.
    var searchBar: String { row(0) }

    /// Row 2: the info line.
    var infoLine: String { row(2) }

    /// The first token of the info line, e.g. `5/249`.
    var count: String {
        infoLine.split(separator: " ", omittingEmptySubsequences: true).first.map(String.init) ?? ""
    }

    /// The list rows (row 3 on), blank rows dropped, each as the item text from column 2.
    var items: [String] {
        lines.dropFirst(3).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { line in
            String(line.dropFirst(2))
        }
    }

    /// The item text of the highlighted row (the one starting with `>`), if any.
    var highlighted: String? {
        lines.dropFirst(3).first { $0.hasPrefix(">") }.map { String($0.dropFirst(2)) }
    }

    /// The number of list rows marked as highlighted.
    var highlightCount: Int {
        lines.dropFirst(3).filter { $0.hasPrefix(">") }.count
    }

    /// The line at `index`, or an empty string if the screen is shorter.
    func row(_ index: Int) -> String {
        index < lines.count ? lines[index] : ""
    }
}
