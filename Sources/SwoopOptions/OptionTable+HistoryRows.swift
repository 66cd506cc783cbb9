/// The query history's options, as fzf reads them: `--history=FILE` and how many entries it keeps.
import SwoopSystem
extension OptionTable {
    static let history: [Entry] = [
        Entry("history", nil, .required, "FILE", .search,
              "keep accepted queries in FILE; Ctrl-P and Ctrl-N bring them back\n(prev-history, next-history)",
              values: .file) { options, value in
            options.historyPath = value ?? ""
        },
        Entry("no-history") { options, _ in options.historyPath = nil },
        Entry("history-size", nil, .required, "N", .search, "the most queries the history file keeps (default: 1000)",
              values: .number(atLeast: 1)) { options, value throws(OptionError) in
            guard let size = Int(value ?? ""), size >= 1 else {
                throw OptionError("--history-size needs a number of at least 1, not '\(value ?? "")'")
            }
            options.historySize = size
        },
    ]
}
