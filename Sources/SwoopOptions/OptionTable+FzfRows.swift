/// fzf 0.74's options that swoop accepts without implementing them (from fzf's
/// `src/options.go`), so that a pasted fzf command line runs: each takes its
/// value as fzf does (never leaving it to be read as FILE), and is either
/// already swoop's behaviour (`.alreadySo`, silent) or ignored with a warning.
/// Implementing one is moving its row to OptionTable+Rows.swift (the look options: OptionTable+LookRows.swift,
/// the parts' frames: OptionTable+FrameRows.swift, the query history: OptionTable+HistoryRows.swift,
/// the commands': OptionTable+CommandRows.swift).
extension OptionTable {
    static let fzfOnly: [Entry] = [
        // Search
        Entry(fzf: "raw"), Entry(fzf: "no-raw", .alreadySo),
        Entry(fzf: "tail", takes: .required, values: .number(atLeast: 1)), Entry(fzf: "no-tail", .alreadySo),
        Entry(fzf: "freeze-left", takes: .required, values: .number(atLeast: 0)),
        Entry(fzf: "freeze-right", takes: .required, values: .number(atLeast: 0)),
        // Display
        Entry(fzf: "black"), Entry(fzf: "no-black", .alreadySo),
        Entry(fzf: "bold"), Entry(fzf: "no-bold"),

        Entry(fzf: "info-command", takes: .required), Entry(fzf: "no-info-command", .alreadySo),
        Entry(fzf: "jump-labels", takes: .required, values: .jumpLabels),
        Entry(fzf: "gutter-raw", takes: .required),

        Entry(fzf: "gap-line", takes: .optional, next: .notAnOption), Entry(fzf: "no-gap-line", .alreadySo),
        Entry(fzf: "tabstop", takes: .required, values: .number(atLeast: 1)),
        // Size, borders and labels
    ] + shell

    /// The shell.
    private static let shell: [Entry] = [
        Entry(fzf: "nushell"),
        Entry(fzf: "no-winpty", .alreadySo),
    ]
}
