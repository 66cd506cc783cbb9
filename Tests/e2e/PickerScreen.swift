import Foundation

/// A parsed view of one captured swoop screen: search bar, rule, info line and list rows.
///
/// The picker is found where it is: full screen from row 0, inline (`--height`) from the row
/// above the first rule (a line starting with `──`), below whatever the terminal showed before.
struct PickerScreen {
    /// The raw screen lines as captured (trailing blanks trimmed by tmux).
    let lines: [String]
    /// The row of the search bar: 0 full screen, further down inline.
    let top: Int

    /// Parses the text of `tmux capture-pane -p`.
    init(_ text: String) {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
        let rule = lines.firstIndex { $0.hasPrefix("──") }
        top = rule.map { max(0, $0 - 1) } ?? 0
    }

    /// The picker's lines, from the search bar down.
    private var pickerLines: ArraySlice<String> { lines.dropFirst(top) }

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
        pickerLines.dropFirst(3).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { line in
            String(line.dropFirst(2))
        }
    }

    /// The item text of the highlighted row (the one starting with `>`), if any.
    var highlighted: String? {
        pickerLines.dropFirst(3).first { $0.hasPrefix(">") }.map { String($0.dropFirst(2)) }
    }

    /// The number of list rows marked as highlighted.
    var highlightCount: Int {
        pickerLines.dropFirst(3).filter { $0.hasPrefix(">") }.count
    }

    /// The picker's line at `index` (0: the search bar), or an empty string if the screen is shorter.
    func row(_ index: Int) -> String {
        top + index < lines.count ? lines[top + index] : ""
    }
}
