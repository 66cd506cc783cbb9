/// fzf 0.74's options that swoop accepts without implementing them (from fzf's
/// `src/options.go`), so that a pasted fzf command line runs: each takes its
/// value as fzf does (never leaving it to be read as FILE), and is either
/// already swoop's behaviour (`.alreadySo`, silent) or ignored with a warning.
/// Implementing one is moving its row to OptionTable+Rows.swift (the look options: OptionTable+LookRows.swift,
/// the parts' frames: OptionTable+FrameRows.swift, the query history: OptionTable+HistoryRows.swift,
/// the commands': OptionTable+CommandRows.swift).
extension OptionTable {
    /// fzf's border styles (`--border`, `--list-border`…).
    private static let borderStyles = Values.oneOf([
        "rounded", "sharp", "bold", "block", "thinblock", "double", "dashed", "horizontal", "vertical",
        "top", "bottom", "left", "right", "line", "inline", "none",
    ])

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
        Entry(fzf: "gutter-raw", takes: .required),

        Entry(fzf: "footer", takes: .required), Entry(fzf: "no-footer", .alreadySo),

        Entry(fzf: "gap-line", takes: .optional, next: .notAnOption), Entry(fzf: "no-gap-line", .alreadySo),
        Entry(fzf: "tabstop", takes: .required, values: .number(atLeast: 1)),
        // Size, borders and labels
    ] + borderedParts + system

    /// The footer, with a border and a label of its own (the list's, the input's and the header's
    /// frames are swoop's: OptionTable+FrameRows.swift).
    private static let borderedParts: [Entry] = [
        Entry(fzf: "footer-border", takes: .optional, next: .notAnOption, values: borderStyles),
        Entry(fzf: "no-footer-border", .alreadySo),
        Entry(fzf: "footer-label", takes: .required), Entry(fzf: "footer-label-pos", takes: .required, values: .labelPosition),
        Entry(fzf: "no-footer-label", .alreadySo),
    ]

    /// The shell, the terminal and fzf's own diagnostics.
    private static let system: [Entry] = [
        Entry(fzf: "nushell"),
        Entry(fzf: "no-winpty", .alreadySo),
        Entry(fzf: "tty-default", takes: .required), Entry(fzf: "no-tty-default", .alreadySo),
        Entry(fzf: "force-tty-in"), Entry(fzf: "no-force-tty-in", .alreadySo),
        Entry(fzf: "proxy-script", takes: .required),
        Entry(fzf: "threads", takes: .required, values: .number(atLeast: 0)),
        Entry(fzf: "bench", takes: .required),
        Entry(fzf: "profile-cpu", takes: .required), Entry(fzf: "profile-mem", takes: .required),
        Entry(fzf: "profile-block", takes: .required), Entry(fzf: "profile-mutex", takes: .required),
    ]
}
