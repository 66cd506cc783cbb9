/// fzf 0.74's options that ask for what swoop does anyway (from fzf's `src/options.go`), accepted
/// silently so that a pasted fzf command line runs; each still takes its value as fzf does.
extension OptionTable {
    static let fzfOnly: [Entry] = [
        // Windows' console: nothing to turn off here.
        Entry(fzf: "no-winpty", .alreadySo),
    ]
}
