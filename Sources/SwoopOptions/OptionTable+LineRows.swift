/// fzf's options for how an item's lines show (over several rows, shifted to the match, from their
/// end, with signs on a marked item's rows) and for where the input and the header go.
import SwoopSystem
extension OptionTable {
    static let lines: [Entry] = [
        Entry("wrap-word", nil, .none, "", .display, "as --wrap=word: a wrapped row ends after its last blank") { options, _ in
            options.look.wraps = true
            options.look.wrapsWords = true
        },
        Entry("no-wrap-word") { options, _ in options.look.wrapsWords = false },
        Entry("no-multi-line", nil, .none, "", .display, "a --read0 item's lines run on one row, newlines shown as signs") {
            options, _ in options.look.multiLine = false
        },
        Entry("multi-line") { options, _ in options.look.multiLine = true },
        Entry("no-hscroll", nil, .none, "", .display, "a long line is cut at its end, never shifted to its match") {
            options, _ in options.look.hscroll = false
        },
        Entry("hscroll") { options, _ in options.look.hscroll = true },
        Entry("hscroll-off", nil, .required, "COLS", .display, "columns kept after the match in a shifted line (default 10)",
              values: .number(atLeast: 0)) { options, value throws(OptionError) in
            options.look.hscrollOff = try count(value ?? "", option: "--hscroll-off")
        },
        Entry("freeze-left", nil, .required, "N", .display, "the first N fields of a long line stay in view as it is cut or shifted",
              values: .number(atLeast: 0)) { options, value throws(OptionError) in
            options.look.freezeLeft = try count(value ?? "", option: "--freeze-left")
        },
        Entry("freeze-right", nil, .required, "N", .display, "the last N fields of a long line stay in view as it is cut or shifted",
              values: .number(atLeast: 0)) { options, value throws(OptionError) in
            options.look.freezeRight = try count(value ?? "", option: "--freeze-right")
        },
        Entry("keep-right", nil, .none, "", .display, "a long line shows its end while nothing in it is matched") {
            options, _ in options.look.keepsRight = true
        },
        Entry("no-keep-right") { options, _ in options.look.keepsRight = false },
        Entry("marker-multi-line", nil, .required, "STR", .display,
              "the marks of a marked item's first, middle and last rows\n(3 or 6 columns; default ╻┃╹)") { options, value throws(OptionError) in
            options.look.markerMultiLine = try markerMultiLine(String((value ?? "").prefix { $0 != "\n" }))
        },
        Entry("no-input", nil, .none, "", .layout, "no input section (prompt, info line, separator); keys edit\nno query") {
            options, _ in options.look.hidesInput = true
        },
        Entry("header-first", nil, .none, "", .layout, "the header past the input, at the picker's edge (the header\nlines too, without --header)") {
            options, _ in options.look.headerFirst = true
        },
        Entry("no-header-first") { options, _ in options.look.headerFirst = false },
    ]

    /// `--marker-multi-line`'s three signs, as fzf splits them: grapheme clusters in turn, a third of
    /// the columns each (3 or 6 in all; none is three empty signs).
    static func markerMultiLine(_ text: String) throws(OptionError) -> [String] {
        guard !text.isEmpty else { return ["", "", ""] }
        let clusters = text.map { (String($0), $0.unicodeScalars.reduce(0) { $0 + columns(of: $1) }) }
        let total = clusters.reduce(0) { $0 + $1.1 }
        guard total == 3 || total == 6 else {
            throw OptionError("invalid total marker width: \(total) (expected: 0, 3 or 6)")
        }
        var signs = ["", "", ""]
        var index = 0
        var wanted = total / 3
        for (cluster, width) in clusters where index < 3 {
            signs[index] += cluster
            wanted -= width
            if wanted <= 0 {
                index += 1
                wanted = total / 3
            }
        }
        return signs
    }
}
