/// fzf 0.74's options that swoop accepts without implementing them (from fzf's
/// `src/options.go`), so that a pasted fzf command line runs: each takes its
/// value as fzf does (never leaving it to be read as FILE), and is either
/// already swoop's behaviour (`.alreadySo`, silent) or ignored with a warning.
/// Implementing one is moving its row to OptionTable+Rows.swift (the look options: OptionTable+LookRows.swift,
/// the parts' frames: OptionTable+FrameRows.swift, the query history: OptionTable+HistoryRows.swift,
/// the commands': OptionTable+CommandRows.swift).
extension OptionTable {
    static let fzfOnly: [Entry] = [
    ] + shell

    /// The shell.
    private static let shell: [Entry] = [
        Entry(fzf: "no-winpty", .alreadySo),
    ]
}
